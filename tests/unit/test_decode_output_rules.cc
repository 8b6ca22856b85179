// Output rules (engine/src/decode/output_rules.h): banned tokens, doubled words, a third 3-gram.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "decode/output_rules.h"

using heed::decode::AttentionLookup;
using heed::decode::OutputRules;

namespace {

constexpr int kVocab = 10;

// Tokens the rules forbid after `history`.
std::vector<int> forbidden(const OutputRules& rules, const std::vector<int>& history) {
  std::vector<float> lp(kVocab, -1.f);
  rules.apply(history, lp.data(), kVocab);
  std::vector<int> out;
  for (int t = 0; t < kVocab; ++t)
    if (std::isinf(lp[t])) out.push_back(t);
  return out;
}

// Tokens 1..5 start words ("▁x"); 6..9 continue them.
OutputRules rules_with_words() {
  OutputRules r;
  r.block_repeats = true;
  r.word_start = {0, 1, 1, 1, 1, 1, 0, 0, 0, 0};
  return r;
}

using Ids = std::vector<int>;

}  // namespace

TEST_CASE("banned tokens are forbidden everywhere, repeats only when blocking is on") {
  OutputRules r;
  r.banned = {7, 8};
  CHECK(forbidden(r, {}) == Ids{7, 8});
  CHECK(forbidden(r, {1, 1, 1, 1}) == Ids{7, 8});  // block_repeats is off by default
}

TEST_CASE("a word-initial run is never doubled unless the source doubles it") {
  OutputRules r = rules_with_words();
  CHECK(forbidden(r, {3}) == Ids{3});                 // "the" "the"
  CHECK(forbidden(r, {2, 6, 2}) == Ids{2, 6});        // "of-x of" -> "of-x of-x", or "of of"
  CHECK(forbidden(r, {4, 2, 3, 2}) == Ids{2, 3});     // "of the of" -> "the" doubles "of the"; "of" again too
  CHECK(forbidden(r, {6}) == Ids{});                  // a continuation piece may repeat ("ja ja")
  CHECK(forbidden(r, {6, 6}) == Ids{});
  r.source = {5, 3, 3, 9};                            // the source says "the the"
  CHECK(forbidden(r, {3}) == Ids{});
}

TEST_CASE("a doubled run may be as long as a name of several pieces") {
  // "▁A li ▁Ja men e i ▁A li ▁Ja men e" and then "i" again: the model wrote "Ali Jamenei Ali
  // Jamenei" for one "Ali Jamenei" (six pieces: longer than the four the rule once looked at).
  OutputRules r = rules_with_words();
  const Ids name = {1, 6, 2, 7, 8, 9};
  Ids history = name;
  history.insert(history.end(), name.begin(), name.end() - 1);
  CHECK(forbidden(r, history) == Ids{9});
  r.source = {1, 6, 2, 7, 8, 9, 1, 6, 2, 7, 8, 9};    // the source says it twice
  CHECK(forbidden(r, history) == Ids{});
  CHECK(heed::decode::kMaxRunTokens >= 6);
}

TEST_CASE("a token 3-gram may not occur a third time unless the source has it as often") {
  OutputRules r = rules_with_words();
  const Ids twice = {1, 6, 7, 2, 1, 6, 7, 4, 1, 6};   // "1 6 7" twice, now "1 6" again
  CHECK(forbidden(r, twice) == Ids{7});
  const Ids once = {1, 6, 7, 2, 1, 6};
  CHECK(forbidden(r, once) == Ids{});
  r.source = {1, 6, 7, 1, 6, 7, 1, 6, 7};
  CHECK(forbidden(r, twice) == Ids{});
}

