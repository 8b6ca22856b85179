// Centuries. English writes "the 15th century", Spanish "el siglo XV", with a Roman numeral.
// The models turned one into the other digit by digit ("el siglo 15"; "the 1th century" for
// "el siglo XV", the Roman numeral read as letters) or copied the English ("el famoso
// 17th-century"). Each becomes a glossary term (text/protect.h):
// - en -> es: "the 15th century" -> "el siglo XV" (its article merges with the model's "de":
//   "del siglo XV"; text/restore.h); "15th century" -> "siglo XV"; "17th-century", before a
//   noun, -> "del siglo XVII", moved past the noun after an article ("un convento del siglo
//   XVII"; GlossaryTerm::after_next_word, as for ages).
// - es -> en: "siglo XV" -> "the 15th century" (the model's "the" merges with it).
// - en -> es, the ordinals also in words ("the nineteenth century" -> "el siglo XIX"), and two
//   centuries: "the 19th and 20th centuries" -> "los siglos XIX y XX".
// Centuries 1 to 21 only; es -> en's plurals ("siglos XIX y XX") stay the model's.
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// Appends a term for each century in `texts` that `out` has no term for yet (en -> es and
// es -> en; other pairs have none).
void add_century_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                       std::string_view target_lang, std::vector<GlossaryTerm>* out);

// The Roman numeral of 1..21 ("XV" for 15), or empty; and back: the number of a Roman numeral
// of 1..21, or 0.
std::string_view roman_numeral(int n);
int roman_value(std::string_view numeral);

}  // namespace heed::text
