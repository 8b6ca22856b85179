// The output side of protected spans and case styles (engine/src/text/restore.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "restore_run.h"
#include "text/casing.h"
#include "text/restore.h"

using heed::testing::run;
using heed::text::CaseStyle;
using heed::text::OutputRestorer;
using heed::text::RestoredText;
using heed::text::SpanToRestore;

using heed::testing::restored;

TEST_CASE("placeholders become their spans, also when split across pieces") {
  const std::vector<SpanToRestore> spans = {{"bob@x.org"}, {"\xF0\x9F\x98\x80"}};
  OutputRestorer r(spans, CaseStyle::kAsIs);
  std::vector<int> order;
  CHECK(run(r, {"Escribe a", " %", "1 ahora", " %2", "!"}, spans, &order) == "Escribe a bob@x.org ahora 😀!");
  CHECK(order == std::vector<int>{0, 1});
}

TEST_CASE("a held-back placeholder start waits, and a plain percent sign passes") {
  const std::vector<SpanToRestore> spans = {{"42"}};
  OutputRestorer r(spans, CaseStyle::kAsIs);
  CHECK(r.push("Sube un 5 %").text == "Sube un 5");
  CHECK(r.push(" y %1").text == " % y 42");
  CHECK(r.flush().text.empty());
}

TEST_CASE("repeated and unknown placeholders are dropped; missing spans go before the final punctuation") {
  const std::vector<SpanToRestore> spans = {{"A1"}, {"B2"}, {"C3"}};
  OutputRestorer r(spans, CaseStyle::kAsIs);
  std::vector<int> order;
  CHECK(run(r, {"Ver %2 y %2 o %7", " hoy."}, spans, &order) == "Ver B2 y o hoy A1 C3.");
  CHECK(order == std::vector<int>{1, 0, 2});
}

TEST_CASE("a dropped placeholder takes one space with it, also across pieces and before punctuation") {
  const std::vector<SpanToRestore> spans = {{"88 %"}, {"76"}};
  OutputRestorer r(spans, CaseStyle::kAsIs);
  // The model wrote %1 twice and never %2 (a FLORES dev sentence, en->es).
  CHECK(run(r, {"%", "1", " puntos", " de", " %", "1", " en", " el", " primer", " lugar", "."}, spans) ==
        "88 % puntos de en el primer lugar 76.");
  OutputRestorer r2(spans, CaseStyle::kAsIs);
  CHECK(run(r2, {"%1 y %1, o %9", " %1."}, spans) == "88 % y, o 76.");
  OutputRestorer r3(spans, CaseStyle::kAsIs);
  CHECK(run(r3, {"%7", " Hola", " %1 %2"}, spans) == "Hola 88 % 76");
  // The repeat comes last, before the final full stop in a piece of its own (a FLORES line).
  OutputRestorer r4(spans, CaseStyle::kAsIs);
  CHECK(run(r4, {"%1", " como", " %2", " debe", " %", "2", "."}, spans) == "88 % como 76 debe.");
}

TEST_CASE("spans of another part of a cut sentence are neither restored nor placed") {
  std::vector<SpanToRestore> spans = {{"A1"}, {"B2"}};
  spans[0].expected = false;
  OutputRestorer r(spans, CaseStyle::kAsIs);
  CHECK(run(r, {"x %1 y."}, spans) == "x y B2.");
}

TEST_CASE("re-casing changes the model's text, never a restored span") {
  const std::vector<SpanToRestore> spans = {{"www.Example.org"}};
  OutputRestorer r(spans, CaseStyle::kUpper);
  CHECK(run(r, {"visita %1 hoy"}, spans) == "VISITA www.Example.org HOY");
}

TEST_CASE("a glued span loses the spaces the model put around it") {
  std::vector<SpanToRestore> spans = {{"<b>"}, {"</b>"}};
  spans[0].glued_after = true;
  spans[1].glued_before = true;
  OutputRestorer r(spans, CaseStyle::kAsIs);
  CHECK(run(r, {"%1", " Hola", " %", "2", " mundo"}, spans) == "<b>Hola</b> mundo");
}

TEST_CASE("a translated term that opens the sentence is capitalised only where it opens the output") {
  SpanToRestore month{"octubre"};
  month.capitalise_at_start = true;
  const std::vector<SpanToRestore> spans = {month};
  OutputRestorer opens(spans, CaseStyle::kAsIs);
  CHECK(run(opens, {"%1", " es el mes", "."}, spans) == "Octubre es el mes.");
  OutputRestorer quoted(spans, CaseStyle::kAsIs);
  CHECK(run(quoted, {"\u00bf", "%1", "?"}, spans) == "\u00bfOctubre?");
  OutputRestorer inside(spans, CaseStyle::kAsIs);
  CHECK(run(inside, {"En", " %1", "."}, spans) == "En octubre.");
  OutputRestorer placed(spans, CaseStyle::kAsIs);  // never written: placed at the end, after words
  CHECK(run(placed, {"Es el mes", "."}, spans) == "Es el mes octubre.");
  const std::vector<SpanToRestore> plain = {{"octubre"}};
  OutputRestorer unmarked(plain, CaseStyle::kAsIs);
  CHECK(run(unmarked, {"%1", " es."}, plain) == "octubre es.");
}

