// Sentence splitting and UTF-8 checks (engine/src/text/segment.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/segment.h"

using heed::Span;
using heed::text::complete_utf8_prefix;
using heed::text::is_valid_utf8;
using heed::text::reads_as_subject;
using heed::text::split_sentences;

namespace {

std::vector<std::string> sentences(const std::string& text) {
  std::vector<std::string> out;
  for (const Span& s : split_sentences(text)) out.push_back(text.substr(s.begin, s.end - s.begin));
  return out;
}

bool is_blank(const std::string& s) {
  for (char c : s) {
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return false;
  }
  return true;
}

// Spans are ordered, disjoint, trimmed, and only whitespace lies between them.
void check_span_invariants(const std::string& text) {
  const std::vector<Span> spans = split_sentences(text);
  int previous_end = 0;
  for (const Span& s : spans) {
    REQUIRE(s.begin >= previous_end);
    REQUIRE(s.end > s.begin);
    REQUIRE(s.end <= static_cast<int>(text.size()));
    REQUIRE(is_blank(text.substr(previous_end, s.begin - previous_end)));
    REQUIRE_FALSE(is_blank(text.substr(s.begin, 1)));
    REQUIRE_FALSE(is_blank(text.substr(s.end - 1, 1)));
    previous_end = s.end;
  }
  REQUIRE(is_blank(text.substr(previous_end)));
}

}  // namespace

TEST_CASE("split_sentences splits at sentence ends", "[text][segment]") {
  CHECK(sentences("Hello world. This is a test! Is it? Yes.") ==
        std::vector<std::string>{"Hello world.", "This is a test!", "Is it?", "Yes."});
  CHECK(sentences("No final punctuation") == std::vector<std::string>{"No final punctuation"});
  CHECK(sentences("Really?! Yes.") == std::vector<std::string>{"Really?!", "Yes."});
  CHECK(sentences("It was 1999. 2000 came next.") ==
        std::vector<std::string>{"It was 1999.", "2000 came next."});
  CHECK(sentences("").empty());
  CHECK(sentences(" \n\t \r\n ").empty());
}

TEST_CASE("split_sentences trims and keeps paragraph breaks between spans", "[text][segment]") {
  const std::string text = "  First one. Second one.\n\nThird paragraph.\r\nFourth line  \n";
  const std::vector<Span> spans = split_sentences(text);
  REQUIRE(sentences(text) == std::vector<std::string>{"First one.", "Second one.",
                                                      "Third paragraph.", "Fourth line"});
  CHECK(spans[0].begin == 2);
  CHECK(text.substr(spans[1].end, spans[2].begin - spans[1].end) == "\n\n");
  CHECK(text.substr(spans[2].end, spans[3].begin - spans[2].end) == "\r\n");
  check_span_invariants(text);
}

TEST_CASE("line breaks always split", "[text][segment]") {
  CHECK(sentences("a title\nand a line that goes on") ==
        std::vector<std::string>{"a title", "and a line that goes on"});
  CHECK(sentences("Dr.\nSmith") == std::vector<std::string>{"Dr.", "Smith"});
}

TEST_CASE("abbreviations, initials and decimals do not split", "[text][segment]") {
  CHECK(sentences("Dr. Smith met Mr. Jones at the U.S. Embassy, e.g. on Monday, i.e. today.")
            .size() == 1);
  CHECK(sentences("J. R. R. Tolkien wrote it. Then he slept.") ==
        std::vector<std::string>{"J. R. R. Tolkien wrote it.", "Then he slept."});
  CHECK(sentences("Apples, pears, etc. are fruit. So are plums.") ==
        std::vector<std::string>{"Apples, pears, etc. are fruit.", "So are plums."});
  CHECK(sentences("Pi is 3.14 or so. Next.") ==
        std::vector<std::string>{"Pi is 3.14 or so.", "Next."});
  CHECK(sentences("See No. 5 and Fig. 3 for details.").size() == 1);
  // A month's abbreviation before its day stays in the sentence; at a sentence's end it ends it.
  CHECK(sentences("Posted Nov. 27, 2024 by Ana and updated Sept. 3.").size() == 1);
  CHECK(sentences("It snowed in Nov. Then it stopped.").size() == 2);
  CHECK(sentences("Publicado el 27 nov. 2024 por Ana.").size() == 1);
  CHECK(sentences("Se fue al mar. 2024 fue otro a\xC3\xB1o.").size() == 1);  // before a number the abbreviation wins
  CHECK(sentences("Visit the Eiffel Tower, etc. Then go home.").size() == 2);
}

