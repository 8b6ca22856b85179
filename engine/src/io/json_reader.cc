#include "io/json_reader.h"

#include <algorithm>
#include <set>
#include <vector>

#include "core/check.h"

namespace heed::io {
namespace {

// A safetensors header nests 3 levels ({tensor: {shape: [..]}}), heed.config 1. Deeper input
// is hostile or broken, and bounding it keeps destruction and recursion cheap.
constexpr int kMaxDepth = 8;

[[noreturn]] void fail(const std::string& message) {
  throw_error(Error::Code::kInvalidModel, message);
}

}  // namespace

std::string printable(std::string_view text, std::size_t max_chars) {
  std::string out;
  out.reserve(std::min(text.size(), max_chars + 3));
  for (char ch : text) {
    if (out.size() >= max_chars) {
      out += "...";
      break;
    }
    const auto u = static_cast<unsigned char>(ch);
    out += (u >= 0x20 && u < 0x7F) ? ch : '?';
  }
  return out;
}

std::string json_excerpt(const nlohmann::json& value) {
  // error_handler_t::replace: a dump never throws, even on strings nlohmann would not emit.
  return printable(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), 60);
}

nlohmann::json parse_json_strict(std::string_view text, const std::string& what) {
  // One key set per open container (arrays get an unused one) to spot duplicate keys.
  std::vector<std::set<std::string>> open;
  auto callback = [&](int depth, nlohmann::json::parse_event_t event,
                      nlohmann::json& parsed) -> bool {
    using Event = nlohmann::json::parse_event_t;
    switch (event) {
      case Event::object_start:
      case Event::array_start:
        if (depth >= kMaxDepth) {
          fail(what + " nests deeper than " + std::to_string(kMaxDepth) + " levels");
        }
        open.emplace_back();
        break;
      case Event::object_end:
      case Event::array_end:
        if (!open.empty()) open.pop_back();
        break;
      case Event::key:
        if (!open.empty() && parsed.is_string()) {
          const auto& key = parsed.get_ref<const std::string&>();
          if (!open.back().insert(key).second) {
            fail(what + " has duplicate key '" + printable(key) + "'");
          }
        }
        break;
      case Event::value:
        break;
    }
    return true;
  };
  try {
    return nlohmann::json::parse(text.begin(), text.end(), callback);
  } catch (const nlohmann::json::exception& e) {
    // e.what() may quote raw input bytes; keep it printable.
    fail(what + " is not valid JSON: " + printable(e.what(), 200));
  }
}

}  // namespace heed::io