TEST_CASE("a term the model moved to the front of a capitalised sentence opens it with a capital") {
  // One span, a translated term unless `verbatim`; the source opened with a capital unless `lower`.
  const auto out = [](const std::string& span_text, std::vector<std::string> pieces, bool verbatim = false, bool lower = false) {
    SpanToRestore span{span_text};
    span.translated = !verbatim;
    const std::vector<SpanToRestore> spans = {span};
    OutputRestorer r(spans, CaseStyle::kAsIs);
    r.capitalise_start(!lower);
    return run(r, pieces, spans);
  };
  // "Se esperan fuertes lluvias en el norte." with "fuertes lluvias" a term.
  CHECK(out("heavy rain", {"%1", " is expected in the north", "."}) == "Heavy rain is expected in the north.");
  CHECK(out("heavy rain", {"We expect", " %1", "."}) == "We expect heavy rain.");
  CHECK(out("heavy rain", {"%1", " is expected", "."}, false, true) == "heavy rain is expected.");
  CHECK(out("iPhone", {"%1", " is new", "."}) == "iPhone is new.");  // a capital inside its first word
  CHECK(out("www.example.org", {"%1", " is down", "."}, true) == "www.example.org is down.");
}

TEST_CASE("a copied word the model wrote is replaced, whole words only, also across pieces") {
  using heed::text::CopiedWord;
  const std::vector<CopiedWord> copied = {{"police", "policía"}, {"victims", "víctimas"}};
  OutputRestorer r({}, CaseStyle::kAsIs, copied);
  // "pol" may still become "police": held back until the word ends.
  CHECK(r.push("La pol").text == "La ");
  CHECK(r.push("ice y").text == "policía y");
  CHECK(r.push(" tres victims").text == " tres ");
  CHECK(r.flush().text == "víctimas");
  // A longer word, a capitalised one, and one the table lacks are left alone.
  OutputRestorer longer({}, CaseStyle::kAsIs, copied);
  CHECK(run(longer, {"Las polices,", " Police y policeman."}, {}) == "Las polices, Police y policeman.");
  // Between spaces and prose punctuation only; never in code, markup or joined words.
  OutputRestorer prose({}, CaseStyle::kAsIs, copied);
  CHECK(run(prose, {"(police) \"victims\": police. police!"}, {}) == "(policía) \"víctimas\": policía. policía!");
  // "%(" reaches the restorer as a plain '%' and then the rest: the word still sees it.
  OutputRestorer split_code({}, CaseStyle::kAsIs, copied);
  CHECK(run(split_code, {"y %(pol", "ice)s son"}, {}) == "y %(police)s son");
  // "police." waits for the next byte: a file name may go on.
  OutputRestorer file_name({}, CaseStyle::kAsIs, copied);
  CHECK(file_name.push("Abre police.").text == "Abre ");
  CHECK(file_name.push("txt y police.").text == "police.txt y ");
  CHECK(file_name.flush().text == "policía.");
  OutputRestorer split_after({}, CaseStyle::kAsIs, copied);
  CHECK(run(split_after, {"y %(", "police)s son"}, {}) == "y %(police)s son");
  OutputRestorer code({}, CaseStyle::kAsIs, copied);
  CHECK(run(code, {"{police} $police <police> police.c %(police)s anti-police police's police/victims"}, {}) ==
        "{police} $police <police> police.c %(police)s anti-police police's police/victims");
}

TEST_CASE("a unit copied after a numeral is replaced there only") {
  using heed::text::CopiedWord;
  // "miles" is English's unit and Spanish's "thousands", which never follows a numeral.
  const std::vector<CopiedWord> copied = {{"miles", "millas", true}};
  OutputRestorer r({}, CaseStyle::kAsIs, copied);
  CHECK(run(r, {"a 8 mi", "les por segundo, 3,5 miles o ", "miles de personas"}, {}) ==
        "a 8 millas por segundo, 3,5 millas o miles de personas");
  // After a restored number (a protected span) too.
  const std::vector<SpanToRestore> number = {{"149"}};
  OutputRestorer after_span(number, CaseStyle::kAsIs, copied);
  CHECK(run(after_span, {"(%1 miles por hora)"}, number) == "(149 millas por hora)");
}

TEST_CASE("a copied word that opens with digits never splits a placeholder's number") {
  using heed::text::CopiedWord;
  // en -> es ordinals (text/ordinals.h): "1o" may follow "%", yet "%1" is a placeholder.
  const std::vector<CopiedWord> copied = {{"1o", "1.\xC2\xBA"}, {"100o", "100.\xC2\xBA"}};
  const std::vector<SpanToRestore> term = {{"el a\xC3\xB1o pasado"}};
  OutputRestorer r(term, CaseStyle::kAsIs, copied);
  CHECK(run(r, {"El 1", "00o aniversario fue celebrado %", "1", " y el 1", "o lugar."}, term) ==
        "El 100.\xC2\xBA aniversario fue celebrado el a\xC3\xB1o pasado y el 1.\xC2\xBA lugar.");
}

