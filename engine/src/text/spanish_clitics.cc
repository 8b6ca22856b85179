#include "text/spanish_clitics.h"

#include <array>

namespace heed::text {

std::string spanish_verb_without_pronoun(std::string_view w) {
  // Longer pronouns first: "los" before "lo" ("diseñarlos", not "diseñarl" + "os").
  static constexpr std::array<std::string_view, 10> kPronouns = {"nos", "las", "los", "les", "la",
                                                                 "lo",  "le",  "me",  "te",  "se"};
  for (const std::string_view pronoun : kPronouns) {
    if (w.size() < pronoun.size() + 4 || !w.ends_with(pronoun)) continue;
    const std::string_view verb = w.substr(0, w.size() - pronoun.size());
    if (verb.ends_with("ar") || verb.ends_with("er") || verb.ends_with("ir")) return std::string(verb);
    // A gerund takes a written accent with its pronoun: "-ándo" / "-iéndo" / "-yéndo".
    static constexpr std::string_view kAndo = "\xC3\xA1ndo", kEndo = "\xC3\xA9ndo";  // ándo, éndo
    if (verb.ends_with(kAndo)) return std::string(verb.substr(0, verb.size() - kAndo.size())) + "ando";
    if (verb.ends_with(kEndo) && verb.size() > kEndo.size() &&
        (verb[verb.size() - kEndo.size() - 1] == 'i' || verb[verb.size() - kEndo.size() - 1] == 'y')) {
      return std::string(verb.substr(0, verb.size() - kEndo.size())) + "endo";
    }
    return "";
  }
  return "";
}

}  // namespace heed::text
