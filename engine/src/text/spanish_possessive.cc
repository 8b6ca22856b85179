#include "text/spanish_possessive.h"

#include <string>
#include <unordered_set>

#include "text/casing.h"   // lower_case
#include "text/protect.h"  // for_each_glossary_word

namespace heed::text {
namespace {

bool any_of(const std::unordered_set<std::string>& words, std::initializer_list<std::string_view> wanted) {
  for (const std::string_view w : wanted) {
    if (words.contains(std::string(w))) return true;
  }
  return false;
}

// A third-person past: a preterite ("presentó", "votaron", "eligieron", "fue") or an imperfect
// in -aba(n) ("estaban"); not "-ía", which conditionals ("podría") and nouns ("compañía") share.
bool is_third_person_past(std::string_view w) {
  static constexpr std::string_view kO = "\xC3\xB3";  // ó
  if (w.size() >= 4 && w.ends_with(kO)) return true;  // "votó", "presentó"; not "ó" alone
  for (const std::string_view ending : {"aron", "ieron", "yeron", "aban"}) {
    if (w.size() >= ending.size() + 2 && w.ends_with(ending)) return true;
  }
  if (w.size() >= 5 && w.ends_with("aba")) return true;  // "estaba"; not "traba"
  static const std::unordered_set<std::string_view> kIrregular = {
      "fue", "tuvo", "hizo", "dijo", "puso", "pudo", "quiso", "supo", "trajo", "estuvo", "obtuvo",
      "produjo", "condujo", "anduvo", "eran", "iban"};
  return kIrregular.contains(w);
}

// The sentence's words, as glossary terms count them (text/protect.h), in lower case.
std::unordered_set<std::string> lower_words_of(std::string_view sentence) {
  std::unordered_set<std::string> words;
  for_each_glossary_word(sentence, [&](std::string_view word) { words.insert(lower_case(word)); });
  return words;
}

}  // namespace

bool su_is_not_the_readers(std::string_view sentence) {
  const std::unordered_set<std::string> lower_words = lower_words_of(sentence);
  if (!any_of(lower_words, {"su", "sus"})) return false;
  // "tú" and its forms: the reader's possessive would be "tu".
  if (any_of(lower_words, {"tu", "tus", "t\xC3\xBA", "contigo", "te", "ti", "tuyo", "tuya", "tuyos", "tuyas"})) {
    return true;
  }
  if (any_of(lower_words, {"usted", "ustedes"})) return false;
  for (const std::string& w : lower_words) {
    if (is_third_person_past(w)) return true;
  }
  return false;
}

}  // namespace heed::text
