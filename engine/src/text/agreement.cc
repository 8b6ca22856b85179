#include "text/agreement.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <string>
#include <utility>

#include "text/casing.h"  // lower_case

namespace heed::text {
namespace {

constexpr int kMasculine = 0, kFeminine = 1, kEither = -1;
constexpr int kSingular = 0, kPlural = 1;

struct Determiner {
  std::string_view word;
  int gender;
  int number;
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
    Determiner{"ning\xC3\xBAn", kMasculine, kSingular}, Determiner{"ninguna", kFeminine, kSingular},
    Determiner{"alg\xC3\xBAn", kMasculine, kSingular},  Determiner{"alguna", kFeminine, kSingular},
    Determiner{"su", kEither, kSingular},          Determiner{"sus", kEither, kPlural},
    Determiner{"mi", kEither, kSingular},          Determiner{"mis", kEither, kPlural},
    Determiner{"tu", kEither, kSingular},          Determiner{"tus", kEither, kPlural},
    Determiner{"cada", kEither, kSingular},        Determiner{"dos", kEither, kPlural},
    Determiner{"tres", kEither, kPlural},          Determiner{"cuatro", kEither, kPlural},
    Determiner{"cinco", kEither, kPlural},         Determiner{"seis", kEither, kPlural},
    Determiner{"siete", kEither, kPlural},         Determiner{"ocho", kEither, kPlural},
    Determiner{"nueve", kEither, kPlural},         Determiner{"diez", kEither, kPlural},
};

// Words that can stand right after a determiner but are no noun: in "la de", "los que", "otros
// es" the adjective after them belongs to something else.
constexpr std::array<std::string_view, 56> kNoNoun = {
    "de", "del", "a", "al", "en", "y", "e", "o", "u", "ni", "que", "con", "por", "para", "sin", "sobre",
    "entre", "hasta", "desde", "hacia", "seg\xC3\xBAn", "tras", "como", "es", "son", "era", "eran", "fue",
    "fueron", "ser\xC3\xA1", "ser\xC3\xA1n", "sea", "sean", "est\xC3\xA1", "est\xC3\xA1n", "estaba",
    "estaban", "ser", "estar", "se", "no", "ya", "lo", "le", "les", "me", "te", "nos", "hay", "ha", "han",
    "hab\xC3\xAD" "a", "he", "sido", "pero", "cuando"};

// Adverbs an adjective may stand behind, right after its determiner: "la más violenta".
constexpr std::array<std::string_view, 4> kIntensifiers = {"m\xC3\xA1s", "menos", "muy", "tan"};

// Letters of a word: ASCII letters and any byte of a multi-byte UTF-8 character (á, ñ, ú).
bool is_word_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (static_cast<unsigned char>(c) & 0x80) != 0;
}

template <std::size_t N>
bool is_one_of(const std::string& word, const std::array<std::string_view, N>& words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

const Determiner* determiner(const std::string& word) {
  const auto it = std::find_if(kDeterminers.begin(), kDeterminers.end(), [&](const Determiner& d) { return d.word == word; });
  return it == kDeterminers.end() ? nullptr : &*it;
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool ends_with_any(std::string_view s, std::initializer_list<std::string_view> suffixes) {
  return std::any_of(suffixes.begin(), suffixes.end(), [&](std::string_view x) { return ends_with(s, x); });
}

// A noun's gender by its ending, or kEither: -ción, -sión, -dad, -tad, -tud, -umbre and -a are
// feminine ("la nación", "la ciudad", "la casa"), but the Greek -ema, -oma, -grama, -orama ("el
// problema", "el idioma", "el programa") and a few common -a nouns ("el día", "el mapa") are
// masculine, like -o; other endings ("la llave", "el árbol") say nothing.
int gender_of_noun(const std::string& noun) {
  std::string w = noun;
  if (ends_with_any(w, {"iones", "dades", "tades", "tudes", "umbres"})) {
    w.resize(w.size() - 2);  // the plural of a consonant-final noun: "naciones" is "nacion"
  } else if (ends_with(w, "s")) {
    w.pop_back();
  }
  if (ends_with_any(w, {"ema", "oma", "grama", "orama", "drama", "clima", "d\xC3\xAD" "a", "mapa", "planeta", "cometa",
                        "poeta", "profeta"})) {
    return kMasculine;
  }
  // People's nouns in -a of either gender: the determiner says which ("el artista", "la
  // artista", "los atletas ol\xC3\xAD" "mpicos"); the ending would have said feminine.
  if (ends_with_any(w, {"ista", "atleta", "colega", "pirata", "idiota", "patriota", "nauta", "homicida", "suicida"})) {
    return kEither;
  }
  if (ends_with_any(w, {"ci\xC3\xB3n", "cion", "si\xC3\xB3n", "sion", "dad", "tad", "tud", "umbre"})) return kFeminine;
  if (ends_with(w, "a")) return kFeminine;
  if (ends_with(w, "o")) return kMasculine;
  return kEither;
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

// A determiner and its noun ("las temperaturas"), or none (the adjective right after it).
Agreement with_noun(const Determiner& d, const std::string& noun) {
  if (noun.empty()) return {d.gender, d.number};
  const int by_ending = gender_of_noun(noun);
  if (d.gender != kEither && by_ending != kEither && by_ending != d.gender) return {};  // "la mano", "las camiones"
  if (d.number == kPlural && !ends_with(noun, "s")) return {};
  // "el agua", "un arma": feminine nouns with a masculine article.
  if (d.gender == kMasculine && d.number == kSingular && ends_with(noun, "a") && opens_with_stressed_a(noun)) {
    return {};
  }
  return {d.gender != kEither ? d.gender : by_ending, d.number};
}

// Articles and determiners with a counterpart of the other gender: {masculine, feminine}.
// Articles and the determiners that agree as they do: the model wrote "varios décadas", "muchos
// personas", "otros ideas". Only words that are never an adverb before a noun: "mucho"/"poco" are
// ("poco clara"), their plurals are not.
constexpr std::array<std::pair<std::string_view, std::string_view>, 26> kArticlePairs = {{
    {"el", "la"}, {"los", "las"}, {"un", "una"}, {"unos", "unas"}, {"este", "esta"}, {"estos", "estas"},
    {"ese", "esa"}, {"esos", "esas"}, {"aquel", "aquella"}, {"aquellos", "aquellas"}, {"del", "de la"}, {"al", "a la"},
    {"varios", "varias"}, {"muchos", "muchas"}, {"pocos", "pocas"}, {"algunos", "algunas"}, {"otros", "otras"},
    {"otro", "otra"}, {"tantos", "tantas"}, {"ciertos", "ciertas"}, {"numerosos", "numerosas"},
    {"nuestro", "nuestra"}, {"nuestros", "nuestras"}, {"ning\xC3\xBAn", "ninguna"}, {"alg\xC3\xBAn", "alguna"},
    {"diversos", "diversas"}}};

}  // namespace

bool is_listed_plural(const NounList& nouns, std::string_view noun) {
  if (!noun.ends_with("s") || noun.size() < 3) return false;
  const std::string_view stem = noun.substr(0, noun.size() - 1);  // "ballena" of "ballenas"
  if (nouns.gender(stem) >= 0) return true;
  if (!stem.ends_with("e")) return false;
  const std::string_view root = stem.substr(0, stem.size() - 1);  // "papel" of "papeles"
  if (nouns.gender(root) >= 0) return true;
  if (root.ends_with("c") && nouns.gender(std::string(root.substr(0, root.size() - 1)) + "z") >= 0) return true;
  // A last syllable that loses its accent in the plural: "camión" -> "camiones", "andén" -> "andenes".
  for (const auto& [plain, accented] : {std::pair{"on", "\xC3\xB3n"}, std::pair{"en", "\xC3\xA9n"},
                                         std::pair{"an", "\xC3\xA1n"}, std::pair{"in", "\xC3\xADn"}}) {
    const std::string_view p(plain);
    if (root.ends_with(p) && nouns.gender(std::string(root.substr(0, root.size() - 2)) + accented) >= 0) return true;
  }
  return false;
}

std::string_view plural_article(std::string_view word) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 38> kPlurals = {{
      {"el", "los"}, {"El", "Los"}, {"la", "las"}, {"La", "Las"}, {"un", "unos"}, {"Un", "Unos"},
      {"una", "unas"}, {"Una", "Unas"}, {"del", "de los"}, {"Del", "De los"}, {"al", "a los"}, {"Al", "A los"},
      {"su", "sus"}, {"Su", "Sus"}, {"mi", "mis"}, {"Mi", "Mis"}, {"tu", "tus"}, {"Tu", "Tus"},
      {"este", "estos"}, {"Este", "Estos"}, {"esta", "estas"}, {"Esta", "Estas"}, {"ese", "esos"},
      {"Ese", "Esos"}, {"esa", "esas"}, {"Esa", "Esas"}, {"nuestro", "nuestros"}, {"Nuestro", "Nuestros"},
      {"nuestra", "nuestras"}, {"Nuestra", "Nuestras"}, {"otro", "otros"}, {"Otro", "Otros"}, {"otra", "otras"},
      {"Otra", "Otras"}, {"todo", "todos"}, {"Todo", "Todos"}, {"toda", "todas"}, {"Toda", "Todas"}}};
  for (const auto& [singular, plural] : kPlurals) {
    if (word == singular) return plural;
  }
  return {};
}

bool opens_with_stressed_a(std::string_view noun) {
  const std::string_view word = noun.starts_with("h") ? noun.substr(1) : noun;
  if (word.starts_with("\xC3\xA1")) return true;  // á
  if (!word.starts_with("a")) return false;
  // Syllables by their vowels: a strong vowel (a, e, o, or an accented one) after another
  // starts a new one (hiatus); i, u, ü join the vowel beside them (diphthong).
  int syllables = 0;
  bool in_vowel = false, last_strong = false;
  for (std::size_t i = 0; i < word.size(); ++i) {
    const char c = word[i];
    bool vowel = false, strong = false;
    if (c == 'a' || c == 'e' || c == 'o') {
      vowel = strong = true;
    } else if (c == 'i' || c == 'u') {
      vowel = true;
    } else if (c == '\xC3' && i + 1 < word.size()) {
      const auto next = static_cast<unsigned char>(word[++i]);
      if (next == 0xA1 || next == 0xA9 || next == 0xAD || next == 0xB3 || next == 0xBA) return false;  // stressed there
      vowel = next == 0xBC;  // ü
    }
    if (vowel && (!in_vowel || (strong && last_strong))) ++syllables;
    in_vowel = vowel;
    last_strong = vowel && strong;
  }
  const char last = word.back();
  const bool penultimate_stress = last == 'a' || last == 'e' || last == 'i' || last == 'o' || last == 'u' || last == 'n' || last == 's';
  return syllables == 1 || (syllables == 2 && penultimate_stress);
}

std::string_view other_gender_article(std::string_view word, int* gender) {
  // Kept in upper and lower case both, so that a capital first letter stays ("El" -> "La").
  static const auto capitalised = [] {
    std::array<std::pair<std::string, std::string>, kArticlePairs.size()> out;
    for (std::size_t i = 0; i < kArticlePairs.size(); ++i) {
      std::string m(kArticlePairs[i].first), f(kArticlePairs[i].second);
      m[0] = static_cast<char>(m[0] & ~0x20);
      f[0] = static_cast<char>(f[0] & ~0x20);
      out[i] = {m, f};
    }
    return out;
  }();
  for (std::size_t i = 0; i < kArticlePairs.size(); ++i) {
    const auto& [m, f] = kArticlePairs[i];
    const auto& [cm, cf] = capitalised[i];
    if (word == m || word == cm) {
      *gender = kMasculine;
      return word == m ? f : std::string_view(cf);
    }
    if ((word == f || word == cf) && f.find(' ') == std::string_view::npos) {  // "de la" is two words
      *gender = kFeminine;
      return word == f ? m : std::string_view(cm);
    }
  }
  return {};
}

Agreement spanish_agreement(std::string_view before) {
  std::size_t start = 0;
  const std::string w1 = lower_case(word_before(before, before.size(), &start));
  if (w1.empty()) return {};
  if (const Determiner* d = determiner(w1)) return with_noun(*d, {});
  const bool intensifier = is_one_of(w1, kIntensifiers);
  if (!intensifier && is_one_of(w1, kNoNoun)) return {};
  const std::string w2 = lower_case(word_before(before, start, &start));
  const Determiner* d = w2.empty() ? nullptr : determiner(w2);
  if (d == nullptr && intensifier && !is_one_of(w2, kNoNoun) && !is_one_of(w2, kIntensifiers)) {
    // A superlative after its noun: "la ciudad más grande", "las playas más bonitas".
    const std::string w3 = lower_case(word_before(before, start, &start));
    const Determiner* d3 = w3.empty() ? nullptr : determiner(w3);
    return d3 == nullptr || w2.empty() ? Agreement{} : with_noun(*d3, w2);
  }
  if (d == nullptr) return {};
  return with_noun(*d, intensifier ? std::string() : w1);
}

int agreeing_index(Agreement agreement, int current) {
  const int gender = agreement.gender >= 0 ? agreement.gender : current % 2;
  const int number = agreement.number >= 0 ? agreement.number : current / 2;
  return gender + 2 * number;
}

bool split_forms(std::string_view target, AdjectiveForms* forms) {
  std::size_t begin = 0;
  for (int i = 0; i < 4; ++i) {
    const std::size_t end = i < 3 ? target.find('|', begin) : target.size();
    if (end == std::string_view::npos || end == begin) return false;
    (*forms)[static_cast<std::size_t>(i)] = target.substr(begin, end - begin);
    begin = end + 1;
  }
  return (*forms)[3].find('|') == std::string_view::npos;
}

std::string_view agreeing_form(std::string_view target, std::string_view before) {
  AdjectiveForms forms;
  if (!split_forms(target, &forms)) return target;
  return forms[static_cast<std::size_t>(agreeing_index(spanish_agreement(before), 0))];
}

bool is_valid_forms(std::string_view target) {
  AdjectiveForms forms;
  return target.find('|') == std::string_view::npos ? !target.empty() : split_forms(target, &forms);
}

}  // namespace heed::text
