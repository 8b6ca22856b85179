#include "text/scales.h"

#include <algorithm>
#include <array>
#include <string>

#include "text/casing.h"  // lower_case, capitalise_first
#include "text/numbers.h"

namespace heed::text {
namespace {

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_upper_ascii(char c) { return c >= 'A' && c <= 'Z'; }
// A letter of a word: ASCII, or any byte of a multi-byte UTF-8 character (Spanish accents).
bool is_word_byte(char c) { return is_ascii_letter(c) || static_cast<unsigned char>(c) >= 0x80; }

constexpr std::array<std::string_view, 3> kSigns = {"$", "\xE2\x82\xAC", "\xC2\xA3"};  // $ € £

// The currency written at the start of `s`: up to three capitals ("US") and one of kSigns ("$",
// "US$", "€"); its length, 0 for none.
std::size_t currency_prefix(std::string_view s) {
  std::size_t p = 0;
  while (p < s.size() && p < 3 && is_upper_ascii(s[p])) ++p;
  for (std::string_view sign : kSigns) {
    if (s.substr(p).starts_with(sign)) return p + sign.size();
  }
  return 0;
}

// Number words and their translations; "a" and "uno" are read as one too.
struct NumberWord {
  std::string_view en, es;
};
constexpr std::array<NumberWord, 16> kNumberWords = {{
    {"one", "un"}, {"two", "dos"}, {"three", "tres"}, {"four", "cuatro"}, {"five", "cinco"}, {"six", "seis"},
    {"seven", "siete"}, {"eight", "ocho"}, {"nine", "nueve"}, {"ten", "diez"}, {"twelve", "doce"},
    {"fifteen", "quince"}, {"twenty", "veinte"}, {"thirty", "treinta"}, {"forty", "cuarenta"},
    {"fifty", "cincuenta"}}};

// The powers of ten of a scale word, 0 for none: "million" 6, "billones" 12.
int scale_power(std::string_view word, bool english) {
  if (english) {
    if (word == "million" || word == "millions") return 6;
    if (word == "billion" || word == "billions") return 9;
    if (word == "trillion" || word == "trillions") return 12;
    return 0;
  }
  if (word == "mill\xC3\xB3n" || word == "millones") return 6;     // millón
  if (word == "bill\xC3\xB3n" || word == "billones") return 12;    // billón
  return 0;
}

// A quantity before a scale word: a written number, maybe after a currency sign, or a number word.
struct Quantity {
  std::size_t begin = 0;      // where it starts in the text (its currency sign, if any)
  std::string currency;       // "$", "US$", "€", "£" as written, or ""
  std::string digits, fraction;  // a written number's digits ("2", "3" for 2.3), or
  const NumberWord* word = nullptr;  // a number word
  bool one = false;           // "a", "one", "un", "uno", "1"
  bool capitalised = false;   // a number word written with a capital ("Ten million")
};

// Opening marks a quantity may follow inside its space-separated token: ( [ " ' “ ‘ « ¿ ¡.
std::size_t opening_mark_bytes(std::string_view s, std::size_t at) {
  if (at >= s.size()) return 0;
  if (s[at] == '(' || s[at] == '[' || s[at] == '"' || s[at] == '\'') return 1;
  for (std::string_view mark : {"\xE2\x80\x9C", "\xE2\x80\x98", "\xC2\xAB", "\xC2\xBF", "\xC2\xA1"}) {
    if (s.substr(at).starts_with(mark)) return mark.size();
  }
  return 0;
}

// The quantity that ends at text[end] (just before the space before a scale word), if any.
bool quantity_before(std::string_view text, std::size_t end, bool english, const NumberStyle& style, Quantity* q) {
  std::size_t begin = end;
  while (begin > 0 && text[begin - 1] != ' ' && text[begin - 1] != '\n' && text[begin - 1] != '\t') --begin;
  for (std::size_t n = opening_mark_bytes(text, begin); n > 0; n = opening_mark_bytes(text, begin)) begin += n;
  if (begin >= end) return false;
  // "55 000 millones": a number grouped with plain spaces is not read ("000" is no quantity).
  if (begin >= 2 && text[begin - 1] == ' ' && text[begin - 2] >= '0' && text[begin - 2] <= '9') return false;
  const std::string_view token = text.substr(begin, end - begin);
  q->begin = begin;
  const std::string lower = lower_case(token);
  q->capitalised = is_upper_ascii(token[0]);
  if (lower == (english ? "a" : "uno") || lower == (english ? "one" : "un")) {
    q->word = &kNumberWords[0];
    q->one = true;
    return true;
  }
  for (const NumberWord& w : kNumberWords) {
    if (lower == (english ? w.en : w.es)) {
      q->word = &w;
      return true;
    }
  }
  q->capitalised = false;
  const std::size_t p = currency_prefix(token);
  q->currency = std::string(token.substr(0, p));
  const ParsedNumber number = parse_number_at(token, p, style);
  if (number.length == 0 || p + number.length != token.size()) return false;
  q->digits = number.digits;
  q->fraction = number.fraction;
  q->one = number.digits == "1" && number.fraction.empty();
  return true;
}

// The word that starts at text[at] (letters only), lower-cased.
std::string word_at(std::string_view text, std::size_t at) {
  std::size_t end = at;
  while (end < text.size() && is_word_byte(text[end])) ++end;
  return lower_case(text.substr(at, end - at));
}

// English words after "N million" that are no noun it counts: the Spanish needs no "de" there.
constexpr std::array<std::string_view, 52> kEnglishNonNouns = {
    "of", "or", "and", "to", "in", "on", "at", "for", "from", "with", "by", "per", "a", "an", "the", "than",
    "as", "is", "are", "was", "were", "be", "been", "has", "have", "had", "will", "would", "could", "can",
    "may", "might", "who", "that", "which", "this", "these", "those", "each", "every", "more", "less",
    "already", "annually", "last", "now", "so", "too", "over", "since", "yearly", "but"};

// Spanish words after "N millones de" that begin a noun phrase of their own: "de" stays the
// model's ("2 millones de los niños" -> "2 million of the children").
constexpr std::array<std::string_view, 28> kSpanishDeterminers = {
    "el", "la", "los", "las", "lo", "su", "sus", "mis", "tus", "nuestros", "nuestras", "estos", "estas",
    "esos", "esas", "aquellos", "aquellas", "ellos", "ellas", "ustedes", "nosotros", "un", "una", "unos",
    "unas", "todos", "todas", "ese"};

// "2.3" billion -> "2300" (million): the number times a thousand.
void times_thousand(std::string* digits, std::string* fraction) {
  std::string moved = fraction->substr(0, std::min<std::size_t>(3, fraction->size()));
  moved.resize(3, '0');
  *fraction = fraction->size() > 3 ? fraction->substr(3) : std::string();
  *digits += moved;
  const std::size_t nonzero = digits->find_first_not_of('0');
  *digits = nonzero == std::string::npos ? "0" : digits->substr(nonzero);
}

// What Spanish writes after a quantity for the currency sign before it: " de dólares" after a
// scale word ("2300 millones de dólares"), " dólares" after a plain number ("50 000 dólares");
// a sign it has no word for stays a sign (" A$").
std::string spanish_currency(const std::string& sign, bool after_scale) {
  const std::string_view words = sign == "US$" ? "d\xC3\xB3lares estadounidenses" : sign == "$" ? "d\xC3\xB3lares"
                                 : sign == "\xE2\x82\xAC"                              ? "euros"
                                 : sign == "\xC2\xA3"                                  ? "libras"
                                                                                       : "";
  if (words.empty()) return " " + sign;
  return (after_scale ? " de " : " ") + std::string(words);
}

// en -> es: "54 million" [noun] -> "54 millones de", "$2.3 billion" -> "2300 millones de dólares".
void add_english_scales(std::string_view text, std::vector<GlossaryTerm>* out) {
  const NumberStyle& en = *number_style("en");
  const NumberStyle& es = *number_style("es");
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (text[at] != ' ' || at + 1 >= text.size() || text[at + 1] == ' ') continue;
    std::size_t end = at + 1;
    while (end < text.size() && is_ascii_letter(text[end])) ++end;
    const std::string_view word = text.substr(at + 1, end - at - 1);
    const int power = scale_power(word, true);
    const bool percent = word == "percent" || (word == "per" && text.substr(end, 5) == " cent");
    if (percent && word == "per") end += 5;
    if ((power == 0 && !percent) || (end < text.size() && (is_word_byte(text[end]) || text[end] == '-'))) continue;
    Quantity q;
    if (!quantity_before(text, at, true, en, &q)) continue;
    if (percent) {
      // "90 percent" came out "90 porcentaje" (a percentage): "90 por ciento", the word kept a
      // word as the source has it (a sign stays a sign: text/numbers.h).
      if (q.word != nullptr && text[q.begin] == 'a') continue;  // "a percent" is no quantity
      std::string target = (q.word == nullptr ? write_number(q.digits, q.fraction, es)
                                              : std::string(q.one ? "uno" : q.word->es)) + " por ciento";
      if (q.capitalised) target = capitalise_first(target);
      add_if_new(out, {std::string(text.substr(q.begin, end - q.begin)), std::move(target)});
      at = end - 1;
      continue;
    }
    std::string number;
    if (q.word != nullptr) {
      number = std::string(q.word->es);
    } else {
      std::string digits = q.digits, fraction = q.fraction;
      if (power == 9) times_thousand(&digits, &fraction);
      number = write_number(digits, fraction, es);
    }
    std::string target;
    if (power == 6) target = number + (q.one ? " mill\xC3\xB3n" : " millones");
    if (power == 9) target = (q.word != nullptr && q.one ? std::string("mil") : q.word != nullptr ? number + " mil" : number) +
                             " millones";
    if (power == 12) target = number + (q.one ? " bill\xC3\xB3n" : " billones");
    if (q.capitalised) target = capitalise_first(target);
    if (!q.currency.empty()) {
      target += spanish_currency(q.currency, true);
    } else if (end + 1 < text.size() && text[end] == ' ' && is_word_byte(text[end + 1])) {
      const std::string next = word_at(text, end + 1);
      if (std::find(kEnglishNonNouns.begin(), kEnglishNonNouns.end(), next) == kEnglishNonNouns.end()) target += " de";
    }
    add_if_new(out, {std::string(text.substr(q.begin, end - q.begin)), std::move(target)});
    at = end - 1;
  }
}

// en -> es: a quantity with its scale abbreviated and glued, as news writes money: "$2.3bn" ->
// "2300 millones de dólares", "£27m" -> "27 millones de libras", "$50k" -> "50 000 dólares",
// "2.3bn" -> "2300 millones". They stayed as written ("Costa €3.5bn", "Un trato $5m"). A
// one-letter scale (m, b, k, and in capitals) only after a currency sign: "5m" is five metres.
void add_english_abbreviated_scales(std::string_view text, std::vector<GlossaryTerm>* out) {
  const NumberStyle& en = *number_style("en");
  const NumberStyle& es = *number_style("es");
  for (std::size_t begin = 0; begin < text.size();) {
    std::size_t end = text.find_first_of(" \n\t", begin);
    if (end == std::string_view::npos) end = text.size();
    std::size_t at = begin;
    for (std::size_t n = opening_mark_bytes(text, at); n > 0; n = opening_mark_bytes(text, at)) at += n;
    std::string_view token = text.substr(at, end - at);
    while (!token.empty() && std::string_view(".,;:!?)]\"'").find(token.back()) != std::string_view::npos) {
      token.remove_suffix(1);
    }
    begin = end + 1;
    const std::size_t sign = currency_prefix(token);
    const ParsedNumber number = parse_number_at(token, sign, en);
    if (number.length == 0) continue;
    const std::string_view scale = token.substr(sign + number.length);
    const std::string lower = lower_case(scale);
    const int power = lower == "bn" || (sign > 0 && lower == "b") ? 9 : lower == "tn" ? 12
                      : sign > 0 && lower == "m"                  ? 6
                      : sign > 0 && lower == "k"                  ? 3
                                                                  : 0;
    if (power == 0) continue;
    std::string digits = number.digits, fraction = number.fraction;
    if (power == 9 || power == 3) times_thousand(&digits, &fraction);
    std::string target = write_number(digits, fraction, es);
    if (power == 6) target += digits == "1" && fraction.empty() ? " mill\xC3\xB3n" : " millones";
    if (power == 9) target += " millones";
    if (power == 12) target += digits == "1" && fraction.empty() ? " bill\xC3\xB3n" : " billones";
    const std::string currency(token.substr(0, sign));
    if (!currency.empty()) target += spanish_currency(currency, power != 3);
    add_if_new(out, {std::string(token), std::move(target)});
  }
}

// The currency a Spanish word after "de" names, as English writes it: before the number ("$")
// or after the scale (" euros"), and, for a sign, after a number in words (" dollars": "$ten
// million" is no English). Empty when it names none.
struct CurrencyWord {
  std::string_view spanish, before, after, words_after;
};
constexpr std::array<CurrencyWord, 6> kSpanishCurrencies = {{
    {"d\xC3\xB3lares estadounidenses", "US$", "", " US dollars"}, {"d\xC3\xB3lares", "$", "", " dollars"},
    {"libras esterlinas", "\xC2\xA3", "", " pounds"}, {"libras", "\xC2\xA3", "", " pounds"},
    {"euros", "", " euros", ""}, {"pesos", "", " pesos", ""}}};

// es -> en: "1,2 millones de" [noun] -> "1.2 million", "2300 millones de dólares" -> "$2.3 billion".
void add_spanish_scales(std::string_view text, std::vector<GlossaryTerm>* out) {
  const NumberStyle& en = *number_style("en");
  const NumberStyle& es = *number_style("es");
  constexpr std::string_view kThousand = "mil";
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (text[at] != ' ' || at + 1 >= text.size() || text[at + 1] == ' ') continue;
    std::size_t end = at + 1;
    while (end < text.size() && is_word_byte(text[end])) ++end;
    int power = scale_power(text.substr(at + 1, end - at - 1), false);
    if (power == 0 || (end < text.size() && text[end] == '-')) continue;
    // "mil millones": a thousand million, its number before "mil" ("10 mil millones"); without
    // one it is one thousand million ("más de mil millones").
    Quantity q;
    const std::size_t mil = at >= kThousand.size() ? at - kThousand.size() : 0;
    if (power == 6 && at >= kThousand.size() && text.substr(mil, kThousand.size()) == kThousand &&
        (mil == 0 || !is_word_byte(text[mil - 1]))) {
      power = 9;
      if (mil == 0 || text[mil - 1] != ' ' || !quantity_before(text, mil - 1, false, es, &q)) {
        q = Quantity();
        q.begin = mil;
        q.word = &kNumberWords[0];
        q.one = true;
      }
    } else if (!quantity_before(text, at, false, es, &q)) {
      continue;
    }
    std::string currency_before = q.currency, currency_after;
    std::size_t term_end = end;
    constexpr std::string_view kOf = " de ";
    if (text.substr(end, kOf.size()) == kOf) {
      const std::size_t word = end + kOf.size();
      bool named_currency = false;
      for (const CurrencyWord& c : kSpanishCurrencies) {
        if (text.substr(word, c.spanish.size()) != c.spanish) continue;
        if (word + c.spanish.size() < text.size() && is_word_byte(text[word + c.spanish.size()])) continue;
        if (currency_before.empty()) currency_before = std::string(c.before);
        currency_after = std::string(c.after);
        term_end = word + c.spanish.size();
        named_currency = true;
        break;
      }
      const std::string next = word_at(text, word);
      if (!named_currency && !next.empty() &&
          std::find(kSpanishDeterminers.begin(), kSpanishDeterminers.end(), next) == kSpanishDeterminers.end()) {
        term_end = end + kOf.size() - 1;  // "de" goes with the quantity
      }
    }
    std::string number;
    if (q.word != nullptr) {
      number = std::string(q.word->en);
      // A number in words takes the currency's name after it: "diez millones de dólares" is "ten
      // million dollars" (it had come out "$ten million").
      for (const CurrencyWord& c : kSpanishCurrencies) {
        if (currency_before.empty() || c.before != currency_before) continue;
        currency_after = std::string(c.words_after);
        currency_before.clear();
      }
    } else {
      std::string digits = q.digits, fraction = q.fraction;
      // "2300 millones" -> "2.3 billion".
      if (power == 6 && fraction.empty() && digits.size() >= 4 && digits.size() <= 6) {
        std::string thousandths = digits.substr(digits.size() - 3);
        thousandths.erase(thousandths.find_last_not_of('0') + 1);
        fraction = thousandths;
        digits.resize(digits.size() - 3);
        power = 9;
      }
      number = write_number(digits, fraction, en);
    }
    std::string target = currency_before + number +
                         (power == 6 ? " million" : power == 9 ? " billion" : " trillion") + currency_after;
    if (q.capitalised) target = capitalise_first(target);
    add_if_new(out, {std::string(text.substr(q.begin, term_end - q.begin)), std::move(target)});
    at = end - 1;
  }
}

