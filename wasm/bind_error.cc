// heed::Error as a JS Error: message = the engine's message, code = what kind of failure.
#include "bindings.h"

namespace heed_wasm {

const char* error_code(heed::Error::Code code) {
  switch (code) {
    case heed::Error::Code::kInvalidModel:
      return "invalid-model";
    case heed::Error::Code::kInvalidInput:
      return "invalid-input";
    case heed::Error::Code::kInternal:
      return "internal";
  }
  return "internal";
}

val error_to_js(const char* code, const std::string& message) {
  val error = val::global("Error").new_(val(message));
  error.set("name", val("HeedError"));
  error.set("code", val(code));
  return error;
}

}  // namespace heed_wasm
