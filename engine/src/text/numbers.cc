#include "text/numbers.h"

#include <algorithm>
#include <array>
#include <unordered_set>
#include <utility>

#include "text/utf8.h"

namespace heed::text {
namespace {

constexpr std::string_view kNbsp = "\xC2\xA0";         // U+00A0 no-break space
constexpr std::string_view kThin = "\xE2\x80\x89";     // U+2009 thin space
constexpr std::string_view kNarrow = "\xE2\x80\xAF";   // U+202F narrow no-break space
constexpr std::array<std::string_view, 4> kSpaces = {" ", kNbsp, kThin, kNarrow};
constexpr std::array<std::string_view, 4> kCurrencies = {"$", "\xE2\x82\xAC", "\xC2\xA3", "\xC2\xA5"};  // $ € £ ¥

// Words after which a decimal number is a version or a section's number, not a quantity
// ("version 2.5", "see section 4.1", "la tabla 3.2").
constexpr std::array<std::string_view, 25> kVersionWords = {
    "version", "versions", "versi\xC3\xB3n", "versiones", "release", "revision", "revisi\xC3\xB3n", "update", "kernel",
    "section", "sections", "chapter", "chapters", "table", "figure", "appendix", "step",
    "secci\xC3\xB3n", "secciones", "cap\xC3\xADtulo", "cap\xC3\xADtulos", "tabla", "figura", "ap\xC3\xA9ndice", "paso"};

const NumberStyle kEnglish{",", '.', 4, "", {}};
const NumberStyle kSpanish{kNbsp, ',', 5, kNbsp, {" ", ".", kThin, kNarrow}, true};
const NumberStyle kGerman{".", ',', 5, kNbsp, {" ", kNbsp, kThin, kNarrow}, true};

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_upper_ascii(char c) { return c >= 'A' && c <= 'Z'; }
bool digit_at(std::string_view s, std::size_t i) { return i < s.size() && is_digit(s[i]); }

// Whether a number may start at s[at]: after a space, an opening bracket or quote, a minus
// sign, or a range's dash after a digit. Not after '/', '=', ':', '.', letters or digits, so
// nothing inside a URL, a path, an assignment or a longer word is read as a number.
bool may_start_at(std::string_view s, std::size_t at) {
  if (at == 0) return true;
  const char c = s[at - 1];
  if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '(' || c == '[' || c == '"' || c == '\'') return true;
  if (c == '-') return at < 2 || s[at - 2] == ' ' || is_digit(s[at - 2]);
  if (static_cast<unsigned char>(c) < 0x80) return false;
  std::size_t start = 0;
  switch (decode_utf8_before(s, at, &start).value) {
    case 0xA0: case 0xAB: case 0xBF: case 0xA1: case 0x2009: case 0x202F:   // nbsp « ¿ ¡ thin narrow
    case 0x201C: case 0x2018: case 0x2013: case 0x2014: case 0x2212:        // “ ‘ – — −
      return true;
    default:
      return false;
  }
}

// Whether a number may end just before s[at]: before a space, closing punctuation or a range's
// dash and a digit. Not before a letter, a digit, '/', or '.'/',' and a digit ("1.2.3").
bool may_end_at(std::string_view s, std::size_t at) {
  if (at >= s.size()) return true;
  const char c = s[at];
  if (c == '.' || c == ',') return !digit_at(s, at + 1);
  if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ')' || c == ']' || c == '"' || c == '\'' ||
      c == ';' || c == ':' || c == '!' || c == '?') {
    return true;
  }
  if (c == '-') return digit_at(s, at + 1);
  if (static_cast<unsigned char>(c) < 0x80) return false;
  switch (decode_utf8(s, at).value) {
    case 0xA0: case 0xBB: case 0x2009: case 0x202F: case 0x201D: case 0x2019: case 0x2013: case 0x2014:
      return true;  // nbsp » thin narrow ” ’ – —
    default:
      return false;
  }
}

