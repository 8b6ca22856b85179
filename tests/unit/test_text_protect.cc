// Protected spans (engine/src/text/protect.h): what is found, how the sentence is masked, and how
// token spans of the masked text map back to the input.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/protect.h"
#include "text/utf8.h"

using heed::Span;
using heed::text::find_protected_spans;
using heed::text::ProtectedText;

namespace {

// One id per character; characters from U+1F000 up (emoji) are "byte pieces", as a vocabulary
// that lacks them spells them.
class CharTokenizer final : public heed::text::Tokenizer {
 public:
  void encode(std::string_view text, std::vector<int>* ids, std::vector<Span>* spans) const override {
    ids->clear();
    spans->clear();
    for (std::size_t pos = 0; pos < text.size();) {
      const auto cp = heed::text::decode_utf8(text, pos);
      ids->push_back(cp.value >= 0x1F000 ? 1 : 2);
      spans->push_back({static_cast<int>(pos), static_cast<int>(pos + cp.length)});
      pos += static_cast<std::size_t>(cp.length);
    }
  }
  std::string decode(const std::vector<int>&) const override { return {}; }
  std::string piece(int id) const override { return id == 1 ? "<0xF0>" : "x"; }
  int vocab_size() const override { return 3; }
  int byte_value(int id) const override { return id == 1 ? 0xF0 : -1; }
};

std::vector<std::string> found(const std::string& s) {
  std::vector<std::string> out;
  for (Span p : find_protected_spans(s, {})) out.push_back(s.substr(p.begin, p.end - p.begin));
  return out;
}

using Strings = std::vector<std::string>;

}  // namespace

TEST_CASE("URLs, e-mail, domains, paths, handles, tags and code are found without their punctuation") {
  CHECK(found("Visit https://example.com/a?b=1. Then (www.example.org)!") ==
        Strings{"https://example.com/a?b=1", "www.example.org"});
  CHECK(found("See https://en.wikipedia.org/wiki/Foo_(bar) now") == Strings{"https://en.wikipedia.org/wiki/Foo_(bar)"});
  CHECK(found("Write to support@example.org, please.") == Strings{"support@example.org"});
  CHECK(found("Go to ejemplo.es or open README.md and notes.txt.") == Strings{"ejemplo.es", "README.md", "notes.txt"});
  CHECK(found("Edit /etc/hosts and ~/docs/a b or C:\\Users\\me") == Strings{"/etc/hosts", "~/docs/a", "C:\\Users\\me"});
  CHECK(found("Thanks @heed_dev for #WorldCup2026 and #fun") == Strings{"@heed_dev", "#WorldCup2026", "#fun"});
  CHECK(found("Run `npm test --watch` first") == Strings{"`npm test --watch`"});
  CHECK(found("See `passwd`(1), then f(x) and (5).") == Strings{"`passwd`(1)", "5"});
  CHECK(found("<b>Hello</b> &amp; bye") == Strings{"<b>", "</b>", "&amp;"});
}

TEST_CASE("numbers and number-like words are found; ordinals, decades and prose are not") {
  CHECK(found("It costs $5.99, about 1,000.50 at 12:30 on 2024-01-05 (COVID-19, H2O).") ==
        Strings{"$5.99", "1,000.50", "12:30", "2024-01-05", "COVID-19", "H2O"});
  CHECK(found("The 19th century and the 1990s, e.g. and/or U.S. news.").empty());
  CHECK(found("a < b and c > d, 5 < 6").size() == 2);  // only the numbers: no tag
}

TEST_CASE("citation marks glued to a word are kept apart from it, indexes are not") {
  // "blue.[1]" had been one number-like span: the word stayed English.
  CHECK(found("The sky is blue.[1] It is big.[2]") == Strings{"[1]", "[2]"});
  CHECK(found("Paris, capital of France[3], is large.") == Strings{"[3]"});
  CHECK(found("Water boils at 100 degrees[12][a].") == Strings{"100", "[12][a]"});
  // An index ("[0]", "[i]") is no citation: the token stays whole as before.
  CHECK(found("See array[0] and list[i] or x[n].") == Strings{"array[0]"});
}

