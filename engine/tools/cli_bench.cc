// heed bench: decoding speed and memory of a model on one thread, printed as JSON.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bench_sentences.h"
#include "cli_args.h"
#include "heed/translator.h"

namespace heed::cli {

std::string required_model(const Args& args);

namespace {

// Non-empty lines: one sentence per line, as in --input files and bench_sentences.txt.
std::vector<std::string> nonempty_lines(std::istream& in) {
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

double now_ms() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

long peak_rss_kb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;  // kilobytes on Linux
}

}  // namespace

int run_bench(const Args& args) {
  std::vector<std::string> sentences;
  if (args.has("input")) {
    std::ifstream in(args.get("input"));
    if (!in) throw std::invalid_argument("cannot read --input " + args.get("input"));
    sentences = nonempty_lines(in);
  } else {
    // Default: ordinary English of 5–25 words, written for this bench (bench_sentences.txt).
    std::istringstream in(kBenchSentencesText);
    sentences = nonempty_lines(in);
  }
  const int repeat = args.get_int("repeat", 3);
  TranslateOptions options = translate_options(args);
  // --batch N: N sentences per call (translate_batch), decoded side by side with greedy
  // search; without it one sentence per call, as a reader typing sentences would send them.
  const std::size_t per_call = static_cast<std::size_t>(std::max(1, args.get_int("batch", 1)));
  options.report_attention = false;
  // Alternatives travel on token events: with --alternatives K a callback that only receives
  // them is installed, so their cost is what a page asking for them pays.
  options.alternatives = args.get_int("alternatives", 0);
  TokenCallback on_token;
  if (options.alternatives > 0) on_token = [](const TokenEvent&) { return StreamControl::kContinue; };

  const long rss_before_kb = peak_rss_kb();
  const double load_start = now_ms();
  auto translator = Translator::from_file(required_model(args));
  const double load_ms = now_ms() - load_start;
  const double warm_start = now_ms();
  translator->warm_up();  // the tokenizer, which loading leaves to first use
  const double warm_up_ms = now_ms() - warm_start;

  translator->translate(sentences[0], options, on_token);  // warm-up: first-touch of weights and buffers
  long target_tokens = 0;
  long source_bytes = 0;
  const double start = now_ms();
  for (int r = 0; r < repeat; ++r) {
    for (std::size_t first = 0; first < sentences.size(); first += per_call) {
      const std::vector<std::string> call(sentences.begin() + first,
                                          sentences.begin() + std::min(sentences.size(), first + per_call));
      std::vector<TranslationResult> results;
      if (per_call == 1) results.push_back(translator->translate(call[0], options, on_token));
      else results = translator->translate_batch(call, options);
      for (const TranslationResult& result : results)
        for (const SentenceResult& sr : result.sentences) target_tokens += sr.target_ids.size() + 1;
      for (const std::string& s : call) source_bytes += s.size();
    }
  }
  const double elapsed_ms = now_ms() - start;
  const int translated = repeat * static_cast<int>(sentences.size());
  const ModelInfo info = translator->info();
  std::printf(
      "{\"model\": \"%s\", \"weights\": \"%s\", \"beam\": %d, \"sentences\": %d, "
      "\"target_tokens\": %ld, \"tokens_per_s\": %.1f, \"ms_per_sentence\": %.3f, "
      "\"load_ms\": %.1f, \"warm_up_ms\": %.1f, \"model_bytes\": %zu, \"peak_rss_mb\": %.1f, "
      "\"rss_before_load_mb\": %.1f, \"shortlist\": %s, \"sentences_per_call\": %zu, \"threads\": 1}\n",
      args.get("model").c_str(), info.weights.c_str(), options.beam_size, translated,
      target_tokens, target_tokens / (elapsed_ms / 1000.0), elapsed_ms / translated, load_ms,
      warm_up_ms, info.file_bytes, peak_rss_kb() / 1024.0, rss_before_kb / 1024.0,
      options.use_shortlist && info.shortlist_targets > 0 ? "true" : "false", per_call);
  return 0;
}

}  // namespace heed::cli
