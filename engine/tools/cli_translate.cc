// heed translate: stdin lines → stdout lines, optionally streaming tokens with attention.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <string>
#include <vector>

#include "cli_args.h"
#include "heed/translator.h"

namespace heed::cli {
namespace {

TranslateOptions options_from(const Args& args) {
  TranslateOptions o = translate_options(args);
  o.report_attention = args.has("stream");
  o.alternatives = args.get_int("alternatives", 0);
  if (o.alternatives > 0 && !args.has("stream")) throw UsageError("--alternatives K is shown by --stream: add it");
  return o;
}

// Mean over the heads of the reported layer: [source tokens], empty without attention.
std::vector<float> mean_of_heads(const TokenAttention& a) {
  std::vector<float> mean(a.layers > 0 ? a.source : 0, 0.f);
  for (int h = 0; h < a.heads && !mean.empty(); ++h) {
    const float* row = a.row(a.layer, h);
    for (int j = 0; j < a.source; ++j) mean[j] += row[j];
  }
  for (float& m : mean) m /= static_cast<float>(a.heads);
  return mean;
}

// One line per token: the text it adds, its probability, and the source text it attended to
// most (mean over the heads of the reported layer).
void print_event(const std::string& line, const TokenEvent& ev) {
  std::string word = "</s>";
  const std::vector<float> attention = mean_of_heads(ev.attention);
  if (!attention.empty()) {
    auto top = std::max_element(attention.begin(), attention.end()) - attention.begin();
    const Span s = ev.source_spans[top];
    if (s.end > s.begin) word = line.substr(s.begin, s.end - s.begin);
  }
  std::cout << "  " << ev.piece << "\tp=" << std::exp(ev.log_prob) << "\t<- " << word;
  for (std::size_t i = 0; i < ev.alternatives.size(); ++i) {
    std::cout << (i == 0 ? "\talternatives: " : ", ") << ev.alternatives[i].piece << " "
              << std::exp(ev.alternatives[i].log_prob);
  }
  std::cout << "\n";
  std::cout.flush();
}

}  // namespace

std::string required_model(const Args& args) {
  if (!args.has("model")) throw std::invalid_argument("--model M is required");
  return args.get("model");
}

int run_translate(const Args& args) {
  auto translator = Translator::from_file(required_model(args));
  const TranslateOptions options = options_from(args);
  const bool stream = args.has("stream");
  std::string line;
  int failures = 0;
  while (std::getline(std::cin, line)) {
    try {
      TokenCallback on_token;
      if (stream) on_token = [&](const TokenEvent& ev) { print_event(line, ev); return StreamControl::kContinue; };
      const TranslationResult r = translator->translate(line, options, on_token);
      std::cout << r.text << "\n";
    } catch (const Error& e) {
      // A bad line is reported and skipped; the rest of the input is still translated.
      if (e.code() != Error::Code::kInvalidInput) throw;
      std::cerr << "heed: line skipped: " << e.what() << "\n";
      std::cout << "\n";
      ++failures;
    }
    std::cout.flush();
  }
  return failures == 0 ? 0 : 1;
}

}  // namespace heed::cli