TEST_CASE("a no-break space sets a word apart from a number, and goes with the number") {
  // "Table&nbsp;4.1.&nbsp;3 files", as HTML writes it: "Table" is translated, the numbers and
  // the no-break spaces that hold them to their words are kept.
  CHECK(found("Table\xC2\xA0" "4.1.\xC2\xA0" "3 important files") == Strings{"\xC2\xA0" "4.1.\xC2\xA0" "3"});
  CHECK(found("It costs 4\xC2\xA0" "euros.") == Strings{"4\xC2\xA0"});
  CHECK(found("about 5\xE2\x80\xAF" "km") == Strings{"5\xE2\x80\xAF"});  // narrow no-break space
  // Digits on both sides: one number, as before.
  CHECK(found("It costs 10\xC2\xA0" "000 dollars.") == Strings{"10\xC2\xA0" "000"});
  CHECK(found("Go\xC2\xA0" "home now.").empty());
}

TEST_CASE("unrepresentable characters join into one span with their joiners and neighbours") {
  const std::string family = "Hi \xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9 there";  // 👨‍👩
  // The tokenizer reports the two emoji; the ZWJ between them belongs to the same picture.
  const auto spans = find_protected_spans(family, {{3, 7}, {10, 14}});
  REQUIRE(spans.size() == 1u);
  CHECK(spans[0].begin == 3);
  CHECK(spans[0].end == 14);
}

TEST_CASE("the masked sentence holds placeholders, and token spans map back to the input") {
  CharTokenizer tok;
  const std::string s = "Mail bob@x.org now \xF0\x9F\x98\x80!";  // 😀
  const ProtectedText p(s, tok);
  CHECK(p.masked() == "Mail %1 now %2!");
  REQUIRE(p.originals().size() == 2u);
  CHECK(s.substr(p.originals()[1].begin, 4) == "\xF0\x9F\x98\x80");
  // "%1" (masked bytes 5..7) covers the whole address; "now" keeps its own bytes.
  const Span addr = p.to_sentence({5, 7});
  CHECK(s.substr(addr.begin, addr.end - addr.begin) == "bob@x.org");
  const Span now = p.to_sentence({8, 11});
  CHECK(s.substr(now.begin, now.end - now.begin) == "now");
  const Span one_char = p.to_sentence({6, 7});  // the "1" of "%1"
  CHECK(s.substr(one_char.begin, one_char.end - one_char.begin) == "bob@x.org");

  const ProtectedText off(s, tok, false);
  CHECK(off.masked() == s);
  CHECK(off.originals().empty());
}

TEST_CASE("a quotation mark whose partner is in another sentence is a protected span") {
  using heed::text::find_unpaired_quotes;
  const auto texts = [](const std::string& s) {
    Strings out;
    for (Span q : find_unpaired_quotes(s)) out.push_back(s.substr(q.begin, q.end - q.begin));
    return out;
  };
  // Paired marks stay with the model; a quotation's first and last sentences keep their ends.
  CHECK(texts("He said \"yes\" and \xC2\xABno\xC2\xBB, \xE2\x80\x9Cmaybe\xE2\x80\x9D.").empty());
  CHECK(texts("He said: \"I won the race.") == Strings{"\""});
  CHECK(texts("I am happy.\"") == Strings{"\""});
  CHECK(texts("Es grave\xC2\xBB, dijo.") == Strings{"\xC2\xBB"});
  CHECK(texts("Dijo: \xC2\xAB" "Es grave.") == Strings{"\xC2\xAB"});
  // Inches are no quotation marks; a quotation inside an open one pairs on its own.
  CHECK(texts("A 27\" screen and a \"bright\" one.").empty());
  CHECK(texts("\xE2\x80\x9E" "Er sagte \"nein\" und ging.") == Strings{"\xE2\x80\x9E"});
  // As spans they are found with the rest, and masked like them.
  CHECK(found("Done.\" See https://x.org") == Strings{"\"", "https://x.org"});
}

