// Whether a past verb in an English sentence has a plural subject right before it ("Prices rose",
// "the players who won"), so that a glossary term for the verb writes Spanish's plural
// ("subieron", "ganaron") instead of its singular (GlossaryTerm::plural_target, text/protect.h).
// English past verbs take one form for every person; Spanish's do not, and a term hides the verb
// from the model, which would otherwise agree it with its subject.
#pragma once

#include <cstddef>
#include <string_view>

namespace heed::text {

// Whether the word before byte `at` of `sentence` (past adverbs such as "also" or "quickly", and
// a relative "who", "that" or "which") is a plural subject: "they", a plural such as "people",
// "children" or "police", or a lower-case word ending in s that is no singular's s ("this",
// "news", "bus", "class"); a capitalised word ending in s is a name ("Paris", "Williams") unless
// it opens the sentence ("Prices rose") or the sentence is in capitals ("THE PLAYERS WON"). Only
// ASCII letters count as a word's.
bool follows_english_plural(std::string_view sentence, std::size_t at);

}  // namespace heed::text
