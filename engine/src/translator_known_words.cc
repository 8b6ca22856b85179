#include "translator_known_words.h"

#include <algorithm>
#include <cstring>

#include "core/check.h"
#include "text/casing.h"
#include "text/protect.h"  // for_each_glossary_word

namespace heed {
namespace {

constexpr std::size_t kHeaderBytes = 8;  // uint32 hashes, uint32 words (little-endian)
constexpr std::uint32_t kMaxHashes = 16;

[[noreturn]] void bad_filter(const char* tensor, const std::string& why) {
  throw_error(Error::Code::kInvalidModel, std::string(tensor) + ": " + why);
}

std::uint32_t read_le32(const std::uint8_t* p) {
  return std::uint32_t{p[0]} | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 | std::uint32_t{p[3]} << 24;
}

}  // namespace

std::uint64_t fnv1a64(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (const char b : bytes) {
    h ^= static_cast<unsigned char>(b);
    h *= 0x100000001b3ull;
  }
  return h;
}

ModelKnownWords::ModelKnownWords(const io::ModelFile& file, const char* tensor) {
  const io::TensorView* t = file.find(tensor);
  if (t == nullptr) return;
  if (t->dtype != io::DType::kU8 || t->shape.size() != 1) bad_filter(tensor, "must be a U8 [bytes] tensor");
  if (t->bytes <= kHeaderBytes) bad_filter(tensor, "shorter than its header and one byte of filter");
  const auto* p = static_cast<const std::uint8_t*>(t->data);
  hashes_ = read_le32(p);
  words_ = read_le32(p + 4);
  if (hashes_ < 1 || hashes_ > kMaxHashes) bad_filter(tensor, "the hash count must be 1..16, not " + std::to_string(hashes_));
  filter_ = p + kHeaderBytes;
  bits_ = static_cast<std::uint64_t>(t->bytes - kHeaderBytes) * 8;
}

bool ModelKnownWords::contains(std::string_view word) const {
  if (bits_ == 0) return false;
  // Double hashing (Kirsch and Mitzenmacher): bit i = (h1 + i * h2) mod bits, h2 odd.
  const std::uint64_t h = fnv1a64(word);
  const std::uint64_t h1 = h & 0xFFFFFFFFu, h2 = (h >> 32) | 1u;
  for (std::uint32_t i = 0; i < hashes_; ++i) {
    const std::uint64_t bit = (h1 + i * h2) % bits_;
    if ((filter_[bit >> 3] & (1u << (bit & 7))) == 0) return false;
  }
  return true;
}

void ModelKnownWords::add_kept_words(std::string_view sentence, std::vector<text::CopiedWord>* copied,
                                     const std::function<std::string_view(std::string_view)>& written_as) const {
  if (empty()) return;
  text::for_each_glossary_word(sentence, [&](std::string_view word) {
    // Letters only: digits and "_" may be a placeholder's or code's.
    const bool letters = std::all_of(word.begin(), word.end(), [](char c) {
      return static_cast<unsigned char>(c) >= 0x80 || (c >= 'a' && c <= 'z');
    });
    if (!letters || contains(word)) return;
    const bool listed = std::any_of(copied->begin(), copied->end(), [&](const text::CopiedWord& c) { return c.source == word; });
    if (listed) return;
    const std::string_view target = written_as ? written_as(word) : std::string_view();
    copied->push_back({std::string(word), std::string(target.empty() ? word : target)});
  });
}

decode::PieceWords piece_words(const text::Tokenizer& tokenizer) {
  decode::PieceWords out;
  std::string text;
  for (int id = 0; id < tokenizer.vocab_size(); ++id) {
    // Byte pieces and control pieces (<unk>, <s>) spell no letters.
    const std::string piece = tokenizer.byte_value(id) >= 0 || tokenizer.is_unknown(id) ? std::string() : tokenizer.piece(id);
    if (piece.empty() || (piece.size() > 2 && piece.front() == '<' && piece.back() == '>')) {
      out.add("", 0, false);
      continue;
    }
    text.clear();
    for (std::size_t i = 0; i < piece.size();) {
      if (piece.compare(i, 3, "\xE2\x96\x81") == 0) {  // "▁"
        text += ' ';
        i += 3;
      } else {
        text += piece[i++];
      }
    }
    std::size_t tail = 0;
    bool starts_letter = false;
    for (std::size_t i = 0; i < text.size();) {
      const std::size_t n = word_letter_bytes(text, i);
      if (i == 0) starts_letter = n > 0;
      i += n > 0 ? n : 1;
      if (n == 0) tail = i;
    }
    // A tail inside a multi-byte non-letter would split it: move it past the character.
    while (tail < text.size() && (static_cast<unsigned char>(text[tail]) & 0xC0) == 0x80) ++tail;
    out.add(text, static_cast<int>(tail), starts_letter);
  }
  return out;
}

std::unordered_set<std::string> source_words(const decode::PieceWords& pieces, const std::vector<int>& ids) {
  std::string text;
  for (const int id : ids) {
    if (id >= 0 && id < pieces.size()) text += pieces.text(id);
  }
  std::unordered_set<std::string> words;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t end = i;
    for (std::size_t n; end < text.size() && (n = word_letter_bytes(text, end)) > 0;) end += n;
    if (end > i) {
      words.insert(text::lower_case(std::string_view(text).substr(i, end - i)));
      i = end;
    } else {
      ++i;
    }
  }
  return words;
}

}  // namespace heed
