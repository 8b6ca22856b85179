// Dates written in digits after their preposition: "on 12/05/2023", "el 12/05/2023". The model
// read the date as a number and kept the other language's preposition word for word ("Publicado
// en 12/05/2023", "Published the 12/05/2023"). Each becomes a glossary term with the target's
// preposition and the date as written (which of day and month comes first is the page's to say):
// en -> es "on 12/05/2023" -> "el 12/05/2023", "since" -> "desde el", "until" -> "hasta el"; es ->
// en the other way round. A date is D/M/Y (or with '.' or '-', one separator throughout; day and
// month one or two digits, the year two or four) or ISO's YYYY-MM-DD. Other pairs have none.
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// Appends a term for each date in digits after a preposition in `texts` that `out` has none for.
void add_numeric_date_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                            std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