TEST_CASE("Spanish: no space after an opening mark; a sentence opening with a span gets its mark") {
  const std::string excl = "\xC2\xA1", quest = "\xC2\xBF";
  std::vector<SpanToRestore> term = {{"Buenos d\xC3\xAD" "as"}};
  term[0].translated = true;
  // The model's own mark, with the space its piece wrote, across pushes.
  OutputRestorer glued({}, CaseStyle::kAsIs);
  glued.angle_quotes(true);
  CHECK(run(glued, {"Hola, " + excl, " todos! Y ", quest + " t", "\xC3\xBA?"}, {}) == "Hola, " + excl + "todos! Y " + quest + "t\xC3\xBA?");
  // A span opens the output: the mark goes before it, and the model's second one is dropped.
  OutputRestorer opened(term, CaseStyle::kAsIs);
  opened.angle_quotes(true);
  opened.open_with(excl);
  CHECK(run(opened, {"%1", ", " + excl, " todos! " + excl + "Ya!"}, term) ==
        excl + "Buenos d\xC3\xAD" "as, todos! " + excl + "Ya!");
  // The model wrote the mark itself before the span: not a second time.
  OutputRestorer model_first(term, CaseStyle::kAsIs);
  model_first.angle_quotes(true);
  model_first.open_with(excl);
  CHECK(run(model_first, {excl, "%1 a todos!"}, term) == excl + "Buenos d\xC3\xAD" "as a todos!");
  // A translated span that has its own mark (a memory's whole sentence): not a second one.
  std::vector<SpanToRestore> whole = {{excl + "Buenos d\xC3\xAD" "as!"}};
  whole[0].translated = true;
  OutputRestorer own(whole, CaseStyle::kAsIs);
  own.angle_quotes(true);
  own.open_with(excl);
  CHECK(run(own, {"%1"}, whole) == excl + "Buenos d\xC3\xAD" "as!");
  // A span of the source's own bytes (a quotation mark, a name kept) opens it: the mark is the
  // model's business, as it goes inside the quotation («¡Mira!»).
  const std::vector<SpanToRestore> quote = {{"\xC2\xAB"}};
  OutputRestorer verbatim(quote, CaseStyle::kAsIs);
  verbatim.angle_quotes(true);
  verbatim.open_with(excl);
  CHECK(run(verbatim, {"%1Mira!"}, quote) == "\xC2\xAB" "Mira!");
  // The model's own words open the output: the mark is its business.
  OutputRestorer words_first(term, CaseStyle::kAsIs);
  words_first.angle_quotes(true);
  words_first.open_with(quest);
  CHECK(run(words_first, {"Dijo %1?"}, term) == "Dijo Buenos d\xC3\xAD" "as?");
}

TEST_CASE("a term opening the output before a lower-case source word: the model's capital after it is lowered") {
  std::vector<SpanToRestore> term = {{"Tomorrow morning"}};
  term[0].translated = term[0].lower_case_after = true;
  OutputRestorer r(term, CaseStyle::kAsIs);
  CHECK(run(r, {"%1", " There will", " be fog. The end."}, term) == "Tomorrow morning there will be fog. The end.");
  // "I", an acronym and "A" as a word; one word only.
  for (const auto& [model, want] : std::vector<std::pair<std::string, std::string>>{
           {"%1 I am here.", "Tomorrow morning I am here."},
           {"%1, EU rules.", "Tomorrow morning, EU rules."},
           {"%1 A storm Comes.", "Tomorrow morning a storm Comes."}}) {
    OutputRestorer each(term, CaseStyle::kAsIs);
    CHECK(run(each, {model}, term) == want);
  }
  // Not where the model's own words open the output, nor without the flag.
  OutputRestorer words_first(term, CaseStyle::kAsIs);
  CHECK(run(words_first, {"So %1 There"}, term) == "So Tomorrow morning There");
  std::vector<SpanToRestore> name = {{"Tomorrow"}};
  name[0].translated = true;
  OutputRestorer kept(name, CaseStyle::kAsIs);
  CHECK(run(kept, {"%1 John comes."}, name) == "Tomorrow John comes.");
}

TEST_CASE("a copied adjective agrees with the noun before it, across pieces and pushes") {
  const std::vector<heed::text::CopiedWord> copied = {
      {"Olympic", "ol\xC3\xAD" "mpico|ol\xC3\xAD" "mpica|ol\xC3\xAD" "mpicos|ol\xC3\xAD" "mpicas"}};
  OutputRestorer games({}, CaseStyle::kAsIs, copied);
  CHECK(run(games, {"Vuelven a los", " juegos", " Oly", "mpic", "."}, {}) == "Vuelven a los juegos ol\xC3\xAD" "mpicos.");
  OutputRestorer flame({}, CaseStyle::kAsIs, copied);
  CHECK(run(flame, {"La llama Olympic arde"}, {}) == "La llama ol\xC3\xAD" "mpica arde");
  OutputRestorer alone({}, CaseStyle::kAsIs, copied);  // nothing to agree with: the first form
  CHECK(run(alone, {"Es Olympic."}, {}) == "Es ol\xC3\xAD" "mpico.");
  OutputRestorer upper({}, CaseStyle::kUpper, copied);
  CHECK(run(upper, {"las medallas Olympic"}, {}) == "LAS MEDALLAS OL\xC3\x8D" "MPICAS");
}

