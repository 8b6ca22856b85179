// A letter the vocabulary cannot spell takes its whole word into the protected span
// (engine/src/text/word_spans.h), so a name reaches the output as written.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/protect.h"
#include "text/utf8.h"
#include "text/word_spans.h"

using heed::Span;
using heed::text::is_alphabet_letter;
using heed::text::widen_to_words;

namespace {

using Strings = std::vector<std::string>;

Strings texts(const std::string& s, const std::vector<Span>& spans) {
  Strings out;
  for (Span p : spans) out.push_back(s.substr(static_cast<std::size_t>(p.begin), static_cast<std::size_t>(p.end - p.begin)));
  return out;
}

// The span of the first occurrence of `part` in `s`.
Span span_of(const std::string& s, const std::string& part) {
  const auto at = s.find(part);
  REQUIRE(at != std::string::npos);
  return {static_cast<int>(at), static_cast<int>(at + part.size())};
}

// One id per character; the characters listed in `missing` are byte pieces, as a vocabulary
// without them spells them (the shipped en->es one lacks "ğ", "ł", "ø", "è", "û").
class MissingCharsTokenizer final : public heed::text::Tokenizer {
 public:
  explicit MissingCharsTokenizer(std::u32string missing) : missing_(std::move(missing)) {}
  void encode(std::string_view text, std::vector<int>* ids, std::vector<Span>* spans) const override {
    ids->clear();
    spans->clear();
    for (std::size_t pos = 0; pos < text.size();) {
      const auto cp = heed::text::decode_utf8(text, pos);
      ids->push_back(missing_.find(cp.value) != std::u32string::npos || cp.value >= 0x1F000 ? 1 : 2);
      spans->push_back({static_cast<int>(pos), static_cast<int>(pos + static_cast<std::size_t>(cp.length))});
      pos += static_cast<std::size_t>(cp.length);
    }
  }
  std::string decode(const std::vector<int>&) const override { return {}; }
  std::string piece(int id) const override { return id == 1 ? "<0xC4>" : "x"; }
  int vocab_size() const override { return 3; }
  int byte_value(int id) const override { return id == 1 ? 0xC4 : -1; }

 private:
  std::u32string missing_;
};

}  // namespace

TEST_CASE("letters of alphabetic scripts are letters; symbols, emoji, CJK and × ÷ are not") {
  for (char32_t c : {U'é', U'ğ', U'Ł', U'ø', U'ß', U'ə', U'\u0301', U'λ', U'Ж', U'ש', U'م', U'ạ'}) {
    CHECK(is_alphabet_letter(c));
  }
  for (char32_t c : {U'a', U'1', U'×', U'÷', U'«', U'€', U'—', U'中', U'\U0001F355', U'\u200D'}) {
    CHECK_FALSE(is_alphabet_letter(c));
  }
}

TEST_CASE("a span holding a letter grows to its whole word, up to spaces, apostrophes and hyphens") {
  const std::string s = "Erdo\xC4\x9F" "an's visit to \xC5\x81\xC3\xB3" "d\xC5\xBA-Baluty, 2024";  // Erdoğan's ... Łódź-Baluty
  const auto widened = widen_to_words(s, {span_of(s, "\xC4\x9F"), span_of(s, "\xC5\x81"), span_of(s, "\xC5\xBA")});
  CHECK(texts(s, widened) == Strings{"Erdo\xC4\x9F" "an", "\xC5\x81\xC3\xB3" "d\xC5\xBA"});
}

TEST_CASE("spans of symbols keep their size; spans that meet after growing merge") {
  const std::string pizza = "pizza\xF0\x9F\x8D\x95 now";  // pizza🍕
  CHECK(texts(pizza, widen_to_words(pizza, {span_of(pizza, "\xF0\x9F\x8D\x95")})) == Strings{"\xF0\x9F\x8D\x95"});
  const std::string two = "cr\xC3\xA8me br\xC3\xBBl\xC3\xA9" "e";  // crème brûlée
  const auto grown = widen_to_words(two, {span_of(two, "\xC3\xA8"), span_of(two, "\xC3\xBB")});
  CHECK(texts(two, grown) == Strings{"cr\xC3\xA8me", "br\xC3\xBBl\xC3\xA9" "e"});
  // Two missing letters of one word: one span.
  const std::string one = "Wa\xC5\x82\xC4\x99sa";  // Wałęsa
  const auto joined = widen_to_words(one, {span_of(one, "\xC5\x82"), span_of(one, "\xC4\x99")});
  CHECK(texts(one, joined) == Strings{one});
  CHECK(widen_to_words("", {}).empty());
}

TEST_CASE("invalid UTF-8 next to a span ends the word") {
  const std::string s = "\xFF" "ab\xC4\x9F" "c\xC3";  // a stray byte before, a cut sequence after
  CHECK(texts(s, widen_to_words(s, {span_of(s, "\xC4\x9F")})) == Strings{"ab\xC4\x9F" "c"});
}

TEST_CASE("the masked sentence holds one placeholder per name with a missing letter") {
  const MissingCharsTokenizer tok(U"ğłø");
  const std::string s = "Erdo\xC4\x9F" "an met S\xC3\xB8ren in Bia\xC5\x82ystok \xF0\x9F\x8E\x89.";  // Erdoğan, Søren, Białystok, 🎉
  const heed::text::ProtectedText p(s, tok);
  CHECK(p.masked() == "%1 met %2 in %3 %4.");
  CHECK(p.outputs() == Strings{"Erdo\xC4\x9F" "an", "S\xC3\xB8ren", "Bia\xC5\x82ystok", "\xF0\x9F\x8E\x89"});
}

TEST_CASE("legal marks are carried as written though the vocabulary spells them") {
  const std::string s = "\xC2\xA9 2024 Heed\xC2\xAE is a trademark\xE2\x84\xA2, \xE2\x84\x97 and \xE2\x84\xA0.";  // © ® ™ ℗ ℠
  CHECK(texts(s, heed::text::legal_marks(s)) ==
        Strings{"\xC2\xA9", "\xC2\xAE", "\xE2\x84\xA2", "\xE2\x84\x97", "\xE2\x84\xA0"});
  CHECK(heed::text::legal_marks("(c) 2024, \xC2\xAA, \xE2\x84\xA1").empty());  // ª and ℡ are no legal marks
  const MissingCharsTokenizer tok(U"");
  const heed::text::ProtectedText p(s, tok);
  CHECK(p.masked() == "%1 %2 Heed %3 is a trademark %4, %5 and %6.");  // the number is a span too
}
