// The restorer's moves of a term past the word after it (engine/src/text/restore_after_next_word.cc):
// an age before its noun, and an English verb term the model wrote before its Spanish subject's noun.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "restore_run.h"
#include "text/restore.h"

using heed::testing::restored;
using heed::text::SpanToRestore;

TEST_CASE("a term that goes after the next word swaps places with it after an article or at the start") {
  SpanToRestore age{"de 30 a\xC3\xB1os"};
  age.after_next_word = true;
  age.opens_with_particle = true;
  const auto restore = [&](const std::vector<std::string>& pieces, bool capital = false) {
    return restored({age}, pieces, capital);
  };
  CHECK(restore({"El %1 marido, que naci\xC3\xB3 all\xC3\xAD."}) == "El marido de 30 a\xC3\xB1os, que naci\xC3\xB3 all\xC3\xAD.");
  // Across pieces: held until the word after the placeholder is complete.
  CHECK(restore({"El", " %", "1", " mar", "ido", ", que"}) == "El marido de 30 a\xC3\xB1os, que");
  CHECK(restore({"%1 Vidal se uni\xC3\xB3."}, true) == "Vidal de 30 a\xC3\xB1os se uni\xC3\xB3.");
  CHECK(restore({"Vio a un", " %1", " hombre"}) == "Vio a un hombre de 30 a\xC3\xB1os");
  // After a noun, or before punctuation: where the model put it; "de %1" keeps one "de".
  CHECK(restore({"Un hombre %1 fue arrestado."}) == "Un hombre de 30 a\xC3\xB1os fue arrestado.");
  CHECK(restore({"un piloto de %1, ha muerto."}) == "un piloto de 30 a\xC3\xB1os, ha muerto.");
  CHECK(restore({"El beb\xC3\xA9 es %1."}) == "El beb\xC3\xA9 es de 30 a\xC3\xB1os.");
}

TEST_CASE("an English verb phrase after its subject moves past the noun only after a determiner") {
  SpanToRestore premiere{"will premiere"};
  premiere.after_next_word = true;
  premiere.after_subject = true;
  const auto restore = [&](const std::vector<std::string>& pieces) { return restored({premiere}, pieces); };
  // "La película %1 en mayo": the model wrote the placeholder as a name before its noun.
  CHECK(restore({"The %1 movie in May."}) == "The movie will premiere in May.");
  CHECK(restore({"The", " %", "1", " mo", "vie", " in May."}) == "The movie will premiere in May.");
  CHECK(restore({"Its %1 film in May."}) == "Its film will premiere in May.");
  // Where the model put it after the noun, or opening the output: as written.
  CHECK(restore({"The movie %1 in May."}) == "The movie will premiere in May.");
  CHECK(restore({"%1 in May."}) == "will premiere in May.");
  CHECK(restore({"%1 movie in May."}) == "will premiere movie in May.");
  // Past the other placeholders the model wrote after it: "El partido se fundó en 1879".
  SpanToRestore year{"1879"};
  CHECK(restored({premiere, year}, {"The %1 %2 matches."}) == "The matches will premiere 1879.");
  CHECK(restored({premiere, year}, {"The", " %", "1", " %", "2", " mat", "ches", "."}) == "The matches will premiere 1879.");
  // Spanish determiners are not English ones: "el %1 marido" stays (an age's rule, above).
  CHECK(restore({"el %1 marido"}) == "el will premiere marido");
}
