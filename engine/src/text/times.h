// Times of day with a.m. and p.m. English writes "9:30 am", "9:30 a.m.", "10 PM"; Spanish
// "9:30 a. m." (the RAE's abbreviation, a space inside). The models read the English "am" as a
// word ("at around 9:30 am local time" came out "en 9:30 se ha localizado el tiempo local") and
// split the Spanish one ("a las 8:46 a. m." came out "to the 8:46 to. m."). Each time found is a
// glossary term in the target's writing: en -> es "9:30 am" -> "9:30 a. m.", es -> en "8:46 a. m."
// -> "8:46 a.m.". Hours 1 to 12, with or without minutes. Years with their era likewise:
// "1000 BC" -> "1000 a. C.", "79 AD" -> "79 d. C." and back ("the year 1000 to. C." before),
// the number in the target's style ("10.000 a. C." -> "10,000 BC"). And es -> en a 24-hour time
// with Spanish's "h" ("a las 14:00 h" -> "at 14:00", "8.30 h" -> "8:30"; it came out "to the
// 14:00 h"), and "hace" with a stretch of time ("hace dos horas" -> "two hours ago", "desde hace
// un año" -> "for a year"; it came out "The earthquake occurs two hours"); en -> es a page's labels
// of when and how long ("Updated 3 hours ago" -> "Actualizado hace 3 horas", "5 min read" -> "5
// min de lectura"; they came out "Hace 3 horas actualizadas", "5 mínimo leído"). Other pairs have none.
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// Appends a term for each time of day with a.m. or p.m., and each year with its era, in `texts` that `out` has no term for yet.
void add_time_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                    std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
