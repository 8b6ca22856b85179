#include "text/times.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>

#include "text/numbers.h"

namespace heed::text {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ascii_word(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

// How a language may write "a.m." after a time, and whether each form means the afternoon.
struct Marker {
  std::string_view text;
  bool pm;
};
constexpr std::array<Marker, 8> kEnglishMarkers = {{{"a.m.", false}, {"p.m.", true}, {"A.M.", false}, {"P.M.", true},
                                                    {"am", false}, {"pm", true}, {"AM", false}, {"PM", true}}};
constexpr std::array<Marker, 4> kSpanishMarkers = {{{"a. m.", false}, {"p. m.", true}, {"a.m.", false}, {"p.m.", true}}};

// The first of `marks` (a.m. markers, eras) written at text[at], or nullptr.
template <typename Mark, std::size_t N>
const Mark* mark_at(std::string_view text, std::size_t at, const std::array<Mark, N>& marks) {
  for (const Mark& mark : marks) {
    if (text.substr(at, mark.text.size()) == mark.text) return &mark;
  }
  return nullptr;
}

// The length of a time "H" or "H:MM" (hour 1 to 12) ending right before s[end] minus the
// markers' space; 0 when there is none. `begin` receives where it starts.
// The hour written in one or two digits right before s[end], or -1 where there is none or it is
// part of a longer token (a letter, '.' or ':' before it: "v2:30", "1.2.30", "12:30:45");
// `*begin` receives where its digits start.
int hour_ending_at(std::string_view s, std::size_t end, std::size_t* begin) {
  std::size_t p = end;
  while (p > 0 && is_digit(s[p - 1]) && end - p < 3) --p;
  const std::size_t digits = end - p;
  if (digits == 0 || digits > 2 || (p > 0 && (is_ascii_word(s[p - 1]) || s[p - 1] == '.' || s[p - 1] == ':'))) return -1;
  *begin = p;
  return digits == 1 ? s[p] - '0' : (s[p] - '0') * 10 + (s[p + 1] - '0');
}

std::size_t clock_before(std::string_view s, std::size_t end, std::size_t* begin) {
  std::size_t p = end;
  std::size_t minutes = 0;
  if (p >= 3 && is_digit(s[p - 1]) && is_digit(s[p - 2]) && s[p - 3] == ':') {
    if (s[p - 2] > '5') return 0;
    p -= 3;
    minutes = 3;
  }
  std::size_t start = 0;
  const int hour = hour_ending_at(s, p, &start);
  // Nor after a comma ("1,5 am"): no hour of 1 to 12.
  if (hour < 1 || hour > 12 || (start > 0 && s[start - 1] == ',')) return 0;
  *begin = start;
  return p - start + minutes;
}

// The preposition before a time at text[*begin], which each language says its own way ("at 8
// p.m." came out "en 8 p. m."; Spanish says "a las 8 p. m.", "a la 1 p. m."): taken into the
// term, its translation before `*target`. `one`: the hour is 1 ("a la 1").
void take_preposition(std::string_view text, bool from_english, bool one, std::size_t* begin, std::string* target) {
  using Pair = std::pair<std::string_view, std::string_view>;
  const std::array<Pair, 2> pairs = from_english ? std::array<Pair, 2>{{{"at ", one ? "a la " : "a las "}, {"At ", one ? "A la " : "A las "}}}
                                                 : std::array<Pair, 2>{{{one ? "a la " : "a las ", "at "}, {one ? "A la " : "A las ", "At "}}};
  for (const auto& [before, after] : pairs) {
    const std::size_t b = *begin;
    if (b >= before.size() && text.substr(b - before.size(), before.size()) == before &&
        (b == before.size() || !is_ascii_word(text[b - before.size() - 1]))) {
      *begin = b - before.size();
      *target = std::string(after) + *target;
      return;
    }
  }
}

void add_times(std::string_view text, bool from_english, std::vector<GlossaryTerm>* out) {
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (!is_digit(text[at]) || (at + 1 < text.size() && is_digit(text[at + 1]))) continue;
    // `at` is a time's last digit; its marker follows after at most one space.
    std::size_t m = at + 1;
    if (m < text.size() && text[m] == ' ') ++m;
    const Marker* found = from_english ? mark_at(text, m, kEnglishMarkers) : mark_at(text, m, kSpanishMarkers);
    if (found == nullptr) continue;
    std::size_t end = m + found->text.size();
    // "am"/"pm" must end there ("9 amigos", "5 pm2"); "a. m" without its last period is
    // Spanish too ("a las 8 a. m"), not read here.
    if (end < text.size() && is_ascii_word(text[end])) continue;
    std::size_t begin = 0;
    const std::size_t clock = clock_before(text, at + 1, &begin);
    if (clock == 0) continue;
    const std::string time(text.substr(begin, at + 1 - begin));
    std::string target = time + (from_english ? (found->pm ? " p. m." : " a. m.") : (found->pm ? " p.m." : " a.m."));
    const bool one = time == "1" || time.starts_with("1:");
    take_preposition(text, from_english, one, &begin, &target);
    add_if_new(out, {std::string(text.substr(begin, end - begin)), std::move(target)});
    at = end - 1;
  }
}

// es -> en: a 24-hour time with Spanish's "h" after it, "14:00 h", "8.30 h" (a stop is Spanish's
// other separator), with its "a las": "at 14:00", "8:30". The model read the "h" as a word ("to
// the 14:00 h").
void add_hour_marks(std::string_view text, std::vector<GlossaryTerm>* out) {
  for (std::size_t h = text.find(" h"); h != std::string_view::npos; h = text.find(" h", h + 1)) {
    if (h + 2 < text.size() && is_ascii_word(text[h + 2])) continue;  // "h" alone ("h." ends a sentence)
    if (h < 4 || !is_digit(text[h - 1]) || !is_digit(text[h - 2]) || (text[h - 3] != ':' && text[h - 3] != '.')) continue;
    if (text[h - 2] > '5') continue;
    std::size_t begin = 0;
    const int hour = hour_ending_at(text, h - 3, &begin);
    if (hour < 0 || hour > 24) continue;
    std::string target = std::string(text.substr(begin, h - 3 - begin)) + ":" + std::string(text.substr(h - 2, 2));
    const bool one = hour == 1;
    take_preposition(text, /*from_english=*/false, one, &begin, &target);
    add_if_new(out, {std::string(text.substr(begin, h + 2 - begin)), std::move(target)});
  }
}

// A clock time "H:MM" (hour 0 to 24) after its preposition, without a marker after it: "at 7:45"
// and "a las 7:45" (the model wrote "a 7:45" and "to the 7:45"). Each language's preposition is
// taken into the term as for the times above; a time with a.m., p.m. or "h" after it is theirs.
void add_clock_prepositions(std::string_view text, bool from_english, std::vector<GlossaryTerm>* out) {
  for (std::size_t colon = text.find(':'); colon != std::string_view::npos; colon = text.find(':', colon + 1)) {
    const std::size_t end = colon + 3;
    if (end > text.size() || !is_digit(text[colon + 1]) || !is_digit(text[colon + 2]) || text[colon + 1] > '5') continue;
    // Not inside a longer token ("12:30:45", "7:45am", "7:45.5").
    if (end < text.size() && (is_ascii_word(text[end]) || text[end] == ':' ||
                              (text[end] == '.' && end + 1 < text.size() && is_digit(text[end + 1])))) {
      continue;
    }
    std::size_t begin = 0;
    const int hour = hour_ending_at(text, colon, &begin);
    if (hour < 0 || hour > 24 || (begin > 0 && text[begin - 1] == ',')) continue;
    std::size_t m = end;
    if (m < text.size() && text[m] == ' ') ++m;
    if (mark_at(text, m, kEnglishMarkers) != nullptr || mark_at(text, m, kSpanishMarkers) != nullptr) continue;
    if (m > end && m < text.size() && text[m] == 'h' && (m + 1 == text.size() || !is_ascii_word(text[m + 1]))) continue;
    std::string target(text.substr(begin, end - begin));
    const std::size_t time_begin = begin;
    take_preposition(text, from_english, hour == 1, &begin, &target);
    if (begin == time_begin) continue;  // no preposition: a score, a verse, a ratio
    add_if_new(out, {std::string(text.substr(begin, end - begin)), std::move(target)});
  }
}

// es -> en: "hace" and a stretch of time, "hace dos horas", "hace 5 años", "hace un mes": English
// puts "ago" after it ("two hours ago"); the model wrote "The earthquake occurs two hours",
// "joined the Barça is three temperate". The quantity is digits or a number word; the unit
// agrees with it ("un año", "dos años").
struct AgoUnit {
  std::string_view es_one, es_many, en_one, en_many;
};
constexpr std::array<AgoUnit, 11> kAgoUnits = {{
    {"segundo", "segundos", "second", "seconds"}, {"minuto", "minutos", "minute", "minutes"},
    {"hora", "horas", "hour", "hours"}, {"d\xC3\xAD" "a", "d\xC3\xAD" "as", "day", "days"},
    {"semana", "semanas", "week", "weeks"}, {"mes", "meses", "month", "months"},
    {"a\xC3\xB1o", "a\xC3\xB1os", "year", "years"}, {"d\xC3\xA9" "cada", "d\xC3\xA9" "cadas", "decade", "decades"},
    {"siglo", "siglos", "century", "centuries"}, {"temporada", "temporadas", "season", "seasons"},
    {"milenio", "milenios", "millennium", "millennia"},
}};
struct AgoNumber {
  std::string_view es, en;
  bool one;
};
constexpr std::array<AgoNumber, 22> kAgoNumbers = {{
    {"un", "a", true}, {"una", "a", true}, {"dos", "two", false}, {"tres", "three", false},
    {"cuatro", "four", false}, {"cinco", "five", false}, {"seis", "six", false}, {"siete", "seven", false},
    {"ocho", "eight", false}, {"nueve", "nine", false}, {"diez", "ten", false}, {"once", "eleven", false},
    {"doce", "twelve", false}, {"quince", "fifteen", false}, {"veinte", "twenty", false}, {"treinta", "thirty", false},
    {"cien", "a hundred", false}, {"unos", "a few", false}, {"unas", "a few", false}, {"varios", "several", false},
    {"varias", "several", false}, {"muchos", "many", false},
}};

void add_ago_terms(std::string_view text, std::vector<GlossaryTerm>* out) {
  for (const std::string_view hace : {"hace ", "Hace "}) {
    for (std::size_t at = text.find(hace); at != std::string_view::npos; at = text.find(hace, at + 1)) {
      if (at > 0 && is_ascii_word(text[at - 1])) continue;
      std::size_t p = at + hace.size();
      std::size_t q = p;
      while (q < text.size() && text[q] != ' ') ++q;
      const std::string_view quantity = text.substr(p, q - p);
      std::string number;
      bool one = false;
      if (!quantity.empty() && std::all_of(quantity.begin(), quantity.end(), is_digit)) {
        number = std::string(quantity);
        one = quantity == "1";
      } else {
        for (const AgoNumber& n : kAgoNumbers) {
          if (quantity == n.es) {
            number = std::string(n.en);
            one = n.one;
          }
        }
      }
      if (number.empty() || q >= text.size()) continue;
      p = q + 1;
      q = p;
      while (q < text.size() && text[q] != ' ' && text[q] != ',' && text[q] != '.' && text[q] != ';' && text[q] != ')') ++q;
      const std::string_view unit = text.substr(p, q - p);
      for (const AgoUnit& u : kAgoUnits) {
        if (unit != (one ? u.es_one : u.es_many)) continue;
        if (number == "a" && (u.en_one == "hour")) number = "an";
        const std::string stretch = number + " " + std::string(one ? u.en_one : u.en_many);
        // "desde hace un año" is "for a year" (a state that goes on), not "from a year ago".
        const std::string_view desde = at >= 6 ? text.substr(at - 6, 6) : std::string_view();
        const bool since = hace[0] == 'h' && (desde == "desde " || desde == "Desde ") &&
                           (at == 6 || !is_ascii_word(text[at - 7]));
        const std::size_t begin = since ? at - 6 : at;
        std::string target = since ? "for " + stretch : stretch + " ago";
        const bool capital = hace[0] == 'H' || (since && desde[0] == 'D');
        if (capital && target[0] >= 'a' && target[0] <= 'z') target[0] = static_cast<char>(target[0] - 'a' + 'A');
        add_if_new(out, {std::string(text.substr(begin, q - begin)), std::move(target)});
      }
    }
  }
}

// en -> es: a page's labels of when ("Updated 3 hours ago", "Posted a day ago") and how long
// ("5 min read"), which news sites and forums put under every title: the model wrote "Hace 3
// horas actualizadas", "Hace publicado hace 2 días", "5 mínimo leído". Spanish says "Actualizado
// hace 3 horas", "5 min de lectura".
struct EnglishUnit {
  std::string_view one, many, es_one, es_many;
  bool feminine;
};
constexpr std::array<EnglishUnit, 8> kEnglishUnits = {{
    {"second", "seconds", "segundo", "segundos", false}, {"minute", "minutes", "minuto", "minutos", false},
    {"hour", "hours", "hora", "horas", true}, {"day", "days", "d\xC3\xAD" "a", "d\xC3\xAD" "as", false},
    {"week", "weeks", "semana", "semanas", true}, {"month", "months", "mes", "meses", false},
    {"year", "years", "a\xC3\xB1o", "a\xC3\xB1os", false}, {"min", "mins", "min", "min", false},
}};
constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kWhenLabels = {{
    {"Updated", "Actualizado"}, {"Posted", "Publicado"}, {"Published", "Publicado"}, {"Edited", "Editado"},
    {"Added", "A\xC3\xB1" "adido"}, {"Modified", "Modificado"}, {"Created", "Creado"}, {"Answered", "Respondido"},
    {"Asked", "Preguntado"},
}};

void add_page_labels(std::string_view text, std::vector<GlossaryTerm>* out) {
  // "<Label> N unit(s) ago", "<Label> a/an/one unit ago"
  for (const auto& [label, participle] : kWhenLabels) {
    for (std::size_t at = text.find(label); at != std::string_view::npos; at = text.find(label, at + 1)) {
      if (at > 0 && is_ascii_word(text[at - 1])) continue;
      std::size_t p = at + label.size();
      if (p >= text.size() || text[p] != ' ') continue;
      std::size_t q = ++p;
      while (q < text.size() && text[q] != ' ') ++q;
      const std::string_view quantity = text.substr(p, q - p);
      const bool digits = !quantity.empty() && std::all_of(quantity.begin(), quantity.end(), is_digit);
      const bool one = quantity == "1" || quantity == "a" || quantity == "an" || quantity == "one";
      if ((!digits && !one) || q >= text.size()) continue;  // "Updated 3" ending the text has no unit
      p = q + 1;
      q = p;
      while (q < text.size() && text[q] != ' ') ++q;
      const std::string_view unit = text.substr(p, q - p);
      if (text.substr(q, 4) != " ago" || (q + 4 < text.size() && is_ascii_word(text[q + 4]))) continue;
      for (const EnglishUnit& u : kEnglishUnits) {
        if (unit != (one ? u.one : u.many)) continue;
        const std::string number = digits ? std::string(quantity) : std::string(u.feminine ? "una" : "un");
        add_if_new(out, {std::string(text.substr(at, q + 4 - at)),
                         std::string(participle) + " hace " + number + " " + std::string(one ? u.es_one : u.es_many)});
      }
    }
  }
  // "N min read", "N minute read"
  for (std::size_t at = text.find(" read"); at != std::string_view::npos; at = text.find(" read", at + 1)) {
    if (at + 5 < text.size() && is_ascii_word(text[at + 5])) continue;
    std::size_t u = at;
    while (u > 0 && text[u - 1] != ' ') --u;
    if (u < 2) continue;
    const std::string_view unit = text.substr(u, at - u);
    if (unit != "min" && unit != "minute" && unit != "mins" && unit != "minutes") continue;
    std::size_t d = u - 1;
    while (d > 0 && is_digit(text[d - 1])) --d;
    if (d == u - 1 || (d > 0 && is_ascii_word(text[d - 1]))) continue;
    const std::string number(text.substr(d, u - 1 - d));
    add_if_new(out, {std::string(text.substr(d, at + 5 - d)),
                     number + (unit.starts_with("minute") ? (number == "1" ? " minuto" : " minutos") : std::string(" min")) +
                         " de lectura"});
  }
}

// An era after a year: "1000 BC", "79 AD" in English; "1000 a. C.", "79 d. C." in Spanish
// (the models split the Spanish one: "the year 1000 to. C.").
struct Era {
  std::string_view text;
  bool before_christ;
};
constexpr std::array<Era, 6> kEnglishEras = {{{"BCE", true}, {"BC", true}, {"B.C.", true}, {"AD", false},
                                             {"A.D.", false}, {"CE", false}}};
constexpr std::array<Era, 5> kSpanishEras = {{{"a. C.", true}, {"a.C.", true}, {"a. de C.", true}, {"d. C.", false},
                                             {"d.C.", false}}};

void add_eras(std::string_view text, bool from_english, std::vector<GlossaryTerm>* out) {
  const NumberStyle& from = *number_style(from_english ? "en" : "es");
  const NumberStyle& to = *number_style(from_english ? "es" : "en");
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (!is_digit(text[at]) || (at > 0 && (is_ascii_word(text[at - 1]) || text[at - 1] == '.' || text[at - 1] == ','))) {
      continue;
    }
    const ParsedNumber year = parse_number_at(text, at, from);
    if (year.length == 0 || !year.fraction.empty() || year.digits.size() > 6) continue;
    std::size_t m = at + year.length;
    if (m >= text.size() || text[m] != ' ') continue;
    ++m;
    const Era* found = from_english ? mark_at(text, m, kEnglishEras) : mark_at(text, m, kSpanishEras);
    if (found == nullptr) continue;
    const std::size_t end = m + found->text.size();
    if (end < text.size() && is_ascii_word(text[end])) continue;  // "1000 BCs", "79 ADSL"
    // A year is written as it is ("1000 BC", not "1,000 BC"); a grouped one in the target's groups.
    std::string target = (year.grouped ? write_number(year.digits, "", to) : year.digits) +
                         (from_english ? (found->before_christ ? " a. C." : " d. C.") : (found->before_christ ? " BC" : " AD"));
    add_if_new(out, {std::string(text.substr(at, end - at)), std::move(target)});
    at = end - 1;
  }
}

}  // namespace

void add_time_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                    std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  const bool en_es = source_lang == "en" && target_lang == "es";
  const bool es_en = source_lang == "es" && target_lang == "en";
  if (!en_es && !es_en) return;
  for (std::string_view text : texts) {
    if (text.find_first_of("0123456789") != std::string_view::npos) {  // these read a number
      add_times(text, en_es, out);
      add_eras(text, en_es, out);
      if (es_en) add_hour_marks(text, out);
      if (text.find(':') != std::string_view::npos) add_clock_prepositions(text, en_es, out);
    }
    if (es_en && (text.find("hace ") != std::string_view::npos || text.find("Hace ") != std::string_view::npos)) {
      add_ago_terms(text, out);
    }
    if (en_es && (text.find(" ago") != std::string_view::npos || text.find(" read") != std::string_view::npos)) {
      add_page_labels(text, out);
    }
  }
}

}  // namespace heed::text
