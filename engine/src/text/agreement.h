// Spanish adjectives agree with their noun: "los juegos olímpicos", "la región italiana". Two
// writers get it wrong. A copied word's translation (text/restore.h) is a dictionary's masculine
// singular, so an adjective the model copied ("los juegos Olympic") came out "los juegos
// olímpico"; the en -> es table writes an adjective's target as its four forms,
// "olímpico|olímpica|olímpicos|olímpicas" (FORMAT.md, "Copied words"). And the model itself
// writes "las temperaturas fríos", "la palabra latino"; the model file's list of Spanish
// adjectives (FORMAT.md, "Adjectives") gives their forms. Either way the form written is the
// one the determiner of the noun before it asks for.
#pragma once

#include <array>
#include <string_view>

namespace heed::text {

// An adjective's four forms: masculine singular, feminine singular, masculine plural, feminine
// plural (index = gender + 2 × number).
using AdjectiveForms = std::array<std::string_view, 4>;

// What the text before an adjective says of its gender (0 masculine, 1 feminine) and number
// (0 singular, 1 plural); -1 where it says nothing.
struct Agreement {
  int gender = -1;
  int number = -1;
};

// A list of adjectives in their four forms (the model file's, translator_adjectives.h), as the
// output side reads it (text/restore.h).
class AdjectiveList {
 public:
  virtual ~AdjectiveList() = default;
  // The forms `word` is one of, and which of them it is (*index), or false.
  virtual bool find(std::string_view word, AdjectiveForms* forms, int* index) const = 0;
  // Whether a word that begins with `prefix` (lower case) may be a form that `asked` changes:
  // only then must the output hold the word back until it is complete.
  virtual bool may_change(std::string_view prefix, Agreement asked) const = 0;
};

// A list of Spanish nouns and their gender (the model file's, translator_nouns.h), as the
// output side reads it to make an article agree with its noun ("el residencia" ->
// "la residencia"; text/restore.h).
class NounList {
 public:
  virtual ~NounList() = default;
  // The gender of the noun `word` (0 masculine, 1 feminine); -1 for a noun of either gender or
  // a word the list lacks.
  virtual int gender(std::string_view word) const = 0;
  // Whether a word that begins with `prefix` (lower case) may be a listed noun of the other
  // gender than `gender`: only then must the output hold the article before it back.
  virtual bool may_contradict(std::string_view prefix, int gender) const = 0;
};

// The article or determiner of the other gender, same number ("el" -> "la", "unas" -> "unos",
// "del" -> "de la", "al" -> "a la"; a capital first letter kept), or empty for a word that is
// none or has no such counterpart. `*gender` is the word's own gender.
std::string_view other_gender_article(std::string_view word, int* gender);

// Whether `noun` (lower case) is the plural of a noun the list gives a gender: it ends in "s"
// and its singular ("ballena" for "ballenas", "camión" for "camiones", "luz" for "luces") is
// listed. "crisis", "virus" and a noun of either gender say no.
bool is_listed_plural(const NounList& nouns, std::string_view noun);

// A singular article or determiner's plural, same gender ("el" -> "los", "una" -> "unas", "su"
// -> "sus", "del" -> "de los", "al" -> "a los"; a capital first letter kept), or empty for a
// word that is none.
std::string_view plural_article(std::string_view word);

// Whether a Spanish noun (lower case) opens with a stressed a, as the feminine nouns that take
// "el" and "un" do ("el agua", "un arma", "el área", "el hacha"): "á" or "há" first, or "a" or
// "ha" first in a word of two syllables stressed, by the rules of the written accent, on the
// first (it ends in a vowel, "n" or "s", and has no accent mark). "la arquitectura", "la
// harina", "la aguja" take "la".
bool opens_with_stressed_a(std::string_view noun);

// What the Spanish text `before` an adjective asks of it. Only two shapes say anything: a
// determiner right before it ("los", "una", "sus"; also across "más", "menos", "muy", "tan": "la
// más violenta"), or a determiner and one word, its noun ("las temperaturas"). A determiner of
// number only ("sus", "cada", "dos") leaves the gender to the noun's ending (-ción, -dad, -a:
// feminine; -o: masculine; other endings say nothing). Where the noun's ending contradicts its
// determiner ("la mano", or the model's own slip "las camiones"), where a plural determiner has a
// noun without "s", where "el" stands before a feminine noun ("el agua"), or where the word
// between is no noun ("los estudiantes hablan", "la de", "otros es"), nothing is said.
Agreement spanish_agreement(std::string_view before);

// Which of the four forms to write for an adjective now in form `current` (0 for a copied
// word's dictionary form): `agreement`'s gender and number, each kept from `current` where it
// says nothing.
int agreeing_index(Agreement agreement, int current);

// A copied word's target as written after `before`: one of its four forms ("ms|fs|mp|fp") by
// spanish_agreement, or the target as it is when it has one form.
std::string_view agreeing_form(std::string_view target, std::string_view before);

// Splits "ms|fs|mp|fp" into its four non-empty forms; false for anything else.
bool split_forms(std::string_view target, AdjectiveForms* forms);

// Whether `target` is one form, or four non-empty forms separated by '|'.
bool is_valid_forms(std::string_view target);

}  // namespace heed::text
