#include "translator_dates.h"

#include <algorithm>
#include <unordered_set>

#include "core/check.h"
#include "text/casing.h"  // lower_case, upper_case, is_all_caps
#include "translator_tables.h"

namespace heed {
namespace {

constexpr std::size_t kMaxFormats = 200;
constexpr std::size_t kMaxPatternBytes = 200;

using Piece = ModelDates::Piece;
using Kind = Piece::Kind;

const std::string kTable = "glossary.dates";

[[noreturn]] void bad_line(std::size_t line, const std::string& why) { bad_table_line(kTable, line, why); }

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_lower_ascii(char c) { return c >= 'a' && c <= 'z'; }
char upper_ascii(char c) { return is_lower_ascii(c) ? static_cast<char>(c - 'a' + 'A') : c; }

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0;;) {
    const std::size_t end = s.find(sep, at);
    out.push_back(s.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at));
    if (end == std::string_view::npos) return out;
    at = end + 1;
  }
}

// "{D} de {M}[ de {Y}]" -> pieces; slots: the set of slots used, each at most once.
std::vector<Piece> parse_pattern(std::string_view p, std::size_t line, std::string* slots, std::string* group_slots) {
  if (p.empty() || p.size() > kMaxPatternBytes) bad_line(line, "a pattern is empty or over 200 bytes");
  std::vector<Piece> pieces;
  bool in_group = false, had_group = false;
  auto add_text = [&](char c) {
    if (pieces.empty() || pieces.back().kind != Kind::kText || pieces.back().optional != in_group) {
      pieces.push_back({Kind::kText, "", in_group});
    }
    pieces.back().text += c;
  };
  for (std::size_t i = 0; i < p.size(); ++i) {
    const char c = p[i];
    if (c == '[') {
      if (in_group || had_group) bad_line(line, "one optional [group] per pattern, not nested");
      in_group = had_group = true;
    } else if (c == ']') {
      if (!in_group) bad_line(line, "']' without '['");
      in_group = false;
    } else if (c == '{') {
      if (i + 2 >= p.size() || p[i + 2] != '}') bad_line(line, "a slot is {D}, {M} or {Y}");
      const char slot = p[i + 1];
      const Kind kind = slot == 'D' ? Kind::kDay : slot == 'M' ? Kind::kMonth : slot == 'Y' ? Kind::kYear : Kind::kText;
      if (kind == Kind::kText) bad_line(line, std::string("unknown slot {") + slot + "}");
      if (slots->find(slot) != std::string::npos) bad_line(line, std::string("slot {") + slot + "} used twice");
      *slots += slot;
      if (in_group) *group_slots += slot;
      pieces.push_back({kind, "", in_group});
      i += 2;
    } else {
      add_text(c);
    }
  }
  if (in_group) bad_line(line, "'[' without ']'");
  if (had_group && group_slots->empty()) bad_line(line, "an optional [group] holds a slot");
  std::sort(slots->begin(), slots->end());
  std::sort(group_slots->begin(), group_slots->end());
  return pieces;
}

ModelDates::Format parse_format(std::string_view source, std::string_view target, std::size_t line) {
  ModelDates::Format f;
  std::string slots, group, target_slots, target_group;
  f.source = parse_pattern(source, line, &slots, &group);
  f.target = parse_pattern(target, line, &target_slots, &target_group);
  if (slots.find('M') == std::string::npos || (slots.find('D') == std::string::npos && slots.find('Y') == std::string::npos)) {
    bad_line(line, "the source holds {M} and {D} or {Y}");
  }
  if (slots != target_slots || group != target_group) {
    bad_line(line, "source and target hold the same slots, the same ones in their [group]");
  }
  if (f.source.front().optional) {
    bad_line(line, "the source does not open with its optional group");
  }
  f.has_group = !group.empty();
  f.leading_letter_either_case = is_lower_ascii(source.front());
  return f;
}

// Whether `text` starts with `prefix`, letters compared case-insensitively when `fold`.
bool starts_with(std::string_view text, std::string_view prefix, bool fold) {
  if (!fold) return text.starts_with(prefix);
  return text.size() >= prefix.size() && text::lower_case(text.substr(0, prefix.size())) == text::lower_case(prefix);
}

}  // namespace

struct ModelDates::Match {
  std::size_t end = 0;
  std::string_view day, year;
  int month = -1;
  bool capitalised = false;  // the source's lower-case opening letter was written upper-case
};

ModelDates::ModelDates(const io::ModelFile& file) {
  const std::optional<std::string_view> text = text_tensor(file, kTable);
  if (!text) return;
  bool have_months = false;
  for_each_row(*text, [&](std::size_t line, std::string_view row) {
    const std::vector<std::string_view> cols = split(row, '\t');
    if (cols.size() != 3) bad_line(line, "three tab-separated columns: months|date, source, target");
    if (cols[0] == "months") {
      if (have_months) bad_line(line, "a second months line");
      const auto src = split(cols[1], '|'), tgt = split(cols[2], '|');
      if (src.size() != 12 || tgt.size() != 12) bad_line(line, "twelve month names on each side, separated by '|'");
      for (int m = 0; m < 12; ++m) {
        if (src[m].empty() || tgt[m].empty()) bad_line(line, "an empty month name");
        // A source month may be spelled several ways, comma-separated ("November,Nov.,Nov").
        for (std::string_view name : split(src[m], ',')) {
          if (name.empty()) bad_line(line, "an empty month name");
          source_months_[static_cast<std::size_t>(m)].emplace_back(name);
        }
        target_months_[static_cast<std::size_t>(m)] = tgt[m];
      }
      have_months = true;
    } else if (cols[0] == "date") {
      if (formats_.size() == kMaxFormats) bad_line(line, "more than 200 date formats");
      formats_.push_back(parse_format(cols[1], cols[2], line));
    } else {
      bad_line(line, "a line is 'months' or 'date'");
    }
  });
  if (!formats_.empty() && !have_months) throw_error(Error::Code::kInvalidModel, kTable + " has no months line");
}

