// The restorer's rules at the start of the output and after an opening bracket
// (engine/src/text/restore.h): English general subjects, and no space after "(".
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "restore_run.h"
#include "text/restore.h"

using heed::testing::run;
using heed::text::CaseStyle;
using heed::text::OutputRestorer;
using heed::text::SpanToRestore;

TEST_CASE("English for a Spanish general subject drops the model's The before a plural noun") {
  auto out = [](std::vector<std::string> pushes) {
    OutputRestorer r({}, CaseStyle::kAsIs);
    r.drop_generic_article(true);
    return run(r, pushes, {});
  };
  CHECK(out({"The", " scient", "ists suspect that", " it is active."}) == "Scientists suspect that it is active.");
  CHECK(out({"The children play."}) == "Children play.");
  // Not a plural noun, a name, a span, or no "The" first: as written.
  CHECK(out({"The bus", " arrives."}) == "The bus arrives.");
  CHECK(out({"The nervous system."}) == "The nervous system.");
  CHECK(out({"The ones who came."}) == "The ones who came.");
  CHECK(out({"The Andes are high."}) == "The Andes are high.");
  CHECK(out({"There", " are cats."}) == "There are cats.");
  CHECK(out({"Th"}) == "Th");  // the text ended within it
  // Off by default.
  OutputRestorer plain({}, CaseStyle::kAsIs);
  CHECK(run(plain, {"The scientists suspect."}, {}) == "The scientists suspect.");
}

TEST_CASE("no space after an opening bracket, in either language, across pushes") {
  // "(" then a word-start piece (" tiempo"): the model's space goes; a bracket's own content and
  // a span after it are kept.
  const std::vector<SpanToRestore> span = {{"https://heed.example"}};
  OutputRestorer english(span, CaseStyle::kAsIs);
  CHECK(run(english, {"at 5 am (", " eastern time) and ( ", "%1)."}, span) == "at 5 am (eastern time) and (https://heed.example).");
  OutputRestorer spanish({}, CaseStyle::kAsIs);
  spanish.angle_quotes(true);
  CHECK(run(spanish, {"a las 5 ( tiempo del este) ", "\xC2\xA1", " hola!"}, {}) == "a las 5 (tiempo del este) \xC2\xA1hola!");
}


TEST_CASE("Spanish output: the model's capital right after a name inside the output is lowered") {
  // "Jeremiah Horrocks observed a transit" had come out "... Jeremiah Horrocks Observó un tránsito".
  std::vector<SpanToRestore> name = {{"Jeremiah Horrocks"}};
  name[0].lower_case_after = name[0].lower_case_after_anywhere = true;
  OutputRestorer r(name, CaseStyle::kAsIs);
  CHECK(run(r, {"Un astr\xC3\xB3nomo llamado %1", " Observ", "\xC3\xB3 un tr\xC3\xA1nsito."}, name) ==
        "Un astr\xC3\xB3nomo llamado Jeremiah Horrocks observ\xC3\xB3 un tr\xC3\xA1nsito.");
  // Only the word right after it: past punctuation the capital is another name's.
  OutputRestorer comma(name, CaseStyle::kAsIs);
  CHECK(run(comma, {"El coche de %1, Beauty Negra."}, name) == "El coche de Jeremiah Horrocks, Beauty Negra.");
  // Without the flag, only where the span opens the output.
  name[0].lower_case_after_anywhere = false;
  OutputRestorer opening_only(name, CaseStyle::kAsIs);
  CHECK(run(opening_only, {"Llamado %1 Observ\xC3\xB3."}, name) == "Llamado Jeremiah Horrocks Observ\xC3\xB3.");
}
