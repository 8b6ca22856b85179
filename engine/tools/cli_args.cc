#include "cli_args.h"

#include <algorithm>

namespace heed::cli {

Args::Args(int argc, char** argv, const std::vector<std::string>& flags) {
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    if (a.rfind("--", 0) != 0) {
      positional_.push_back(a);
      continue;
    }
    std::string name = a.substr(2);
    if (std::find(flags.begin(), flags.end(), name) != flags.end()) {
      values_[name] = "1";
    } else if (i + 1 < argc) {
      values_[name] = argv[++i];
    } else {
      throw std::invalid_argument("option --" + name + " needs a value");
    }
  }
}

std::string Args::get(const std::string& name, const std::string& fallback) const {
  auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second;
}

int Args::get_int(const std::string& name, int fallback) const {
  if (!has(name)) return fallback;
  try {
    return std::stoi(get(name));
  } catch (const std::exception&) {
    throw std::invalid_argument("option --" + name + " expects an integer, got '" + get(name) + "'");
  }
}

float Args::get_float(const std::string& name, float fallback) const {
  if (!has(name)) return fallback;
  try {
    return std::stof(get(name));
  } catch (const std::exception&) {
    throw std::invalid_argument("option --" + name + " expects a number, got '" + get(name) + "'");
  }
}

}  // namespace heed::cli
