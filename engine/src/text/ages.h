// Ages written before a noun. English says "a 30-year-old man", "the 13-year-old racer"; Spanish
// says it after the noun: "un hombre de 30 años". The token "30-year-old" is number-like, so it
// was carried verbatim and came out in English ("El 30-year-old marido"). For en -> es each age
// found becomes a glossary term ("30-year-old" -> "de 30 años") whose output moves past the
// word the model writes right after it (GlossaryTerm::after_next_word; text/restore.h). So does
// a stretch or size written the same way ("a 10-minute walk" -> "un paseo de 10 minutos", "the
// 100-metre ship" -> "el barco de 100 metros"; it came out "un 10-minute caminar").
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// Appends a term for each age ("N-year-old", "-month-old", "-week-old", "-day-old"; N of one to
// three digits) in `texts` that `out` has no term for yet; es -> en, an age after a comma
// (", de 28 años," -> "aged 28", which came out "of 28 years of age"). Other pairs have none.
void add_age_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                   std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