// One adjective, "frío", as the output side reads a list (text/agreement.h).
class ColdOnly : public heed::text::AdjectiveList {
 public:
  ColdOnly() { REQUIRE(heed::text::split_forms(kForms, &forms_)); }
  bool find(std::string_view word, heed::text::AdjectiveForms* forms, int* index) const override {
    for (int i = 0; i < 4; ++i) {
      if (forms_[static_cast<std::size_t>(i)] != word) continue;
      *forms = forms_;
      *index = i;
      return true;
    }
    return false;
  }
  bool may_change(std::string_view prefix, heed::text::Agreement asked) const override {
    for (int i = 0; i < 4; ++i) {
      if (forms_[static_cast<std::size_t>(i)].starts_with(prefix) && heed::text::agreeing_index(asked, i) != i) return true;
    }
    return false;
  }

 private:
  static constexpr std::string_view kForms = "fr\xC3\xAD" "o|fr\xC3\xAD" "a|fr\xC3\xAD" "os|fr\xC3\xAD" "as";
  heed::text::AdjectiveForms forms_;
};

TEST_CASE("with a list of adjectives, the model's own adjective agrees, held only while it may change") {
  const ColdOnly cold;
  OutputRestorer r({}, CaseStyle::kAsIs);
  r.agree_adjectives(&cold);
  // "temperaturas" can become no form of "frío": out at once; "fr" may become "fríos": held.
  CHECK(r.push("Las temperaturas").text == "Las temperaturas");
  CHECK(r.push(" fr").text == " ");
  CHECK(r.push("\xC3\xAD" "os").text.empty());
  CHECK(r.push(" son").text == "fr\xC3\xAD" "as son");
  CHECK(r.flush().text.empty());
  OutputRestorer agreeing({}, CaseStyle::kAsIs);  // "frías" already agrees: never held
  agreeing.agree_adjectives(&cold);
  CHECK(agreeing.push("las noches fr\xC3\xAD" "as").text == "las noches fr\xC3\xAD" "as");
  OutputRestorer plain({}, CaseStyle::kAsIs);  // capitalised, or after no determiner: as written
  plain.agree_adjectives(&cold);
  CHECK(run(plain, {"Hace fr\xC3\xAD" "os y las noches Fr\xC3\xAD" "os."}, {}) == "Hace fr\xC3\xAD" "os y las noches Fr\xC3\xAD" "os.");
}

// Two nouns, as the output side reads a list (text/agreement.h).
class TwoNouns : public heed::text::NounList {
 public:
  int gender(std::string_view word) const override { return word == "casa" ? 1 : word == "documento" ? 0 : -1; }
  bool may_contradict(std::string_view prefix, int gender) const override {
    return (std::string_view("casa").starts_with(prefix) && gender != 1) ||
           (std::string_view("documento").starts_with(prefix) && gender != 0);
  }
};

TEST_CASE("with a list of nouns, the model's article before a term takes the gender of the term's first word") {
  const TwoNouns nouns;
  std::vector<SpanToRestore> term = {{"casa de campo"}, {"Casa Blanca"}};
  term[0].translated = term[1].translated = true;
  OutputRestorer r(term, CaseStyle::kAsIs);
  r.agree_articles(&nouns);
  CHECK(run(r, {"Vio un %1 y el %2."}, term) == "Vio una casa de campo y el Casa Blanca.");  // a name: as written
  // Token by token, the article waits for the placeholder that follows it ("a la %" went out
  // before the term's gender was known: "de vuelta a la hotel").
  std::vector<SpanToRestore> doc = {{"documento"}};
  doc[0].translated = true;
  OutputRestorer streamed(doc, CaseStyle::kAsIs);
  streamed.agree_articles(&nouns);
  CHECK(run(streamed, {"Fue", " a", " la", " %", "1", "."}, doc) == "Fue al documento.");
  std::vector<SpanToRestore> kept = {{"casa"}};  // the source's own bytes: no term
  OutputRestorer verbatim(kept, CaseStyle::kAsIs);
  verbatim.agree_articles(&nouns);
  CHECK(run(verbatim, {"Vio un %1."}, kept) == "Vio un casa.");
}

// Plural nouns: "casas" feminine, "documentos" masculine.
class PluralNouns : public heed::text::NounList {
 public:
  int gender(std::string_view word) const override { return word == "casas" ? 1 : word == "documentos" ? 0 : -1; }
  bool may_contradict(std::string_view, int) const override { return false; }
};

