// Where an es->en glossary term is a verb phrase right after its subject ("La película %1", "El
// equipo %1"), so that the output can put the term back after the subject's noun. The students
// learnt from software strings, where "<noun> %1" is a name after its noun ("el archivo %1" ->
// "the %1 file"), to write "The %1 film": "La película se estrenará" came out "The will premiere
// movie", "El equipo no circulará" "The will not run computer"; probed on 240 sentences of
// "<subject> <verb term> el lunes.", every one whose noun was "película", "equipo", "proyecto" or
// "partido" did so (text/restore.h, SpanToRestore::after_subject).
#pragma once

#include <cstddef>
#include <string_view>

namespace heed::text {

// Whether an English term's output opens with a verb: an auxiliary or modal ("will", "was",
// "can", "did"), a past in -ed ("arrested") or a common irregular past ("withdrew", "won").
// Only the first word counts; in lower case only (a term inside a sentence).
bool opens_with_english_verb(std::string_view target);

// Whether byte `at` of `sentence` follows a Spanish determiner and one word ("la película ",
// "El Gobierno ", "sus vecinos "): the term at `at` comes right after its subject's noun.
bool follows_spanish_subject(std::string_view sentence, std::size_t at);

}  // namespace heed::text
