// The model's article before a term's placeholder, which hid the noun from it: made plural
// before a Spanish plural noun (engine/src/text/restore.h, text/agreement.h's is_listed_plural
// and plural_article), and dropped before an English generic plural subject.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "restore_run.h"
#include "text/agreement.h"
#include "text/restore.h"

using heed::testing::run;
using heed::text::CaseStyle;
using heed::text::OutputRestorer;
using heed::text::SpanToRestore;

namespace {

// Nouns as the model file's list gives them genders, in singular and plural forms; a plural is
// told by its singular being listed ("ballenas", "camiones", "luces", "papeles").
class ListedNouns : public heed::text::NounList {
 public:
  int gender(std::string_view word) const override {
    for (std::string_view f : {"ballena", "ballenas", "luz", "casa"}) {
      if (word == f) return 1;
    }
    for (std::string_view m : {"cami\xC3\xB3n", "camiones", "papel", "yate", "matadero", "virus", "crisis"}) {
      if (word == m) return 0;
    }
    return -1;
  }
  bool may_contradict(std::string_view, int) const override { return false; }
};

std::string restored_term(const std::string& term, const std::string& model) {
  static const ListedNouns nouns;
  std::vector<SpanToRestore> spans = {{term}};
  spans[0].translated = true;
  OutputRestorer r(spans, CaseStyle::kAsIs);
  r.agree_articles(&nouns);
  return run(r, {model}, spans);
}

}  // namespace

TEST_CASE("a plural is a listed noun's form with s or es, an accent or a z given back") {
  const ListedNouns nouns;
  for (std::string_view plural : {"ballenas", "camiones", "luces", "papeles", "yates", "mataderos"}) {
    CHECK(heed::text::is_listed_plural(nouns, plural));
  }
  // A singular that ends in s, a listed singular, a word the list lacks.
  for (std::string_view other : {"virus", "crisis", "ballena", "gatos", "s", ""}) {
    CHECK_FALSE(heed::text::is_listed_plural(nouns, other));
  }
}

TEST_CASE("a singular article's plural keeps its gender and capital; a contraction opens up") {
  CHECK(heed::text::plural_article("el") == "los");
  CHECK(heed::text::plural_article("La") == "Las");
  CHECK(heed::text::plural_article("una") == "unas");
  CHECK(heed::text::plural_article("del") == "de los");
  CHECK(heed::text::plural_article("al") == "a los");
  CHECK(heed::text::plural_article("su") == "sus");
  CHECK(heed::text::plural_article("todo") == "todos");
  CHECK(heed::text::plural_article("los").empty());
  CHECK(heed::text::plural_article("casa").empty());
}

TEST_CASE("the model's singular article before a plural term becomes plural, in the term's gender") {
  // Token by token too: "su", with no gender to agree in, waits for the placeholder after it.
  static const ListedNouns nouns;
  std::vector<SpanToRestore> yachts = {{"yates"}};
  yachts[0].translated = true;
  OutputRestorer streamed(yachts, CaseStyle::kAsIs);
  streamed.agree_articles(&nouns);
  CHECK(run(streamed, {"Limpian", " su", " %", "1", "."}, yachts) == "Limpian sus yates.");
  CHECK(restored_term("yates", "Limpian su %1.") == "Limpian sus yates.");
  CHECK(restored_term("mataderos", "en todo el %1 del pa\xC3\xADs.") == "en todos los mataderos del pa\xC3\xADs.");
  CHECK(restored_term("ballenas", "Vimos el %1.") == "Vimos las ballenas.");  // gender, then number
  CHECK(restored_term("camiones", "La llegada del %1.") == "La llegada de los camiones.");
  CHECK(restored_term("ballenas", "El %1 nadan.") == "Las ballenas nadan.");
  CHECK(restored_term("mataderos", "Vio todo los %1.") == "Vio todos los mataderos.");
  // A term that brings its article along ("the abattoirs": "los mataderos") after "todo".
  std::vector<SpanToRestore> with_article = {{"los mataderos"}};
  with_article[0].translated = with_article[0].opens_with_particle = true;
  OutputRestorer merged(with_article, CaseStyle::kAsIs);
  merged.agree_articles(&nouns);
  CHECK(run(merged, {"Vio todo %1."}, with_article) == "Vio todos los mataderos.");
  // A singular term, a plural article already, a term the list has no singular for: as written.
  CHECK(restored_term("ballena", "Vimos la %1.") == "Vimos la ballena.");
  CHECK(restored_term("ballenas", "Vimos las %1.") == "Vimos las ballenas.");
  CHECK(restored_term("virus", "Vimos el %1.") == "Vimos el virus.");
  CHECK(restored_term("gatos", "Vimos el %1.") == "Vimos el gatos.");
}

