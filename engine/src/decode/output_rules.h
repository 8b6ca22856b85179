// Rules every search applies to the model's next-token log-probs before choosing, so that no
// setting (greedy, beam, streaming) can produce degenerate output:
// - banned tokens never appear (the translator bans byte-fallback pieces, whose bytes the model
//   gets wrong, and <unk>);
// - no word-initial run X (1..kMaxRunTokens tokens) is repeated twice in a row ("the the",
//   "of the of the") unless the source holds that same doubled run;
// - inside one word, no run of 2..kMaxRunTokens pieces doubled and no piece tripled
//   ("Championionionship", "vessssel"), unless the source holds it;
// - no token 3-gram occurs a third time in a hypothesis unless the source holds it as often;
// - (beam search, when the translator knows the target's words) a token that ends a word the
//   target language does not have ("aireport", "legisación") costs `penalty`: a hypothesis
//   that invents a word falls behind one that writes a real word, if the model offers one.
// - (beam search, when the model has a table of hints) a token that starts a word the
//   dictionary gives for a source word ("seals" for "focas") earns `bonus`, each next piece
//   that goes on spelling it `continuation`, and the piece that leaves its spelling, or ends the
//   word short, pays all of it back: the small students guess at rare words ("the fuels of the
//   accordion"), and a dictionary word the model also offers wins over a guess it barely
//   prefers. (A bonus per spelling piece paid back only where the word ended had made more
//   invented words, "airpuerately": the hypothesis kept it while it went on writing.)
// Tokens here are whatever ids the search sees (shortlist indices when a shortlist is active);
// the translator maps the source into the same space (-1 for ids absent from it).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace heed::decode {

// The vocabulary's pieces as the unknown-word rule reads them (built once per model). The texts
// share one buffer: 16k small strings allocated at load measurably slowed the decoding after it.
struct PieceWords {
  std::string chars;                        // every piece's text, "▁" read as a space, in id order
  std::vector<std::int32_t> begin;          // [vocab + 1] piece id's text is chars[begin[id], begin[id + 1])
  std::vector<std::int32_t> tail;           // [vocab] byte of its text where its trailing run of letters starts
  std::vector<std::uint8_t> starts_letter;  // [vocab] 1: it begins with a letter, continuing a word

  std::string_view text(int id) const {
    const auto i = static_cast<std::size_t>(id);
    return std::string_view(chars).substr(static_cast<std::size_t>(begin[i]), static_cast<std::size_t>(begin[i + 1] - begin[i]));
  }
  int size() const { return static_cast<int>(tail.size()); }
  // Appends the next id's piece: its text, the byte its trailing letters start at, and whether
  // it begins with a letter.
  void add(std::string_view piece_text, int trailing_letters_at, bool begins_with_letter) {
    if (begin.empty()) begin.push_back(0);
    chars += piece_text;
    begin.push_back(static_cast<std::int32_t>(chars.size()));
    tail.push_back(trailing_letters_at);
    starts_letter.push_back(begins_with_letter ? 1 : 0);
  }
};

// A word of a hypothesis is the run of letters its pieces end with; it ends when the next token
// does not start with a letter (a new word, punctuation, EOS). Non-letters: ASCII ones, "▁" and
// anything outside U+00C0..U+024F (so "¿", "«", digits and placeholders end words).
struct UnknownWordRule {
  const PieceWords* pieces = nullptr;      // null: the rule is off
  const std::vector<int>* candidates = nullptr;  // search id -> vocabulary id; null or empty: same
  std::function<bool(std::string_view word)> is_known;  // the word as the hypothesis wrote it
  float penalty = 0.f;                     // subtracted from the log-prob of each ending token
  int eos = -1;                            // the search's EOS id (it ends the last word)
};

// A hinted target word and the source tokens [first, end) of the word it translates.
struct HintedWord {
  std::string word;  // lower case
  int first = 0;
  int end = 0;
  bool strong = false;  // the table's "strong" hint: HintWordRule::strong_bonus
  bool past = false;    // the table's English past: HintWordRule::past_bonus
  bool lower_only = false;  // favoured in lower case only (a capitalised sentence opener's hint)
};

// The cross-attention with which a hypothesis chose (or now chooses) the token at each of its
// positions: `at(position)` gives the block the model reported for it (rows, source), or null.
struct AttentionLookup {
  int source = 0;
  std::function<const float*(int position)> at;
};

