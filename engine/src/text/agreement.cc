#include "text/agreement.h"

#include <algorithm>
#include <array>
#include <string>

namespace heed::text {
namespace {

enum Gender { kMasculine = 0, kFeminine = 1, kEither = -1 };
enum Number { kSingular = 0, kPlural = 2 };

struct Determiner {
  std::string_view word;
  Gender gender;
  Number number;
};

// Words that open a noun phrase and say its gender and number, or its number only (kEither).
constexpr std::array kDeterminers = {
    Determiner{"el", kMasculine, kSingular},       Determiner{"la", kFeminine, kSingular},
    Determiner{"los", kMasculine, kPlural},        Determiner{"las", kFeminine, kPlural},
    Determiner{"un", kMasculine, kSingular},       Determiner{"una", kFeminine, kSingular},
    Determiner{"unos", kMasculine, kPlural},       Determiner{"unas", kFeminine, kPlural},
    Determiner{"del", kMasculine, kSingular},      Determiner{"al", kMasculine, kSingular},
    Determiner{"este", kMasculine, kSingular},     Determiner{"esta", kFeminine, kSingular},
    Determiner{"estos", kMasculine, kPlural},      Determiner{"estas", kFeminine, kPlural},
    Determiner{"ese", kMasculine, kSingular},      Determiner{"esa", kFeminine, kSingular},
    Determiner{"esos", kMasculine, kPlural},       Determiner{"esas", kFeminine, kPlural},
    Determiner{"aquel", kMasculine, kSingular},    Determiner{"aquella", kFeminine, kSingular},
    Determiner{"aquellos", kMasculine, kPlural},   Determiner{"aquellas", kFeminine, kPlural},
    Determiner{"nuestro", kMasculine, kSingular},  Determiner{"nuestra", kFeminine, kSingular},
    Determiner{"nuestros", kMasculine, kPlural},   Determiner{"nuestras", kFeminine, kPlural},
    Determiner{"otro", kMasculine, kSingular},     Determiner{"otra", kFeminine, kSingular},
    Determiner{"otros", kMasculine, kPlural},      Determiner{"otras", kFeminine, kPlural},
    Determiner{"todos", kMasculine, kPlural},      Determiner{"todas", kFeminine, kPlural},
    Determiner{"muchos", kMasculine, kPlural},     Determiner{"muchas", kFeminine, kPlural},
    Determiner{"algunos", kMasculine, kPlural},    Determiner{"algunas", kFeminine, kPlural},
    Determiner{"varios", kMasculine, kPlural},     Determiner{"varias", kFeminine, kPlural},
    Determiner{"ambos", kMasculine, kPlural},      Determiner{"ambas", kFeminine, kPlural},
    Determiner{"ningún", kMasculine, kSingular},   Determiner{"ninguna", kFeminine, kSingular},
    Determiner{"algún", kMasculine, kSingular},    Determiner{"alguna", kFeminine, kSingular},
    Determiner{"su", kEither, kSingular},          Determiner{"sus", kEither, kPlural},
    Determiner{"mi", kEither, kSingular},          Determiner{"mis", kEither, kPlural},
    Determiner{"tu", kEither, kSingular},          Determiner{"tus", kEither, kPlural},
    Determiner{"cada", kEither, kSingular},        Determiner{"dos", kEither, kPlural},
    Determiner{"tres", kEither, kPlural},          Determiner{"cuatro", kEither, kPlural},
    Determiner{"cinco", kEither, kPlural},         Determiner{"seis", kEither, kPlural},
    Determiner{"siete", kEither, kPlural},         Determiner{"ocho", kEither, kPlural},
    Determiner{"nueve", kEither, kPlural},         Determiner{"diez", kEither, kPlural},
};

// Letters of a word: ASCII letters and any byte of a multi-byte UTF-8 character (á, ñ, ú).
bool is_word_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (static_cast<unsigned char>(c) & 0x80) != 0;
}

std::string lower_ascii(std::string_view word) {
  std::string out(word);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c | 0x20);
  }
  return out;
}

