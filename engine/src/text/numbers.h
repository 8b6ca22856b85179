// Numbers written the way the target language writes them. English writes "55,000" and "2.8";
// Spanish "55 000" and "2,8" (the RAE's rule: no separator in four-digit numbers, a hard space
// between groups of three above that, a decimal comma, a space before "%" and "€", which follows
// the number: "50 €"; English "€50"). A Spanish reader
// takes "55,000 barriles" for fifty-five, an English one "2,8 million" for a typo; the models
// copy numbers verbatim (they are protected spans), so the conversion happens here: each number
// whose written form differs between the two languages becomes a glossary term (source ->
// target form), placed by attention like any protected span.
//
// Only numbers that say which convention they use are converted: a thousands separator, a
// decimal part, a percent sign or a euro sign on the side the target does not write it. Plain integers ("2008", "12345") stay as they are. A decimal
// number right after a name or a version word ("Python 3.11", "version 2.5") is a version, not a
// quantity, and stays too. Numbers inside `code`, <markup>, URLs and paths are never touched.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// How one language writes numbers.
struct NumberStyle {
  std::string_view group;     // written between groups of three digits
  char decimal = '.';         // decimal separator
  int min_grouped_digits = 4;  // integer parts with fewer digits are written without groups
  std::string_view percent;   // written between the number and "%"
  // Read as thousands separators in source text, besides `group` ("." in Spanish texts).
  std::vector<std::string_view> also_groups;
  // The euro sign after the number, set apart as the percent sign is ("50 €"), not before ("€50").
  bool euro_after = false;
};

// The style of a language code ("en", "es", "de"); nullptr for a language without one here.
const NumberStyle* number_style(std::string_view lang);

// A number written at s[at] in `style`: its integer digits without group separators
// ("55 000" -> "55000"), its fraction's digits, and its length in s (0: no number starts there).
struct ParsedNumber {
  std::size_t length = 0;
  std::string digits;
  std::string fraction;
  bool grouped = false;  // written with group separators
};
ParsedNumber parse_number_at(std::string_view s, std::size_t at, const NumberStyle& style);

// `digits` (and `fraction`, if any) as `style` writes them: "10000" -> "10 000" in Spanish.
std::string write_number(std::string_view digits, std::string_view fraction, const NumberStyle& style);

// The number written at s[at] in `from`'s style, rewritten in `to`'s, with its length in s; an
// empty target when no number that needs rewriting starts there (with a length: a number that
// stays as written, whole, such as a phone number, none of whose parts is another).
struct NumberRewrite {
  std::size_t length = 0;
  std::string target;
};
NumberRewrite rewrite_number_at(std::string_view s, std::size_t at, const NumberStyle& from,
                                const NumberStyle& to);

// Appends to `out` a term for each number in `texts` that `to` writes differently from `from`,
// unless a term in `out` already has that source. A number also written inside code, markup, a
// URL or a path somewhere in `texts` gets no term (a term applies to every occurrence).
void add_number_terms(const std::vector<std::string_view>& texts, const NumberStyle& from,
                      const NumberStyle& to, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