TEST_CASE("an English bare plural subject: the Spanish plural noun the model opens with gets its article") {
  const PluralNouns nouns;
  const ColdOnly cold;  // "fríos", a masculine plural the list of adjectives has
  auto out = [&](const std::string& source, std::vector<std::string> pushes) {
    OutputRestorer r({}, CaseStyle::kAsIs);
    r.agree_articles(&nouns);
    r.agree_adjectives(&cold);
    r.article_for_plural_subject(source);
    return run(r, pushes, {});
  };
  CHECK(out("Houses", {"Ca", "sas nuevas."}) == "Las casas nuevas.");
  CHECK(out("Documents", {"Documentos", " dicen."}) == "Los documentos dicen.");
  CHECK(out("Colds", {"Fr\xC3\xAD" "os llegan."}) == "Los fr\xC3\xAD" "os llegan.");
  // Already with an article, a copy of the source's word (a name), a word the lists lack, off.
  CHECK(out("Houses", {"Las casas nuevas."}) == "Las casas nuevas.");
  CHECK(out("Casas", {"Casas dijo."}) == "Casas dijo.");
  CHECK(out("Arias", {"Arias probadas."}) == "Arias probadas.");
  CHECK(out("", {"Casas nuevas."}) == "Casas nuevas.");
}

TEST_CASE("with a list of nouns, a copied sentence opener that is a noun takes Spanish's article") {
  using heed::text::CopiedWord;
  const TwoNouns nouns;
  const std::vector<CopiedWord> copied = {{"House", "casa", false, true}, {"Document", "documento", false, true}};
  for (const auto& [model, want] : std::vector<std::pair<std::string, std::string>>{
           {"House es grande.", "La casa es grande."},
           {"Document dice.", "El documento dice."},
           {"Vio House.", "Vio casa."}}) {  // not where it opens the output
    OutputRestorer r({}, CaseStyle::kAsIs, copied);
    r.agree_articles(&nouns);
    r.capitalise_start(true);
    CHECK(run(r, {model}, {}) == want);
  }
  // Without the list, or for a word the list has no gender for, the word alone.
  OutputRestorer no_list({}, CaseStyle::kAsIs, {{"Police", "polic\xC3\xAD" "a", false, true}});
  no_list.capitalise_start(true);
  CHECK(run(no_list, {"Police dijo."}, {}) == "Polic\xC3\xAD" "a dijo.");
}

TEST_CASE("with a list of nouns, 1.º and 3.º before a masculine singular noun are 1.er and 3.er") {
  using heed::text::CopiedWord;
  const TwoNouns nouns;
  const std::string o = "\xC2\xBA";
  const std::vector<CopiedWord> copied = {{"1o", "1." + o}, {"3o", "3." + o}, {"2o", "2." + o}, {"11o", "11." + o}};
  for (const auto& [pieces, want] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"el 1", "o", " docu", "mento y"}, "el 1.er documento y"},  // held until the noun is complete
           {{"el 3o documento"}, "el 3.er documento"},                    // complete at the end
           {{"el 2o documento"}, "el 2." + o + " documento"},
           {{"el 11o documento"}, "el 11." + o + " documento"},
           {{"la 1o casa"}, "la 1." + o + " casa"},                       // feminine: the model's own
           {{"el 1o, y"}, "el 1." + o + ", y"}}) {
    OutputRestorer r({}, CaseStyle::kAsIs, copied);
    r.agree_articles(&nouns);
    CHECK(run(r, pieces, {}) == want);
  }
}

TEST_CASE("with a list of nouns, an article waits for its noun and takes its gender") {
  const TwoNouns nouns;
  OutputRestorer r({}, CaseStyle::kAsIs);
  r.agree_articles(&nouns);
  CHECK(r.push("Vio").text == "Vio");
  CHECK(r.push(" el").text == " ");       // an article: its noun to come
  CHECK(r.push(" ca").text.empty());      // "ca" may become "casa"
  CHECK(r.push("sa").text.empty());       // the word may go on
  CHECK(r.push(" y").text == "la casa y");
  CHECK(r.flush().text.empty());
  OutputRestorer agrees({}, CaseStyle::kAsIs);  // a noun that cannot contradict goes out with its article
  agrees.agree_articles(&nouns);
  CHECK(agrees.push("el").text.empty());
  CHECK(agrees.push(" documento").text == "el documento");
  // "de" waits for the article that may follow, and contracts with it: "de la documento" is
  // "del documento".
  OutputRestorer contracts({}, CaseStyle::kAsIs);
  contracts.agree_articles(&nouns);
  CHECK(contracts.push("dentro").text == "dentro");
  CHECK(contracts.push(" de").text == " ");
  CHECK(contracts.push(" la").text.empty());
  CHECK(contracts.push(" docu").text.empty());
  CHECK(contracts.push("mento.").text == "del documento.");
  CHECK(contracts.flush().text.empty());
  OutputRestorer plain_de({}, CaseStyle::kAsIs);  // a "de" before no article goes out with the next word
  plain_de.agree_articles(&nouns);
  CHECK(run(plain_de, {"uno", " de", " ellos"}, {}) == "uno de ellos");
  OutputRestorer copy({}, CaseStyle::kAsIs, {{"house", "casa"}});  // a copy's translation counts too
  copy.agree_articles(&nouns);
  CHECK(run(copy, {"Vio", " el", " hou", "se", "."}, {}) == "Vio la casa.");
}