TEST_CASE("ellipses split only before a new sentence", "[text][segment]") {
  CHECK(sentences("Well... maybe not. Wait… What?") ==
        std::vector<std::string>{"Well... maybe not.", "Wait…", "What?"});
}

TEST_CASE("Spanish and German text", "[text][segment]") {
  CHECK(sentences("¿Qué? ¡Sí!") == std::vector<std::string>{"¿Qué?", "¡Sí!"});
  CHECK(sentences("El Sr. García y la Sra. López llegaron. Luego se fueron.") ==
        std::vector<std::string>{"El Sr. García y la Sra. López llegaron.", "Luego se fueron."});
  CHECK(sentences("¿Vienes? No. Mañana sí.") ==
        std::vector<std::string>{"¿Vienes?", "No.", "Mañana sí."});
  // A plural's doubled initials: the first of two never ends a sentence; the second may.
  CHECK(sentences("El Servicio Geológico de EE. UU. no vio nada. Las FF. AA. llegaron.") ==
        std::vector<std::string>{"El Servicio Geológico de EE. UU. no vio nada.", "Las FF. AA. llegaron."});
  CHECK(sentences("Vive en EE. UU. Luego volvió.") ==
        std::vector<std::string>{"Vive en EE. UU.", "Luego volvió."});
  CHECK(sentences("Wir essen z.B. Äpfel, Birnen usw. und mehr. Das ist gut.") ==
        std::vector<std::string>{"Wir essen z.B. Äpfel, Birnen usw. und mehr.", "Das ist gut."});
  CHECK(sentences("Es war kalt. Übermorgen wird es warm.").size() == 2);
  CHECK(sentences("Ça va. Élodie est là.").size() == 2);
}

TEST_CASE("quotes and brackets after the final punctuation", "[text][segment]") {
  CHECK(sentences("He said \"Stop.\" Then he left.") ==
        std::vector<std::string>{"He said \"Stop.\"", "Then he left."});
  CHECK(sentences("\"Stop.\" he said.").size() == 1);
  CHECK(sentences("Él dijo «Basta.» Luego se fue.").size() == 2);
  CHECK(sentences("(Really?) Yes. \"Fine,\" she said.") ==
        std::vector<std::string>{"(Really?)", "Yes.", "\"Fine,\" she said."});
  CHECK(sentences("It ended. “Good,” he said.").size() == 2);
}

TEST_CASE("CJK sentence ends split without spaces", "[text][segment]") {
  CHECK(sentences("你好。我很好！你呢？") == std::vector<std::string>{"你好。", "我很好！", "你呢？"});
  CHECK(sentences("「行こう。」彼は言った。").size() == 2);
}

TEST_CASE("split_sentences on large and pathological input", "[text][segment]") {
  // Each shape targets one loop: lookbehind for abbreviations, lookahead over whitespace, long
  // terminator runs, one giant word. Quadratic behaviour here would take minutes, not ms.
  std::string mixed;
  int expected = 0;
  while (mixed.size() < 100000) {
    mixed += "Dr. Smith said 3.14 is e.g. fine... and then? Yes! ";
    expected += 2;
  }
  CHECK(static_cast<int>(split_sentences(mixed).size()) == expected);
  check_span_invariants(mixed);

  CHECK(split_sentences(std::string(100000, '.')).size() == 1);
  CHECK(split_sentences(std::string(100000, ' ')).empty());
  CHECK(split_sentences(std::string(100000, 'a')).size() == 1);
  CHECK(split_sentences(std::string(100000, '\n')).empty());
  std::string dots;
  while (dots.size() < 100000) dots += "a. ";
  CHECK(split_sentences(dots).size() == 1);  // "a." is always an initial
  std::string spaced = "End.";
  spaced += std::string(100000, ' ');
  spaced += "Next.";
  CHECK(split_sentences(spaced).size() == 2);
  std::string long_word(100000, 'x');
  long_word += ". Next.";
  CHECK(split_sentences(long_word).size() == 2);
}

