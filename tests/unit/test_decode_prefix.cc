// Prefix-constrained decoding and the k best alternatives per step, greedy and beam, against
// FakeModel (every log-prob and attention row re-derived along the result's own path).
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "decode/search.h"
#include "unit/test_decode_fake_model.h"

using namespace heed::decode;
using namespace heed::decode::testing;

namespace {

constexpr int kVocab = 9;

SearchOptions options(int beam, std::vector<int> prefix = {}, int alternatives = 0) {
  SearchOptions o;
  o.beam_size = beam;
  o.max_length = 12;
  o.bos_id = kBos;
  o.eos_id = kEos;
  o.length_penalty = 0.6f;
  o.forced_prefix = std::move(prefix);
  o.alternatives = alternatives;
  return o;
}

}  // namespace

TEST_CASE("a forced prefix is kept exactly and decoding goes on to a valid end", "[decode]") {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    for (int beam : {1, 4}) {
      FakeModel model(kVocab, random_dist(kVocab, seed));
      const std::vector<int> prefix = {3 + static_cast<int>(seed % 5), 4, 5};
      const SearchOptions o = options(beam, prefix);
      Recorder rec{&model};
      const Hypothesis h = search(model, o, rec.fn());
      INFO("seed " << seed << " beam " << beam);
      REQUIRE(h.tokens.size() >= prefix.size());
      CHECK(std::vector<int>(h.tokens.begin(), h.tokens.begin() + 3) == prefix);
      CHECK(rec.token_ids() == h.tokens);  // streamed as usual, prefix included
      check_against_model(model, h, o, &rec);
    }
  }
}

TEST_CASE("greedy forced onto its own first tokens gives its own output", "[decode]") {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    FakeModel free_model(kVocab, random_dist(kVocab, seed));
    const Hypothesis free = search(free_model, options(1), {});
    for (std::size_t n = 0; n <= free.tokens.size(); ++n) {
      FakeModel model(kVocab, random_dist(kVocab, seed));
      const Hypothesis forced = search(model, options(1, {free.tokens.begin(), free.tokens.begin() + n}), {});
      INFO("seed " << seed << " prefix " << n);
      CHECK(forced.tokens == free.tokens);
      CHECK(forced.score == free.score);
    }
  }
}

TEST_CASE("alternatives: the k best tokens of each emitted token's step, best first, the choice among them", "[decode]") {
  for (int beam : {1, 3}) {
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      FakeModel model(kVocab, random_dist(kVocab, seed));
      const SearchOptions o = options(beam, {}, 4);
      std::vector<std::vector<Alternative>> seen;
      std::vector<int> emitted;
      const Hypothesis h = search(model, o, [&](const EmittedToken& t) {
        REQUIRE(t.alternatives != nullptr);
        seen.emplace_back(t.alternatives, t.alternatives + 4);
        emitted.push_back(t.token);
        return true;
      });
      INFO("seed " << seed << " beam " << beam);
      REQUIRE(seen.size() == h.tokens.size());
      REQUIRE(h.alternatives.size() == 4 * h.tokens.size());
      Prefix prefix;
      for (std::size_t i = 0; i < seen.size(); ++i) {
        CHECK(std::equal(seen[i].begin(), seen[i].end(), h.alternatives.begin() + 4 * i,
                         [](const Alternative& a, const Alternative& b) { return a.token == b.token && a.log_prob == b.log_prob; }));
        for (int a = 0; a < 4; ++a) CHECK(seen[i][a].log_prob == model.log_prob(prefix, seen[i][a].token));
        for (int a = 1; a < 4; ++a) CHECK(seen[i][a - 1].log_prob >= seen[i][a].log_prob);
        if (beam == 1) CHECK(seen[i][0].token == emitted[i]);  // greedy takes the best
        prefix.push_back(h.tokens[i]);
      }
    }
  }
  FakeModel model(kVocab, random_dist(kVocab, 7));
  CHECK(search(model, options(2), {}).alternatives.empty());  // none asked, none made
}

TEST_CASE("a prefix holding EOS or unknown tokens is refused", "[decode]") {
  FakeModel model(kVocab, random_dist(kVocab, 3));
  CHECK_THROWS_WITH(search(model, options(1, {3, kEos}), {}), Catch::Contains("forced_prefix"));
  CHECK_THROWS_WITH(search(model, options(4, {kVocab}), {}), Catch::Contains("forced_prefix"));
}
