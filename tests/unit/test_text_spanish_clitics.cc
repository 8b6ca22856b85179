// A Spanish infinitive or gerund with a pronoun, as the verb alone
// (engine/src/text/spanish_clitics.h).
#include <catch2/catch.hpp>

#include "text/spanish_clitics.h"

using heed::text::spanish_verb_without_pronoun;

TEST_CASE("an infinitive loses its pronoun, \"se\" too") {
  CHECK(spanish_verb_without_pronoun("relajarse") == "relajar");
  CHECK(spanish_verb_without_pronoun("desvanecerse") == "desvanecer");
  CHECK(spanish_verb_without_pronoun("entenderlo") == "entender");
  CHECK(spanish_verb_without_pronoun("diseñarlos") == "diseñar");
  CHECK(spanish_verb_without_pronoun("obligarla") == "obligar");
  CHECK(spanish_verb_without_pronoun("decirles") == "decir");
  CHECK(spanish_verb_without_pronoun("ayudarnos") == "ayudar");
}

TEST_CASE("a gerund loses its pronoun and the written accent it took") {
  CHECK(spanish_verb_without_pronoun("golpe\xC3\xA1ndolas") == "golpeando");       // golpeándolas
  CHECK(spanish_verb_without_pronoun("afect\xC3\xA1ndolos") == "afectando");       // afectándolos
  CHECK(spanish_verb_without_pronoun("haci\xC3\xA9ndolo") == "haciendo");          // haciéndolo
  CHECK(spanish_verb_without_pronoun("constru" "y\xC3\xA9ndola") == "construyendo");  // construyéndola
}

TEST_CASE("no such form: nouns, English words and short words stay out") {
  CHECK(spanish_verb_without_pronoun("clase").empty());
  CHECK(spanish_verb_without_pronoun("horse").empty());
  CHECK(spanish_verb_without_pronoun("escuela").empty());     // ends in "la", no verb before
  CHECK(spanish_verb_without_pronoun("caballos").empty());
  CHECK(spanish_verb_without_pronoun("hole").empty());
  CHECK(spanish_verb_without_pronoun("verlo").empty());       // too short to tell
  CHECK(spanish_verb_without_pronoun("tender").empty());      // no pronoun
  CHECK(spanish_verb_without_pronoun("perla").empty());       // "per" + "la"
}
