// Beam search against a FakeModel: search quality, stop rule, reorders and edge cases.
#include <catch2/catch.hpp>

#include <cmath>

#include "decode/search.h"
#include "unit/test_decode_fake_model.h"

using namespace heed::decode;
using namespace heed::decode::testing;

namespace {

constexpr int kVocab = 8;

SearchOptions beam_options(int beam, float alpha, int max_length = 10) {
  SearchOptions o;
  o.beam_size = beam;
  o.length_penalty = alpha;
  o.max_length = max_length;
  o.bos_id = kBos;
  o.eos_id = kEos;
  return o;
}

// Greedy takes 3 (p 0.5), then can only reach 0.3; the 4 branch (0.4) then has 0.9.
DistFn garden_path() {
  return table_dist(kVocab,
                    {{{}, {{3, 0.5}, {4, 0.4}}},
                     {{3}, {{5, 0.3}, {6, 0.3}, {7, 0.3}}},
                     {{4}, {{5, 0.9}}}},
                    {{kEos, 0.9}});
}

}  // namespace

TEST_CASE("beam search beats greedy on a garden path", "[decode]") {
  for (float alpha : {0.f, 0.6f}) {
    FakeModel greedy_model(kVocab, garden_path());
    const Hypothesis greedy = greedy_search(greedy_model, beam_options(1, alpha), nullptr);
    CHECK(greedy.tokens == std::vector<int>{3, 5});

    FakeModel model(kVocab, garden_path());
    const SearchOptions options = beam_options(2, alpha);
    Recorder rec{&model};
    const Hypothesis hyp = beam_search(model, options, rec.fn());
    CHECK(hyp.tokens == std::vector<int>{4, 5});
    CHECK(hyp.finished);
    CHECK(hyp.score > greedy.score);
    CHECK(hyp.score == Approx(std::log(0.4 * 0.9 * 0.9) / length_penalty(3, alpha)));
    check_against_model(model, hyp, options, &rec);
    // Step 0 fans the single start hypothesis out; step 1 keeps [4,5] (from slot 1) and [3,5].
    CHECK(model.reorders == std::vector<std::vector<int>>{{0, 0}, {1, 0}});
    // The beams disagree on the first token until the search ends.
    CHECK(model.events == std::vector<std::string>{"reset", "step", "step", "step", "emit 4",
                                                   "emit 5"});
  }
}

TEST_CASE("beam streaming emits a token once every returnable beam shares it", "[decode]") {
  FakeModel model(kVocab, table_dist(kVocab,
                                     {{{}, {{3, 0.5}, {4, 0.45}}},
                                      {{3}, {{5, 0.5}, {6, 0.45}}},
                                      {{4}, {{5, 0.2}}},
                                      {{3, 5}, {{kEos, 0.9}}},
                                      {{3, 6}, {{7, 0.9}}}},
                                     {{kEos, 0.9}}));
  const SearchOptions options = beam_options(2, 0.f);
  Recorder rec{&model};
  const Hypothesis hyp = beam_search(model, options, rec.fn());
  CHECK(hyp.tokens == std::vector<int>{3, 5});
  // After step 0 the beams are [3] and [4]; after step 1 both start with 3.
  CHECK(model.events ==
        std::vector<std::string>{"reset", "step", "step", "emit 3", "step", "emit 5"});
  check_against_model(model, hyp, options, &rec);
}