TEST_CASE("with a list of nouns, a determiner that agrees as an article does takes its noun's gender") {
  const PluralNouns nouns;  // "casas" feminine, "documentos" masculine
  OutputRestorer r({}, CaseStyle::kAsIs);
  r.agree_articles(&nouns);
  CHECK(run(r, {"Vio", " varios", " casas", " y", " muchas", " documentos;", " Otros", " casas."}, {}) ==
        "Vio varias casas y muchos documentos; Otras casas.");
  OutputRestorer adverb({}, CaseStyle::kAsIs);  // "mucho" and "poco" may be adverbs: as written
  adverb.agree_articles(&nouns);
  CHECK(run(adverb, {"poco casas y mucho documentos"}, {}) == "poco casas y mucho documentos");
}

TEST_CASE("a term ending in de or a before the model's el contracts with it, whatever the pieces") {
  const std::vector<SpanToRestore> term = {{"se quej\xC3\xB3 de"}, {"vuelve a"}};
  OutputRestorer whole(term, CaseStyle::kAsIs);
  CHECK(run(whole, {"%1 el servicio y %2 el inicio."}, term) == "se quej\xC3\xB3 del servicio y vuelve al inicio.");
  const std::vector<SpanToRestore> one = {{"se quej\xC3\xB3 de"}};
  OutputRestorer pieces(one, CaseStyle::kAsIs);
  CHECK(pieces.push("%1").text.empty());  // "el" may follow
  CHECK(pieces.push(" e").text.empty());
  CHECK(pieces.push("l").text.empty());
  CHECK(pieces.push(" servicio").text == "se quej\xC3\xB3 del servicio");
  CHECK(pieces.flush().text.empty());
  // Not before "él", "ella", "los", nor at the end, nor after a term of another ending.
  OutputRestorer others(term, CaseStyle::kAsIs);
  CHECK(run(others, {"%1 \xC3\xA9l, %2 ella"}, term) == "se quej\xC3\xB3 de \xC3\xA9l, vuelve a ella");
  const std::vector<SpanToRestore> plain = {{"la casa"}};
  OutputRestorer other_term(plain, CaseStyle::kAsIs);
  CHECK(run(other_term, {"%1 el"}, plain) == "la casa el");
  OutputRestorer at_end(one, CaseStyle::kAsIs);
  CHECK(run(at_end, {"%1 el"}, one) == "se quej\xC3\xB3 del");
}

TEST_CASE("a replaced copy is re-cased like the rest of the model's text") {
  const std::vector<heed::text::CopiedWord> copied = {{"police", "policía"}};
  OutputRestorer r({}, CaseStyle::kUpper, copied);
  CHECK(run(r, {"la police llega."}, {}) == "LA POLICÍA LLEGA.");
}

TEST_CASE("with a test of real words, a near copy is replaced too; a real word and a kept word are not") {
  using heed::text::CopiedWord;
  const std::vector<CopiedWord> copied = {{"tourists", "turistas"}, {"tourist", "turista"}, {"hurricane", "hurac\xC3\xA1n"},
                                          {"storyboarding", "storyboarding"}, {"storyboard", "guion"}};
  const auto real = [](std::string_view w) { return w == "tourismo" || w == "hurra"; };  // a made-up lexicon
  OutputRestorer r({}, CaseStyle::kAsIs, copied, real);
  // "touristas" begins like "tourists" but for its end: held back while written, then replaced.
  CHECK(r.push("Los touri").text == "Los ");
  CHECK(r.push("stas y un hurricano,").text == "turistas y un hurac\xC3\xA1n,");
  CHECK(r.flush().text.empty());
  // The longest shared beginning wins ("tourista" is the singular's); a real word stays.
  OutputRestorer singular({}, CaseStyle::kAsIs, copied, real);
  CHECK(run(singular, {"una tourista y el tourismo."}, {}) == "una turista y el tourismo.");
  // A source word kept as written ("storyboarding", target itself) is no model for near copies
  // and stays whole; a word too short of the copied one ("tour") is no near copy.
  OutputRestorer kept({}, CaseStyle::kAsIs, copied, real);
  CHECK(run(kept, {"el storyboarding y el tour y storyboardo."}, {}) == "el storyboarding y el tour y guion.");
  // A stretched near copy (a letter written three times) is one too; a real word stays.
  OutputRestorer stretched({}, CaseStyle::kAsIs, copied, real);
  CHECK(run(stretched, {"un hurrricano y los tourrristas, hurra."}, {}) == "un hurac\xC3\xA1n y los turistas, hurra.");
  OutputRestorer whole({}, CaseStyle::kAsIs, copied, real);
  CHECK(run(whole, {"un hurricanee."}, {}) == "un hurac\xC3\xA1n.");
  // The target's capitalised words: held while the word may become one, replaced whole only,
  // never a near copy ("italiano" stays, and so does "italians", which is no entry).
  const std::vector<CopiedWord> capitals = {{"italian", "Italian"}, {"monday", "Monday"}};
  OutputRestorer proper({}, CaseStyle::kAsIs, copied, real);
  proper.proper_words(&capitals);
  CHECK(proper.push("un italiano y the ital").text == "un italiano y the ");
  CHECK(proper.push("ian ships, italians").text == "Italian ships, italians");  // no entry begins so
  CHECK(proper.push(" and monday.").text == " and ");  // a word before '.' may go on as code
  CHECK(proper.flush().text == "Monday.");
  // Without the test, only exact copies are replaced (the behaviour before).
  OutputRestorer exact({}, CaseStyle::kAsIs, copied);
  CHECK(run(exact, {"Los touristas y tourists."}, {}) == "Los touristas y turistas.");
}

