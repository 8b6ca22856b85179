// A person's age as a sentence states it. Spanish has it ("tiene 7 años", "a los 90 años"),
// English is it ("is 7 years old", "at the age of 90"), and the students translated the words:
// "Mi hija tiene 7 años" -> "My daughter has 7 years", "Murió a los 90 años" -> "He died at the
// 90 years", "My daughter is 7 years old" -> "Mi hija es de 7 años", "He died at the age of 90"
// -> "Murió a la edad de 90". Each such phrase found becomes a glossary term with its number
// (digits, one to three, or a number word):
//   es -> en: a form of "tener" or "cumplir" + N "años" ["de edad"] -> "is N years old", "turned
//     N" (only where the age ends there: "tiene 20 años de experiencia" is no age; and not
//     opening the sentence, where its subject is only in the verb: "Tiene 30 años" stays the
//     model's); with its subject pronoun where there is one ("él tiene" -> "he is", "tengo" ->
//     "I am"); "a/desde/hasta los N años" -> "at/since/until the age of N" (not "a los dos años
//     de su muerte", a span); "de N años de edad", and "de N años" after a noun for a person
//     ("un niño de 10 años"), -> "aged N".
//   en -> es: a form of "be" + N "years old" -> "tiene N años" (the person from the pronoun
//     before it: "I am" -> "tengo"); "turned N" -> "cumplió N años"; "at the age of N", "at age
//     N" -> "a los N años"; "from the age of N" -> "desde los N años"; "aged N" -> "de N años".
// Other pairs have none. Terms the caller found first win (add_if_new).
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

void add_stated_age_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                          std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
