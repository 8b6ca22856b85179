#include "decode/output_rules.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace heed::decode {
namespace {

constexpr float kForbidden = -std::numeric_limits<float>::infinity();

// How often `pattern` occurs in `tokens` (overlapping occurrences count).
int count_occurrences(const std::vector<int>& tokens, const int* pattern, int n) {
  int count = 0;
  const int size = static_cast<int>(tokens.size());
  for (int i = 0; i + n <= size; ++i) {
    if (std::equal(pattern, pattern + n, tokens.begin() + i)) ++count;
  }
  return count;
}

void forbid(float* log_probs, int vocab, int token) {
  if (token >= 0 && token < vocab) log_probs[token] = kForbidden;
}

// The vocabulary id of search id `token` (candidates maps them; null or empty: the same).
int vocab_id(const std::vector<int>* candidates, int token) {
  return candidates == nullptr || candidates->empty() ? token : (*candidates)[static_cast<std::size_t>(token)];
}

// Whether search id `token` ends the word before it: EOS, or a piece that starts with no letter.
bool token_ends_word(const PieceWords& pieces, const std::vector<int>* candidates, int eos, int token) {
  return token == eos || !pieces.starts_letter[static_cast<std::size_t>(vocab_id(candidates, token))];
}

// The source token attention rows `att` (rows, source) look at most: where the heads' summed
// attention is highest, the last position (EOS, where heads rest when they look at nothing in
// particular) left out. A hinted word is in view when this peak is within a token of its source
// word. On FLORES dev (bonus 1) this placing moved chrF2 by -0.01 (en->es) and +0.04 (es->en),
// within the noise, and changed 56 and 82 of 997 lines, most for the better in es->en ("Received
// praises", was "Received urban contents"); a mass threshold on the span instead of the peak
// scored the same.
int attention_peak(const float* att, int rows, int source) {
  int best = 0;
  float best_sum = -1.f;
  for (int s = 0; s + 1 < source; ++s) {
    float sum = 0.f;
    for (int r = 0; r < rows; ++r) sum += att[static_cast<std::size_t>(r) * source + s];
    if (sum > best_sum) best_sum = sum, best = s;
  }
  return best;
}

constexpr int kInViewWindow = 1;  // tokens on either side of the source word

}  // namespace

std::vector<std::string> completed_words(const PieceWords& pieces, const std::vector<int>* candidates,
                                         const std::vector<int>& history) {
  std::vector<std::string> words;
  std::string word;
  for (const int token : history) {
    const int id = vocab_id(candidates, token);
    const std::string_view text = pieces.text(id);
    const std::size_t tail = static_cast<std::size_t>(pieces.tail[static_cast<std::size_t>(id)]);
    const bool starts_letter = pieces.starts_letter[static_cast<std::size_t>(id)] != 0;
    if (starts_letter && tail == 0) {  // all letters: it goes on with the word
      word += text;
      continue;
    }
    // A non-letter inside it ends the word; the letters before it go on with the word (up to
    // the first ASCII non-letter: such pieces, "x, y", are rare and their letters ASCII).
    if (starts_letter) {
      std::size_t lead = 0;
      while (lead < text.size() && (static_cast<unsigned char>(text[lead]) >= 0x80 ||
                                    std::isalpha(static_cast<unsigned char>(text[lead])))) ++lead;
      word += text.substr(0, lead);
    }
    if (!word.empty()) words.push_back(word);
    word.assign(text.substr(tail));
  }
  return words;
}

std::string trailing_word(const PieceWords& pieces, const std::vector<int>* candidates,
                          const std::vector<int>& history) {
  std::string word;
  for (auto it = history.rbegin(); it != history.rend(); ++it) {
    const int id = vocab_id(candidates, *it);
    const std::size_t tail = static_cast<std::size_t>(pieces.tail[static_cast<std::size_t>(id)]);
    word.insert(0, pieces.text(id).substr(tail));
    if (tail > 0 || !pieces.starts_letter[static_cast<std::size_t>(id)]) break;
  }
  return word;
}

bool OutputRules::ends_word(int token) const {
  const UnknownWordRule& rule = unknown_words;
  return rule.pieces == nullptr || token_ends_word(*rule.pieces, rule.candidates, rule.eos, token);
}

bool OutputRules::apply_unknown_words(const std::vector<int>& history, float* log_probs, int vocab,
                                      float* unpenalised) const {
  const UnknownWordRule& rule = unknown_words;
  const std::string word = trailing_word(*rule.pieces, rule.candidates, history);
  if (word.empty() || rule.is_known(word)) return false;
  if (unpenalised != nullptr) std::copy(log_probs, log_probs + vocab, unpenalised);
  for (int t = 0; t < vocab; ++t) {
    if (ends_word(t) && log_probs[t] != kForbidden) log_probs[t] -= rule.penalty;
  }
  return true;
}