TEST_CASE("a word right inside angle quotes is left as the model wrote it, and the quotes stay") {
  using heed::text::CopiedWord;
  const std::vector<CopiedWord> copied = {{"extremists", "extremistas"}, {"make", "marca"}};
  const auto real = [](std::string_view w) { return w == "de" || w == "hermano"; };
  // "extremistas»" had been one word, a near copy of "extremists": replaced without its ».
  OutputRestorer near({}, CaseStyle::kAsIs, copied, real);
  CHECK(run(near, {"que \xC2\xABSomali extremistas\xC2\xBB planean."}, {}) == "que \xC2\xABSomali extremistas\xC2\xBB planean.");
  // A quoted word is often a literal the source quotes too (a command: "run make"): kept, as
  // before, while the same copy between spaces is replaced.
  OutputRestorer literal({}, CaseStyle::kAsIs, copied, real);
  CHECK(run(literal, {"ejecute \xC2\xABmake\xC2\xBB o make de nuevo"}, {}) ==
        "ejecute \xC2\xABmake\xC2\xBB o marca de nuevo");
}

TEST_CASE("a Spanish term opening with an article takes the place of the model's article or preposition") {
  SpanToRestore last_year{"el a\xC3\xB1o pasado"};
  last_year.opens_with_particle = true;
  SpanToRestore last_week{"la semana pasada"};
  last_week.opens_with_particle = true;
  const auto restore = [](std::vector<SpanToRestore> spans, const std::vector<std::string>& pieces) {
    return restored(spans, pieces);
  };
  // The model's own article gives way, in one piece or across pieces.
  CHECK(restore({last_year}, {"Durante el %1 de su vida."}) == "Durante el a\xC3\xB1o pasado de su vida.");
  CHECK(restore({last_year}, {"Durante", " el", " %", "1", " de su vida."}) == "Durante el a\xC3\xB1o pasado de su vida.");
  CHECK(restore({last_year}, {"El", " %1", " fue duro."}) == "El a\xC3\xB1o pasado fue duro.");
  // "de" and "a" contract with "el"; not with "la".
  CHECK(restore({last_year}, {"Los resultados de", " %1", " fueron buenos."}) == "Los resultados del a\xC3\xB1o pasado fueron buenos.");
  CHECK(restore({last_year}, {"Vuelve a %1."}) == "Vuelve al a\xC3\xB1o pasado.");
  CHECK(restore({last_week}, {"Antes de %1."}) == "Antes de la semana pasada.");
  CHECK(restore({last_week}, {"En la %1 llovi\xC3\xB3."}) == "En la semana pasada llovi\xC3\xB3.");
  // Only whole words: "desde" and "Ella" are no article.
  CHECK(restore({last_year}, {"desde %1."}) == "desde el a\xC3\xB1o pasado.");
  CHECK(restore({last_year}, {"Ella %1."}) == "Ella el a\xC3\xB1o pasado.");
  // A term without the flag (a name, a verbatim span) is written as it is.
  CHECK(restore({{"el a\xC3\xB1o pasado"}}, {"de %1."}) == "de el a\xC3\xB1o pasado.");
  // Text with an article and no term to come is not held back.
  OutputRestorer r({last_year}, CaseStyle::kAsIs);
  CHECK(r.push("Sales cayeron %1").text == "Sales cayeron el a\xC3\xB1o pasado");
  CHECK(r.push(" en la").text == " en la");
}

TEST_CASE("an English term opening with the or on replaces the same word the model wrote before it") {
  SpanToRestore decade{"the 1970s"};
  decade.opens_with_particle = true;
  SpanToRestore friday{"on Friday"};
  friday.opens_with_particle = true;
  const auto restore = [](std::vector<SpanToRestore> spans, const std::vector<std::string>& pieces) {
    return restored(spans, pieces);
  };
  CHECK(restore({decade}, {"In the", " %1", " he left."}) == "In the 1970s he left.");
  CHECK(restore({decade}, {"In %1 he left."}) == "In the 1970s he left.");
  CHECK(restore({friday}, {"He left on %1."}) == "He left on Friday.");
  CHECK(restore({friday}, {"The", " %1", " he left."}) == "The on Friday he left.");  // no rule for another word
}