TEST_CASE("split_sentences tolerates invalid UTF-8", "[text][segment]") {
  const std::string text = "Bad \xFF\xC3. Byte\xE2\x82. \x80Here.";
  check_span_invariants(text);
  CHECK_FALSE(split_sentences(text).empty());
}

TEST_CASE("is_valid_utf8 is strict", "[text][utf8]") {
  CHECK(is_valid_utf8(""));
  CHECK(is_valid_utf8("plain ascii"));
  CHECK(is_valid_utf8("niño über €"));
  CHECK(is_valid_utf8("\xF0\x9F\x98\x80"));      // U+1F600, 4 bytes
  CHECK(is_valid_utf8("\xED\x9F\xBF"));          // U+D7FF, just below the surrogates
  CHECK(is_valid_utf8("\xEE\x80\x80"));          // U+E000, just above them
  CHECK(is_valid_utf8("\xF4\x8F\xBF\xBF"));      // U+10FFFF, the last code point
  CHECK(is_valid_utf8(std::string("a\0b", 3)));  // NUL is a character
  CHECK_FALSE(is_valid_utf8("\xC0\x80"));          // overlong NUL
  CHECK_FALSE(is_valid_utf8("\xC1\xBF"));          // overlong
  CHECK_FALSE(is_valid_utf8("\xE0\x80\x80"));      // overlong 3-byte
  CHECK_FALSE(is_valid_utf8("\xF0\x80\x80\x80"));  // overlong 4-byte
  CHECK_FALSE(is_valid_utf8("\xED\xA0\x80"));      // U+D800 surrogate
  CHECK_FALSE(is_valid_utf8("\xF4\x90\x80\x80"));  // U+110000
  CHECK_FALSE(is_valid_utf8("\xF5\x80\x80\x80"));
  CHECK_FALSE(is_valid_utf8("\xE2\x82"));          // truncated €
  CHECK_FALSE(is_valid_utf8("a\xE2\x82"));
  CHECK_FALSE(is_valid_utf8("\xE2\x82z"));
  CHECK_FALSE(is_valid_utf8("\x80"));  // lone continuation
  CHECK_FALSE(is_valid_utf8("\xFF"));
}

TEST_CASE("complete_utf8_prefix drops only a truncated last character", "[text][utf8]") {
  CHECK(complete_utf8_prefix("") == 0);
  CHECK(complete_utf8_prefix("abc") == 3);
  CHECK(complete_utf8_prefix("ñ") == 2);
  CHECK(complete_utf8_prefix("\xC3") == 0);
  CHECK(complete_utf8_prefix("a\xE2") == 1);
  CHECK(complete_utf8_prefix("a\xE2\x82") == 1);
  CHECK(complete_utf8_prefix("a\xE2\x82\xAC") == 4);
  CHECK(complete_utf8_prefix("a\xF0\x9F\x98") == 1);
  CHECK(complete_utf8_prefix("\xF0\x9F\x98\x80\xF0") == 4);
  // Bytes that no continuation could make valid are not held back.
  CHECK(complete_utf8_prefix("a\x80") == 2);
  CHECK(complete_utf8_prefix("a\xE0\x80") == 3);
  CHECK(complete_utf8_prefix("a\xED\xA0") == 3);
}

TEST_CASE("a sentence's first word reads as its subject only in prose, with no preposition after it") {
  CHECK(reads_as_subject("Coffee is one of the most traded goods.", 6));
  CHECK(reads_as_subject("Diplomats said so (quietly).", 9));
  CHECK(reads_as_subject("Crime, in general, is rare!\"", 5));
  CHECK_FALSE(reads_as_subject("Image to use for drawing blocks.", 5));  // a preposition follows
  CHECK_FALSE(reads_as_subject("Thanks to the links, it works.", 6));
  CHECK_FALSE(reads_as_subject("Profile: {name} of a user.", 7));         // a colon
  CHECK_FALSE(reads_as_subject("Category", 8));                           // a label
  CHECK_FALSE(reads_as_subject("Coffee is good", 6));                     // no sentence punctuation
  CHECK_FALSE(reads_as_subject("Coffee rocks.", 6));                      // two words
}