namespace {

using heed::decode::PieceWords;

// Pieces: 0 " ai", 1 "re", 2 "port", 3 " el", 4 ",", 5 "s", 6 "x, y" (letters after a comma),
// 7 EOS (no text).
PieceWords test_pieces() {
  PieceWords p;
  p.add(" ai", 1, false);
  p.add("re", 0, true);
  p.add("port", 0, true);
  p.add(" el", 1, false);
  p.add(",", 1, false);
  p.add("s", 0, true);
  p.add("x, y", 3, true);
  p.add("", 0, false);
  return p;
}

// The log-probs (all -1 before) after the rules, for `history`.
std::vector<float> after_rules(const OutputRules& rules, const std::vector<int>& history) {
  std::vector<float> lp(8, -1.f);
  rules.apply(history, lp.data(), 8);
  return lp;
}

}  // namespace

TEST_CASE("a hypothesis' word is the letters its pieces end with") {
  const PieceWords p = test_pieces();
  CHECK(heed::decode::trailing_word(p, nullptr, {0, 1}) == "aire");
  CHECK(heed::decode::trailing_word(p, nullptr, {0, 1, 2, 5}) == "aireports");
  CHECK(heed::decode::trailing_word(p, nullptr, {0, 1, 4}).empty());
  CHECK(heed::decode::trailing_word(p, nullptr, {0, 6, 5}) == "ys");  // "aix, ys"
  // Through a shortlist: search ids map to vocabulary ids.
  const std::vector<int> candidates = {3, 5};
  CHECK(heed::decode::trailing_word(p, &candidates, {0, 1}) == "els");
}

TEST_CASE("ending an unknown word costs the penalty; continuing it or a known word costs nothing") {
  const PieceWords p = test_pieces();
  OutputRules r;
  r.unknown_words.pieces = &p;
  r.unknown_words.penalty = 4.f;
  r.unknown_words.eos = 7;
  std::vector<std::string> asked;
  r.unknown_words.is_known = [&](std::string_view w) {
    asked.emplace_back(w);
    return w == "aire" || w == "el";
  };
  // "aire" is known: nothing changes.
  CHECK(after_rules(r, {0, 1}) == std::vector<float>(8, -1.f));
  // "aireport" is not: every token that ends it (a new word, a comma, EOS) pays 4; the pieces
  // that would continue it ("re", "port", "s", "x, y") do not.
  CHECK(after_rules(r, {0, 1, 2}) == std::vector<float>{-5.f, -1.f, -1.f, -5.f, -5.f, -1.f, -1.f, -5.f});
  CHECK(asked.back() == "aireport");
  // No word at the end (after a comma), or an empty history: the predicate is not asked.
  asked.clear();
  CHECK(after_rules(r, {0, 1, 2, 4}) == std::vector<float>(8, -1.f));
  CHECK(after_rules(r, {}) == std::vector<float>(8, -1.f));
  CHECK(asked.empty());
  // Forbidden stays forbidden; a zero penalty turns the rule off.
  r.banned = {3};
  CHECK(std::isinf(after_rules(r, {0, 1, 2})[3]));
  r.banned.clear();
  r.unknown_words.penalty = 0.f;
  CHECK(after_rules(r, {0, 1, 2}) == std::vector<float>(8, -1.f));
}

TEST_CASE("inside one word, a doubled run of pieces and a tripled piece are forbidden") {
  OutputRules r = rules_with_words();  // 1..5 start words, 6..9 continue them
  CHECK(forbidden(r, {1, 6, 7, 6}).empty());  // no continues_word table: no checks inside words
  r.continues_word = {0, 0, 0, 0, 0, 0, 1, 1, 1, 1};
  // "ion ion": the run 6 7 once more inside the word.
  CHECK(forbidden(r, {1, 6, 7, 6}) == Ids{7});
  // A piece twice is allowed ("ss" may be written "s" "s"), three times not.
  CHECK(forbidden(r, {1, 6}).empty());
  CHECK(forbidden(r, {1, 6, 6}) == Ids{6});
  // Across a word start it is the other rule's business: 6 7 | 2 6 7 is no doubling.
  CHECK(forbidden(r, {1, 6, 7, 2, 6}).empty());
  // The source holds the doubled run: allowed.
  r.source = {3, 6, 7, 6, 7};
  CHECK(forbidden(r, {1, 6, 7, 6}).empty());
  r.source = {3, 8, 8, 8};
  CHECK(forbidden(r, {1, 8, 8}).empty());
}

