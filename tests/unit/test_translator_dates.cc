// The model file's date formats (FORMAT.md, "Date formats"; models/names.py): each date written
// in a source format becomes a glossary term whose output is the target's form; applied with
// the model's glossary, and a broken table refused at load with a message naming the line.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "golden_with_table.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "translator_dates.h"

using heed::Error;
using heed::ModelDates;
using heed::TranslateOptions;
using heed::Translator;
using heed::text::GlossaryTerm;

namespace {

using heed::testing::golden_bytes;

std::vector<std::uint8_t> with_dates(const std::string& table, const std::string& dtype = "U8") {
  return heed::testing::golden_with_table("glossary.dates", table, dtype);
}

const std::string kMonths =
    "months\tJanuary|February|March|April|May|June|July|August|September|October|November|December\t"
    "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre\n";

// What models/names.py writes for en-es, in part.
const std::string kEnEs = kMonths +
                          "date\ton {M} {D}[, {Y}]\tel {D} de {M}[ de {Y}]\n"
                          "date\t{M} {D}[, {Y}]\t{D} de {M}[ de {Y}]\n"
                          "date\t{D} {M}[ {Y}]\t{D} de {M}[ de {Y}]\n"
                          "date\t{M} {Y}\t{M} de {Y}\n";

std::vector<GlossaryTerm> terms_in(const std::string& table, const std::string& text,
                                   std::vector<GlossaryTerm> out = {}) {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_dates(table));
  const ModelDates dates(file);
  dates.add_terms_in({text}, &out);
  return out;
}

std::vector<std::string> targets(const std::vector<GlossaryTerm>& terms) {
  std::vector<std::string> out;
  for (const GlossaryTerm& t : terms) out.push_back(t.source + " -> " + t.target);
  return out;
}

std::string load_error(const std::string& table, const std::string& dtype = "U8") {
  return heed::testing::load_error(with_dates(table, dtype));
}

}  // namespace

TEST_CASE("a source month may be abbreviated: the longest spelling that fits is read") {
  const std::string abbreviated =
      "months\tJanuary|February|March|April|May|June,Jun.,Jun|July|August|September,Sept.,Sep.,Sept,Sep|October|"
      "November,Nov.,Nov|December\tenero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|"
      "diciembre\n" "date\t{M} {D}[, {Y}]\t{D} de {M}[ de {Y}]\n";
  CHECK(targets(terms_in(abbreviated, "Posted Nov 27, 2026; Sept. 3, 2024; June 5; Jun. 6; Sep 9")) ==
        std::vector<std::string>{"Nov 27, 2026 -> 27 de noviembre de 2026", "Sept. 3, 2024 -> 3 de septiembre de 2024",
                                 "June 5 -> 5 de junio", "Jun. 6 -> 6 de junio", "Sep 9 -> 9 de septiembre"});
  CHECK(load_error("months\tJanuary,|b|c|d|e|f|g|h|i|j|k|l\ta|b|c|d|e|f|g|h|i|j|k|l\n").find("line 1: an empty month name") !=
        std::string::npos);
}

TEST_CASE("dates in the source's formats become terms in the target's") {
  CHECK(targets(terms_in(kEnEs, "On September 24, 1759, Arthur Guinness signed a lease.")) ==
        std::vector<std::string>{"On September 24, 1759 -> El 24 de septiembre de 1759"});
  CHECK(targets(terms_in(kEnEs, "The trial ended on August 3 and began in June 1956.")) ==
        std::vector<std::string>{"on August 3 -> el 3 de agosto", "June 1956 -> junio de 1956"});
  // An English ordinal ending is read and not written; a British order too.
  CHECK(targets(terms_in(kEnEs, "It began January 1st, not 17 September 2007.")) ==
        std::vector<std::string>{"January 1st -> 1 de enero", "17 September 2007 -> 17 de septiembre de 2007"});
}

TEST_CASE("a date is a whole number in range, between word boundaries") {
  // Day 0 or 32, a five-digit or two-digit year, a month inside a word.
  CHECK(terms_in(kEnEs, "Turn to page March 0 or March 32.").empty());
  CHECK(targets(terms_in(kEnEs, "From March 12345 to March 99.")).empty());
  CHECK(terms_in(kEnEs, "Remarch 5 and March 5x and 5 Mayday.").empty());
  CHECK(terms_in(kEnEs, "No digits at all in March.").empty());
  // Years of three digits are years (Ephesus burnt on July 21, 356 BCE).
  CHECK(targets(terms_in(kEnEs, "It burnt July 21, 356 BCE.")) == std::vector<std::string>{"July 21, 356 -> 21 de julio de 356"});
  // A year followed by more digits is no year; the date stops at the day.
  CHECK(targets(terms_in(kEnEs, "On May 5, 20201 people came.")) == std::vector<std::string>{"On May 5 -> El 5 de mayo"});
}