// The length of the word "euros" or "euro" at s[at], ending there as a word; 0 for none.
std::size_t euro_word_at(std::string_view s, std::size_t at) {
  for (std::string_view w : {std::string_view("euros"), std::string_view("euro")}) {
    const std::size_t end = at + w.size();
    if (s.substr(at).starts_with(w) && (end == s.size() || !((s[end] >= 'a' && s[end] <= 'z') || is_upper_ascii(s[end]) ||
                                                             is_digit(s[end]) || static_cast<unsigned char>(s[end]) >= 0x80))) {
      return w.size();
    }
  }
  return 0;
}

// The length of the separator of `style` at s[at] ("", or none: 0).
std::size_t group_separator_at(std::string_view s, std::size_t at, const NumberStyle& style) {
  if (s.substr(at).starts_with(style.group)) return style.group.size();
  for (std::string_view g : style.also_groups) {
    if (s.substr(at).starts_with(g)) return g.size();
  }
  return 0;
}

std::string lower_ascii(std::string_view w) {
  std::string out(w);
  for (char& c : out) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  return out;
}

// Words that open a sentence before a quantity ("About 2.5 million", "Casi 2,5 millones"): at a
// sentence's start any other capitalised word is taken for a name ("Python 3.11 is out").
constexpr std::array<std::string_view, 34> kOpeners = {
    "about", "around", "nearly", "almost", "over", "under", "only", "just", "some", "approximately",
    "roughly", "more", "less", "at", "by", "in", "from", "up", "to", "cerca", "casi", "unos", "unas",
    "m\xC3\xA1s", "menos", "solo", "s\xC3\xB3lo", "aproximadamente", "alrededor", "hasta", "desde", "en",
    "etwa", "rund"};

// Whether `text` is written as a Spanish phone number, not a quantity: three groups of three
// digits between plain spaces, the first a 6, 7, 8 or 9 ("912 345 678", a contact page's): read
// as thousands it had come out "912,345,678". A quantity that size has words ("912 millones")
// or a hard space between its groups, the RAE's.
bool phone_number(std::string_view text) {
  if (text.size() != 11 || text[3] != ' ' || text[7] != ' ' || text[0] < '6' || text[0] > '9') return false;
  for (const std::size_t i : {1, 2, 4, 5, 6, 8, 9, 10}) {
    if (text[i] < '0' || text[i] > '9') return false;
  }
  return true;
}

// Whether the word before s[at] (across one run of spaces) makes a decimal number a version:
// a version word, or a name or code with a capital or a digit ("GNOME 3.38", "GTK3 2.5",
// "Python 3.11" at a sentence's start too, unless the word is one of kOpeners).
bool follows_version_word(std::string_view s, std::size_t at) {
  // The word before, across spaces and a range's dash ("Excel 4.x - 5.0").
  std::size_t end = at;
  while (end > 0 && (s[end - 1] == ' ' || s[end - 1] == '-')) --end;
  if (end == at || end == 0) return false;
  std::size_t begin = end;
  while (begin > 0 && s[begin - 1] != ' ' && s[begin - 1] != '\n' && s[begin - 1] != '\t') --begin;
  const std::string_view word = s.substr(begin, end - begin);
  const std::string lower = lower_ascii(word);
  if (std::find(kVersionWords.begin(), kVersionWords.end(), lower) != kVersionWords.end()) return true;
  // Another number before it ("1.8, 2.2 and 2.4") is a list of quantities, not a name.
  const bool a_number = std::all_of(word.begin(), word.end(), [](char c) {
    return is_digit(c) || c == '.' || c == ',' || c == '%' || c == '(' || c == ')';
  });
  const bool named = !a_number && std::any_of(word.begin(), word.end(), [](char c) { return is_upper_ascii(c) || is_digit(c); });
  if (!named) return false;
  std::size_t before = begin;
  while (before > 0 && s[before - 1] == ' ') --before;
  const bool opens_sentence = before == 0 || s[before - 1] == '.' || s[before - 1] == '!' || s[before - 1] == '?' ||
                              s[before - 1] == '\n';
  return !(opens_sentence && std::find(kOpeners.begin(), kOpeners.end(), lower) != kOpeners.end());
}