bool ModelDates::match(const Format& f, std::string_view text, std::size_t at, bool with_group, bool fold, Match* m) const {
  *m = Match{};
  std::size_t pos = at;
  for (std::size_t i = 0; i < f.source.size(); ++i) {
    const Piece& piece = f.source[i];
    if (piece.optional && !with_group) continue;
    const std::string_view rest = text.substr(pos);
    switch (piece.kind) {
      case Kind::kText: {
        if (i == 0 && f.leading_letter_either_case && !rest.empty() && rest[0] == upper_ascii(piece.text[0]) &&
            rest.substr(1).starts_with(std::string_view(piece.text).substr(1))) {
          m->capitalised = true;
        } else if (!starts_with(rest, piece.text, fold)) {
          return false;
        }
        pos += piece.text.size();
        break;
      }
      case Kind::kDay: {  // 1-31, one or two digits, an English ordinal ending allowed
        std::size_t n = 0;
        while (n < rest.size() && n < 3 && is_digit(rest[n])) ++n;
        if (n == 0 || n > 2) return false;
        const int value = n == 1 ? rest[0] - '0' : (rest[0] - '0') * 10 + (rest[1] - '0');
        if (value < 1 || value > 31) return false;
        m->day = rest.substr(0, n);
        pos += n;
        for (std::string_view ending : {"st", "nd", "rd", "th"}) {
          if (text.substr(pos).starts_with(ending)) {
            pos += ending.size();
            break;
          }
        }
        break;
      }
      case Kind::kYear: {  // three or four digits
        std::size_t n = 0;
        while (n < rest.size() && n < 5 && is_digit(rest[n])) ++n;
        if (n < 3 || n > 4) return false;
        m->year = rest.substr(0, n);
        pos += n;
        break;
      }
      case Kind::kMonth: {  // as the table writes it, or with a capital (a sentence's first word)
        // The longest spelling that matches: "June 5" is not "Jun" and "e 5".
        std::size_t longest = 0;
        for (int k = 0; k < 12; ++k) {
          for (const std::string& name : source_months_[static_cast<std::size_t>(k)]) {
            if (rest.size() < name.size() || name.size() <= longest) continue;
            if (starts_with(rest, name, fold) || (rest[0] == upper_ascii(name[0]) && rest.substr(1).starts_with(name.substr(1)))) {
              m->month = k;
              longest = name.size();
            }
          }
        }
        if (m->month < 0) return false;
        pos += longest;
        break;
      }
    }
  }
  m->end = pos;
  // Whole words only, as glossary terms are matched: no word byte right after the date.
  return pos == text.size() || !text::is_glossary_word_byte(text, pos);
}

std::string ModelDates::fill(const Format& f, const Match& m, bool with_group) const {
  std::string out;
  for (const Piece& piece : f.target) {
    if (piece.optional && !with_group) continue;
    switch (piece.kind) {
      case Kind::kText: out += piece.text; break;
      case Kind::kDay: out += m.day; break;
      case Kind::kYear: out += m.year; break;
      case Kind::kMonth: out += target_months_[static_cast<std::size_t>(m.month)]; break;
    }
  }
  if (m.capitalised && !out.empty()) out[0] = upper_ascii(out[0]);
  return out;
}

void ModelDates::add_terms_in(const std::vector<std::string_view>& texts,
                              std::vector<text::GlossaryTerm>* out) const {
  if (formats_.empty()) return;
  std::unordered_set<std::string> taken;
  for (const text::GlossaryTerm& t : *out) taken.insert(t.source);
  for (std::string_view text : texts) {
    if (text.find_first_of("0123456789") == std::string_view::npos) continue;  // every date has a digit
    const bool capitals = std::adjacent_find(text.begin(), text.end(), [](char a, char b) {
      return a >= 'A' && a <= 'Z' && b >= 'A' && b <= 'Z';
    }) != text.end();
    for (std::size_t at = 0; at < text.size();) {
      if (at > 0 && text::is_glossary_word_byte(text, at - 1)) {
        ++at;
        continue;
      }
      // The longest match of any format here (the same text may fit "{M} {D}" and "{M} {D}, {Y}").
      std::size_t best_end = 0;
      std::string best_target;
      for (const Format& f : formats_) {
        for (bool with_group : {true, false}) {
          if (with_group && !f.has_group) continue;
          for (bool fold : {false, true}) {
            if (fold && !capitals) continue;
            Match m;
            if (!match(f, text, at, with_group, fold, &m) || m.end <= best_end) continue;
            // Case-blind, only a date written in capitals counts ("ON MARCH 20", not "march 20").
            if (fold && !text::is_all_caps(text.substr(at, m.end - at))) continue;
            best_end = m.end;
            best_target = fold ? text::upper_case(fill(f, m, with_group)) : fill(f, m, with_group);
          }
        }
      }
      if (best_end == 0) {
        ++at;
        continue;
      }
      std::string source(text.substr(at, best_end - at));
      if (taken.insert(source).second) out->push_back({std::move(source), std::move(best_target)});
      at = best_end;
    }
  }
}

}  // namespace heed
