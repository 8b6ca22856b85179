// sentencepiece behind a small interface; the only file set that includes sentencepiece.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "heed/error.h"  // heed::Span, heed::Error

namespace heed::text {

class Tokenizer {
 public:
  // model_proto: a serialised sentencepiece ModelProto. Throws Error(kInvalidModel) if unusable.
  static std::unique_ptr<Tokenizer> from_bytes(std::string_view model_proto);
  virtual ~Tokenizer() = default;

  // ids of `text` (no BOS/EOS added) and, per id, the bytes of `text` it came from; both
  // vectors are replaced. Spans are in bounds, on character boundaries for valid UTF-8 and in
  // input order. Pieces that only together spell one input character (byte-fallback bytes of
  // "✓", "f" "i" from NFKC's "ﬁ") all get that character's bytes; a piece that stands for no
  // input (the "▁" sentencepiece adds before the first word) gets an empty span. Linear time.
  virtual void encode(std::string_view text, std::vector<int>* ids,
                      std::vector<Span>* spans) const = 0;
  // Text of `ids`; throws Error(kInvalidInput) for an id outside [0, vocab_size()).
  virtual std::string decode(const std::vector<int>& ids) const = 0;
  virtual std::string piece(int id) const = 0;
  virtual int vocab_size() const = 0;
  // The byte a byte-fallback piece ("<0xC3>") stands for, or -1 for any other piece. The default
  // reads piece(id); implementations may know better.
  virtual int byte_value(int id) const;
  // True for the piece that stands for text the vocabulary cannot spell (<unk>).
  virtual bool is_unknown(int id) const { return false; }
};

// Feeds target ids one at a time and returns only text that is final: whole UTF-8 characters,
// never a half-decoded byte-fallback sequence. Concatenating every push() and flush() equals
// tokenizer.decode(all ids). Each push decodes the ids so far again (sentencepiece's leading
// space rule and byte runs make pieces context-dependent), so a sentence of n tokens costs
// O(n^2) piece look-ups; sentences are short and a model step costs far more.
class IncrementalDecoder {
 public:
  explicit IncrementalDecoder(const Tokenizer& tokenizer);
  std::string push(int id);
  // Returns the text still held back (bytes that never formed a character become U+FFFD, as in
  // decode) and starts a new sequence.
  std::string flush();

 private:
  const Tokenizer& tokenizer_;
  std::vector<int> ids_;
  std::size_t emitted_bytes_ = 0;
};

}  // namespace heed::text