std::string grouped(const std::string& digits, const NumberStyle& style) {
  if (static_cast<int>(digits.size()) < style.min_grouped_digits) return digits;
  std::string out;
  const std::size_t head = digits.size() % 3 == 0 ? 3 : digits.size() % 3;
  out.append(digits, 0, head);
  for (std::size_t i = head; i < digits.size(); i += 3) {
    out.append(style.group);
    out.append(digits, i, 3);
  }
  return out;
}

// Byte ranges of `code` spans and <markup> in `s`, where numbers are left alone.
std::vector<std::pair<std::size_t, std::size_t>> code_regions(std::string_view s) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (char open_c : {'`', '<'}) {
    const char close_c = open_c == '`' ? '`' : '>';
    for (std::size_t open = s.find(open_c); open != std::string_view::npos;) {
      const std::size_t close = s.find(close_c, open + 1);
      if (close == std::string_view::npos) break;
      out.emplace_back(open, close + 1);
      open = s.find(open_c, close + 1);
    }
  }
  return out;
}

}  // namespace

const NumberStyle* number_style(std::string_view lang) {
  if (lang == "en") return &kEnglish;
  if (lang == "es") return &kSpanish;
  if (lang == "de") return &kGerman;
  return nullptr;
}

ParsedNumber parse_number_at(std::string_view s, std::size_t at, const NumberStyle& style) {
  ParsedNumber number;
  std::size_t p = at;
  while (digit_at(s, p)) number.digits += s[p++];
  if (number.digits.empty()) return {};
  // Groups of exactly three digits after one to three, all with the same separator.
  if (number.digits.size() <= 3) {
    const std::size_t lead = p;
    std::string_view separator;
    for (;;) {
      const std::size_t g = group_separator_at(s, p, style);
      if (g == 0 || (number.grouped && s.substr(p, g) != separator)) break;
      if (!digit_at(s, p + g) || !digit_at(s, p + g + 1) || !digit_at(s, p + g + 2) || digit_at(s, p + g + 3)) break;
      separator = s.substr(p, g);
      number.digits.append(s.substr(p + g, 3));
      p += g + 3;
      number.grouped = true;
    }
    // More digits after the same separator, in a group of another size: a telephone number or a
    // code ("91 123 45 67" had become "91,123 45 67"), not a grouped number. Its first digits only.
    if (number.grouped && s.substr(p, separator.size()) == separator && digit_at(s, p + separator.size())) {
      number.digits.resize(lead - at);
      number.grouped = false;
      p = lead;
    }
  }
  if (p < s.size() && s[p] == style.decimal && digit_at(s, p + 1)) {
    ++p;
    while (digit_at(s, p)) number.fraction += s[p++];
  }
  number.length = p - at;
  return number;
}

std::string write_number(std::string_view digits, std::string_view fraction, const NumberStyle& style) {
  std::string out = grouped(std::string(digits), style);
  if (!fraction.empty()) {
    out += style.decimal;
    out.append(fraction);
  }
  return out;
}