TEST_CASE("a span that ends with a full stop takes the sentence's own after it, not an ellipsis") {
  const std::vector<SpanToRestore> spans = {{"EE.UU."}};
  CHECK(restored(spans, {"Se mud", "ó a", " %", "1", "."}) == "Se mudó a EE.UU.");
  CHECK(restored(spans, {"Se mudó a %1."}) == "Se mudó a EE.UU.");
  CHECK(restored(spans, {"Vive en %1", ", cerca."}) == "Vive en EE.UU., cerca.");
  CHECK(restored(spans, {"Vive en %1..."}) == "Vive en EE.UU....");
  // Only right after the span: a full stop later in the text stays.
  CHECK(restored(spans, {"En %1 hay", " calor."}) == "En EE.UU. hay calor.");
  const std::vector<SpanToRestore> plain = {{"bob@x.org"}};
  CHECK(restored(plain, {"Escribe a %1."}) == "Escribe a bob@x.org.");
}

TEST_CASE("Spanish output: the model's straight quotes become angle quotes, an inch sign stays") {
  const std::vector<SpanToRestore> spans = {{"`ls`"}};
  const auto angled = [&](const std::vector<std::string>& pieces) {
    const bool placeholder = pieces.front().find('%') != std::string::npos;
    OutputRestorer r(placeholder ? spans : std::vector<SpanToRestore>{}, CaseStyle::kAsIs);
    r.angle_quotes(true);
    std::string text;
    for (const auto& p : pieces) text += r.push(p).text;
    return text + r.flush().text;
  };
  // The space the pieces put after an opening mark goes, also when it comes in the next piece.
  CHECK(angled({"Dijo \"", " hola\" y", " (\"", "no\")."}) == "Dijo \xC2\xABhola\xC2\xBB y (\xC2\xABno\xC2\xBB).");
  CHECK(angled({"Escriba \"%1\" aqu\xC3\xAD."}) == "Escriba \xC2\xAB`ls`\xC2\xBB aqu\xC3\xAD.");
  CHECK(angled({"Una pantalla de 12\" y 3\"."}) == "Una pantalla de 12\" y 3\".");
  // After a digit inside an open quotation it closes it, in the same piece or a later one.
  CHECK(angled({"Lo llaman \"cosmonauta n.\xC2\xBA 11\", y fue."}) ==
        "Lo llaman \xC2\xAB" "cosmonauta n.\xC2\xBA 11\xC2\xBB, y fue.");
  CHECK(angled({"Lo llaman \"cosmonauta", " 11", "\", y de 12\" fue."}) ==
        "Lo llaman \xC2\xAB" "cosmonauta 11\xC2\xBB, y de 12\" fue.");
  // A comma or full stop goes after the closing mark, as Spanish writes it, also when the mark
  // comes in a later piece (the comma waits for it); an ellipsis, ? and ! stay inside.
  CHECK(angled({"\"Hola,\" dijo."}) == "\xC2\xABHola\xC2\xBB, dijo.");
  CHECK(angled({"Dijo: \xC2\xABLleg\xC3\xB3", ".\xC2\xBB"}) == "Dijo: \xC2\xABLleg\xC3\xB3\xC2\xBB.");
  // A full stop in a piece of its own inside the model's quotation goes out at once (it may end
  // the text, and a byte held to the end would reach no token's event): as written.
  CHECK(angled({"Dijo: \xC2\xABLleg\xC3\xB3", ".", "\xC2\xBB"}) == "Dijo: \xC2\xABLleg\xC3\xB3.\xC2\xBB");
  CHECK(angled({"\xC2\xABS\xC3\xAD,", "\xC2\xBB dijo, \"y no...\" ni \xC2\xAB\xC2\xBFya?\xC2\xBB."}) ==
        "\xC2\xABS\xC3\xAD\xC2\xBB, dijo, \xC2\xABy no...\xC2\xBB ni \xC2\xAB\xC2\xBFya?\xC2\xBB.");
  // Inside a quotation a comma waits for the next piece, and goes with it; outside one it is
  // handed out at once.
  OutputRestorer waits({}, CaseStyle::kAsIs);
  waits.angle_quotes(true);
  CHECK(waits.push("\xC2\xABTodo debe volver").text == "\xC2\xABTodo debe volver");
  CHECK(waits.push(",").text.empty());
  CHECK(waits.push("\xC2\xBB dijo").text == "\xC2\xBB, dijo");
  CHECK(waits.push(",").text == ",");
  // A closing mark carried from the source (a span): the comma before its placeholder waits too.
  const std::vector<SpanToRestore> closing = {{"\xC2\xBB"}};
  OutputRestorer carried(closing, CaseStyle::kAsIs);
  carried.angle_quotes(true);
  std::string text;
  for (const char* piece : {"Todo debe volver", ",", "%", "1", " dijo."}) text += carried.push(piece).text;
  CHECK(text + carried.flush().text == "Todo debe volver\xC2\xBB, dijo.");
  // Off (other targets, or the text rules off): as the model wrote them.
  CHECK(restored({}, {"Dijo \"hola\"."}) == "Dijo \"hola\".");
}
