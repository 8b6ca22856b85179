// es -> en: "unos 80.000 habitantes" is "about 80,000 inhabitants". Before a number, Spanish's
// "unos"/"unas" means about; before a noun, some ("unos zapatos"); and "cerca de" nearly, where
// before a noun it is near ("cerca de 200 personas" had come out "Cerca 200 people", "cerca de
// cien mil" "near one thousand"). The es -> en model wrote the
// article: "A 200 demonstrators were gathered", "They assisted a 5,000 people", "a population of
// a 80,000 inhabitants". Each "unos"/"unas" (or capitalised) right before a number written in
// digits becomes, with the number, a glossary term: "about" and the number in English's style
// (text/numbers.h); before a number word ("unas tres horas"), "about three"; "cerca de"
// likewise, as "nearly". A number that a longer term already holds ("unos 1,2 millones de",
// text/scales.h) is that term's. en -> es the other way: "about"/"around" before a number is
// "alrededor de", "nearly"/"almost" "casi" ("about 500 people" had lost "about", "About 200
// people" come out "Acerca de 200", concerning), not where the number is a time's, an era's or
// a scale's ("around 9:30 am", "about 1000 BC", "about 2.5 million": their terms). Other pairs
// have none.
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

void add_approximate_number_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                                  std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