// The hints of one sentence: each hinted word is open until the hypothesis has written it as
// often as the source asked for it. Words are runs of letters as for the unknown-word rule,
// written in lower case or with a capital. Where the search records attention, a word is
// favoured only while the decoder looks at the source word it translates: a word hinted for
// the sentence's last word would otherwise start it ("Thousands of people walked for miles." had
// come out "Las millas de gente…", "millas" the hint for "miles").
struct HintWordRule {
  const PieceWords* pieces = nullptr;      // the vocabulary's pieces; null: off
  const std::vector<int>* candidates = nullptr;  // search id -> vocabulary id; null or empty: same
  std::vector<std::string> words;          // hinted target words, lower case, one per source word
  std::vector<std::string> capitalised;    // [words] the same with a capital ("Seals"), as written too
  std::vector<std::vector<int>> starts;    // [words] search ids of "▁" + a prefix of the word
  std::vector<std::pair<int, int>> sources;  // [words] source tokens [first, end) it translates
  // The attention that places the words: `attention_rows` rows (one layer's heads) from float
  // `attention_offset` of each reported block. 0 rows: words are favoured anywhere.
  int attention_offset = 0;
  int attention_rows = 0;
  float bonus = 0.f;                       // added at a word's start
  // [words] 1 for a strong hint, which earns strong_bonus at its start instead (empty: none).
  std::vector<std::uint8_t> strong;
  float strong_bonus = 0.f;
  // [words] 1 for an English past's Spanish past, which earns past_bonus at its start instead
  // (empty: none).
  std::vector<std::uint8_t> past;
  float past_bonus = 0.f;
  float continuation = 0.f;                // added per next piece that spells the word; all paid
                                           // back at a piece off its spelling or a short end
  int eos = -1;                            // the search's EOS id (it ends the last word)

  // Whether `word` is hinted word i as written in lower case or with a capital.
  bool is(std::size_t i, std::string_view word) const {
    return words[i] == word || (i < capitalised.size() && capitalised[i] == word);
  }
  // What hinted word i earns at its start.
  float bonus_of(std::size_t i) const {
    if (i < past.size() && past[i] != 0) return past_bonus;
    return i < strong.size() && strong[i] != 0 ? strong_bonus : bonus;
  }
};

struct OutputRules {
  std::vector<int> banned;              // tokens that never appear
  std::vector<std::uint8_t> word_start; // [vocab] 1 for pieces that begin a word ("▁x"); empty: none
  // [vocab] 1 for pieces that go on with the word before them (a letter first, no "▁"); empty:
  // no checks inside words.
  std::vector<std::uint8_t> continues_word;
  std::vector<int> source;              // the source sentence in the search's token space
  bool block_repeats = false;  // the search alone is plain; the translator turns this on
  UnknownWordRule unknown_words;
  HintWordRule hints;

  // Lowers to -infinity, in log_probs (vocab), every token the rules forbid after `history`
  // (the hypothesis' tokens so far, BOS excluded), by the unknown-word penalty every token
  // that would end an unknown word, and moves by the hints' bonus the tokens they favour or
  // pay back. Returns whether a penalty or bonus moved the row; then, when `unpenalised`
  // (vocab) is given, the row as it was before them is copied there.
  // `attention` (beam search, when it records attention) places the hints: a hinted word is
  // favoured only where the decoder attends to the source word it translates.
  bool apply(const std::vector<int>& history, float* log_probs, int vocab, float* unpenalised = nullptr,
             const AttentionLookup* attention = nullptr) const;
  // Whether `token` (a search id) ends the word before it, for the unknown-word rule.
  bool ends_word(int token) const;

 private:
  bool apply_unknown_words(const std::vector<int>& history, float* log_probs, int vocab, float* unpenalised) const;
  bool apply_hints(const std::vector<int>& history, float* log_probs, int vocab, float* unpenalised,
                   const AttentionLookup* attention) const;
};

// The words `history` completed (each ended by a later token), as its pieces spell them.
std::vector<std::string> completed_words(const PieceWords& pieces, const std::vector<int>* candidates,
                                         const std::vector<int>& history);

// The word `history` ends with (the letters after its last non-letter), as its pieces spell it;
// empty when it ends with a non-letter.
std::string trailing_word(const PieceWords& pieces, const std::vector<int>* candidates,
                          const std::vector<int>& history);

// Longest doubled run the adjacent-repeat rule looks for, in tokens: a name of several pieces
// ("▁A li ▁Ja men e i", six) came out twice in a row with 4.
inline constexpr int kMaxRunTokens = 8;
// A token 3-gram may occur this many times in a hypothesis (more only if the source has more).
inline constexpr int kMaxNgramRepeats = 2;

}  // namespace heed::decode
