// A change by a percentage: Spanish "cayeron un 5 %" is English "fell by 5%", English "rose by 20
// percent" Spanish "subieron un 20 por ciento". The students, reading the number as a protected
// span, wrote the article or a preposition before it word for word: es -> en "Sales fell a 5% in
// March", en -> es "Las ventas cayeron por 5 % en marzo". Each "un <number> %" / "un <number> por
// ciento" (es -> en) and "by <number>%" / "by <number> percent" (en -> es), the number in digits,
// becomes, with its lead word, a glossary term in the target's style (text/numbers.h): the
// change's amount. A number in words stays the model's (as a term it moved before its noun: "its
// by ten percent exports"). Not before "de"/"of", where the percentage is a share's ("un 30 % de
// los votos", "supported by 5% of voters"). Other pairs have none.
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

void add_percent_change_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                              std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