namespace {

// The hint rule over test_pieces(): " ai" (0) starts the hinted "aire" ("ai" "re").
OutputRules rules_with_hint(std::vector<std::string> words) {
  static const PieceWords pieces = test_pieces();
  OutputRules r;
  r.hints.pieces = &pieces;
  r.hints.bonus = 2.f;
  r.hints.eos = 7;
  for (auto& w : words) {
    r.hints.starts.push_back(w == "aire" ? std::vector<int>{0} : std::vector<int>{});
    r.hints.words.push_back(std::move(w));
  }
  return r;
}

// The hint rule over pieces of a test's own, "aire" hinted and started by piece 0, bonus 2.
OutputRules rules_with_aire_over(const PieceWords& pieces, int eos) {
  OutputRules r;
  r.hints.pieces = &pieces;
  r.hints.bonus = 2.f;
  r.hints.eos = eos;
  r.hints.words = {"aire"};
  r.hints.starts = {{0}};
  return r;
}

}  // namespace

TEST_CASE("a hinted word's first piece earns the bonus, paid back where the word leaves the hint") {
  OutputRules r = rules_with_hint({"aire"});
  // Nothing written: " ai" may start "aire".
  CHECK(after_rules(r, {}) == std::vector<float>{1.f, -1.f, -1.f, -1.f, -1.f, -1.f, -1.f, -1.f});
  // "ai" was started for "aire": "re", which goes on spelling it, costs nothing; "port" and "s",
  // which leave its spelling, pay the bonus back at once, as do the pieces that would end it as
  // "ai" (" el", ",", EOS); " ai" pays back and earns anew. ("x, y" ends the word after letters
  // of its own: no piece of a hint's spelling, left to the word's end.)
  CHECK(after_rules(r, {0}) == std::vector<float>{-1.f, -1.f, -3.f, -3.f, -3.f, -3.f, -1.f, -3.f});
  // "aiport" paid back when "port" was chosen: nothing more to pay where it ends, and " ai"
  // may start the still open "aire".
  CHECK(after_rules(r, {0, 2}) == std::vector<float>{1.f, -1.f, -1.f, -1.f, -1.f, -1.f, -1.f, -1.f});
  // "aire" written: it keeps its bonus where it ends, pays it back if it goes on ("aires"), and
  // the word is not asked for again.
  CHECK(after_rules(r, {0, 1}) == std::vector<float>{-1.f, -3.f, -3.f, -1.f, -1.f, -3.f, -1.f, -1.f});
  CHECK(after_rules(r, {0, 1, 4}) == std::vector<float>(8, -1.f));
  // Asked for twice (the source has the word twice): one more after the first.
  r = rules_with_hint({"aire", "aire"});
  CHECK(after_rules(r, {0, 1, 4})[0] == 1.f);
  CHECK(after_rules(r, {0, 1, 4, 0, 1, 4})[0] == -1.f);
  // Written with a capital, the word counts too.
  r.hints.capitalised = {"Aire", "Aire"};
  CHECK(after_rules(r, {0, 1, 4})[0] == 1.f);
  // A word the hypothesis did not start from a hint pays nothing back: "el" ends freely.
  CHECK(after_rules(r, {3}) == std::vector<float>{1.f, -1.f, -1.f, -1.f, -1.f, -1.f, -1.f, -1.f});
  // Forbidden stays forbidden; a zero bonus turns the rule off.
  r.banned = {0};
  CHECK(std::isinf(after_rules(r, {})[0]));
  r.banned.clear();
  r.hints.bonus = 0.f;
  CHECK(after_rules(r, {}) == std::vector<float>(8, -1.f));
}

TEST_CASE("each piece that goes on spelling a hinted word earns more, all paid back by a wrong piece") {
  OutputRules r = rules_with_hint({"aire"});
  r.hints.continuation = 0.5f;
  // After " ai": "re" spells "aire" and earns 0.5; "port", "s" and the ends pay back the 2.
  CHECK(after_rules(r, {0}) == std::vector<float>{-1.f, -0.5f, -3.f, -3.f, -3.f, -3.f, -1.f, -3.f});
  // After " ai" "re" (2 + 0.5 earned): ending keeps it; another piece ("aires", "aireport")
  // pays all 2.5 back.
  CHECK(after_rules(r, {0, 1}) == std::vector<float>{-1.f, -3.5f, -3.5f, -1.f, -1.f, -3.5f, -1.f, -1.f});
}