TEST_CASE("a lower-case opening word also matches capitalised, and so does a month") {
  const std::string es = kMonths.substr(0, kMonths.find('\t') + 1) +
                         "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre\t"
                         "January|February|March|April|May|June|July|August|September|October|November|December\n"
                         "date\tel {D} de {M}[ de {Y}]\ton {M} {D}[, {Y}]\n"
                         "date\tdesde el {D} de {M}[ de {Y}]\tsince {M} {D}[, {Y}]\n"
                         "date\t{M} de {Y}\t{M} {Y}\n";
  CHECK(targets(terms_in(es, "El 24 de septiembre de 1759, firmó.")) ==
        std::vector<std::string>{"El 24 de septiembre de 1759 -> On September 24, 1759"});
  // The longest format wins where two start at one place ("desde el ..." over "el ...").
  CHECK(targets(terms_in(es, "Vale desde el 1 de julio. Septiembre de 2011 fue frío.")) ==
        std::vector<std::string>{"desde el 1 de julio -> since July 1", "Septiembre de 2011 -> September 2011"});
  // "Del" is no "el": the format needs a word boundary before it.
  CHECK(terms_in(es, "Modelo del 5 de mayo").empty());
}

TEST_CASE("a date in capitals matches case-blind and its output is in capitals; other case mixes do not") {
  CHECK(targets(terms_in(kEnEs, "WE LEFT ON MARCH 20, 2009.")) == std::vector<std::string>{"ON MARCH 20, 2009 -> EL 20 DE MARZO DE 2009"});
  // "march" in lower case is a verb; in "ON March 20" only "March 20" is written as a date.
  CHECK(terms_in(kEnEs, "They march 20 miles.").empty());
  CHECK(targets(terms_in(kEnEs, "ON March 20 WE LEFT.")) == std::vector<std::string>{"March 20 -> 20 de marzo"});
}

TEST_CASE("the caller's term for the same text wins") {
  const std::vector<GlossaryTerm> mine = {{"on August 3", "el día 3 de agosto"}};
  CHECK(targets(terms_in(kEnEs, "It ended on August 3.", mine)) ==
        std::vector<std::string>{"on August 3 -> el día 3 de agosto"});
}

TEST_CASE("the model's dates apply by default, and not with model_glossary off") {
  const auto t = Translator::from_bytes(with_dates(kEnEs));
  CHECK(t->info().date_formats == 4);
  CHECK(Translator::from_bytes(golden_bytes())->info().date_formats == 0);
  TranslateOptions o;
  o.max_length = 6;
  const auto r = t->translate("It ended on August 3.", o);
  REQUIRE(r.sentences.size() == 1);
  REQUIRE(r.sentences[0].protected_target.size() == 1);
  const heed::Span s = r.sentences[0].protected_target[0];
  // Where the model puts it first, the sentence's capital is its (text/restore.h, span_text).
  CHECK(r.text.substr(s.begin, s.end - s.begin) == (s.begin == 0 ? "El 3 de agosto" : "el 3 de agosto"));
  o.model_glossary = false;
  CHECK(t->translate("It ended on August 3.", o).text.find("agosto") == std::string::npos);
}

TEST_CASE("a broken date table is refused at load, naming what is wrong") {
  CHECK(load_error(kMonths + "date\t{M} {D}\n").find("glossary.dates line 2: three tab-separated columns") != std::string::npos);
  CHECK(load_error("months\ta|b\tc|d\n").find("line 1: twelve month names") != std::string::npos);
  CHECK(load_error(kMonths + "date\t{M} {X}\t{X} {M}\n").find("line 2: unknown slot {X}") != std::string::npos);
  CHECK(load_error(kMonths + "date\t{M} {D}\t{D} de {M} de {Y}\n").find("line 2: source and target hold the same slots") != std::string::npos);
  CHECK(load_error(kMonths + "date\t{M} {D} {D}\t{D}\n").find("slot {D} used twice") != std::string::npos);
  CHECK(load_error(kMonths + "date\t{M}[ {D}\t{D} {M}\n").find("'[' without ']'") != std::string::npos);
  CHECK(load_error(kMonths + "date\t{D}[ de] {M}\t{M} {D}\n").find("an optional [group] holds a slot") != std::string::npos);
  CHECK(load_error(kMonths + "date\t[{D} ]{M}\t[{D} ]{M}\n").find("does not open with its optional group") != std::string::npos);
  CHECK(load_error(kMonths + "date\ton {D}\ton {D}\n").find("the source holds {M} and {D} or {Y}") != std::string::npos);
  CHECK(load_error("date\t{M} {D}\t{D} {M}\n").find("no months line") != std::string::npos);
  CHECK(load_error(kMonths + "dates\t{M} {D}\t{D} {M}\n").find("line 2: a line is 'months' or 'date'") != std::string::npos);
  CHECK(load_error(kMonths + "date\t{M} {D}\t{D} \xC3\n").find("not valid UTF-8") != std::string::npos);
  CHECK(load_error(kMonths, "I8").find("must be a U8") != std::string::npos);
}
