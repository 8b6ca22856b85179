// Decades. English writes "the 1970s"; Spanish "la década de 1970" (the models copied the
// number-like "1970s": "en los 1970s", "En el 1960s"). For en -> es each decade after "the"
// becomes a glossary term that covers "the" too, and a term opening with "la" merges
// with the article the model writes before it (text/restore.h): "en la década de 1970".
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// Appends a term for each decade after "the" ("the 1970s", "The 1970s"; four digits ending in 0)
// in `texts` that `out` has no term for yet; es -> en, each "la década de 1970" ("the tend of
// 1970", "the decay of 1970" before) becomes "the 1970s". Other pairs have none.
void add_decade_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                      std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
