// Spanish ordinal numbers and the number sign, es -> en. Spanish writes an ordinal as its number
// with a raised "o" or "a" after a full stop ("2.º piso", "1.ª posición", "1.er lugar"; the RAE's
// Ortografía, also without the stop: "2º") and "number" as "nº" or "n.º"; the model read them as
// words: "2.º floor", "1.er place", "nº 5" -> "not 5". Each becomes a glossary term in English's
// writing: "2.º" -> "2nd", "1.ª" -> "1st", "11.º" -> "11th", "1.os" -> "1st", "nº" -> "No.".
// Other pairs have none.
// en -> es the other way round: the model writes an English ordinal as the number with a letter
// or two of the Spanish word ("1o lugar", "3a edición", "4to piso", "2do"), or copies it
// ("2nd"); those become the RAE's "1.º", "3.ª", "4.º", "1.os" (spanish_ordinal_spellings).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm
#include "text/restore.h"  // CopiedWord

namespace heed::text {

// English's ordinal suffix of `n`: "st", "nd", "rd" or "th" (11th, 12th, 13th, 21st).
std::string_view english_ordinal_suffix(long long n);

// Appends a term for each Spanish ordinal number and number sign in `texts` that `out` has no
// term for yet (es -> en only).
void add_ordinal_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                       std::string_view target_lang, std::vector<GlossaryTerm>* out);

// en -> es: for each English ordinal in digits in `sentence` ("1st", "23rd"), the spellings of
// it the model writes, each with the RAE's ("1o" -> "1.º", "1a" -> "1.ª", "1ro" -> "1.º", "1st"
// -> "1.º", "1os" -> "1.os"), replaced in the output as copied words are (text/restore.h). The
// gender is the model's: it wrote "a" for a feminine noun ("3a edición"). Empty for other pairs.
std::vector<CopiedWord> spanish_ordinal_spellings(std::string_view sentence, std::string_view source_lang,
                                                  std::string_view target_lang);

// The RAE's spelling of `ordinal` ("1.º", "3.º", "21.º") before a masculine singular noun, where
// Spanish shortens it ("1.er lugar", "3.er piso": primer, tercer), or "" for any other ordinal
// ("2.º", "11.º", "1.ª"). Which noun follows is the caller's to know (text/restore.h).
std::string apocopated_ordinal(std::string_view ordinal);

}  // namespace heed::text