TEST_CASE("typographic quotes read as ASCII quotes and map back to their own bytes") {
  CharTokenizer tok;
  const std::string s = "Dijo: \xC2\xABHoy \xE2\x80\x9Cs\xC3\xAD\xE2\x80\x9D\xC2\xBB en bob@x.org.";  // «Hoy “sí”»
  const ProtectedText p(s, tok);
  CHECK(p.masked() == "Dijo: \"Hoy \"s\xC3\xAD\"\" en %1.");
  CHECK(p.originals().size() == 1u);  // quotes are no protected spans: the model writes its own
  const Span open = p.to_sentence({6, 7});
  CHECK(s.substr(open.begin, open.end - open.begin) == "\xC2\xAB");
  const Span hoy = p.to_sentence({6, 10});  // "\"Hoy"
  CHECK(s.substr(hoy.begin, hoy.end - hoy.begin) == "\xC2\xABHoy");
  const Span tail = p.to_sentence({15, 17});  // the two closing quotes
  CHECK(s.substr(tail.begin, tail.end - tail.begin) == "\xE2\x80\x9D\xC2\xBB");
  const Span addr = p.to_sentence({21, 23});
  CHECK(s.substr(addr.begin, addr.end - addr.begin) == "bob@x.org");
  // Without the text rules the model reads the sentence as written.
  CHECK(ProtectedText(s, tok, false).masked() == s);
  // Nothing to protect or read otherwise: spans map to themselves.
  const ProtectedText quoted("\xC2\xABS\xC3\xAD\xC2\xBB", tok);
  CHECK(quoted.masked() == "\"S\xC3\xAD\"");
  const Span si = quoted.to_sentence({1, 4});
  CHECK(si.begin == 2);
  CHECK(si.end == 5);
}

TEST_CASE("a span glued to a word is set apart by a space that maps to no input byte") {
  CharTokenizer tok;
  const std::string s = "<b>Hello</b> world";
  const ProtectedText p(s, tok);
  CHECK(p.masked() == "%1 Hello %2 world");
  CHECK(p.glued_after() == std::vector<bool>{true, false});
  CHECK(p.glued_before() == std::vector<bool>{false, true});
  const Span hello = p.to_sentence({2, 8});  // " Hello" with the inserted space
  CHECK(s.substr(hello.begin, hello.end - hello.begin) == "Hello");
}

TEST_CASE("a term after an inverted mark is not glued to it: English drops the mark, not the space") {
  using heed::text::GlossaryTerm;
  CharTokenizer tok;
  const std::vector<GlossaryTerm> g = {{"por fin", "finally"}};
  const ProtectedText p("Dijo: \xC2\xA1por fin!", tok, true, g);
  CHECK(p.masked() == "Dijo: \xC2\xA1%1!");
  CHECK(p.glued_before() == std::vector<bool>{false});
  const ProtectedText q("\xC2\xBFpor fin?", tok, true, g);
  CHECK(q.glued_before() == std::vector<bool>{false});
  // Any other character before a span still glues it ("<b>Hello</b>", above).
  const ProtectedText r("\xC3\xA9<b>x</b>", tok, true, g);
  CHECK(r.glued_before() == std::vector<bool>{true, true});
}

TEST_CASE("glossary terms: whole words, case-sensitive, longest first, not inside other spans") {
  using heed::text::find_glossary_terms;
  using heed::text::GlossaryTerm;
  const std::vector<GlossaryTerm> g = {{"York", "X"}, {"New York", "Nueva York"}, {"window", "ventana"}};
  const std::string s = "New York has a window, windows and a Window.";
  const auto found = find_glossary_terms(s, g);
  REQUIRE(found.size() == 2u);
  CHECK(s.substr(found[0].first.begin, found[0].first.end - found[0].first.begin) == "New York");
  CHECK(found[0].second == 1);
  CHECK(s.substr(found[1].first.begin, found[1].first.end - found[1].first.begin) == "window");

  CharTokenizer tok;
  const ProtectedText p("Open window at https://window.org/x now", tok, true, g);
  CHECK(p.masked() == "Open %1 at %2 now");
  CHECK(p.outputs() == std::vector<std::string>{"ventana", "https://window.org/x"});
  // Without the other rules the glossary still applies.
  const ProtectedText only_terms("Open window at 5", tok, false, g);
  CHECK(only_terms.masked() == "Open %1 at 5");
}

