// sentencepiece behind a small interface; the only file set that includes sentencepiece.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "heed/translator.h"  // heed::Span, heed::Error

namespace heed::text {

class Tokenizer {
 public:
  // model_proto: a serialised sentencepiece ModelProto. Throws Error(kInvalidModel) if unusable.
  static std::unique_ptr<Tokenizer> from_bytes(std::string_view model_proto);
  virtual ~Tokenizer() = default;

  // ids of `text` (no BOS/EOS added) and, per id, the bytes of `text` it came from.
  virtual void encode(std::string_view text, std::vector<int>* ids,
                      std::vector<Span>* spans) const = 0;
  virtual std::string decode(const std::vector<int>& ids) const = 0;
  virtual std::string piece(int id) const = 0;
  virtual int vocab_size() const = 0;
};

// Feeds target ids one at a time and returns only text that is final: whole UTF-8 characters,
// never a half-decoded byte-fallback sequence. Concatenating every push() and flush() equals
// tokenizer.decode(all ids).
class IncrementalDecoder {
 public:
  explicit IncrementalDecoder(const Tokenizer& tokenizer);
  std::string push(int id);
  std::string flush();

 private:
  const Tokenizer& tokenizer_;
  std::vector<int> ids_;
  std::size_t emitted_bytes_ = 0;
};

}  // namespace heed::text
