// The sentencepiece-backed Tokenizer and the incremental detokeniser. This is the one source
// that includes sentencepiece, so swapping the library (or its wasm build) touches nothing else.
#include "text/tokenizer.h"

#include <sentencepiece_processor.h>

#include <algorithm>
#include <cstdint>
#include <optional>

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

// Reads a protobuf varint at `p`; false when the bytes end first or it runs past 64 bits.
bool read_varint(std::string_view bytes, std::size_t* p, std::uint64_t* value) {
  *value = 0;
  for (int shift = 0; shift < 64 && *p < bytes.size(); shift += 7) {
    const auto byte = static_cast<unsigned char>(bytes[(*p)++]);
    *value |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
    if ((byte & 0x80) == 0) return true;
  }
  return false;
}

// Calls on_field(number, bytes) for each length-delimited field of a serialised protobuf
// message and skips the others; false when the wire format is not one it can walk.
template <typename OnField>
bool for_each_bytes_field(std::string_view message, OnField on_field) {
  std::size_t p = 0;
  while (p < message.size()) {
    std::uint64_t tag = 0, value = 0;
    if (!read_varint(message, &p, &tag)) return false;
    switch (tag & 7) {
      case 0:
        if (!read_varint(message, &p, &value)) return false;
        break;
      case 1: p += 8; break;
      case 5: p += 4; break;
      case 2:
        if (!read_varint(message, &p, &value) || value > message.size() - p) return false;
        on_field(tag >> 3, message.substr(p, value));
        p += value;
        break;
      default: return false;  // groups: not in sentencepiece's protos
    }
    if (p > message.size()) return false;
  }
  return true;
}

// Whether a serialised sentencepiece ModelProto has denormalisation rules (denormalizer_spec,
// field 5, with a non-empty precompiled_charsmap, field 2): decode() then rewrites the whole
// text at once. Read from the wire format because the library's public header does not
// declare the proto; anything unreadable counts as yes.
bool has_denormalizer(std::string_view model_proto) {
  bool found = false;
  const bool readable = for_each_bytes_field(model_proto, [&](std::uint64_t field, std::string_view spec) {
    if (field != 5) return;
    const bool spec_readable = for_each_bytes_field(spec, [&](std::uint64_t inner, std::string_view charsmap) {
      if (inner == 2 && !charsmap.empty()) found = true;
    });
    if (!spec_readable) found = true;
  });
  return found || !readable;
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
    // Decoding such a model rewrites text already streamed ("hello" then "hellO! world"): no
    // incremental decoder can follow it, and this project's tokenizers never have them.
    if (has_denormalizer(model_proto)) {
      throw Error(Error::Code::kInvalidModel,
                  "the sentencepiece tokenizer has denormalization rules, which rewrite text "
                  "already streamed; train it without them");
    }
    find_anchor();
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

  int piece_id(std::string_view piece) const override {
    const int id = processor_.PieceToId(piece);  // <unk>'s id for a piece it does not know
    return id >= 0 && id < vocab_size_ && processor_.IdToPiece(id) == piece ? id : -1;
  }

  int vocab_size() const override { return vocab_size_; }

  int byte_value(int id) const override { return id >= 0 && id < vocab_size_ ? bytes_[id] : -1; }

  bool is_unknown(int id) const override { return id >= 0 && id < vocab_size_ && processor_.IsUnknown(id); }

  // decode() of the anchor piece and `ids`, less the anchor's text: sentencepiece then reads
  // `ids` as following text (a leading "▁" is a space, a byte run starts afresh), which is what
  // they add to any text before them.
  std::optional<std::string> decode_after_text(const std::vector<int>& ids) const override {
    if (anchor_ < 0) return std::nullopt;
    std::vector<int> with_anchor;
    with_anchor.reserve(ids.size() + 1);
    with_anchor.push_back(anchor_);
    with_anchor.insert(with_anchor.end(), ids.begin(), ids.end());
    std::string text = decode(with_anchor);
    if (text.compare(0, anchor_text_.size(), anchor_text_) != 0) {
      throw Error(Error::Code::kInternal, "sentencepiece decoded the anchor piece differently");
    }
    return text.substr(anchor_text_.size());
  }

 private:
  // The first plain piece without "▁" that decodes to itself, alone and twice over (no rule
  // joins it with what follows); none leaves decode_after_text unavailable.
  void find_anchor() {
    for (int id = 0; id < vocab_size_; ++id) {
      if (processor_.IsControl(id) || processor_.IsUnknown(id) || processor_.IsByte(id) ||
          processor_.IsUnused(id)) {
        continue;
      }
      const std::string piece = processor_.IdToPiece(id);
      if (piece.empty() || piece.find(kSpaceSymbol) != std::string::npos) continue;
      if (decode({id}) != piece || decode({id, id}) != piece + piece) continue;
      anchor_ = id;
      anchor_text_ = piece;
      return;
    }
  }

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
  int anchor_ = -1;         // see find_anchor(); -1: decode_after_text is unavailable
  std::string anchor_text_;
};

}  // namespace

