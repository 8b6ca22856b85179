// How long ago. English puts "ago" after the stretch of time, Spanish "hace" before it, and the
// students moved the verb or lost it: "She moved to London two years ago." -> "Hace Se mudó a
// Londres dos años.", "The accident happened an hour ago." -> "El accidente hace una hora.",
// "Vivo aquí desde hace diez años" -> "Live here for ten years". Each such stretch becomes a
// glossary term with its number:
//   en -> es: [a few | several | many | about N | more than N | N | a/an] + unit + "ago" ->
//     "hace" + the same in Spanish ("hace dos años", "hace una hora", "hace unos meses", "hace
//     más de 10 años"); "a long time ago" -> "hace mucho tiempo", "a while ago" -> "hace un rato".
//   es -> en: "hace" + [unos/unas | varios | muchos | pocos | unos N | más de N | casi N | N |
//     un/una] + unit -> the same in English + "ago" ("hace dos años" -> "two years ago", "hace
//     una hora" -> "an hour ago", "hace unos meses" -> "a few months ago"); "desde hace" + the
//     same -> "for" + it, without "ago"; "hace mucho tiempo" -> "a long time ago". Not where the
//     stretch goes on ("hace dos horas de ejercicio": does two hours of exercise) nor after
//     "un día" but a small word ("hace un día precioso": it is a lovely day).
// The units: seconds to centuries. Other pairs have none. Terms found before win (add_if_new).
#pragma once

#include <string_view>
#include <vector>

#include "text/protect.h"  // GlossaryTerm

namespace heed::text {

void add_time_ago_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                        std::string_view target_lang, std::vector<GlossaryTerm>* out);

}  // namespace heed::text