NumberRewrite rewrite_number_at(std::string_view s, std::size_t at, const NumberStyle& from,
                                const NumberStyle& to) {
  if (at >= s.size() || !may_start_at(s, at)) return {};
  std::size_t p = at;
  // A currency sign, maybe after a country's letters ("US$14.7"): kept as written.
  while (p < s.size() && p - at < 3 && is_upper_ascii(s[p])) ++p;
  bool currency = false;
  for (std::string_view c : kCurrencies) {
    if (s.substr(p).starts_with(c)) {
      p += c.size();
      currency = true;
      break;
    }
  }
  if (!currency) p = at;
  std::string target(s.substr(at, p - at));
  const ParsedNumber number = parse_number_at(s, p, from);
  if (number.length == 0) return {};
  p += number.length;
  const bool has_groups = number.grouped;
  const std::string& digits = number.digits;
  const std::string& fraction = number.fraction;
  // A sign right after the number or after one space: a percent sign ("80%", "80 %"), or a euro
  // sign the target writes before the number. The euro goes where the target writes it: "€50" ->
  // "50 €", "1.299 €" -> "€1,299" (the model left each where the source had it: "Costa €50",
  // "The price is 1,299 €").
  constexpr std::string_view kEuro = "\xE2\x82\xAC";
  const bool euro_before = currency && target == kEuro && !from.euro_after && to.euro_after;
  const bool euro_may_follow = !currency && from.euro_after && !to.euro_after;
  bool percent = false, euro_after = false;
  std::size_t end = p;
  for (std::string_view space : kSpaces) {
    const std::size_t q = s.substr(p).starts_with(space) ? p + space.size() : p;
    percent = q < s.size() && s[q] == '%';
    euro_after = !percent && euro_may_follow && s.substr(q).starts_with(kEuro);
    // Spanish's word for it too, "19,99 euros", "600 euros": the model wrote "19.99 Europeans",
    // "600 Europe", "The 20 Europeans you must"; English writes the sign, "€19.99", "€600".
    const std::size_t word = percent || euro_after || !euro_may_follow || q == p ? 0 : euro_word_at(s, q);
    if (percent || euro_after || word > 0) {
      euro_after = !percent;
      end = q + (percent ? 1 : word > 0 ? word : kEuro.size());
      break;
    }
  }
  if (!may_end_at(s, end)) return {};
  const bool euro_moves = euro_before || euro_after;
  if (!has_groups && !percent && fraction.empty() && !euro_moves) return {};  // a plain integer: same everywhere
  if (!has_groups && !percent && !currency && !euro_moves && follows_version_word(s, at)) return {};
  // A phone number stays as written, whole: no term for a part of it ("345 678") either.
  if (!percent && !currency && !euro_moves && fraction.empty() && phone_number(s.substr(p - number.length, number.length))) {
    return {end - at, ""};
  }
  // A section's number opening a text or line, its period after it ("4.1. Normal Unix
  // authentication", a manual's contents): no quantity.
  const bool opens_line = s.substr(0, at).find_last_not_of(" \t") == std::string_view::npos ||
                     s[s.substr(0, at).find_last_not_of(" \t")] == '\n';
  if (!has_groups && !percent && !currency && opens_line && end < s.size() && s[end] == '.' &&
      (end + 1 == s.size() || s[end + 1] == ' ' || s[end + 1] == '\t' || s.substr(end + 1).starts_with(kNbsp))) {
    return {};
  }
  target += write_number(digits, fraction, to);
  if (percent) {
    target.append(to.percent);
    target += '%';
  }
  if (euro_before) target = target.substr(kEuro.size()).append(to.percent).append(kEuro);
  if (euro_after) target = std::string(kEuro) + target;
  if (target == s.substr(at, end - at)) return {};
  return {end - at, std::move(target)};
}

void add_number_terms(const std::vector<std::string_view>& texts, const NumberStyle& from,
                      const NumberStyle& to, std::vector<GlossaryTerm>* out) {
  std::unordered_set<std::string> taken;
  for (const GlossaryTerm& t : *out) taken.insert(t.source);
  std::vector<GlossaryTerm> found;
  std::vector<std::string_view> code;  // every `code` span and <markup> of the texts
  for (std::string_view text : texts) {
    if (text.find_first_of("0123456789") == std::string_view::npos) continue;
    for (const auto& [begin, end] : code_regions(text)) code.push_back(text.substr(begin, end - begin));
    for (std::size_t at = 0; at < text.size(); ++at) {
      const char c = text[at];
      if (!is_digit(c) && !is_upper_ascii(c) && static_cast<unsigned char>(c) < 0x80 && c != '$') continue;
      NumberRewrite r = rewrite_number_at(text, at, from, to);
      if (r.target.empty()) {
        if (r.length > 0) at += r.length - 1;  // a number that stays as written, whole
        continue;
      }
      found.push_back({std::string(text.substr(at, r.length)), std::move(r.target)});
      at += r.length - 1;
    }
  }
  for (GlossaryTerm& term : found) {
    const bool in_code = std::any_of(code.begin(), code.end(), [&](std::string_view c) {
      return c.find(term.source) != std::string_view::npos;
    });
    if (!in_code && taken.insert(term.source).second) out->push_back(std::move(term));
  }
}

}  // namespace heed::text