// es -> en: a percentage after its article and before "de", "el 46 % de" or "un 5 por ciento
// de" (Spanish says "the 46 % of", English "46% of"): "reaching the 32% of the votes" is
// "reaching 32% of the votes".
void add_spanish_percentages(std::string_view text, std::vector<GlossaryTerm>* out) {
  const NumberStyle& en = *number_style("en");
  const NumberStyle& es = *number_style("es");
  constexpr std::string_view kPorCiento = " por ciento";
  for (std::string_view article : {"el ", "El ", "un ", "Un "}) {
    for (std::size_t at = text.find(article); at != std::string_view::npos; at = text.find(article, at + 1)) {
      if (at > 0 && is_word_byte(text[at - 1])) continue;
      const std::size_t begin = at + article.size();
      const ParsedNumber number = parse_number_at(text, begin, es);
      if (number.length == 0) continue;
      std::size_t end = begin + number.length;
      std::string_view sign;  // how English writes it: "%" or " percent"
      for (std::string_view space : {"", " ", "\xC2\xA0"}) {
        if (sign.empty() && text.substr(end).starts_with(space) && text.substr(end + space.size()).starts_with('%')) {
          end += space.size() + 1;
          sign = "%";
        }
      }
      if (sign.empty() && text.substr(end, kPorCiento.size()) == kPorCiento) {
        end += kPorCiento.size();
        sign = " percent";
      }
      if (sign.empty() || (end < text.size() && is_word_byte(text[end]))) continue;
      // Only a part of something ("el 46 % de los votos"): "El 2 % más violento" is "The 2%".
      if (text.substr(end, 4) != " de " && text.substr(end, 5) != " del ") continue;
      add_if_new(out, {std::string(text.substr(at, end - at)), write_number(number.digits, number.fraction, en) + std::string(sign)});
    }
  }
}

