// Spanish adjectives agree with their noun: "los juegos olímpicos", "la región italiana". A
// copied word's translation (text/restore.h) is a dictionary's masculine singular, so an
// adjective the model copied ("los juegos Olympic") came out "los juegos olímpico". The en -> es
// table writes an adjective's target as its four forms, "olímpico|olímpica|olímpicos|olímpicas"
// (FORMAT.md, "Copied words"), and the form written is the one the determiner of the noun
// before it asks for: "la región" takes "italiana", "los juegos" "olímpicos".
#pragma once

#include <string_view>

namespace heed::text {

// Which of an adjective's forms agrees with the Spanish text `before` it: 0 masculine singular,
// 1 feminine singular, 2 masculine plural, 3 feminine plural; -1 when `before` does not end in
// a determiner, or in a determiner and one word (its noun), with nothing but spaces between.
// Where a determiner says the number only ("sus", "cada", "dos"), the noun's ending gives the
// gender (-ción, -dad, -a: feminine), else masculine. Only those two shapes count: in "los
// estudiantes hablan Spanish" the word is the language, and "hablan" no noun.
int spanish_agreement(std::string_view before);

// The form of a copied word's `target` to write after `before`: one of its four forms
// ("ms|fs|mp|fp") by spanish_agreement (masculine singular when it says nothing), or the target
// as it is when it has one form.
std::string_view agreeing_form(std::string_view target, std::string_view before);

// Whether `target` is one form, or four non-empty forms separated by '|'.
bool is_valid_forms(std::string_view target);

}  // namespace heed::text
