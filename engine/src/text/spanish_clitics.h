// A Spanish infinitive or gerund with a pronoun written onto it ("entenderlo", "relajarse",
// "golpeándolas"), as the verb alone ("entender", "relajar", "golpeando"), for a table that
// lists verb forms without pronouns (the hints, FORMAT.md "Hints"). The students, trained on
// software strings, garble such forms ("desvanecerse" was left out of "before fading on
// Tuesday", "relajarse" came out "relaxes", "afectándolos" "affected by"); the verb's hint helps
// only if the word finds it. With "se" too: on FLORES dev (twenty-fifth session) 10 lines
// changed, 8 better; a reflexive's other sense ("presentarse": to appear) is the model's where it
// is sure of it, since a hint moves it only where it hesitates.
#pragma once

#include <string>
#include <string_view>

namespace heed::text {

// `lower_word`: one word in lower case. The verb without its pronoun ("se", "la", "lo", "las",
// "los", "le", "les", "me", "te", "nos"), a gerund's written accent dropped ("golpeándolas" ->
// "golpeando"); "" where the word is no such form (it must end in "-ar/-er/-ir" + pronoun, or in
// an accented gerund + pronoun, and be long enough to tell: not "verlo").
std::string spanish_verb_without_pronoun(std::string_view lower_word);

}  // namespace heed::text
