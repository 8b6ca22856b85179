// English's indefinite article before the word that follows it: "an" before a vowel sound, "a"
// before a consonant's. The models chose "a" before the word they meant to write, and a term or
// a copied word put in its place may open with the other sound ("a auction" where the model had
// begun "a sub-task"; "a apology", "an pad"): the restorer writes the one the word asks for.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "text/restore.h"  // VerbatimSpan

namespace heed::text {

// "a" or "an" for a word that begins `next` (as its spelling tells: "an hour", "a one-off", "a
// university", "an umbrella"), or empty where it cannot tell (a digit, an acronym "FBI", "ur…").
std::string_view indefinite_article(std::string_view next);

// Rewrites in `text` each whole word "a" or "an" (or "A"/"An" opening a sentence) that spaces
// separate from a word asking for the other; `before` is the byte before
// `text` ('\n' where nothing came before it). The spans in `verbatim` (byte offsets in `text`)
// move with the bytes.
void agree_indefinite_articles(std::string* text, char before, std::vector<VerbatimSpan>* verbatim);

// Bytes at the end of `text` (before the last `held` of them, which wait anyway) that are an
// article "a"/"an" and the spaces after it: they wait for the word that follows (or to see that
// "a" goes on as "about"). 0: none.
std::size_t indefinite_article_suffix(std::string_view text, std::size_t held, char before);

}  // namespace heed::text
