// The engine's error type and byte span: public (callers catch Error, read Spans), and the only
// public header engine modules include, so no module depends on the Translator API.
#pragma once

#include <stdexcept>
#include <string>

namespace heed {

// Every failure the engine reports. `code()` says what kind; `what()` names the cause.
class Error : public std::runtime_error {
 public:
  enum class Code {
    kInvalidModel,   // truncated, corrupt, wrong version or inconsistent model file
    kInvalidInput,   // text the engine refuses (e.g. invalid UTF-8), options out of range
    kInternal,       // a broken invariant: a bug, please report
  };
  Error(Code code, const std::string& message) : std::runtime_error(message), code_(code) {}
  Code code() const { return code_; }

 private:
  Code code_;
};

// Half-open byte range [begin, end) in a UTF-8 string.
struct Span {
  int begin = 0;
  int end = 0;
};

}  // namespace heed
