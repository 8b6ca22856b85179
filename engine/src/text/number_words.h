// The number words the engine's own terms read (ages, "hace dos años", "unos cien"), Spanish and
// English side by side: one list, so each rule reads "dieciséis" and "a hundred" alike.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace heed::text {

struct NumberWord {
  std::size_t length = 0;   // bytes of the source text it takes; 0: none there
  std::string_view target;  // the other language's word ("dos" -> "two", "a hundred" -> "cien")
  bool one = false;         // "un", "una", "uno", "one", "a", "an": a singular noun follows
};

// The number word that is the whole word at text[at] (Spanish where `spanish_source`, else
// English), the longer first ("cien mil" before "cien"). English "a"/"an" count as one only with
// `articles` (an article is a number only before a unit: "a year ago"); Spanish "una" gives "one".
NumberWord number_word_at(std::string_view text, std::size_t at, bool spanish_source, bool articles = false);

// A count at text[at]: one to three digits of their own (not "1.5", "2,000", "30kg"), as
// written, or a number word (number_word_at) in the other language.
struct Count {
  std::size_t length = 0;  // 0: none there
  std::string target;
  bool one = false;
};
Count count_at(std::string_view text, std::size_t at, bool spanish_source, bool articles = false);

}  // namespace heed::text