TEST_CASE("two terms one space apart, the first ending in de or a and the second opening with el, are one") {
  using heed::text::GlossaryTerm;
  const std::vector<GlossaryTerm> g = {{"dates back to", "se remonta a"}, {"the 14th century", "el siglo XIV"},
                                       {"made of", "hecho de"}, {"the wood", "la madera"}, {"in the", "en el"}};
  CharTokenizer tok;
  const ProtectedText p("It dates back to the 14th century.", tok, true, g);
  CHECK(p.masked() == "It %1.");
  CHECK(p.outputs() == std::vector<std::string>{"se remonta al siglo XIV"});
  CHECK(p.originals()[0].begin == 3);
  // Not before another article, nor two spaces apart, nor a term that does not end so.
  CHECK(ProtectedText("made of the wood", tok, true, g).outputs() == std::vector<std::string>{"hecho de", "la madera"});
  CHECK(ProtectedText("dates back to  the 14th century", tok, true, g).outputs().size() == 2u);
  CHECK(ProtectedText("in the the 14th century", tok, true, g).outputs().size() == 2u);
}

TEST_CASE("a term inside typographic quotes, after ¿ or ¡ or beside a dash is a whole word; letters are not punctuation") {
  using heed::text::find_glossary_terms;
  using heed::text::GlossaryTerm;
  using heed::text::is_glossary_word_byte;
  const std::vector<GlossaryTerm> g = {{"Kenia", "Kenya"}, {"Apolo", "Apollo"}};
  // « » “ ” ¿ ¡ and the en dash had counted as word bytes: «Kenia» was no term.
  for (const std::string s : {"\xC2\xABKenia\xC2\xBB", "\xE2\x80\x9CKenia\xE2\x80\x9D", "\xC2\xBFKenia?",
                              "\xC2\xA1Kenia!", "Apolo\xE2\x80\x93Soyuz"}) {
    CAPTURE(s);
    CHECK(find_glossary_terms(s, g).size() == 1u);
  }
  // A letter whose UTF-8 ends in the same byte as « (ë: C3 AB) or » (û: C3 BB) is a word's.
  CHECK(find_glossary_terms("Kenia\xC3\xAB", g).empty());
  CHECK(find_glossary_terms("\xC3\xBBKenia", g).empty());
  const std::string quoted = "\xC2\xAB" "a\xC2\xBB";
  CHECK_FALSE(is_glossary_word_byte(quoted, 0));
  CHECK_FALSE(is_glossary_word_byte(quoted, 1));
  CHECK(is_glossary_word_byte(quoted, 2));
  CHECK_FALSE(is_glossary_word_byte(quoted, 4));
  CHECK(is_glossary_word_byte("\xC3\xAB", 1));
}

TEST_CASE("a term is no word of a negative contraction (won't, won’t); a possessive keeps it") {
  using heed::text::find_glossary_terms;
  using heed::text::GlossaryTerm;
  const std::vector<GlossaryTerm> g = {{"won", "gan\xC3\xB3"}, {"Poland", "Polonia"}};
  CHECK(find_glossary_terms("I won't go.", g).empty());
  CHECK(find_glossary_terms("I won\xE2\x80\x99t go.", g).empty());
  CHECK(find_glossary_terms("IT WON'T", {{"WON", "GAN\xC3\x93"}}).empty());
  // "won" then an apostrophe that opens no "'t": a quote's close, a possessive.
  const std::string s = "They said 'we won' and Poland's team won't; Poland won't.";
  const auto found = find_glossary_terms(s, g);
  REQUIRE(found.size() == 3u);
  CHECK(s.substr(found[0].first.begin, found[0].first.end - found[0].first.begin) == "won");
  CHECK(found[0].first.begin == 14);
  CHECK(s.substr(found[1].first.begin, found[1].first.end - found[1].first.begin) == "Poland");
  CHECK(found[1].first.begin == 23);
  CHECK(s.substr(found[2].first.begin, found[2].first.end - found[2].first.begin) == "Poland");
  CHECK(find_glossary_terms("the won't-do list won", g).size() == 1u);
  CHECK(find_glossary_terms("won'tx won", g).size() == 2u);
}

TEST_CASE("a past verb's term (one with a plural target) is no part of a hyphened compound") {
  using heed::text::find_glossary_terms;
  using heed::text::GlossaryTerm;
  GlossaryTerm sold{"sold", "vendi\xC3\xB3"};
  sold.plural_target = "vendieron";
  const std::vector<GlossaryTerm> g = {sold, {"well", "bien"}};
  CHECK(find_glossary_terms("a sold-out crowd", g).empty());
  CHECK(find_glossary_terms("a self-sold idea", g).empty());
  CHECK(find_glossary_terms("They sold it.", g).size() == 1u);
  // A term without a plural target still matches beside a hyphen ("A fourteen-year-old").
  CHECK(find_glossary_terms("a well-known band", g).size() == 1u);
}