TEST_CASE("a strong hint earns the strong bonus at its start and pays that back") {
  OutputRules r = rules_with_hint({"aire"});
  r.hints.strong = {1};
  r.hints.strong_bonus = 5.f;
  CHECK(after_rules(r, {})[0] == 4.f);
  // "ai" started "aire" with 5: the pieces that leave its spelling pay 5 back.
  CHECK(after_rules(r, {0}) == std::vector<float>{-1.f, -1.f, -6.f, -6.f, -6.f, -6.f, -1.f, -6.f});
  // Two words a piece starts: the larger bonus, once.
  r = rules_with_hint({"aire", "aire"});
  r.hints.strong = {0, 1};
  r.hints.strong_bonus = 5.f;
  CHECK(after_rules(r, {})[0] == 4.f);
  r.hints.strong = {0, 0};
  CHECK(after_rules(r, {})[0] == 1.f);
}

TEST_CASE("a bare space piece starts a hinted word whose letters follow as their own pieces") {
  // Pieces: 0 " " (the tokenizer's bare "▁"), 1 "ai", 2 "re", 3 " el", 4 "port", 5 EOS: "aire"
  // spelled " " "ai" "re", the bare space its start (translator_hints.cc's start_pieces).
  PieceWords p;
  p.add(" ", 1, false);
  p.add("ai", 0, true);
  p.add("re", 0, true);
  p.add(" el", 1, false);
  p.add("port", 0, true);
  p.add("", 0, false);
  OutputRules r = rules_with_aire_over(p, 5);
  r.hints.continuation = 0.5f;
  auto after = [&](const std::vector<int>& history) {
    std::vector<float> lp(6, -1.f);
    r.apply(history, lp.data(), 6);
    return lp;
  };
  CHECK(after({}) == std::vector<float>{1.f, -1.f, -1.f, -1.f, -1.f, -1.f});
  // Right after the bare space the word is still empty: "ai" goes on spelling "aire" and earns
  // the continuation; "re" and "port" leave it and " el" and EOS end it short, all paying the 2
  // back (a second bare space pays back and earns anew).
  CHECK(after({0}) == std::vector<float>{-1.f, -0.5f, -3.f, -3.f, -3.f, -3.f});
  // " " "ai" (2.5 earned): "re" goes on; the rest pay 2.5 back.
  CHECK(after({0, 1}) == std::vector<float>{-1.5f, -3.5f, -0.5f, -3.5f, -3.5f, -3.5f});
  // "aire" written whole keeps what it earned where it ends; the word is no longer asked for.
  CHECK(after({0, 1, 2}) == std::vector<float>{-1.f, -4.f, -4.f, -1.f, -4.f, -1.f});
  // Without the bare space among the word's starts nothing is favoured or paid back.
  r.hints.starts = {{}};
  CHECK(after({0}) == std::vector<float>(6, -1.f));
}

TEST_CASE("the hint rule says it moved a row and keeps the row as it was") {
  const OutputRules r = rules_with_hint({"aire"});
  std::vector<float> lp(8, -1.f), before(8, 0.f);
  CHECK(r.apply({}, lp.data(), 8, before.data()));
  CHECK(lp[0] == 1.f);
  CHECK(before == std::vector<float>(8, -1.f));
  // A hinted word written: nothing moves, nothing is reported.
  lp.assign(8, -1.f);
  CHECK_FALSE(r.apply({0, 1, 4}, lp.data(), 8, before.data()));
}