bool OutputRules::apply_hints(const std::vector<int>& history, float* log_probs, int vocab, float* unpenalised,
                              const AttentionLookup* attention) const {
  const HintWordRule& rule = hints;
  // Where the hypothesis looked when it chose the token at `position` (-1: no attention, every
  // word in view), once per position asked about, not once per word.
  const bool placed = attention != nullptr && rule.attention_rows > 0 && attention->source > 1;
  auto peak_at = [&](int position) {
    const float* block = placed ? attention->at(position) : nullptr;
    return block == nullptr ? -1 : attention_peak(block + rule.attention_offset, rule.attention_rows, attention->source);
  };
  // Whether hinted word i is in view of a decoder that looks at source token `peak`.
  auto in_view = [&](std::size_t i, int peak) {
    if (peak < 0 || i >= rule.sources.size()) return true;
    return peak >= rule.sources[i].first - kInViewWindow && peak < rule.sources[i].second + kInViewWindow;
  };
  const std::size_t n_words = rule.words.size();
  // Which hinted words are still open: those the hypothesis has not written as often as asked.
  std::vector<std::uint8_t> open(n_words, 1);
  for (const std::string& done : completed_words(*rule.pieces, rule.candidates, history)) {
    for (std::size_t i = 0; i < n_words; ++i) {
      if (open[i] && rule.is(i, done)) {
        open[i] = 0;
        break;
      }
    }
  }
  // The word being written earned the bonus if its first piece (the last piece of history that
  // starts with a non-letter, "▁" read as " ", or holds one) started an open hinted word.
  const std::string word = trailing_word(*rule.pieces, rule.candidates, history);
  // The letters each hinted word it started still lacks (empty: none started, or none it
  // still spells).
  std::vector<std::string_view> rests;
  float started = 0.f;  // what the word's first piece earned: the largest bonus of the words it started
  int continued = 0;    // pieces after the word's first
  // A bare "▁" piece starts a word whose first letters follow as their own pieces ("▁" "bo"
  // "ught" is the tokenizer's "bought"): right after it the word is still empty, yet the "▁"
  // earned its bonus if it started an open hinted word (start_pieces gives it to every word).
  const bool after_bare_space =
      !history.empty() && rule.pieces->text(vocab_id(rule.candidates, history.back())) == " ";
  for (auto it = history.rbegin(); it != history.rend() && (!word.empty() || after_bare_space); ++it) {
    const auto id = static_cast<std::size_t>(vocab_id(rule.candidates, *it));
    if (rule.pieces->tail[id] == 0 && rule.pieces->starts_letter[id]) {
      ++continued;
      continue;
    }
    // Where the decoder looked when it chose that piece: looked up (an ancestor walk) only if
    // the piece starts an open hinted word.
    int peak = -2;
    for (std::size_t i = 0; i < n_words; ++i) {
      if (!open[i] || std::find(rule.starts[i].begin(), rule.starts[i].end(), *it) == rule.starts[i].end()) continue;
      if (peak == -2) peak = peak_at(static_cast<int>(history.rend() - it) - 1);
      if (!in_view(i, peak)) continue;
      for (const std::string* target : {&rule.words[i], i < rule.capitalised.size() ? &rule.capitalised[i] : nullptr}) {
        if (target != nullptr && target->starts_with(word)) {
          rests.push_back(std::string_view(*target).substr(word.size()));
          started = std::max(started, rule.bonus_of(i));
        }
      }
    }
    break;
  }
  // The bonus stays earned while the word still spells a hinted word, and each piece that goes
  // on spelling it earns `continuation`; the piece that leaves that spelling pays all of it back
  // at once ("ensalada" started as " en" pays at "la", not after "enlazado" is complete and the
  // beam has let the other spellings go), so a word earns only by being written whole.
  const bool earned = !rests.empty();
  // What the word has earned so far, all of which a wrong piece or a short end pays back.
  const float held = started + rule.continuation * static_cast<float>(continued);
  std::size_t written = n_words;  // the open hinted word the word completes, if any
  for (std::size_t i = 0; i < n_words && !word.empty(); ++i) {
    if (open[i] && rule.is(i, word)) {
      written = i;
      break;
    }
  }
  const bool pay_back = earned && written == n_words;
  // Any next word's first piece ends this one: a hinted word written is no longer open.
  if (written < n_words) open[written] = 0;
  // A word right after a quotation mark, bracket or hyphen starts without "▁": favouring a
  // "▁" piece there would put a space inside the quotes.
  bool glued = false;
  if (!history.empty()) {
    const std::string_view last = rule.pieces->text(vocab_id(rule.candidates, history.back()));
    for (const std::string_view opener : {"\"", "(", "[", "-", "'", "/", "\xC2\xAB", "\xE2\x80\x9C", "\xE2\x80\x98"}) {
      glued = glued || last.ends_with(opener);
    }
  }
  // Each favoured token once, however many open words it starts, with the largest of their
  // bonuses.
  std::vector<std::pair<int, float>> favoured;
  const int now = glued ? -1 : peak_at(static_cast<int>(history.size()));
  for (std::size_t i = 0; i < n_words && !glued; ++i) {
    if (!open[i] || !in_view(i, now)) continue;
    for (const int t : rule.starts[i]) favoured.emplace_back(t, rule.bonus_of(i));
  }
  if (!earned && favoured.empty()) return false;
  if (unpenalised != nullptr) std::copy(log_probs, log_probs + vocab, unpenalised);
  for (int t = 0; earned && t < vocab; ++t) {
    if (log_probs[t] == kForbidden) continue;
    if (token_ends_word(*rule.pieces, rule.candidates, rule.eos, t)) {
      if (pay_back) log_probs[t] -= held;
      continue;
    }
    const auto id = vocab_id(rule.candidates, t);
    if (rule.pieces->tail[static_cast<std::size_t>(id)] != 0) continue;  // "x, y": letters, then it ends the word
    const std::string_view piece = rule.pieces->text(id);
    const bool spells = std::any_of(rests.begin(), rests.end(), [&](std::string_view rest) { return rest.starts_with(piece); });
    log_probs[t] += spells ? rule.continuation : -held;
  }
  // Sorted by token, the largest bonus last among a token's: each token gets only that one.
  std::sort(favoured.begin(), favoured.end());
  for (std::size_t k = 0; k < favoured.size(); ++k) {
    const auto [t, b] = favoured[k];
    if (k + 1 < favoured.size() && favoured[k + 1].first == t) continue;
    if (t >= 0 && t < vocab && log_probs[t] != kForbidden) log_probs[t] += b;
  }
  return true;
}