const Determiner* determiner(std::string_view word) {
  const std::string w = lower_ascii(word);
  const auto it = std::find_if(kDeterminers.begin(), kDeterminers.end(), [&](const Determiner& d) { return d.word == w; });
  return it == kDeterminers.end() ? nullptr : &*it;
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// A noun's gender by its ending, for determiners that do not say it: -ción, -sión, -dad, -tad,
// -tud, -umbre and -a are feminine ("la nación", "la ciudad", "la casa"), but the Greek -ema,
// -oma, -grama, -orama ("el problema", "el idioma", "el programa") and a few common -a nouns
// ("el día", "el mapa") are not.
Gender gender_of_noun(std::string_view word) {
  std::string w = lower_ascii(word);
  if (ends_with(w, "es") && (ends_with(w, "iones") || ends_with(w, "dades") || ends_with(w, "tades") ||
                             ends_with(w, "tudes") || ends_with(w, "umbres"))) {
    w.resize(w.size() - 2);  // the plural of a consonant-final noun: "naciones" is "nacion"
  } else if (ends_with(w, "s")) {
    w.pop_back();
  }
  for (std::string_view masculine : {"ema", "oma", "grama", "orama", "drama", "clima", "d\xC3\xAD" "a", "mapa", "planeta", "cometa"}) {
    if (ends_with(w, masculine)) return kMasculine;
  }
  for (std::string_view feminine : {"ci\xC3\xB3n", "cion", "si\xC3\xB3n", "sion", "dad", "tad", "tud", "umbre", "a"}) {
    if (ends_with(w, feminine)) return kFeminine;
  }
  return kMasculine;
}

// The word of `text` that ends at `end` (after skipping spaces back from it), or empty when a
// byte other than a space or a letter comes first; `*start` is where it begins.
std::string_view word_before(std::string_view text, std::size_t end, std::size_t* start) {
  while (end > 0 && text[end - 1] == ' ') --end;
  std::size_t begin = end;
  while (begin > 0 && is_word_byte(text[begin - 1])) --begin;
  *start = begin;
  if (begin > 0 && text[begin - 1] != ' ') return {};  // joined to punctuation or a digit
  return text.substr(begin, end - begin);
}

int form_of(const Determiner& d, std::string_view noun) {
  const Gender g = d.gender != kEither ? d.gender : noun.empty() ? kMasculine : gender_of_noun(noun);
  return static_cast<int>(g) + static_cast<int>(d.number);
}

}  // namespace

int spanish_agreement(std::string_view before) {
  std::size_t start = 0;
  const std::string_view w1 = word_before(before, before.size(), &start);
  if (w1.empty()) return -1;
  if (const Determiner* d = determiner(w1)) return form_of(*d, {});
  const std::string_view w2 = word_before(before, start, &start);
  if (const Determiner* d = w2.empty() ? nullptr : determiner(w2)) return form_of(*d, w1);
  return -1;
}

std::string_view agreeing_form(std::string_view target, std::string_view before) {
  if (target.find('|') == std::string_view::npos) return target;
  const int form = std::max(0, spanish_agreement(before));
  std::size_t begin = 0;
  for (int i = 0; i < form; ++i) begin = target.find('|', begin) + 1;
  const std::size_t end = target.find('|', begin);
  return target.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
}

bool is_valid_forms(std::string_view target) {
  if (target.find('|') == std::string_view::npos) return !target.empty();
  int forms = 0;
  std::size_t begin = 0;
  while (true) {
    const std::size_t end = target.find('|', begin);
    const std::size_t length = (end == std::string_view::npos ? target.size() : end) - begin;
    if (length == 0) return false;
    ++forms;
    if (end == std::string_view::npos) break;
    begin = end + 1;
  }
  return forms == 4;
}

}  // namespace heed::text
