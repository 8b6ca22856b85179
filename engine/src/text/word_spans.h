// Whole words around the letters a vocabulary cannot spell (text/protect.h).
//
// Why: the protected spans carry every character the vocabulary spells only byte by byte as a
// placeholder, so "Erdoğan" reached the model as "Erdo %1 an" and names came out torn apart:
// "Erdoğuna", "Łórdeoź", "Đođe" (the "r" lost), "The Søphilosopher ren Kierkegaard", "un
// clavoème brûlée". A word holding such a letter is almost always a name or a foreign word, which
// the output should carry as written: the span grows to the whole word, one placeholder the
// model copies. Emoji and other symbols keep their own span ("pizza🍕" translates "pizza").
#pragma once

#include <string_view>
#include <vector>

#include "heed/error.h"  // heed::Span

namespace heed::text {

// Whether `c` is a letter of an alphabetic script, or a combining mark that belongs to one: Latin
// (but × and ÷), IPA, Greek, Cyrillic, Armenian, Hebrew, Arabic, Latin Extended Additional, Greek
// Extended. CJK, emoji and symbols are not.
bool is_alphabet_letter(char32_t c);

// `spans` (sorted, disjoint byte spans of `s`), each one that holds a letter widened to the
// word around it: the ASCII letters and digits and the letters (is_alphabet_letter) next to it,
// up to a space, an apostrophe, a hyphen or any other character. The result is sorted and
// disjoint (spans that meet merge).
std::vector<Span> widen_to_words(std::string_view s, const std::vector<Span>& spans);

// The byte spans of the legal marks in `s` (© ® ™ ℗ ℠), which the output carries as written like
// the characters above, though the vocabulary spells them: the models rewrote them ("© 2024" ->
// "(c) 2024"; the tokenizer's normalisation reads "™" as "TM", which en->es dropped).
std::vector<Span> legal_marks(std::string_view s);

}  // namespace heed::text