TEST_CASE("finished hypotheses compete with live ones", "[decode]") {
  SECTION("a live beam that finishes better overtakes, and the finished one held streaming") {
    FakeModel model(kVocab, table_dist(kVocab,
                                       {{{}, {{3, 0.6}, {kEos, 0.3}}},
                                        {{3}, {{4, 0.95}}},
                                        {{3, 4}, {{kEos, 0.99}}}},
                                       {{kEos, 0.9}}));
    const SearchOptions options = beam_options(2, 0.f);
    Recorder rec{&model};
    const Hypothesis hyp = beam_search(model, options, rec.fn());
    CHECK(hyp.tokens == std::vector<int>{3, 4});
    // The empty finished hypothesis could have been returned until step 2, so 3 waits.
    CHECK(model.events == std::vector<std::string>{"reset", "step", "step", "step", "emit 3",
                                                   "emit 4"});
    check_against_model(model, hyp, options, &rec);
  }
  SECTION("a finished hypothesis that no live beam can reach stops the search") {
    FakeModel model(kVocab, table_dist(kVocab,
                                       {{{}, {{3, 0.6}, {kEos, 0.3}}},
                                        {{3}, {{4, 0.3}, {5, 0.3}}}},
                                       {{kEos, 0.9}}));
    const SearchOptions options = beam_options(2, 0.f);
    const Hypothesis hyp = beam_search(model, options, nullptr);
    CHECK(hyp.tokens.empty());
    CHECK(hyp.finished);
    CHECK(hyp.score == Approx(std::log(0.3)));
    CHECK(model.total_steps == 2);
  }
  SECTION("the length penalty decides between a short and a long finished hypothesis") {
    // Total probability: [] 0.3 vs [3,4,5] 0.2916; normalised with alpha 1: -1.204 vs -0.821.
    DistFn dist = table_dist(kVocab,
                             {{{}, {{3, 0.6}, {kEos, 0.3}}},
                              {{3}, {{4, 0.9}}},
                              {{3, 4}, {{5, 0.9}}},
                              {{3, 4, 5}, {{kEos, 0.6}}}},
                             {{kEos, 0.9}});
    FakeModel raw(kVocab, dist);
    const Hypothesis short_hyp = beam_search(raw, beam_options(2, 0.f), nullptr);
    CHECK(short_hyp.tokens.empty());
    FakeModel normalised(kVocab, dist);
    const SearchOptions options = beam_options(2, 1.f);
    const Hypothesis long_hyp = beam_search(normalised, options, nullptr);
    CHECK(long_hyp.tokens == std::vector<int>{3, 4, 5});
    check_against_model(normalised, long_hyp, options);
  }
}

TEST_CASE("a word reward lengthens the output, and a bounded one stops paying", "[decode]") {
  // alpha 0: [] finishes with log 0.5 = -0.693, [3] with log(0.45 * 0.9) = -0.904, and
  // [3, 4] with log(0.45 * 0.05 * 0.9) = -3.9.
  DistFn dist = table_dist(kVocab,
                           {{{}, {{kEos, 0.5}, {3, 0.45}}},
                            {{3}, {{kEos, 0.9}, {4, 0.05}}},
                            {{3, 4}, {{kEos, 0.9}}}},
                           {{kEos, 0.9}});
  FakeModel plain_model(kVocab, dist);
  CHECK(beam_search(plain_model, beam_options(2, 0.f), nullptr).tokens.empty());

  // A reward of 0.3 per token: [] 1 * 0.3 - 0.693 = -0.393 < [3] 2 * 0.3 - 0.904 = -0.304.
  SearchOptions rewarded = beam_options(2, 0.f);
  rewarded.word_reward = 0.3f;
  FakeModel rewarded_model(kVocab, dist);
  const Hypothesis longer = beam_search(rewarded_model, rewarded, nullptr);
  CHECK(longer.tokens == std::vector<int>{3});
  CHECK(longer.score == Approx(std::log(0.45 * 0.9) + 2 * 0.3));
  check_against_model(rewarded_model, longer, rewarded);

  // A reward of 4 would also pay for the unlikely [3, 4] (3 * 4 - 3.9 > 2 * 4 - 0.904) ...
  SearchOptions unbounded = rewarded;
  unbounded.word_reward = 4.f;
  FakeModel unbounded_model(kVocab, dist);
  CHECK(beam_search(unbounded_model, unbounded, nullptr).tokens == std::vector<int>{3, 4});
  // ... unless only the first 2 tokens (EOS included) earn it.
  SearchOptions bounded = unbounded;
  bounded.rewarded_length = 2;
  FakeModel bounded_model(kVocab, dist);
  const Hypothesis capped = beam_search(bounded_model, bounded, nullptr);
  CHECK(capped.tokens == std::vector<int>{3});
  check_against_model(bounded_model, capped, bounded);

  // A negative reward is a penalty per token: the empty output wins by more.
  SearchOptions penalised = beam_options(2, 1.f);
  penalised.word_reward = -0.5f;
  FakeModel penalised_model(kVocab, dist);
  const Hypothesis shortest = beam_search(penalised_model, penalised, nullptr);
  CHECK(shortest.tokens.empty());
  CHECK(shortest.score == Approx(std::log(0.5) - 0.5));
}

