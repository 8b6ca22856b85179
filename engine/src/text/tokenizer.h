// sentencepiece behind a small interface; the only file set that includes sentencepiece.
#pragma once

#include <memory>
#include <optional>
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
  // The id of the piece spelled exactly `piece` ("▁bell"), or -1 when the vocabulary has none.
  // The default reads piece(id) for every id; implementations may know better.
  virtual int piece_id(std::string_view piece) const;
  virtual int vocab_size() const = 0;
  // The byte a byte-fallback piece ("<0xC3>") stands for, or -1 for any other piece. The default
  // reads piece(id); implementations may know better.
  virtual int byte_value(int id) const;
  // True for the piece that stands for text the vocabulary cannot spell (<unk>).
  virtual bool is_unknown(int id) const { return false; }
  // Text of `ids` as it reads after non-empty text (so a leading "▁" is a space), when that
  // is exactly what decode(before + ids) adds to decode(before) for any `before` whose text
  // is not empty and does not end in a byte piece; nullopt where the tokenizer cannot promise
  // it. Lets IncrementalDecoder decode each new piece instead of the whole prefix again.
  virtual std::optional<std::string> decode_after_text(const std::vector<int>& ids) const {
    return std::nullopt;
  }
};

// Feeds target ids one at a time and returns only text that is final: whole UTF-8 characters,
// never a half-decoded byte-fallback sequence. Concatenating every push() and flush() equals
// tokenizer.decode(all ids). A piece's text depends on what came before it only through
// sentencepiece's leading-space rule (no text yet) and byte runs (bytes that form characters
// together), so once some text is out and the last piece is not a byte, the ids so far are
// settled and the next push decodes only the pieces after them (decode_after_text). Decoding
// the whole prefix again at every push cost 3.1% of greedy and 1.4% of beam 4's instructions
// on the shipped en->es model (general prose), 8.4% on the bench's 64-token sentences.
// A tokenizer without decode_after_text still gets the whole prefix decoded each time.
class IncrementalDecoder {
 public:
  explicit IncrementalDecoder(const Tokenizer& tokenizer);
  std::string push(int id);
  // Returns the text still held back (bytes that never formed a character become U+FFFD, as in
  // decode) and starts a new sequence.
  std::string flush();

 private:
  // Text of the first `count` pending ids: decoded from the start, or after the settled text.
  std::string decode_pending(std::size_t count) const;

  const Tokenizer& tokenizer_;
  bool can_settle_;            // the tokenizer has decode_after_text
  bool after_text_ = false;    // some ids are settled: their text, not empty, is all out
  std::vector<int> ids_;       // the ids after the settled ones
  std::size_t emitted_bytes_ = 0;  // bytes emitted of the pending ids' text
};

}  // namespace heed::text