// A price per unit written as one token, "$9.99/month", "89 €/noche": read as a path, it stayed
// as written in the other language ("Los planos comienzan en $9.99/month"). The number is
// written in the target's style and the unit translated; the currency stays where it is.
struct RateUnit {
  std::string_view en, es;
};
constexpr std::array<RateUnit, 12> kRateUnits = {{
    {"month", "mes"}, {"mo", "mes"}, {"year", "a\xC3\xB1o"}, {"yr", "a\xC3\xB1o"}, {"week", "semana"},
    {"day", "d\xC3\xAD" "a"}, {"night", "noche"}, {"hour", "hora"}, {"hr", "h"}, {"person", "persona"},
    {"user", "usuario"}, {"seat", "plaza"}}};

void add_rate_terms(std::string_view text, bool from_english, std::vector<GlossaryTerm>* out) {
  const NumberStyle& from = *number_style(from_english ? "en" : "es");
  const NumberStyle& to = *number_style(from_english ? "es" : "en");
  for (std::size_t slash = text.find('/'); slash != std::string_view::npos; slash = text.find('/', slash + 1)) {
    // The unit: letters up to a non-letter, one of the table's.
    std::size_t end = slash + 1;
    while (end < text.size() && is_ascii_letter(text[end])) ++end;
    if (end < text.size() && (is_word_byte(text[end]) || text[end] == '/')) continue;
    const std::string_view unit = text.substr(slash + 1, end - slash - 1);
    const RateUnit* found = nullptr;
    for (const RateUnit& u : kRateUnits) {
      if (unit == (from_english ? u.en : u.es) && found == nullptr) found = &u;
    }
    if (found == nullptr) continue;
    // The price before it: [sign]number, or number[space]sign ("89 €").
    std::size_t begin = slash;
    std::string sign_after;
    for (std::string_view sign : kSigns) {
      if (begin >= sign.size() && text.substr(begin - sign.size(), sign.size()) == sign) {
        begin -= sign.size();
        sign_after = std::string(sign);
        if (begin > 0 && text[begin - 1] == ' ') {
          --begin;
          sign_after = " " + sign_after;
        } else if (begin >= 2 && text.substr(begin - 2, 2) == "\xC2\xA0") {
          begin -= 2;
          sign_after = "\xC2\xA0" + sign_after;
        }
        break;
      }
    }
    std::size_t start = begin;
    while (start > 0 && text[start - 1] != ' ' && text[start - 1] != '(') --start;
    const std::size_t p = start + currency_prefix(text.substr(start, begin - start));
    const std::string sign_before(text.substr(start, p - start));
    if (sign_before.empty() == sign_after.empty()) continue;  // one currency sign, before or after
    const ParsedNumber number = parse_number_at(text, p, from);
    if (number.length == 0 || p + number.length != begin) continue;
    std::string target = sign_before + write_number(number.digits, number.fraction, to) + sign_after + "/" +
                         std::string(from_english ? found->es : found->en);
    add_if_new(out, {std::string(text.substr(start, end - start)), std::move(target)});
  }
}

}  // namespace

void add_scale_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                     std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  const bool en_es = source_lang == "en" && target_lang == "es";
  const bool es_en = source_lang == "es" && target_lang == "en";
  if (!en_es && !es_en) return;
  for (std::string_view text : texts) {
    if (text.find('/') != std::string_view::npos) add_rate_terms(text, en_es, out);
    if (en_es && text.find_first_of("0123456789") != std::string_view::npos) add_english_abbreviated_scales(text, out);
    const bool percent_sign = text.find('%') != std::string_view::npos || text.find("ciento") != std::string_view::npos;
    // million, millones, percent; % and por ciento
    if (text.find("ill") == std::string_view::npos && text.find("per") == std::string_view::npos && !percent_sign) continue;
    if (en_es) add_english_scales(text, out);
    if (es_en) add_spanish_scales(text, out);
    if (es_en && percent_sign) add_spanish_percentages(text, out);
  }
}

}  // namespace heed::text
