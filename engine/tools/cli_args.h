// Minimal flag parsing shared by the heed subcommands: `--name value` and `--flag`.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace heed::cli {

class Args {
 public:
  // argv after the subcommand; `flags` lists options that take no value.
  Args(int argc, char** argv, const std::vector<std::string>& flags);

  bool has(const std::string& name) const { return values_.count(name) != 0; }
  std::string get(const std::string& name, const std::string& fallback = "") const;
  int get_int(const std::string& name, int fallback) const;
  float get_float(const std::string& name, float fallback) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

int run_translate(const Args& args);
int run_inspect(const Args& args);
int run_bench(const Args& args);

}  // namespace heed::cli