TEST_CASE("with attention, a hinted word is favoured only while the decoder looks at its source word") {
  // Source of 6 tokens (the last EOS); "aire" translates tokens [3, 4). Attention blocks of
  // 2 rows (one layer's 2 heads, after 1 row of another layer that must be ignored).
  OutputRules r = rules_with_hint({"aire"});
  r.hints.sources = {{3, 4}};
  r.hints.attention_offset = 6;
  r.hints.attention_rows = 2;
  constexpr int kSource = 6;
  // One block per history position: rows peaked at the given source token.
  auto block = [](int other_peak, int peak) {
    std::vector<float> b(3 * kSource, 0.f);
    b[static_cast<std::size_t>(other_peak)] = 1.f;
    b[static_cast<std::size_t>(kSource + peak)] = 0.9f;
    b[static_cast<std::size_t>(2 * kSource + peak)] = 0.9f;
    b[static_cast<std::size_t>(kSource - 1)] = 2.f;  // EOS (in the ignored row only): left out
    return b;
  };
  std::vector<std::vector<float>> blocks;
  const AttentionLookup lookup{kSource, [&](int position) -> const float* {
                                 return position < static_cast<int>(blocks.size()) ? blocks[static_cast<std::size_t>(position)].data() : nullptr;
                               }};
  auto moved = [&](const std::vector<int>& history) {
    std::vector<float> lp(8, -1.f);
    r.apply(history, lp.data(), 8, nullptr, &lookup);
    return lp;
  };
  // Looking at token 0: " ai" is not favoured (the other layer's peak on 3 does not count).
  blocks = {block(3, 0)};
  CHECK(moved({}) == std::vector<float>(8, -1.f));
  // Within a token of the source word (2, 3, 4): favoured; two tokens off (1, 5 is EOS): not.
  for (const int peak : {2, 3, 4}) {
    blocks = {block(0, peak)};
    CHECK(moved({})[0] == 1.f);
  }
  blocks = {block(3, 1)};
  CHECK(moved({})[0] == -1.f);
  // " ai" chosen while looking elsewhere earned nothing, so ending it as "ai" pays nothing back;
  // chosen while looking at the word, ending it otherwise pays the bonus back (" ai" too, which
  // earns nothing anew while the decoder now looks at token 0).
  blocks = {block(0, 0), block(0, 0)};
  CHECK(moved({0}) == std::vector<float>(8, -1.f));
  blocks = {block(0, 3), block(0, 0)};
  CHECK(moved({0}) == std::vector<float>{-3.f, -1.f, -3.f, -3.f, -3.f, -3.f, -1.f, -3.f});
  // No attention recorded for a position: favoured as without attention.
  blocks.clear();
  CHECK(moved({})[0] == 1.f);
}

TEST_CASE("after an opening quotation mark or bracket no word-start piece is favoured") {
  // Pieces: 0 " ai", 1 "re", 2 " \"" (a quotation mark after a space), 3 "(", 4 EOS.
  PieceWords p;
  p.add(" ai", 1, false);
  p.add("re", 0, true);
  p.add(" \"", 2, false);
  p.add("(", 1, false);
  p.add("", 0, false);
  OutputRules r = rules_with_aire_over(p, 4);
  std::vector<float> lp(5, -1.f);
  r.apply({2}, lp.data(), 5);
  CHECK(lp == std::vector<float>(5, -1.f));  // '"ai' would put a space inside the quotes
  r.apply({3}, lp.data(), 5);
  CHECK(lp == std::vector<float>(5, -1.f));
  r.apply({1}, lp.data(), 5);                // after letters: " ai" starts a new word
  CHECK(lp[0] == 1.f);
}

TEST_CASE("a hypothesis' completed words, without the one it is writing") {
  const PieceWords p = test_pieces();
  CHECK(heed::decode::completed_words(p, nullptr, {0, 1, 3}) == std::vector<std::string>{"aire"});
  CHECK(heed::decode::completed_words(p, nullptr, {0, 1, 4, 3, 5}) == std::vector<std::string>{"aire"});
  CHECK(heed::decode::completed_words(p, nullptr, {0, 6, 5, 3}) == std::vector<std::string>{"aix", "ys"});
  CHECK(heed::decode::completed_words(p, nullptr, {}).empty());
}
