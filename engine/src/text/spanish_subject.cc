#include "text/spanish_subject.h"

#include <string>
#include <unordered_set>

#include "text/casing.h"  // lower_case
#include "text/protect.h"  // is_glossary_word_byte

namespace heed::text {
namespace {

std::string_view first_word(std::string_view phrase) {
  const std::size_t end = phrase.find(' ');
  return end == std::string_view::npos ? phrase : phrase.substr(0, end);
}

}  // namespace

bool opens_with_english_verb(std::string_view target) {
  static const std::unordered_set<std::string_view> kVerbs = {
      // auxiliaries and modals
      "will", "would", "was", "were", "is", "are", "has", "have", "had", "can", "could", "may", "might", "must",
      "should", "does", "did", "do",
      // irregular pasts whose -ed the test below misses
      "became", "began", "broke", "brought", "built", "bought", "came", "caught", "chose", "drew", "drove", "fell",
      "fought", "found", "gave", "got", "grew", "held", "hit", "kept", "knew", "led", "left", "lost", "made",
      "met", "paid", "ran", "rose", "said", "sank", "sent", "set", "shot", "sold", "spent", "spoke", "stood",
      "struck", "taught", "thought", "threw", "told", "took", "went", "withdrew", "won", "woke", "wrote"};
  const std::string_view word = first_word(target);
  if (kVerbs.contains(word)) return true;
  // "arrested", "announced"; not "red", "bed", "seed", "need" (four letters at least, no -eed)
  return word.size() >= 5 && word.ends_with("ed") && !word.ends_with("eed") &&
         word.find_first_not_of("abcdefghijklmnopqrstuvwxyz") == std::string_view::npos;
}

bool follows_spanish_subject(std::string_view sentence, std::size_t at) {
  static const std::unordered_set<std::string_view> kDeterminers = {
      "el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "este", "esta", "estos", "estas",
      "ese", "esa", "esos", "esas", "nuestro", "nuestra", "nuestros", "nuestras", "mi", "mis", "tu", "tus"};
  if (at < 2 || at > sentence.size() || sentence[at - 1] != ' ') return false;
  // the noun: one word right before the space
  std::size_t noun = at - 1;
  while (noun > 0 && is_glossary_word_byte(sentence, noun - 1)) --noun;
  if (noun == at - 1 || noun < 2 || sentence[noun - 1] != ' ') return false;
  std::size_t det = noun - 1;
  while (det > 0 && is_glossary_word_byte(sentence, det - 1)) --det;
  if (det == noun - 1 || (det > 0 && sentence[det - 1] != ' ' && sentence[det - 1] != '"' && sentence[det - 1] != '(')) {
    return false;
  }
  return kDeterminers.contains(lower_case(sentence.substr(det, noun - 1 - det)));
}

}  // namespace heed::text