TEST_CASE("a term that overlaps a protected span only in part is dropped: the span stays whole") {
  using heed::text::GlossaryTerm;
  CharTokenizer tok;
  // A time term "1 am" that starts inside a URL (the fuzzer's find): the URL is carried whole.
  const std::vector<GlossaryTerm> g = {{"1 am", "1 a. m."}, {"window", "ventana"}};
  const ProtectedText p("See https://x.org/a?b=1 am window", tok, true, g);
  CHECK(p.masked() == "See %1 am %2");
  CHECK(p.outputs() == std::vector<std::string>{"https://x.org/a?b=1", "ventana"});
  // Outside any span the term applies; one that contains a whole span still replaces it.
  const ProtectedText q("Wake at 1 am.", tok, true, g);
  CHECK(q.outputs() == std::vector<std::string>{"1 a. m."});
}

TEST_CASE("a term ending in a period leaves the sentence's own full stop to the sentence") {
  using heed::text::find_glossary_terms;
  using heed::text::GlossaryTerm;
  const std::vector<GlossaryTerm> g = {{"EE. UU.", "the United States"}};
  const auto span_of = [&](const std::string& s) {
    const auto found = find_glossary_terms(s, g);
    REQUIRE(found.size() == 1u);
    return s.substr(found[0].first.begin, found[0].first.end - found[0].first.begin);
  };
  CHECK(span_of("Vive en EE. UU. desde 2010.") == "EE. UU.");
  CHECK(span_of("Vive en EE. UU.") == "EE. UU");
  CHECK(span_of("Dijo: \xC2\xABvive en EE. UU.\xC2\xBB ") == "EE. UU");
  CHECK(span_of("Vive en EE. UU., dijo.") == "EE. UU.");
  CharTokenizer tok;
  CHECK(ProtectedText("Vive en EE. UU.", tok, false, g).masked() == "Vive en %1.");
  // An output with a period of its own is the full stop already.
  const std::vector<GlossaryTerm> us = {{"U.S.", "EE.UU."}};
  CHECK(ProtectedText("She lives in the U.S.", tok, false, us).masked() == "She lives in the %1");
}

TEST_CASE("a term in capitals is left to the model in a sentence written in capitals throughout") {
  using heed::text::GlossaryTerm;
  CharTokenizer tok;
  std::vector<GlossaryTerm> g = {{"US", "EE.UU."}, {"POLAND", "POLONIA"}};
  g[0].acronym = true;  // as the model's glossary marks a term written in capitals
  CHECK(ProtectedText("The US economy grew.", tok, false, g).masked() == "The %1 economy grew.");
  CHECK(ProtectedText("LET US KNOW.", tok, false, g).masked() == "LET US KNOW.");  // "us", not the US
  // A term in capitals that is no acronym (a name's form for text in capitals) still matches.
  CHECK(ProtectedText("HE LEFT POLAND TODAY.", tok, false, g).masked() == "HE LEFT %1 TODAY.");
}

TEST_CASE("soft hyphens and zero-width spaces read as nothing; the rest maps back to its bytes") {
  CharTokenizer tok;
  const std::string s = "infor\xC2\xADmation up\xE2\x80\x8B" "dated \xF0\x9F\x98\x80";  // infor&shy;mation up<ZWSP>dated 😀
  const ProtectedText p(s, tok);
  CHECK(p.masked() == "information updated %1");
  // "mation" (masked bytes 5..11) is the input's bytes 7..13, after the two-byte soft hyphen.
  const Span mation = p.to_sentence({5, 11});
  CHECK(s.substr(mation.begin, mation.end - mation.begin) == "mation");
  const Span updated = p.to_sentence({12, 19});
  CHECK(s.substr(updated.begin, updated.end - updated.begin) == "up\xE2\x80\x8B" "dated");
  REQUIRE(p.originals().size() == 1u);
  CHECK(p.outputs()[0] == "\xF0\x9F\x98\x80");
  // Without the text rules the model reads the sentence as it is.
  CHECK(ProtectedText(s, tok, false).masked() == s);
  // Only invisible marks: nothing to read.
  CHECK(ProtectedText("\xC2\xAD\xE2\x81\xA0\xEF\xBB\xBF", tok).masked().empty());
}
