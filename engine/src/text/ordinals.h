// Spanish ordinal numbers and the number sign, es -> en. Spanish writes an ordinal as its number
// with a raised "o" or "a" after a full stop ("2.º piso", "1.ª posición", "1.er lugar"; the RAE's
// Ortografía, also without the stop: "2º") and "number" as "nº" or "n.º"; the model read them as
// words: "2.º floor", "1.er place", "nº 5" -> "not 5". Each becomes a glossary term in English's
// writing: "2.º" -> "2nd", "1.ª" -> "1st", "11.º" -> "11th", "1.os" -> "1st", "nº" -> "No.".
// Other pairs have none.
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// English's ordinal suffix of `n`: "st", "nd", "rd" or "th" (11th, 12th, 13th, 21st).
std::string_view english_ordinal_suffix(long long n);

// Appends a term for each Spanish ordinal number and number sign in `texts` that `out` has no
// term for yet (es -> en only).
void add_ordinal_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                       std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
