// Flag parsing shared by the heed subcommands: `--name value` and `--flag`. Each subcommand
// states what it accepts (a Spec); anything else stops the run before any work is done, naming
// the closest valid option, so a typo never runs with defaults the user did not ask for.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "heed/translator.h"

namespace heed::cli {

// What an option's value must be: none (a flag), any text, an integer, a finite number.
enum class Kind { kFlag, kText, kInt, kNumber };

struct Spec {
  std::map<std::string, Kind> options;  // by name, without the leading "--"
  int max_positional = 0;               // plain arguments accepted (heed inspect MODEL)
};

// A command line the subcommand cannot run (unknown option, missing or malformed value).
// main prints "heed <command>: <what>" and exits with status 2.
class UsageError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// The candidate closest to `word` by edit distance (a transposition counts as one edit), if it
// is close enough to be a plausible typo of it; "" otherwise.
std::string closest(const std::string& word, const std::vector<std::string>& candidates);

class Args {
 public:
  // argv after the subcommand. Throws UsageError for anything `spec` does not accept.
  Args(int argc, char** argv, const Spec& spec);

  bool has(const std::string& name) const { return values_.count(name) != 0; }
  std::string get(const std::string& name, const std::string& fallback = "") const;
  int get_int(const std::string& name, int fallback) const;
  float get_float(const std::string& name, float fallback) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

// Options translate and bench share, over TranslateOptions' defaults (beam 4, tuned alpha, every
// text rule on): --beam N, --greedy, --alpha A, --max-length N, --no-shortlist, and the text rules
// one by one (--no-protect, --no-case, --no-repeat-block) or all at once (--raw), and
// --glossary FILE.
TranslateOptions translate_options(const Args& args);
// Glossary file for --glossary: one term a line, "source<TAB>target", or "source" alone for a term
// that is never translated; empty lines and lines starting with '#' are skipped.
std::vector<std::pair<std::string, std::string>> read_glossary(const std::string& path);
// The Spec entries of those options.
void add_translate_options(Spec* spec);

int run_translate(const Args& args);
int run_inspect(const Args& args);
int run_bench(const Args& args);

}  // namespace heed::cli