std::unique_ptr<Tokenizer> Tokenizer::from_bytes(std::string_view model_proto) {
  return std::make_unique<SentencePieceTokenizer>(model_proto);
}

int Tokenizer::byte_value(int id) const { return parse_byte_piece(piece(id)); }

int Tokenizer::piece_id(std::string_view text) const {
  for (int id = 0; id < vocab_size(); ++id) {
    if (piece(id) == text) return id;
  }
  return -1;
}

IncrementalDecoder::IncrementalDecoder(const Tokenizer& tokenizer)
    : tokenizer_(tokenizer), can_settle_(tokenizer.decode_after_text({}).has_value()) {}

std::string IncrementalDecoder::decode_pending(std::size_t count) const {
  const std::vector<int> ids(ids_.begin(), ids_.begin() + static_cast<std::ptrdiff_t>(count));
  return after_text_ ? *tokenizer_.decode_after_text(ids) : tokenizer_.decode(ids);
}

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
  // only until its characters are complete (or proven invalid). Settled ids never end in a
  // byte, so a run of bytes lies wholly among the pending ids.
  std::size_t run = ids_.size();
  while (run > 0 && tokenizer_.byte_value(ids_[run - 1]) >= 0) --run;
  std::string run_bytes;
  for (std::size_t i = run; i < ids_.size(); ++i) {
    run_bytes.push_back(static_cast<char>(tokenizer_.byte_value(ids_[i])));
  }
  const std::size_t held = run_bytes.size() - complete_utf8_prefix(run_bytes);
  const std::size_t final_ids = ids_.size() - held;
  if (final_ids == 0) return {};

  const std::string text = decode_pending(final_ids);
  const std::size_t ready = complete_utf8_prefix(text);
  std::string delta;
  if (ready > emitted_bytes_) {
    delta = text.substr(emitted_bytes_, ready - emitted_bytes_);
    emitted_bytes_ = ready;
  }
  // Settle the pending ids once all their text is out, the last is no byte (so no byte run
  // continues past them) and there is text (so the leading-space rule is behind us).
  if (can_settle_ && held == 0 && ready == text.size() && tokenizer_.byte_value(id) < 0 &&
      (after_text_ || !text.empty())) {
    ids_.clear();
    emitted_bytes_ = 0;
    after_text_ = true;
  }
  return delta;
}

std::string IncrementalDecoder::flush() {
  const std::string text = ids_.empty() ? std::string() : decode_pending(ids_.size());
  std::string rest = emitted_bytes_ < text.size() ? text.substr(emitted_bytes_) : std::string();
  ids_.clear();
  emitted_bytes_ = 0;
  after_text_ = false;
  return rest;
}

}  // namespace heed::text
