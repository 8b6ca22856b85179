// text/english_subject.h: whether the words before an English past verb are a plural subject.
#include <catch2/catch.hpp>

#include <string>

#include "text/english_subject.h"

using heed::text::follows_english_plural;

namespace {

// Whether the subject before `verb` (its first occurrence in `sentence`) is plural.
bool plural_before(const std::string& sentence, const std::string& verb) {
  const std::size_t at = sentence.find(verb);
  REQUIRE(at != std::string::npos);
  return follows_english_plural(sentence, at);
}

}  // namespace

TEST_CASE("plural subjects: they, plurals in s, irregular plurals, past adverbs and relatives between") {
  CHECK(plural_before("Prices rose by five percent.", "rose"));
  CHECK(plural_before("They won the final.", "won"));
  CHECK(plural_before("The players who won were tired.", "won"));
  CHECK(plural_before("Sales quickly fell.", "fell"));
  CHECK(plural_before("Three people were hurt and the children sold flowers.", "sold"));
  CHECK(plural_before("The ideas also grew.", "grew"));
  CHECK(plural_before("The police sought help.", "sought"));
  CHECK(plural_before("THE PLAYERS WON", "WON"));
}

TEST_CASE("singular subjects: a noun, a pronoun, a name, words whose s is no plural's") {
  CHECK_FALSE(plural_before("The team won the cup.", "won"));
  CHECK_FALSE(plural_before("She won the award.", "won"));
  CHECK_FALSE(plural_before("In 2010 Paris won the bid.", "won"));
  CHECK_FALSE(plural_before("Then Williams won.", "won"));
  CHECK_FALSE(plural_before("The bus drove away.", "drove"));
  CHECK_FALSE(plural_before("The news spread fast.", "spread"));
  CHECK_FALSE(plural_before("The boss sold it.", "sold"));
  CHECK_FALSE(plural_before("This species grew slowly.", "grew"));
  CHECK_FALSE(plural_before("The family eventually fled.", "fled"));
  CHECK_FALSE(plural_before("won", "won"));                // nothing before it
  CHECK_FALSE(plural_before("In 1990, won", "won"));       // a comma before it
  CHECK_FALSE(plural_before("Ma won handily.", "won"));
}
