// The sentencepiece-backed Tokenizer and the incremental detokeniser. This is the one source
// that includes sentencepiece, so swapping the library (or its wasm build) touches nothing else.
#include "text/tokenizer.h"

#include <sentencepiece_processor.h>

#include <algorithm>

#include "text/segment.h"

namespace heed::text {
namespace {

constexpr std::string_view kSpaceSymbol = "\xE2\x96\x81";  // "▁", sentencepiece's space

// "<0xHH>" -> HH, anything else -> -1.
int parse_byte_piece(std::string_view piece) {
  if (piece.size() != 6 || piece.substr(0, 3) != "<0x" || piece[5] != '>') return -1;
  int value = 0;
  for (char c : piece.substr(3, 2)) {
    int digit = -1;
    if (c >= '0' && c <= '9') digit = c - '0';
    if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

bool is_only_space_symbols(std::string_view piece) {
  if (piece.empty()) return false;
  while (piece.substr(0, kSpaceSymbol.size()) == kSpaceSymbol) {
    piece.remove_prefix(kSpaceSymbol.size());
  }
  return piece.empty();
}

// Moves `pos` back onto the lead byte of the character it falls in (at most three bytes).
std::size_t to_char_boundary(std::string_view text, std::size_t pos) {
  for (int step = 0; step < 3 && pos > 0 && pos < text.size() &&
                     (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80;
       ++step) {
    --pos;
  }
  return pos;
}

class SentencePieceTokenizer final : public Tokenizer {
 public:
  explicit SentencePieceTokenizer(std::string_view model_proto) {
    const auto status = processor_.LoadFromSerializedProto(model_proto);
    if (!status.ok()) {
      throw Error(Error::Code::kInvalidModel,
                  "cannot load the sentencepiece tokenizer: " + status.ToString());
    }
    vocab_size_ = processor_.GetPieceSize();
    bytes_.assign(vocab_size_, -1);
    for (int id = 0; id < vocab_size_; ++id) {
      if (processor_.IsByte(id)) bytes_[id] = parse_byte_piece(processor_.IdToPiece(id));
    }
  }

  void encode(std::string_view text, std::vector<int>* ids,
              std::vector<Span>* spans) const override {
    sentencepiece::ImmutableSentencePieceText encoded;
    const auto status = processor_.Encode(text, encoded.mutable_proto());
    if (!status.ok()) {
      throw Error(Error::Code::kInvalidInput, "sentencepiece cannot encode: " + status.ToString());
    }
    const std::size_t count = encoded.pieces_size();
    ids->resize(count);
    spans->resize(count);
    for (std::size_t i = 0; i < count; ++i) {
      const auto piece = encoded.pieces(static_cast<int>(i));
      (*ids)[i] = static_cast<int>(piece.id());
      // sentencepiece reports offsets into the original text (it maps them back through
      // normalisation); clamp and snap anyway so no caller can be handed a bad substring.
      const std::size_t begin =
          to_char_boundary(text, std::min<std::size_t>(piece.begin(), text.size()));
      const std::size_t end =
          std::max(begin, to_char_boundary(text, std::min<std::size_t>(piece.end(), text.size())));
      (*spans)[i] = {static_cast<int>(begin), static_cast<int>(end)};
    }
    // sentencepiece gives every piece but the last of an expanded character ("ﬁ" -> f, i; "✓" ->
    // three byte pieces) the empty span at the character's start; give them the character.
    for (std::size_t i = count; i-- > 1;) {
      Span& before = (*spans)[i - 1];
      const Span& after = (*spans)[i];
      if (before.begin == before.end && after.begin == before.begin && after.end > after.begin &&
          !is_only_space_symbols(processor_.IdToPiece((*ids)[i - 1]))) {
        before.end = after.end;
      }
    }
  }

  std::string decode(const std::vector<int>& ids) const override {
    for (int id : ids) check_id(id);
    std::string text;
    const auto status = processor_.Decode(ids, &text);
    if (!status.ok()) {
      throw Error(Error::Code::kInternal, "sentencepiece cannot decode: " + status.ToString());
    }
    return text;
  }

  std::string piece(int id) const override {
    check_id(id);
    return processor_.IdToPiece(id);
  }

  int vocab_size() const override { return vocab_size_; }

  int byte_value(int id) const override { return id >= 0 && id < vocab_size_ ? bytes_[id] : -1; }

  bool is_unknown(int id) const override { return id >= 0 && id < vocab_size_ && processor_.IsUnknown(id); }

 private:
  void check_id(int id) const {
    if (id < 0 || id >= vocab_size_) {
      throw Error(Error::Code::kInvalidInput, "token id " + std::to_string(id) +
                                                  " is outside the vocabulary of " +
                                                  std::to_string(vocab_size_));
    }
  }

  sentencepiece::SentencePieceProcessor processor_;
  int vocab_size_ = 0;
  std::vector<int> bytes_;  // [vocab] byte of a byte-fallback piece, -1 otherwise
};

}  // namespace

std::unique_ptr<Tokenizer> Tokenizer::from_bytes(std::string_view model_proto) {
  return std::make_unique<SentencePieceTokenizer>(model_proto);
}

int Tokenizer::byte_value(int id) const { return parse_byte_piece(piece(id)); }

IncrementalDecoder::IncrementalDecoder(const Tokenizer& tokenizer) : tokenizer_(tokenizer) {}

std::string IncrementalDecoder::push(int id) {
  // Checked here so a bad id throws at the push that brought it, not at a later one.
  if (id < 0 || id >= tokenizer_.vocab_size()) {
    throw Error(Error::Code::kInvalidInput, "token id " + std::to_string(id) +
                                                " is outside the vocabulary of " +
                                                std::to_string(tokenizer_.vocab_size()));
  }
  ids_.push_back(id);

  // Byte pieces at the end that are the start of a character still to come are held back:
  // decoded now they would read as U+FFFD. Everything before them is final, because a piece's
  // text depends only on the pieces before it, except within a run of byte pieces, and there
  // only until its characters are complete (or proven invalid).
  std::size_t run = ids_.size();
  while (run > 0 && tokenizer_.byte_value(ids_[run - 1]) >= 0) --run;
  std::string run_bytes;
  for (std::size_t i = run; i < ids_.size(); ++i) {
    run_bytes.push_back(static_cast<char>(tokenizer_.byte_value(ids_[i])));
  }
  const std::size_t held = run_bytes.size() - complete_utf8_prefix(run_bytes);
  const std::size_t final_ids = ids_.size() - held;
  if (final_ids == 0) return {};

  const std::vector<int> prefix(ids_.begin(), ids_.begin() + final_ids);
  const std::string text = tokenizer_.decode(prefix);
  const std::size_t ready = complete_utf8_prefix(text);
  if (ready <= emitted_bytes_) return {};
  std::string delta = text.substr(emitted_bytes_, ready - emitted_bytes_);
  emitted_bytes_ = ready;
  return delta;
}

std::string IncrementalDecoder::flush() {
  const std::string text = tokenizer_.decode(ids_);
  std::string rest = emitted_bytes_ < text.size() ? text.substr(emitted_bytes_) : std::string();
  ids_.clear();
  emitted_bytes_ = 0;
  return rest;
}

}  // namespace heed::text
