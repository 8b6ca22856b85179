#include "cli_args.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <fstream>

namespace heed::cli {
namespace {

// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
// neighbouring characters each cost 1 ("--modle" is one edit from "--model").
std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

std::string unknown_option(const std::string& arg, const Spec& spec) {
  std::vector<std::string> names;
  for (const auto& [name, kind] : spec.options) names.push_back(name);
  const std::string name = arg.substr(arg.find_first_not_of('-') == std::string::npos
                                          ? arg.size() : arg.find_first_not_of('-'));
  const std::string best = closest(name, names);
  if (!best.empty()) return "unknown option " + arg + " (did you mean --" + best + "?)";
  std::string all;
  for (const std::string& n : names) all += (all.empty() ? "--" : ", --") + n;
  return "unknown option " + arg + (all.empty() ? " (it takes none)" : " (options: " + all + ")");
}

// Whole-string conversions: std::stoi("4x") would be 4, a typo that runs silently.
bool parse_int(const std::string& s, int* out) {
  if (s.empty()) return false;
  errno = 0;
  char* end = nullptr;
  const long v = std::strtol(s.c_str(), &end, 10);
  if (*end != '\0' || errno == ERANGE || v < INT_MIN || v > INT_MAX) return false;
  *out = static_cast<int>(v);
  return true;
}

bool parse_number(const std::string& s, float* out) {
  if (s.empty()) return false;
  errno = 0;
  char* end = nullptr;
  const float v = std::strtof(s.c_str(), &end);
  if (*end != '\0' || errno == ERANGE || !std::isfinite(v)) return false;
  *out = v;
  return true;
}

UsageError not_a(const char* what, const std::string& name, const std::string& value) {
  return UsageError("option --" + name + " expects " + what + ", got '" + value + "'");
}

void check_value(const std::string& name, Kind kind, const std::string& value) {
  int i = 0;
  float f = 0.f;
  if (kind == Kind::kInt && !parse_int(value, &i)) throw not_a("an integer", name, value);
  if (kind == Kind::kNumber && !parse_number(value, &f)) throw not_a("a number", name, value);
}

}  // namespace

std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t best_distance = 0;
  for (const std::string& c : candidates) {
    const std::size_t d = edit_distance(word, c);
    if (best.empty() || d < best_distance) best = c, best_distance = d;
  }
  // A third of the word, at least 2: "beem" -> "beam", "shortlist" -> "no-shortlist", but
  // "verbose" is no typo of "stream".
  return best_distance <= std::max<std::size_t>(2, word.size() / 3) ? best : "";
}

Args::Args(int argc, char** argv, const Spec& spec) {
  for (int i = 0; i < argc; ++i) {
    const std::string a = argv[i];
    // "-" alone is a plain argument (stdin, by convention); anything else with a dash is an option.
    if (a.size() < 2 || a[0] != '-') {
      if (static_cast<int>(positional_.size()) >= spec.max_positional)
        throw UsageError("unexpected argument '" + a + "'");
      positional_.push_back(a);
      continue;
    }
    const std::string name = a.substr(2);
    const auto it = spec.options.find(name);
    if (a.rfind("--", 0) != 0 || it == spec.options.end()) throw UsageError(unknown_option(a, spec));
    if (it->second == Kind::kFlag) {
      values_[name] = "1";
      continue;
    }
    // A value that looks like an option ("--beam --stream") means the value was left out.
    if (i + 1 >= argc || std::string(argv[i + 1]).rfind("--", 0) == 0)
      throw UsageError("option --" + name + " needs a value");
    values_[name] = argv[++i];
    check_value(name, it->second, values_[name]);
  }
}

std::string Args::get(const std::string& name, const std::string& fallback) const {
  auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second;
}

int Args::get_int(const std::string& name, int fallback) const {
  if (!has(name)) return fallback;
  int v = 0;
  if (!parse_int(get(name), &v)) throw not_a("an integer", name, get(name));
  return v;
}

float Args::get_float(const std::string& name, float fallback) const {
  if (!has(name)) return fallback;
  float v = 0.f;
  if (!parse_number(get(name), &v)) throw not_a("a number", name, get(name));
  return v;
}

TranslateOptions translate_options(const Args& args) {
  TranslateOptions o;
  if (args.has("greedy") && args.has("beam")) throw UsageError("--greedy and --beam N exclude each other");
  o.beam_size = args.has("greedy") ? 1 : args.get_int("beam", o.beam_size);
  o.length_penalty = args.get_float("alpha", o.length_penalty);
  if (args.has("word-reward")) o.word_reward = args.get_float("word-reward", 0.f);
  if (args.has("word-reward-ratio")) o.word_reward_ratio = args.get_float("word-reward-ratio", 1.f);
  o.max_length = args.get_int("max-length", o.max_length);
  o.use_shortlist = !args.has("no-shortlist");
  const bool raw = args.has("raw");
  o.protect_spans = !raw && !args.has("no-protect");
  o.match_case = !raw && !args.has("no-case");
  o.block_repeats = !raw && !args.has("no-repeat-block");
  if (args.has("glossary")) o.glossary = read_glossary(args.get("glossary"));
  o.model_glossary = !args.has("no-model-glossary");
  o.target_prefix = args.get("prefix");
  o.batch_sentences = args.get_int("batch", o.batch_sentences);
  return o;
}

std::vector<std::pair<std::string, std::string>> read_glossary(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("cannot read the glossary file '" + path + "'");
  std::vector<std::pair<std::string, std::string>> terms;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const std::size_t tab = line.find('\t');
    if (tab == std::string::npos) {
      terms.emplace_back(line, line);  // a term alone is never translated
    } else {
      terms.emplace_back(line.substr(0, tab), line.substr(tab + 1));
    }
  }
  return terms;
}

void add_translate_options(Spec* spec) {
  for (const char* flag : {"greedy", "no-shortlist", "no-protect", "no-case", "no-repeat-block", "raw", "no-model-glossary"})
    spec->options[flag] = Kind::kFlag;
  spec->options["beam"] = Kind::kInt;
  spec->options["alpha"] = Kind::kNumber;
  spec->options["word-reward"] = Kind::kNumber;
  spec->options["word-reward-ratio"] = Kind::kNumber;
  spec->options["max-length"] = Kind::kInt;
  spec->options["batch"] = Kind::kInt;
  spec->options["glossary"] = Kind::kText;
  spec->options["prefix"] = Kind::kText;
}

}  // namespace heed::cli
