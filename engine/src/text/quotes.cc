#include "text/quotes.h"

namespace heed::text {
namespace {

constexpr std::string_view kOpen = "\xC2\xAB";   // «
constexpr std::string_view kClose = "\xC2\xBB";  // »

bool opens_after(char before) {
  return before == ' ' || before == '\0' || before == '(' || before == '[' || before == '\n';
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::string angle_quoted(std::string_view text, char before, bool* open_at_end, bool* quoting) {
  std::string out;
  out.reserve(text.size() + 4);
  bool opened = false;
  for (const char c : text) {
    if (opened && c == ' ') continue;
    opened = false;
    if (c != '"' || (is_digit(before) && !*quoting)) {
      out += c;
    } else {
      opened = !is_digit(before) && opens_after(before);
      out += opened ? kOpen : kClose;
      *quoting = opened;
    }
    before = c;
  }
  *open_at_end = opened;
  return out;
}

char mark_after_closing_quote(std::string_view text) {
  if (text.empty()) return '\0';
  const char mark = text.back();
  if (mark != ',' && mark != '.') return '\0';
  if (mark == '.' && text.size() >= 2 && text[text.size() - 2] == '.') return '\0';  // an ellipsis
  return mark;
}

std::string punctuation_after_quotes(std::string_view text) {
  std::string out(text);
  for (std::size_t at = out.find(kClose); at != std::string::npos; at = out.find(kClose, at + kClose.size())) {
    const char mark = mark_after_closing_quote(std::string_view(out).substr(0, at));
    if (mark == '\0') continue;
    out.erase(at - 1, 1);                                         // "x,»" -> "x»"
    at -= 1;
    out.insert(at + kClose.size(), 1, mark);                      // -> "x»,"
  }
  return out;
}

bool quoting_after(std::string_view text, bool quoting) {
  const std::size_t open = text.rfind(kOpen), close = text.rfind(kClose);
  if (open == std::string_view::npos && close == std::string_view::npos) return quoting;
  return close == std::string_view::npos || (open != std::string_view::npos && open > close);
}

std::string angle_quote_mark(std::string_view mark, char before) {
  if (mark == "\xE2\x80\x9C" || mark == "\xE2\x80\x9E") return std::string(kOpen);
  if (mark == "\xE2\x80\x9D") return std::string(kClose);
  if (mark != "\"") return std::string(mark);
  return std::string(opens_after(before) ? kOpen : kClose);
}

std::string glue_opening_marks(std::string_view text, bool* open_at_end, bool marks) {
  const auto opens = [&](std::string_view out) {
    const std::string_view last = out.size() >= 2 ? out.substr(out.size() - 2) : std::string_view();
    return (marks && (last == kOpeningExclamation || last == kOpeningQuestion)) || (!out.empty() && out.back() == '(');
  };
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size(); ++at) {
    out += text[at];
    const bool opening = opens(out);
    while (opening && at + 1 < text.size() && text[at + 1] == ' ') ++at;
  }
  *open_at_end = opens(out);
  return out;
}

}  // namespace heed::text