bool OutputRules::apply(const std::vector<int>& history, float* log_probs, int vocab, float* unpenalised,
                        const AttentionLookup* attention) const {
  for (int token : banned) forbid(log_probs, vocab, token);
  bool moved = false;
  if (unknown_words.pieces != nullptr && unknown_words.penalty > 0.f && !history.empty()) {
    moved = apply_unknown_words(history, log_probs, vocab, unpenalised);
  }
  if (hints.pieces != nullptr && hints.bonus > 0.f && !hints.words.empty()) {
    // The row before any rule moved it is copied once.
    moved = apply_hints(history, log_probs, vocab, moved ? nullptr : unpenalised, attention) || moved;
  }
  if (!block_repeats) return moved;
  const int n = static_cast<int>(history.size());
  auto starts_word = [&](int token) {
    return token >= 0 && token < static_cast<int>(word_start.size()) && word_start[token] != 0;
  };
  auto continues_word_at = [&](int token) {
    return token >= 0 && token < static_cast<int>(continues_word.size()) && continues_word[token] != 0;
  };
  // Whether history[from..n) and `token` all go on with one word.
  auto inside_word = [&](int from, int token) {
    if (!continues_word_at(token)) return false;
    for (int i = std::max(from, 0); i < n; ++i)
      if (!continues_word_at(history[i])) return false;
    return from >= 0;
  };

  // Doubled runs: history + t ends with X X (|X| = k) exactly when the last k - 1 tokens repeat
  // the k - 1 before them shifted by k, and t == history[n - k]. X starts at history[n - k + 1]
  // (or is t itself for k = 1).
  int doubled[2 * kMaxRunTokens];
  for (int k = 1; k <= kMaxRunTokens && 2 * k - 1 <= n; ++k) {
    bool repeats = true;
    for (int i = 0; i < k - 1 && repeats; ++i) repeats = history[n - 2 * k + 1 + i] == history[n - k + 1 + i];
    if (!repeats) continue;
    const int candidate = history[n - k];
    const int first_of_run = k == 1 ? candidate : history[n - k + 1];
    // A run that starts a word ("the the"), or one of 2+ pieces inside a word ("ion ion").
    const bool word_run = starts_word(first_of_run) || (k >= 2 && inside_word(n - 2 * k + 1, candidate));
    if (!word_run || log_probs[candidate] == kForbidden) continue;
    std::copy(history.end() - (2 * k - 1), history.end(), doubled);
    doubled[2 * k - 1] = candidate;
    if (count_occurrences(source, doubled, 2 * k) == 0) forbid(log_probs, vocab, candidate);
  }

  // A piece tripled inside a word ("s s s" in "vessssel").
  if (n >= 2 && history[n - 1] == history[n - 2] && inside_word(n - 2, history[n - 1]) &&
      log_probs[history[n - 1]] != kForbidden) {
    const int tripled[3] = {history[n - 1], history[n - 1], history[n - 1]};
    if (count_occurrences(source, tripled, 3) == 0) forbid(log_probs, vocab, history[n - 1]);
  }

  // Third occurrence of a 3-gram: for every earlier place where the last two tokens occur, the
  // token that followed them there would repeat that 3-gram.
  if (n < 2) return moved;
  const int a = history[n - 2], b = history[n - 1];
  for (int i = 0; i + 2 < n; ++i) {
    if (history[i] != a || history[i + 1] != b) continue;
    const int gram[3] = {a, b, history[i + 2]};
    if (log_probs[gram[2]] == kForbidden) continue;
    const int seen = count_occurrences(history, gram, 3);
    if (seen >= kMaxNgramRepeats && seen >= count_occurrences(source, gram, 3)) {
      forbid(log_probs, vocab, gram[2]);
    }
  }
  return moved;
}

}  // namespace heed::decode
