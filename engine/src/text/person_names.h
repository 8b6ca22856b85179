// People's names kept as written. The students had read given names as words or translated them
// and garbled what followed: en -> es "Isaac Smith said" -> "Y dijo", "Anne Smith" -> "Un Smith",
// "Stephen Smith" -> "Avanzar Smith", "Elizabeth Smith said" -> "Elizabeth dijo", "John Kennedy"
// -> "Juan Kennedy"; es -> en "Dolores Ibárruri" -> "Two Ibárruri", "Juan Pérez" -> "John
// Perez", "Ángel Martín llegó" -> "Martin arrived", "Mercedes Sosa cantó" -> "Sosa sang
// Mercedes". A listed given name (the model file's list, FORMAT.md "Given names") followed by
// one to three capitalised words (a surname, a second name, an initial "F."; the particles "de",
// "del", "de la", "van", "von", "da", "di" and "le" between them; not "y", which joins two people
// more often than a double surname) becomes, with them, a
// glossary term kept as written: "Dolores Ibárruri", "John F. Kennedy", "Ludwig van
// Beethoven". A name ending in a Roman numeral is a ruler's, which
// languages write their own way ("Henry VIII" -> "Enrique VIII"): the model's.
#pragma once

#include <functional>
#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

// Appends a keep term (target = source) for each such name in `texts` that `out` has none for.
void add_person_name_terms(const std::vector<std::string_view>& texts,
                           const std::function<bool(std::string_view)>& is_given_name,
                           std::vector<GlossaryTerm>* out);

}  // namespace heed::text
