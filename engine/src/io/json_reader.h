// Internal to io/: strict JSON parsing for untrusted model headers. Every failure becomes
// Error(kInvalidModel) naming what was being parsed, so callers never see nlohmann exceptions.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace heed::io {

// Parses `text` as JSON. Rejects (beyond syntax errors) duplicate object keys, which other
// safetensors readers would resolve differently, and nesting deeper than a header ever needs.
// `what` names the text in messages, e.g. "header" or "heed.config".
nlohmann::json parse_json_strict(std::string_view text, const std::string& what);

// A short, printable-ASCII rendering of a JSON value for error messages.
std::string json_excerpt(const nlohmann::json& value);

// Removes control and non-ASCII bytes and caps the length, so text echoed from a hostile file
// cannot garble a message (messages reach JavaScript and terminals).
std::string printable(std::string_view text, std::size_t max_chars = 120);

}  // namespace heed::io
