// Where an es->en term is a verb phrase right after its subject (engine/src/text/spanish_subject.h).
#include <catch2/catch.hpp>

#include <string_view>

#include "text/spanish_subject.h"

using heed::text::follows_spanish_subject;
using heed::text::opens_with_english_verb;

TEST_CASE("an English term opens with a verb: an auxiliary, a past in -ed or a common irregular past") {
  CHECK(opens_with_english_verb("will premiere"));
  CHECK(opens_with_english_verb("was postponed"));
  CHECK(opens_with_english_verb("did not thank"));
  CHECK(opens_with_english_verb("arrested"));
  CHECK(opens_with_english_verb("withdrew from the tournament"));
  CHECK(opens_with_english_verb("won"));
  // Nouns, adjectives and phrases that are no verb, and words that only end like a past.
  CHECK_FALSE(opens_with_english_verb("central bank"));
  CHECK_FALSE(opens_with_english_verb("the central bank"));
  CHECK_FALSE(opens_with_english_verb("red wine"));
  CHECK_FALSE(opens_with_english_verb("need"));
  CHECK_FALSE(opens_with_english_verb("seed oil"));
  CHECK_FALSE(opens_with_english_verb("early elections"));
  // Capitalised, it opens a sentence: no subject before it.
  CHECK_FALSE(opens_with_english_verb("Will premiere"));
  CHECK_FALSE(opens_with_english_verb(""));
}

TEST_CASE("a term follows a Spanish determiner and one word: its subject's noun") {
  constexpr std::string_view kFilm = "La película se estrenará en mayo.";
  CHECK(follows_spanish_subject(kFilm, kFilm.find("se estrenará")));
  constexpr std::string_view kTeam = "Ayer el equipo ganó la copa.";
  CHECK(follows_spanish_subject(kTeam, kTeam.find("ganó")));
  constexpr std::string_view kNeighbours = "Sus vecinos protestaron.";
  CHECK(follows_spanish_subject(kNeighbours, kNeighbours.find("protestaron")));
  // Two words between, no determiner, the sentence's start, a word glued to punctuation.
  constexpr std::string_view kTwo = "La nueva película se estrenará.";
  CHECK_FALSE(follows_spanish_subject(kTwo, kTwo.find("se estrenará")));
  constexpr std::string_view kName = "Juan Pérez ganó.";
  CHECK_FALSE(follows_spanish_subject(kName, kName.find("ganó")));
  constexpr std::string_view kStart = "Ganó la copa.";
  CHECK_FALSE(follows_spanish_subject(kStart, 0));
  constexpr std::string_view kComma = "La película, se estrenará.";
  CHECK_FALSE(follows_spanish_subject(kComma, kComma.find("se estrenará")));
  CHECK_FALSE(follows_spanish_subject(kFilm, kFilm.size() + 5));
}
