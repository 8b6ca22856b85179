#include "text/ages.h"

#include <string>

namespace heed::text {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ascii_word(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

// An English unit of age and its Spanish singular and plural.
struct AgeUnit {
  std::string_view english;  // as written after the number: "-year-old"
  std::string_view one, many;
};
constexpr AgeUnit kUnits[] = {{"-year-old", "a\xC3\xB1o", "a\xC3\xB1os"},  // año, años
                              {"-month-old", "mes", "meses"},
                              {"-week-old", "semana", "semanas"},
                              {"-day-old", "d\xC3\xAD" "a", "d\xC3\xAD" "as"}};  // día, días

// A stretch or a size before a noun, written the same way: "a 10-minute walk", "a 24-hour
// strike", "the 100-metre ship", "a 10-year plan"; Spanish says "un paseo de 10 minutos".
constexpr AgeUnit kMeasures[] = {
    {"-second", "segundo", "segundos"}, {"-minute", "minuto", "minutos"}, {"-hour", "hora", "horas"},
    {"-day", "d\xC3\xAD" "a", "d\xC3\xAD" "as"}, {"-week", "semana", "semanas"}, {"-month", "mes", "meses"},
    {"-year", "a\xC3\xB1o", "a\xC3\xB1os"}, {"-mile", "milla", "millas"}, {"-kilometre", "kil\xC3\xB3metro", "kil\xC3\xB3metros"},
    {"-kilometer", "kil\xC3\xB3metro", "kil\xC3\xB3metros"}, {"-km", "km", "km"}, {"-metre", "metro", "metros"},
    {"-meter", "metro", "metros"}, {"-foot", "pie", "pies"}, {"-page", "p\xC3\xA1gina", "p\xC3\xA1ginas"},
    {"-storey", "piso", "pisos"}, {"-story", "piso", "pisos"}, {"-point", "punto", "puntos"},
    {"-member", "miembro", "miembros"}, {"-seat", "asiento", "asientos"}, {"-inch", "pulgada", "pulgadas"},
    {"-star", "estrella", "estrellas"}, {"-night", "noche", "noches"}, {"-person", "persona", "personas"},
    {"-bedroom", "dormitorio", "dormitorios"}, {"-litre", "litro", "litros"}, {"-liter", "litro", "litros"},
    {"-episode", "episodio", "episodios"}, {"-degree", "grado", "grados"}};

// The term for "N" + unit.english ending at text[end] (the unit's end), if its number is one to
// three digits of its own and nothing but a space or punctuation follows.
bool measure_term(std::string_view text, std::size_t unit_begin, const AgeUnit& unit, GlossaryTerm* term) {
  const std::size_t end = unit_begin + unit.english.size();
  if (text.substr(unit_begin, unit.english.size()) != unit.english) return false;
  std::size_t digits = unit_begin;
  while (digits > 0 && is_digit(text[digits - 1]) && unit_begin - digits < 4) --digits;
  const std::size_t count = unit_begin - digits;
  if (count == 0 || count > 3) return false;
  // A decimal ("a 6.1-inch display"): Spanish writes its comma ("de 6,1 pulgadas").
  std::string number(text.substr(digits, count));
  if (count == 1 && digits >= 2 && text[digits - 1] == '.' && is_digit(text[digits - 2])) {
    std::size_t whole = digits - 1;
    while (whole > 0 && is_digit(text[whole - 1]) && digits - 1 - whole < 3) --whole;
    number = std::string(text.substr(whole, digits - 1 - whole)) + "," + number;
    digits = whole;
  }
  if (digits > 0 && (is_ascii_word(text[digits - 1]) || text[digits - 1] == '.' || text[digits - 1] == ',' ||
                     text[digits - 1] == '-')) {
    return false;
  }
  if (end < text.size() && (is_ascii_word(text[end]) || text[end] == '-')) return false;
  term->source = std::string(text.substr(digits, end - digits));
  term->target = "de " + number + " " + std::string(number == "1" ? unit.one : unit.many);
  term->after_next_word = true;
  return true;
}

// es -> en: an age set off by a comma, ", de 28 años," or ", de 28 años de edad," (the model
// wrote "of 28 years of age"), is "aged 28", where the apposition ends after it (a comma, a full
// stop, " y "). Without the comma "de 28 años" is as often a span of time ("un periodo de 28
// años"), and stays the model's.
void add_spanish_ages(std::string_view text, std::vector<GlossaryTerm>* out) {
  constexpr std::string_view kYears = " a\xC3\xB1os";  // " años"
  constexpr std::string_view kOfAge = " de edad";
  for (std::size_t at = text.find(", de "); at != std::string_view::npos; at = text.find(", de ", at + 1)) {
    const std::size_t digits = at + 5;
    std::size_t end = digits;
    while (end < text.size() && is_digit(text[end]) && end - digits < 4) ++end;
    if (end == digits || end - digits > 3 || text.substr(end, kYears.size()) != kYears) continue;
    end += kYears.size();
    if (text.substr(end, kOfAge.size()) == kOfAge) end += kOfAge.size();
    // The apposition ends there: ", de 48 años de antigüedad" (a bridge) is no person's age.
    const std::string_view after = text.substr(end);
    if (!(after.empty() || after[0] == ',' || after[0] == '.' || after[0] == ';' || after[0] == ')' ||
          after.starts_with(" y "))) {
      continue;
    }
    GlossaryTerm term;
    term.source = std::string(text.substr(at + 2, end - at - 2));
    term.target = "aged " + std::string(text.substr(digits, text.find(' ', digits) - digits));
    add_if_new(out, std::move(term));
  }
}

}  // namespace

void add_age_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                   std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  if (source_lang == "es" && target_lang == "en") {
    for (std::string_view text : texts) add_spanish_ages(text, out);
    return;
  }
  if (source_lang != "en" || target_lang != "es") return;
  for (std::string_view text : texts) {
    for (std::size_t dash = text.find('-'); dash != std::string_view::npos; dash = text.find('-', dash + 1)) {
      if (dash == 0 || !is_digit(text[dash - 1])) continue;
      for (const AgeUnit& unit : kMeasures) {
        GlossaryTerm term;
        if (measure_term(text, dash, unit, &term)) add_if_new(out, std::move(term));
      }
    }
    for (std::size_t at = text.find("-old"); at != std::string_view::npos; at = text.find("-old", at + 1)) {
      for (const AgeUnit& unit : kUnits) {
        // `at` is where "-old" begins; the unit's text ends there.
        const std::size_t unit_begin = at + 4;
        if (unit_begin < unit.english.size()) continue;
        const std::size_t begin_of_unit = unit_begin - unit.english.size();
        if (text.substr(begin_of_unit, unit.english.size()) != unit.english) continue;
        std::size_t digits = begin_of_unit;
        while (digits > 0 && is_digit(text[digits - 1]) && begin_of_unit - digits < 4) --digits;
        const std::size_t count = begin_of_unit - digits;
        // One to three digits, not inside a longer token ("A30-year-old", "1.5-year-old"), and
        // no more letters after "old" ("30-year-olds" is a noun: "los jóvenes de 30 años").
        if (count == 0 || count > 3) continue;
        if (digits > 0 && (is_ascii_word(text[digits - 1]) || text[digits - 1] == '.' || text[digits - 1] == ',' ||
                           text[digits - 1] == '-')) {
          continue;
        }
        if (unit_begin < text.size() && (is_ascii_word(text[unit_begin]) || text[unit_begin] == '-')) continue;
        const std::string_view number = text.substr(digits, count);
        GlossaryTerm term;
        term.source = std::string(text.substr(digits, unit_begin - digits));
        term.target = "de " + std::string(number) + " " + std::string(number == "1" ? unit.one : unit.many);
        term.after_next_word = true;
        add_if_new(out, std::move(term));
      }
    }
  }
}

}  // namespace heed::text