TEST_CASE("the stop bound lets a live beam finish one token longer", "[decode]") {
  // alpha 1: [] finishes with log 0.5 = -0.693; the live [3] has log 0.45 = -0.799, which over
  // its shortest finished length 2 could still reach -0.685 (and does: EOS has p 0.999).
  FakeModel model(kVocab, table_dist(kVocab,
                                     {{{}, {{kEos, 0.5}, {3, 0.45}}}, {{3}, {{kEos, 0.999}}}},
                                     {{kEos, 0.9}}));
  const SearchOptions options = beam_options(2, 1.f);
  const Hypothesis hyp = beam_search(model, options, nullptr);
  CHECK(hyp.tokens == std::vector<int>{3});
  CHECK(hyp.finished);
  check_against_model(model, hyp, options);
}

TEST_CASE("an EOS candidate ranked beyond the beam is not finished", "[decode]") {
  // EOS is the third candidate at step 0; with beam 2 it must be dropped, with beam 3 kept.
  DistFn dist = table_dist(kVocab, {{{}, {{3, 0.4}, {4, 0.35}, {kEos, 0.2}}}},
                           {{6, 0.2}, {7, 0.2}});
  FakeModel two(kVocab, dist);
  const Hypothesis h2 = beam_search(two, beam_options(2, 0.f, 2), nullptr);
  CHECK_FALSE(h2.finished);
  CHECK(h2.tokens.size() == 2);
  FakeModel three(kVocab, dist);
  const Hypothesis h3 = beam_search(three, beam_options(3, 0.f, 2), nullptr);
  CHECK(h3.finished);
  CHECK(h3.tokens.empty());
}

TEST_CASE("beam search at max_length returns the best live hypothesis unfinished", "[decode]") {
  FakeModel model(kVocab, table_dist(kVocab, {}, {{5, 0.9}}));
  const SearchOptions options = beam_options(3, 0.6f, 3);
  Recorder rec{&model};
  const Hypothesis hyp = beam_search(model, options, rec.fn());
  CHECK(hyp.tokens == std::vector<int>{5, 5, 5});
  CHECK_FALSE(hyp.finished);
  CHECK(model.total_steps == 4);
  check_against_model(model, hyp, options, &rec);
}

TEST_CASE("beam search with max_length 0 takes no step", "[decode]") {
  FakeModel model(kVocab, garden_path());
  Recorder rec{&model};
  const Hypothesis hyp = beam_search(model, beam_options(4, 0.6f, 0), rec.fn());
  CHECK(hyp.tokens.empty());
  CHECK_FALSE(hyp.finished);
  CHECK(rec.tokens.empty());
  CHECK(model.total_steps == 0);
}

TEST_CASE("beam size 1 equals greedy", "[decode]") {
  for (uint64_t seed = 0; seed < 100; ++seed) {
    const int max_length = static_cast<int>(seed % 7);
    FakeModel greedy_model(kVocab, random_dist(kVocab, seed, 0.3));
    const Hypothesis greedy =
        greedy_search(greedy_model, beam_options(1, 0.f, max_length), nullptr);
    FakeModel beam_model(kVocab, random_dist(kVocab, seed, 0.3));
    Recorder rec{&beam_model};
    const Hypothesis beam = beam_search(beam_model, beam_options(1, 0.f, max_length), rec.fn());
    CHECK(beam.tokens == greedy.tokens);
    CHECK(beam.finished == greedy.finished);
    CHECK(beam.score == greedy.score);
    CHECK(beam.attention == greedy.attention);
    CHECK(rec.token_ids() == greedy.tokens);
    // search() dispatches beam_size 1 to greedy whatever alpha is.
    FakeModel dispatch_model(kVocab, random_dist(kVocab, seed, 0.3));
    CHECK(search(dispatch_model, beam_options(1, 0.6f, max_length), nullptr).tokens ==
          greedy_search(greedy_model, beam_options(1, 0.6f, max_length), nullptr).tokens);
  }
}

