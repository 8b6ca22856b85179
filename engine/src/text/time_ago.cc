#include "text/time_ago.h"

#include <array>
#include <span>
#include <string>

#include "text/casing.h"  // capitalise_first
#include "text/number_words.h"

namespace heed::text {
namespace {

struct Unit {
  std::string_view en_one, en_many, es_one, es_many;
  bool feminine = false;      // Spanish "una hora", "unas semanas"
  std::string_view en_a = "a";  // English's article for one ("an hour")
};
constexpr Unit kUnits[] = {
    {"second", "seconds", "segundo", "segundos"},   {"minute", "minutes", "minuto", "minutos"},
    {"hour", "hours", "hora", "horas", true, "an"}, {"day", "days", "d\xC3\xAD" "a", "d\xC3\xAD" "as"},
    {"week", "weeks", "semana", "semanas", true},   {"month", "months", "mes", "meses"},
    {"year", "years", "a\xC3\xB1o", "a\xC3\xB1os"}, {"decade", "decades", "d\xC3\xA9" "cada", "d\xC3\xA9" "cadas", true},
    {"century", "centuries", "siglo", "siglos"},    {"moment", "moments", "momento", "momentos"}};

// A quantity before a unit: its words in each language (masculine, feminine), and whether a
// count follows it ("about 10": "unos 10").
struct Quantity {
  std::string_view en, es_m, es_f;
  bool counted = false;
};
constexpr Quantity kQuantities[] = {
    {"a few", "unos", "unas"},       {"several", "varios", "varias"},   {"many", "muchos", "muchas"},
    {"a couple of", "un par de", "un par de"}, {"about", "unos", "unas", true}, {"almost", "casi", "casi", true},
    {"nearly", "casi", "casi", true}, {"more than", "m\xC3\xA1s de", "m\xC3\xA1s de", true},
    {"over", "m\xC3\xA1s de", "m\xC3\xA1s de", true}};
// Spanish quantities the English above does not give back one for one.
constexpr Quantity kSpanishOnly[] = {{"a few", "pocos", "pocas"}};
// A stretch said without a unit.
struct Phrase {
  std::string_view en, es;
};
constexpr Phrase kPhrases[] = {{"a long time", "mucho tiempo"}, {"a short time", "poco tiempo"}, {"a while", "un rato"},
                               {"some time", "tiempo"}};

// Whether `word` is at text[at] as whole words, in lower case or with its first letter capitalised
// where `first` (the phrase's first word); sets *capitalised.
bool words_at(std::string_view text, std::size_t at, std::string_view word, bool first, bool* capitalised = nullptr) {
  const std::size_t end = at + word.size();
  if (end > text.size() || (end < text.size() && is_glossary_word_byte(text, end))) return false;
  const std::string_view got = text.substr(at, word.size());
  if (got == word) return true;
  if (first && got == capitalise_first(word)) {
    if (capitalised != nullptr) *capitalised = true;
    return true;
  }
  return false;
}

// The stretch of time at text[at] ("two years", "unos meses", "a long time"), read in the source
// language: its end, and the target's words for it.
struct Stretch {
  std::size_t end = 0;  // 0: none there
  std::string target;
};

Stretch stretch_at(std::string_view text, std::size_t at, bool spanish_source) {
  for (const Phrase& p : kPhrases) {
    const std::string_view from = spanish_source ? p.es : p.en;
    if (words_at(text, at, from, false)) return {at + from.size(), std::string(spanish_source ? p.en : p.es)};
  }
  // An optional quantity, then an optional count, then the unit.
  std::size_t p = at;
  const Quantity* quantity = nullptr;
  std::string_view quantity_target;
  for (const auto& list : {std::span<const Quantity>(kQuantities), std::span<const Quantity>(kSpanishOnly)}) {
    for (const Quantity& q : list) {
      for (const std::string_view from : spanish_source ? std::array{q.es_m, q.es_f} : std::array{q.en, q.en}) {
        if (quantity == nullptr && words_at(text, p, from, false) && p + from.size() < text.size() &&
            text[p + from.size()] == ' ') {
          quantity = &q;
          quantity_target = from;
        }
      }
    }
    if (!spanish_source) break;
  }
  if (quantity != nullptr) p += quantity_target.size() + 1;
  const Count count = count_at(text, p, spanish_source, quantity == nullptr || quantity->counted);
  if (count.length > 0) {
    if (p + count.length >= text.size() || text[p + count.length] != ' ') return {};
    p += count.length + 1;
  } else if (quantity != nullptr && quantity->counted && !(spanish_source && quantity->es_m == "unos")) {
    return {};  // "about" wants its count; Spanish "unos meses" is a few months
  }
  const bool one = count.length > 0 && count.one;
  for (const Unit& u : kUnits) {
    const std::string_view from = spanish_source ? (one ? u.es_one : u.es_many) : (one ? u.en_one : u.en_many);
    if (!words_at(text, p, from, false)) continue;
    const std::string_view unit = spanish_source ? (one ? u.en_one : u.en_many) : (one ? u.es_one : u.es_many);
    std::string target;
    if (quantity != nullptr) {
      const bool about = spanish_source && count.length > 0 && quantity->es_m == "unos";
      target = std::string(spanish_source ? (about ? std::string_view("about") : quantity->en)
                                          : (u.feminine ? quantity->es_f : quantity->es_m)) + " ";
    }
    if (count.length > 0) {
      if (one && count.target != "1") {
        target += spanish_source ? std::string(u.en_a) : std::string(u.feminine ? "una" : "un");
      } else {
        target += count.target;
      }
      target += " ";
    }
    return {p + from.size(), target + std::string(unit)};
  }
  return {};
}

// Whether the Spanish stretch may end at text[end]: not where it goes on ("dos horas de
// ejercicio", "dos horas más") and after "un día" only before a small word ("hace un día
// precioso" is the weather).
bool spanish_stretch_ends(std::string_view text, std::size_t end, std::string_view stretch) {
  if (end >= text.size() || text[end] != ' ') return true;
  const std::string_view rest = text.substr(end + 1);
  for (std::string_view w : {"de ", "del ", "m\xC3\xA1s ", "extra"}) {
    if (rest.starts_with(w)) return false;
  }
  if (!stretch.ends_with("day")) return true;
  for (std::string_view w : {"que ", "y ", "en ", "el ", "la ", "los ", "las ", "se ", "a ", "por ", "cuando "}) {
    if (rest.starts_with(w)) return true;
  }
  return false;
}

void add_english(std::string_view text, std::vector<GlossaryTerm>* out) {
  constexpr std::size_t kLongest = 40;  // bytes of the longest stretch before "ago"
  for (std::size_t ago = text.find(" ago"); ago != std::string_view::npos; ago = text.find(" ago", ago + 1)) {
    if (!words_at(text, ago + 1, "ago", false)) continue;
    // The earliest word start before it whose stretch ends right there: the longest.
    for (std::size_t at = ago > kLongest ? ago - kLongest : 0; at < ago; ++at) {
      if (at > 0 && is_glossary_word_byte(text, at - 1)) continue;
      // The stretch's first word may be capitalised: read it in lower case.
      std::string lowered(text.substr(at, ago - at));
      const bool capitalised = lowered[0] >= 'A' && lowered[0] <= 'Z';
      if (capitalised) lowered[0] = static_cast<char>(lowered[0] - 'A' + 'a');
      std::string target;
      if (lowered == "long") {
        target = "hace mucho tiempo";
      } else {
        const Stretch s = stretch_at(lowered, 0, false);
        if (s.end != lowered.size()) continue;
        target = "hace " + s.target;
      }
      add_if_new(out, {std::string(text.substr(at, ago + 4 - at)), capitalised ? capitalise_first(target) : target});
      break;
    }
  }
}

void add_spanish(std::string_view text, std::vector<GlossaryTerm>* out) {
  for (std::size_t at = text.find("ace "); at != std::string_view::npos; at = text.find("ace ", at + 1)) {
    if (at == 0 || (text[at - 1] != 'h' && text[at - 1] != 'H')) continue;
    std::size_t begin = at - 1;
    if (begin > 0 && is_glossary_word_byte(text, begin - 1)) continue;
    bool capitalised = text[begin] == 'H';
    bool since = false;  // "desde hace diez años": for ten years
    if (!capitalised && begin >= 6 && (words_at(text, begin - 6, "desde", true, &capitalised)) &&
        (begin == 6 || !is_glossary_word_byte(text, begin - 7))) {
      begin -= 6;
      since = true;
    }
    const Stretch s = stretch_at(text, at + 4, true);
    if (s.end == 0 || !spanish_stretch_ends(text, s.end, s.target)) continue;
    const std::string target = since ? "for " + s.target : s.target + " ago";
    add_if_new(out, {std::string(text.substr(begin, s.end - begin)), capitalised ? capitalise_first(target) : target});
  }
}

}  // namespace

void add_time_ago_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                        std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  if (source_lang == "es" && target_lang == "en") {
    for (std::string_view text : texts) add_spanish(text, out);
  } else if (source_lang == "en" && target_lang == "es") {
    for (std::string_view text : texts) add_english(text, out);
  }
}

}  // namespace heed::text
