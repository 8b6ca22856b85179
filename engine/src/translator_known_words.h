// The model file's optional list of the target language's words (FORMAT.md, "Known words";
// models/known_words.py), and what beam search needs to prefer them: the students invent words
// on everyday prose ("aireport", "legisación", "accusaciones": 2.7% of the words of their
// Spanish on FLORES dev), and a hypothesis that ends such a word pays a penalty
// (decode::UnknownWordRule). The list is a Bloom filter: 1 million Spanish forms in ~1 MB, a
// few percent of invented words passing as known, no real word ever refused.
#pragma once

#include <cstddef>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "decode/output_rules.h"
#include "io/model_file.h"
#include "text/restore.h"
#include "text/tokenizer.h"

namespace heed {

// The file's tensors of this layout (FORMAT.md): the target language's words, and the source
// language's everyday words ("Source words": which capitalised words of a Title Case sentence
// the engine lowers before translating, text::LowersWord).
inline constexpr const char* kKnownWordsTensor = "words.known";
inline constexpr const char* kSourceWordsTensor = "words.source";

class ModelKnownWords {
 public:
  // The filter of the file's `tensor`; none when the file has no such tensor. A broken one is
  // Error(kInvalidModel). Views point into `file`, which must outlive this.
  explicit ModelKnownWords(const io::ModelFile& file, const char* tensor = kKnownWordsTensor);

  bool empty() const { return bits_ == 0; }
  int words() const { return static_cast<int>(words_); }  // as the file's header says
  // Whether `word` (lower case, as models/known_words.py lowers it) is in the list; false
  // positives at the filter's rate, no false negatives.
  bool contains(std::string_view word) const;
  // Appends each lower-case source word of `sentence` that is no listed word and not in
  // `copied` yet, as what a copy of it becomes: `written_as(word)` where that gives a word (the
  // hints' translation: "a place to acampar" had stayed so), else the word itself, kept as
  // written ("storyboarding": copied whole, it is no near copy of a listed word, "storyboard",
  // text/restore.h). Nothing without a list.
  void add_kept_words(std::string_view sentence, std::vector<text::CopiedWord>* copied,
                      const std::function<std::string_view(std::string_view)>& written_as = {}) const;

 private:
  const std::uint8_t* filter_ = nullptr;
  std::uint64_t bits_ = 0;
  std::uint32_t hashes_ = 0;
  std::uint32_t words_ = 0;
};

// FNV-1a, 64 bits, of `bytes`: the filter's hash (models/known_words.py computes the same).
std::uint64_t fnv1a64(std::string_view bytes);

// The vocabulary's pieces as decode::UnknownWordRule reads them.
decode::PieceWords piece_words(const text::Tokenizer& tokenizer);

// The words of a unit's source ids, lower-cased: a source word the model copies ("Gripen",
// "COVID", "inkjet") is never unknown.
std::unordered_set<std::string> source_words(const decode::PieceWords& pieces, const std::vector<int>& ids);

// Whether `c` counts as a letter for the rule: ASCII letters and U+00C0..U+024F but × and ÷.
// Inline, with the next, so that the table readers that split words the same way (the hints)
// link without the tokenizer (tests/fuzz).
inline bool is_word_letter(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  return c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7;
}

// Bytes of the word letter at text[i] (1 or 2), or 0 when no letter starts there. Every letter
// the rule knows is ASCII or a two-byte sequence (U+00C0..U+024F).
inline std::size_t word_letter_bytes(std::string_view text, std::size_t i) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) return is_word_letter(c) ? 1 : 0;
  if ((c & 0xE0) != 0xC0 || i + 1 >= text.size()) return 0;
  const unsigned char d = static_cast<unsigned char>(text[i + 1]);
  if ((d & 0xC0) != 0x80) return 0;
  return is_word_letter(static_cast<char32_t>((c & 0x1Fu) << 6 | (d & 0x3Fu))) ? 2 : 0;
}

}  // namespace heed
