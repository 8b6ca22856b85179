// English's indefinite article (text/articles_en.h): "a" or "an" as the next word's first sound
// asks, rewritten in the restorer's output, an article at the end held until its word comes.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "restore_run.h"
#include "text/articles_en.h"
#include "text/restore.h"

using heed::text::agree_indefinite_articles;
using heed::text::CaseStyle;
using heed::text::indefinite_article;
using heed::text::OutputRestorer;
using heed::text::VerbatimSpan;

namespace {

std::string agreed(std::string text, char before = '\n') {  // '\n': the start of the output
  std::vector<VerbatimSpan> none;
  agree_indefinite_articles(&text, before, &none);
  return text;
}

}  // namespace

TEST_CASE("the article a word's spelling asks for, or none where spelling cannot tell") {
  CHECK(indefinite_article("apology") == "an");
  CHECK(indefinite_article("Italian ship") == "an");
  CHECK(indefinite_article("pad") == "a");
  CHECK(indefinite_article("hour") == "an");
  CHECK(indefinite_article("house") == "a");
  CHECK(indefinite_article("one-off") == "a");
  CHECK(indefinite_article("European") == "a");
  CHECK(indefinite_article("university") == "a");
  CHECK(indefinite_article("umbrella") == "an");
  CHECK(indefinite_article("urban").empty());     // "an urban", but "a uranium": left as written
  CHECK(indefinite_article("FBI agent").empty());  // an acronym's letters decide
  CHECK(indefinite_article("8-year-old").empty());
  CHECK(indefinite_article("of").empty());         // "a of": the model's slip, no noun
  CHECK(indefinite_article("\xC3\xA9xito").empty());  // a non-ASCII letter
}

TEST_CASE("whole articles are rewritten; a capital A only where it opens a sentence") {
  CHECK(agreed("offered a apology and an pad.") == "offered an apology and a pad.");
  CHECK(agreed("A apple. An car? \"A egg\"") == "An apple. A car? \"An egg\"");
  CHECK(agreed("vitamin A is good, a. m. and an hour") == "vitamin A is good, a. m. and an hour");
  CHECK(agreed("tea and ants") == "tea and ants");  // "a" inside words is no article
  CHECK(agreed("a", 'x') == "a");
  // The spans after a rewritten article keep their bytes.
  std::string text = "a auction of %";
  std::vector<VerbatimSpan> spans = {{0, {13, 14}}};
  agree_indefinite_articles(&text, '\n', &spans);
  CHECK(text == "an auction of %");
  CHECK((spans[0].span.begin == 14 && spans[0].span.end == 15));
}

TEST_CASE("the restorer holds an article until the next word shows its first letter") {
  OutputRestorer r({}, CaseStyle::kAsIs);
  r.agree_indefinite_articles(true);
  CHECK(r.push("It was a").text == "It was ");
  CHECK(r.push(" ").text.empty());
  CHECK(r.push("edible").text == "an edible");
  CHECK(r.push(" temple, an").text == " temple, ");
  CHECK(r.flush().text == "an");  // nothing came after it: as written
  OutputRestorer off({}, CaseStyle::kAsIs);
  CHECK(heed::testing::run(off, {"It was a", " edible temple."}, {}) == "It was a edible temple.");
  OutputRestorer on({}, CaseStyle::kAsIs);
  on.agree_indefinite_articles(true);
  CHECK(heed::testing::run(on, {"It was a", " edible temple; a", "bout a pad."}, {}) == "It was an edible temple; about a pad.");
}