TEST_CASE("an English generic subject: the model's The before a plural term goes, the term capitalised") {
  auto out = [](const std::string& term, std::vector<std::string> pushes) {
    std::vector<SpanToRestore> spans = {{term}};
    spans[0].translated = true;
    OutputRestorer r(spans, CaseStyle::kAsIs);
    r.capitalise_start(true);
    r.drop_generic_article(true);
    return run(r, pushes, spans);
  };
  CHECK(out("sharks", {"The %1 have lived in the oceans."}) == "Sharks have lived in the oceans.");
  CHECK(out("jellyfish", {"The", " %", "1", " have no brain."}) == "The jellyfish have no brain.");  // no plural's s
  CHECK(out("dolphins", {"The", " %", "1", " swim."}) == "Dolphins swim.");                     // token by token
  CHECK(out("bus", {"The %1 left."}) == "The bus left.");
  CHECK(out("killer whales", {"The %1 swim."}) == "The killer whales swim.");  // one word only
  // Not a term's translation (a number, a name kept as written), or not after "The".
  std::vector<SpanToRestore> kept = {{"tiburones"}};
  OutputRestorer verbatim(kept, CaseStyle::kAsIs);
  verbatim.capitalise_start(true);
  verbatim.drop_generic_article(true);
  CHECK(run(verbatim, {"The %1 swim."}, kept) == "The tiburones swim.");
  CHECK(out("sharks", {"Many %1 swim."}) == "Many sharks swim.");
}

TEST_CASE("an English He: the model's El before a verb or a term is the pronoun Él, before a noun an article") {
  static const ListedNouns nouns;
  auto out = [](std::vector<SpanToRestore> spans, std::vector<std::string> pushes, bool on = true) {
    for (SpanToRestore& s : spans) s.translated = true;
    OutputRestorer r(spans, CaseStyle::kAsIs);
    r.agree_articles(&nouns);
    r.pronoun_subject(on);
    return run(r, pushes, spans);
  };
  CHECK(out({}, {"El vive en Madrid."}) == "\xC3\x89l vive en Madrid.");
  CHECK(out({}, {"E", "l", " vi", "ve."}) == "\xC3\x89l vive.");  // token by token
  CHECK(out({{"se declar\xC3\xB3 culpable"}}, {"El %1."}) == "\xC3\x89l se declar\xC3\xB3 culpable.");
  CHECK(out({{"se cas\xC3\xB3"}}, {"El", " %", "1", " en junio."}) == "\xC3\x89l se cas\xC3\xB3 en junio.");
  // A listed noun (singular or plural), a capitalised word (a name), another opening, or off.
  CHECK(out({}, {"El cami\xC3\xB3n lleg\xC3\xB3."}) == "El cami\xC3\xB3n lleg\xC3\xB3.");
  CHECK(out({}, {"El papeles."}) == "El papeles.");
  CHECK(out({}, {"El Salvador gan\xC3\xB3."}) == "El Salvador gan\xC3\xB3.");
  CHECK(out({}, {"Dijo que el plan vive."}) == "Dijo que el plan vive.");
  CHECK(out({}, {"El vive."}, false) == "El vive.");
}
