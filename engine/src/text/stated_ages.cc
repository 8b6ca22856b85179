#include "text/stated_ages.h"

#include <array>
#include <span>
#include <string>
#include <utility>

#include "text/casing.h"  // capitalise_first, lower_case
#include "text/number_words.h"

namespace heed::text {
namespace {

// The lead words before an age's number, lower case (a capitalised first letter matches too and
// capitalises the target): its target, and whether a subject must come before it (a Spanish
// third person: "Tiene 30 años" opening a sentence has its subject only in the verb).
struct Lead {
  std::string_view source, target;
  bool needs_subject = false;
};

// es -> en: the age a form of "tener" states, before "N años"; "cumplir" turns it.
constexpr Lead kSpanishHave[] = {
    {"yo tengo", "I am"}, {"tengo", "I am"}, {"t\xC3\xBA tienes", "you are"}, {"tienes", "you are"},
    {"usted tiene", "you are"}, {"\xC3\xA9l tiene", "he is"}, {"ella tiene", "she is"},
    {"nosotros tenemos", "we are"}, {"tenemos", "we are"}, {"ellos tienen", "they are"}, {"ellas tienen", "they are"},
    {"yo ten\xC3\xAD" "a", "I was"}, {"\xC3\xA9l ten\xC3\xAD" "a", "he was"}, {"ella ten\xC3\xAD" "a", "she was"},
    {"ellos ten\xC3\xAD" "an", "they were"}, {"ten\xC3\xAD" "amos", "we were"}, {"ten\xC3\xAD" "as", "you were"},
    {"tiene", "is", true}, {"tienen", "are", true}, {"ten\xC3\xAD" "a", "was", true}, {"ten\xC3\xAD" "an", "were", true},
    {"tendr\xC3\xA1", "will be", true}, {"tendr\xC3\xAD" "a", "would be", true}};
constexpr Lead kSpanishTurn[] = {{"cumpli\xC3\xB3", "turned", true}, {"cumple", "turns", true},
                                 {"cumplir\xC3\xA1", "will turn", true}, {"cumplieron", "turned", true}};
// "a los N años": the age at which (the article is part of it).
constexpr Lead kSpanishAt[] = {{"a la edad de", "at the age of"}, {"a los", "at the age of"},
                               {"desde los", "since the age of"}, {"hasta los", "until the age of"}};
// A person's noun before "de N años" ("un niño de 10 años" -> "a child aged 10").
constexpr std::string_view kPersons[] = {
    "ni\xC3\xB1o", "ni\xC3\xB1" "a", "ni\xC3\xB1os", "ni\xC3\xB1" "as", "hombre", "hombres", "mujer", "mujeres", "joven",
    "j\xC3\xB3venes", "chico", "chica", "chicos", "chicas", "muchacho", "muchacha", "anciano", "anciana", "beb\xC3\xA9",
    "hijo", "hija", "hijos", "hijas", "hermano", "hermana", "nieto", "nieta", "estudiante", "estudiantes", "paciente",
    "pacientes", "v\xC3\xAD" "ctima", "v\xC3\xAD" "ctimas", "conductor", "conductora", "turista", "turistas", "menor",
    "menores", "adolescente", "adolescentes", "jugador", "jugadora", "sospechoso", "sospechosa", "actor", "actriz",
    "cantante", "se\xC3\xB1or", "se\xC3\xB1ora"};
// Words after which a third person's "tiene" has no subject of its own ("cuando tenía 20 años":
// when who was?) or is negated ("no tiene 30 años": "is not", which the model would not write).
// After "y" or "que" it reads as English does: "... and is 40 years old", "who is 45 years old".
constexpr std::string_view kNoSubject[] = {"no", "ya", "ahora", "hoy", "actualmente", "todav\xC3\xAD" "a", "a\xC3\xBAn",
                                           "cuando", "si", "porque", "pues", "solo", "s\xC3\xB3lo", "tambi\xC3\xA9n",
                                           "entonces", "se", "casi", "apenas"};

// en -> es: a form of "be" before "N years old" (the pronoun, where there is one, gives the
// person: Spanish leaves it out).
constexpr Lead kEnglishBe[] = {
    {"i am", "tengo"}, {"i'm", "tengo"}, {"i was", "ten\xC3\xAD" "a"}, {"you are", "tienes"}, {"you're", "tienes"},
    {"you were", "ten\xC3\xAD" "as"}, {"we are", "tenemos"}, {"we're", "tenemos"}, {"we were", "ten\xC3\xAD" "amos"},
    {"they are", "tienen"}, {"they're", "tienen"}, {"they were", "ten\xC3\xAD" "an"}, {"he is", "tiene"},
    {"he's", "tiene"}, {"she is", "tiene"}, {"she's", "tiene"}, {"it is", "tiene"}, {"he was", "ten\xC3\xAD" "a"},
    {"she was", "ten\xC3\xAD" "a"}, {"is now", "tiene ahora"}, {"is", "tiene"}, {"are", "tienen"},
    {"was", "ten\xC3\xAD" "a"}, {"were", "ten\xC3\xAD" "an"}, {"will be", "tendr\xC3\xA1"}, {"would be", "tendr\xC3\xAD" "a"}};
constexpr Lead kEnglishAt[] = {{"at the age of", "a los"}, {"at age", "a los"}, {"from the age of", "desde los"},
                               {"since the age of", "desde los"}, {"until the age of", "hasta los"}, {"aged", "de"}};
constexpr Lead kEnglishTurn[] = {{"turned", "cumpli\xC3\xB3"}, {"turns", "cumple"}, {"will turn", "cumplir\xC3\xA1"}};

// Where `lead` (or it capitalised) is the whole words ending right before text[at] + one space:
// the lead's start, or npos.
std::size_t lead_before(std::string_view text, std::size_t number_at, std::string_view lead, bool* capitalised) {
  if (number_at < lead.size() + 1 || text[number_at - 1] != ' ') return std::string_view::npos;
  const std::size_t begin = number_at - 1 - lead.size();
  const std::string_view got = text.substr(begin, lead.size());
  if (begin > 0 && is_glossary_word_byte(text, begin - 1)) return std::string_view::npos;
  if (got == lead) {
    *capitalised = false;
    return begin;
  }
  if (got == capitalise_first(lead)) {
    *capitalised = true;
    return begin;
  }
  return std::string_view::npos;
}

// The lower-case word that ends right before text[at] and a space, or "".
std::string_view word_before(std::string_view text, std::size_t at) {
  if (at < 2 || text[at - 1] != ' ') return {};
  std::size_t begin = at - 1;
  while (begin > 0 && is_glossary_word_byte(text, begin - 1)) --begin;
  return text.substr(begin, at - 1 - begin);
}

// Whether what follows an age (at `end`) lets it end there: the text's end, punctuation, or a
// word that starts another part of the sentence ("tiene 20 años de experiencia" is no age, "turned
// 90 degrees" none); with `open_end` (an age after a noun or "at the age of"), any word but one
// that goes on with the number ("de", "of", "to": "aged 18 to 25").
bool age_ends(std::string_view text, std::size_t end, bool spanish_source, bool open_end) {
  if (end >= text.size()) return true;
  const char c = text[end];
  if (c == ',' || c == '.' || c == ';' || c == ':' || c == ')' || c == '!' || c == '?') return true;
  if (c != ' ') return false;
  const std::string_view rest = text.substr(end + 1);
  if (open_end) {
    constexpr std::string_view kGoesOn[] = {"de ", "del ", "m\xC3\xA1s ", "menos ", "o ", "of ", "to ", "or ", "and "};
    for (std::string_view w : kGoesOn) {
      if (rest.starts_with(w)) return false;
    }
    return true;
  }
  constexpr std::string_view kSpanish[] = {"y ", "e ", "cuando ", "en ", "al ", "y,", "por ", "tras ", "el ", "la ", "este ", "esta ", "hace "};
  constexpr std::string_view kEnglish[] = {"and ", "when ", "in ", "on ", "last ", "this ", "at ", "but "};
  for (std::string_view w : spanish_source ? std::span<const std::string_view>(kSpanish) : std::span<const std::string_view>(kEnglish)) {
    if (rest.starts_with(w)) return true;
  }
  return false;
}

std::string cased(std::string_view target, bool capitalised) {
  return capitalised ? capitalise_first(target) : std::string(target);
}

// Each match of lead + N + unit in `text`; `target(lead, number)` writes the term.
template <typename Write>
void find_ages(std::string_view text, std::span<const Lead> leads, bool spanish_source, std::string_view unit_many,
               std::string_view unit_one, bool unit_optional, bool open_end, const Write& write,
               std::vector<GlossaryTerm>* out) {
  for (std::size_t at = 1; at < text.size(); ++at) {
    if (text[at - 1] != ' ') continue;  // a number of its own, after its lead words
    const Count n = count_at(text, at, spanish_source, true);
    if (n.length == 0) continue;
    std::size_t end = at + n.length;
    const std::string_view unit = n.one ? unit_one : unit_many;
    if (text.substr(end, unit.size()) == unit) {
      end += unit.size();
    } else if (!unit_optional) {
      continue;
    }
    if (spanish_source && text.substr(end, 8) == " de edad") end += 8;
    if (!spanish_source && text.substr(end, 7) == " of age") end += 7;
    if (!age_ends(text, end, spanish_source, open_end)) continue;
    for (const Lead& lead : leads) {
      bool capitalised = false;
      const std::size_t begin = lead_before(text, at, lead.source, &capitalised);
      if (begin == std::string_view::npos) continue;
      if (lead.needs_subject) {
        const std::string before = lower_case(word_before(text, begin));
        if (capitalised || before.empty()) break;  // opens a sentence: no subject to write
        bool none = false;
        for (std::string_view w : kNoSubject) none = none || before == w;
        if (none) break;
      }
      add_if_new(out, {std::string(text.substr(begin, end - begin)), write(cased(lead.target, capitalised), n)});
      break;
    }
  }
}

void add_spanish(std::string_view text, std::vector<GlossaryTerm>* out) {
  const auto years_old = [](const std::string& lead, const Count& n) {
    return lead + " " + n.target + (n.one ? " year old" : " years old");
  };
  constexpr std::string_view kYears = " a\xC3\xB1os", kYear = " a\xC3\xB1o";
  find_ages(text, kSpanishHave, true, kYears, kYear, false, false, years_old, out);
  const auto plain = [](const std::string& lead, const Count& n) { return lead + " " + n.target; };
  find_ages(text, kSpanishTurn, true, kYears, kYear, false, false, plain, out);
  find_ages(text, kSpanishAt, true, kYears, kYear, false, true, plain, out);
  // "de N años de edad" anywhere; "de N años" after a person's noun.
  std::vector<GlossaryTerm> of_years;
  find_ages(text, std::array<Lead, 1>{{{"de", "aged"}}}, true, kYears, kYear, false, true, plain, &of_years);
  for (GlossaryTerm& term : of_years) {
    const std::size_t at = text.find(term.source);
    bool person = term.source.ends_with(" de edad");
    for (std::string_view noun : kPersons) person = person || word_before(text, at) == noun;
    if (person) add_if_new(out, std::move(term));
  }
}

void add_english(std::string_view text, std::vector<GlossaryTerm>* out) {
  const auto has = [](const std::string& lead, const Count& n) {
    return lead + " " + n.target + (n.one ? " a\xC3\xB1o" : " a\xC3\xB1os");
  };
  find_ages(text, kEnglishBe, false, " years old", " year old", false, false, has, out);
  // "at the age of 90", "aged 45": the unit may follow ("at age 5 years"); "turned 18".
  find_ages(text, kEnglishAt, false, " years", " year", true, true, has, out);
  find_ages(text, kEnglishTurn, false, " years", " year", true, false, has, out);
}

}  // namespace

void add_stated_age_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                          std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  if (source_lang == "es" && target_lang == "en") {
    for (std::string_view text : texts) add_spanish(text, out);
  } else if (source_lang == "en" && target_lang == "es") {
    for (std::string_view text : texts) add_english(text, out);
  }
}

}  // namespace heed::text