namespace {

// Pieces: 3 " ai", 4 " el", 5 "re" (goes on with a word), 6 ",", 7 " x"; 0..2 spell nothing.
PieceWords ai_el_pieces() {
  PieceWords pieces;
  for (const char* text : {"", "", "", " ai", " el"}) pieces.add(text, *text ? 1 : 0, false);
  pieces.add("re", 0, true);
  pieces.add(",", 1, false);
  pieces.add(" x", 1, false);
  return pieces;
}

}  // namespace

TEST_CASE("an unknown word costs its hypothesis the penalty; reported log-probs stay the model's", "[decode]") {
  const PieceWords pieces = ai_el_pieces();
  // "aire," (0.9^4 with EOS) against "el" (0.05 * 0.5).
  const DistFn dist = table_dist(kVocab,
                                 {{{}, {{3, 0.9}, {4, 0.05}}},
                                  {{3}, {{5, 0.9}}},
                                  {{3, 5}, {{6, 0.9}}},
                                  {{4}, {{kEos, 0.5}}}},
                                 {{kEos, 0.9}});
  const auto with_rule = [&](float penalty) {
    SearchOptions o = beam_options(2, 0.f);
    o.rules.unknown_words.pieces = &pieces;
    o.rules.unknown_words.penalty = penalty;
    o.rules.unknown_words.eos = kEos;
    o.rules.unknown_words.is_known = [](std::string_view w) { return w == "el" || w == "x"; };
    return o;
  };
  {
    // A small penalty: "aire," still wins, paying once, when "," ends "aire"; the log-prob
    // reported for "," is the model's 0.9.
    FakeModel model(kVocab, dist);
    const Hypothesis hyp = beam_search(model, with_rule(1.f), nullptr);
    REQUIRE(hyp.tokens == std::vector<int>{3, 5, 6});
    CHECK(hyp.log_probs == std::vector<float>{model.log_prob({}, 3), model.log_prob({3}, 5), model.log_prob({3, 5}, 6)});
    CHECK(hyp.score == Approx(4 * std::log(0.9) - 1.0));  // the score keeps the penalty (alpha 0)
  }
  {
    // A larger one: the known word wins.
    FakeModel model(kVocab, dist);
    const Hypothesis hyp = beam_search(model, with_rule(4.f), nullptr);
    CHECK(hyp.tokens == std::vector<int>{4});
  }
}

TEST_CASE("a hinted word wins over a guess the model barely prefers; reported log-probs stay the model's", "[decode]") {
  const PieceWords pieces = ai_el_pieces();
  // "aire" (0.6 * 0.9, then EOS 0.9) against the hinted "el" (0.3, then EOS 0.9).
  const DistFn dist = table_dist(kVocab,
                                 {{{}, {{3, 0.6}, {4, 0.3}}},
                                  {{3}, {{5, 0.9}}},
                                  {{3, 5}, {{kEos, 0.9}}},
                                  {{4}, {{kEos, 0.9}}}},
                                 {{kEos, 0.9}});
  const auto with_hint = [&](float bonus) {
    SearchOptions o = beam_options(2, 0.f);
    o.rules.hints.pieces = &pieces;
    o.rules.hints.bonus = bonus;
    o.rules.hints.eos = kEos;
    o.rules.hints.words = {"el"};
    o.rules.hints.starts = {{4}};
    return o;
  };
  {
    FakeModel model(kVocab, dist);
    CHECK(beam_search(model, with_hint(0.f), nullptr).tokens == std::vector<int>{3, 5});
  }
  {
    // ln 0.27 + 1 > ln 0.486: the hinted word wins; its score keeps the bonus (alpha 0), its
    // reported log-prob is the model's.
    FakeModel model(kVocab, dist);
    const Hypothesis hyp = beam_search(model, with_hint(1.f), nullptr);
    REQUIRE(hyp.tokens == std::vector<int>{4});
    CHECK(hyp.log_probs == std::vector<float>{model.log_prob({}, 4)});
    CHECK(hyp.score == Approx(std::log(0.3) + std::log(0.9) + 1.0).epsilon(1e-4));
  }
}
