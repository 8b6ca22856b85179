// Whether a Spanish sentence's "su"/"sus" cannot be the reader's, so that an English output
// should not say "your". The students learnt "su" from software strings, which address the
// user as "usted" ("Guarde su archivo" -> "Save your file"), and wrote "your" in third-person
// prose: of FLORES dev's es->en lines with "su"/"sus" whose output said "your", about half were
// news and encyclopedia sentences ("Steve Jobs presentó el dispositivo sacando el iPhone del
// bolsillo de su bluyín" -> "... of your jeans"). Two signs tell them apart, and where neither
// holds the model keeps its choice:
// - the sentence addresses the reader as "tú" ("tu", "tus", "contigo"...): then "su" is
//   someone else's ("compartirán su información contigo");
// - a third-person past tells of someone ("presentó", "votaron", "fue", "entendía"), and no
//   "usted" addresses the reader: instructions and advice are written in the present.
#pragma once

#include <string_view>

namespace heed::text {

// `sentence`: one Spanish sentence as written, its glossary terms included.
bool su_is_not_the_readers(std::string_view sentence);

}  // namespace heed::text
