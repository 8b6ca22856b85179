// Case style of a sentence: ALL-CAPS and Title Case input is translated from a normalised form
// (the models saw little of either and translate it badly: "FAILED THE THE THE") and the output
// is re-cased to the source's style. Case maps here keep every character's UTF-8 length (Latin,
// Greek, Cyrillic letters whose upper and lower forms have equal lengths), so byte spans into a
// normalised text are spans into the original too.
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace heed::text {

enum class CaseStyle {
  kAsIs,     // ordinary text: translated unchanged
  kUpper,    // every cased letter upper case ("PLEASE DO NOT OPEN")
  kTitle,    // every longer word capitalised ("The Quick Brown Fox Jumps")
};

// Style of `text`; "%1"-style placeholders and other non-letters are ignored. A text needs at
// least 4 upper-case letters to count as ALL-CAPS (so "OK." or "I" stay as they are) and three
// words of 4+ letters, all capitalised, to count as Title Case, and no lower-case word of 2+
// letters but the articles, prepositions and conjunctions titles leave in lower case ("of",
// "the", "de", "y"): "Alex Ovechkin of the Washington Capitals is the Player of the Day" is
// a sentence. `capitalised_terms`: capitalised words of 4+ letters the text no longer shows
// (names a glossary replaced by placeholders: "Why We Moved Our Servers To %1").
// `names_kept`: normalisation will keep names as written (normalise_case with a list), so a
// title may also leave longer minor words in lower case ("More Style than Substance",
// "Getting Started with Firefox"); without a list such a text stays a sentence, its names safe
// ("Pedro Sánchez sobre Cataluña"). `lowers` (the list normalise_case lowers by): a title also
// capitalises an everyday word after its first ("Getting Started With Firefox"); a text whose
// later capitalised words are all names is a sentence ("Escrito por Juan Pérez"). A text that
// ends with a full stop (not an ellipsis) is a sentence too: titles and headings have none.
CaseStyle detect_case(std::string_view text, int capitalised_terms = 0, bool names_kept = false,
                      const std::function<bool(std::string_view)>* lowers = nullptr);

// Whether normalise_case lowers a capitalised word of a Title Case text, or a word of an
// ALL-CAPS one; called with the word lower-cased ("firefox", "beginner's"). The model file's list of everyday source words
// answers (translator_known_words.h): names stay as written, so the model copies them instead
// of translating them ("Getting Started With Firefox" had become "Empezando Con Fuego").
using LowersWord = std::function<bool(std::string_view lower_word)>;

// The form of `text` the model translates: kUpper -> lower case with the first letter
// capitalised (with `lowers`, only the words it accepts: another word is a name, written
// capitalised, or an acronym of up to 4 letters, kept: "DOWNLOAD FIREFOX ON YOUR PC" ->
// "Download Firefox on your PC"); kTitle -> capitalised words lower-cased except the first
// (only those `lowers` accepts; null: every one); kAsIs -> unchanged. A path or identifier
// ("APT::Get", "Node.js") is never changed but in ALL-CAPS text without a list. Same length as
// `text`.
std::string normalise_case(std::string_view text, CaseStyle style, const LowersWord* lowers = nullptr);

// Re-cases output text piece by piece (streaming): kUpper upper-cases every letter, kTitle
// capitalises the first letter of every word, kAsIs copies. Pieces may split words anywhere,
// never characters.
class Recaser {
 public:
  explicit Recaser(CaseStyle style) : style_(style) {}
  std::string apply(std::string_view piece);
  // Text that must not be re-cased (a restored protected span) still moves the word state.
  void skip(std::string_view piece);

 private:
  CaseStyle style_;
  bool at_word_start_ = true;
};

// `text` with every letter upper-cased / lower-cased (same length: the case maps below).
std::string upper_case(std::string_view text);
std::string lower_case(std::string_view text);
// Whether `text` has a cased letter and no lower-case one ("POLAND", "ON MARCH 20").
bool is_all_caps(std::string_view text);

// `text` with its first character upper-cased ("octubre" -> "Octubre"); same length.
std::string capitalise_first(std::string_view text);
// Whether `text` starts with an upper-case letter ("October": yes; "%1", "iPhone": no).
bool starts_with_upper(std::string_view text);
// Byte offset of the first character of `text` that is a letter or digit (has_word_char), or
// text.size() when there is none ("¿Qué" -> 2, "«hola" -> 2).
std::size_t first_word_char(std::string_view text);
// Whether `text` holds a letter or digit: ASCII ones, and characters from U+00C0 on outside
// General Punctuation (so "¿", "¡", "«" and curly quotes open a sentence without starting it).
bool has_word_char(std::string_view text);

// Case maps of one code point (unchanged when it has no same-length counterpart).
char32_t to_upper(char32_t c);
char32_t to_lower(char32_t c);

}  // namespace heed::text
