// Large quantities: a number and a scale word ("2.8 million", "10 mil millones"). The models
// wrote them word for word: "54 million profiles" -> "54 perfiles de millones de millones",
// "$2.3 billion" -> "$2,3 billones" (a Spanish billón is a million million), "1,2 millones de
// firmas" -> "1.2 millions of signatures", "10 mil millones" -> "10 thousand millions". Each
// quantity found becomes a glossary term written as the target language says it:
//   en -> es  "54 million" -> "54 millones de" before a noun ("54 millones de perfiles"),
//             "2.3 billion" -> "2300 millones", "$2.3 billion" -> "2300 millones de dólares",
//             "a million" -> "un millón", "trillion" -> "billón";
//   es -> en  "1,2 millones de" -> "1.2 million" (the "de" is taken with it before a noun),
//             "2300 millones de dólares" -> "$2.3 billion", "mil millones" -> "billion",
//             "billones" -> "trillion".
// The number itself is rewritten in the target's style (text/numbers.h); number words up to
// "fifty"/"cincuenta" are translated. en -> es also "90 percent" -> "90 por ciento" (it came out
// "90 porcentaje", a percentage), "two per cent" -> "dos por ciento"; es -> en a percentage loses
// the article Spanish gives it before "de": "el 46 % de" -> "46% of" ("the 46% of the vote"
// before), "un 5 por ciento de" -> "5 percent of". And a price per unit written as one token,
// which had stayed as written: "$9.99/month" -> "$9,99/mes", "89 €/noche" -> "89 €/night".
// en -> es also a scale abbreviated and glued, as news writes money: "$2.3bn" -> "2300 millones
// de dólares", "£27m" -> "27 millones de libras", "$50k" -> "50 000 dólares" (m, b, k only
// after a currency sign: "5m" is five metres).
// Other pairs have none.
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// Appends a term for each quantity with a scale word in `texts` that `out` has no term for yet.
void add_scale_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                     std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
