#include "text/protect.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "text/casing.h"  // detect_case
#include "text/utf8.h"
#include "text/word_spans.h"  // widen_to_words

namespace heed::text {
namespace {

bool is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Bytes of the no-break space at s[i] (U+00A0, U+202F narrow, U+2007 figure), or 0.
std::size_t no_break_space_at(std::string_view s, std::size_t i) {
  if (s.substr(i).starts_with("\xC2\xA0")) return 2;
  if (s.substr(i).starts_with("\xE2\x80\xAF") || s.substr(i).starts_with("\xE2\x80\x87")) return 3;
  return 0;
}

// Where the citation marks glued to the end of the word s[begin, end) begin ("[1]", "[12][a]",
// before a closing period or comma), or `end` when it has none. A mark holds a number or a
// letter, as footnotes are numbered.
std::size_t citation_start(std::string_view s, std::size_t begin, const std::size_t word_end) {
  std::size_t end = word_end;
  while (end > begin && (s[end - 1] == '.' || s[end - 1] == ',' || s[end - 1] == ';' || s[end - 1] == ':')) --end;
  std::size_t mark = end;
  while (mark > begin + 2 && s[mark - 1] == ']') {
    std::size_t open = mark - 1;
    while (open > begin && s[open - 1] != '[' && mark - open <= 6) --open;
    if (open == begin || s[open - 1] != '[') break;
    const std::string_view inside = s.substr(open, mark - 1 - open);
    // Numbered from 1 ("[0]" is an index), lettered from a to h ("[i]", "[n]" are indexes).
    const bool digits = !inside.empty() && inside.size() <= 4 && inside[0] != '0' &&
                        std::all_of(inside.begin(), inside.end(), is_digit);
    const bool letter = inside.size() == 1 && inside[0] >= 'a' && inside[0] <= 'h';
    if (!digits && !letter) break;
    mark = open - 1;
  }
  return mark < end ? mark : word_end;
}

// The stretches of s[begin, end) between no-break spaces (one stretch when there is none).
std::vector<Span> no_break_parts(std::string_view s, std::size_t begin, std::size_t end) {
  std::vector<Span> out;
  std::size_t from = begin;
  for (std::size_t i = begin; i < end;) {
    const std::size_t n = no_break_space_at(s, i);
    if (n == 0 || i + n > end) {
      ++i;
      continue;
    }
    if (i > from) out.push_back({static_cast<int>(from), static_cast<int>(i)});
    i += n;
    from = i;
  }
  if (end > from) out.push_back({static_cast<int>(from), static_cast<int>(end)});
  return out;
}
bool is_ascii_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_lower_alnum(char c) { return (c >= 'a' && c <= 'z') || is_digit(c) || c == '-'; }
bool is_word_char(char c) { return is_ascii_alpha(c) || is_digit(c) || c == '_'; }

bool starts_with_ci(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(s[i])) != prefix[i]) return false;
  }
  return true;
}

// Punctuation that wraps a word in prose ("(see x.org)", "¿", "«...»") rather than belonging to
// it. UTF-8 sequences are matched whole.
constexpr std::array<std::string_view, 10> kOpeners = {"(", "[", "{", "\"", "'", "\xC2\xBF" /*¿*/,
                                                       "\xC2\xA1" /*¡*/, "\xC2\xAB" /*«*/,
                                                       "\xE2\x80\x9C" /*“*/, "\xE2\x80\x98" /*‘*/};
constexpr std::array<std::string_view, 16> kClosers = {
    ".", ",", ";", ":", "!", "?", ")", "]", "}", "\"", "'", "\xC2\xBB" /*»*/,
    "\xE2\x80\x9D" /*”*/, "\xE2\x80\x99" /*’*/, "\xE2\x80\xA6" /*…*/, "*"};

// Top-level domains and file extensions that make "name.ext" a domain or a file name. A list,
// not a pattern: "e.g", "approx.is" or "U.S" must stay prose.
constexpr std::array<std::string_view, 58> kSuffixes = {
    "com", "org", "net", "edu", "gov", "io", "es", "de", "fr", "uk", "it", "eu", "info", "dev",
    "app", "mx", "ar", "co", "cl", "at", "ch", "nl", "pt", "br", "us", "ca", "txt", "pdf",
    "html", "htm", "md", "json", "xml", "csv", "png", "jpg", "jpeg", "gif", "svg", "zip", "gz",
    "tar", "py", "js", "cc", "cpp", "sh", "exe", "doc", "docx", "xlsx", "odt", "mp3", "mp4",
    "wav", "yaml", "toml", "conf"};

// A word of prose with its wrapping punctuation removed.
struct Core {
  std::size_t begin, end;
};

Core strip_wrapping(std::string_view s, std::size_t begin, std::size_t end) {
  bool changed = true;
  while (changed && begin < end) {
    changed = false;
    for (std::string_view o : kOpeners) {
      if (s.substr(begin, end - begin).starts_with(o)) {
        begin += o.size();
        changed = true;
        break;
      }
    }
  }
  changed = true;
  while (changed && begin < end) {
    changed = false;
    for (std::string_view c : kClosers) {
      if (s.substr(begin, end - begin).ends_with(c)) {
        end -= c.size();
        changed = true;
        break;
      }
    }
  }
  return {begin, end};
}

bool is_url(std::string_view w) {
  return starts_with_ci(w, "http://") || starts_with_ci(w, "https://") || starts_with_ci(w, "ftp://") ||
         (starts_with_ci(w, "www.") && w.size() > 6) || w.find("://") != std::string_view::npos;
}

// "name.ext" or "a.b.tld" with a known last label in lower case ("README.md", "ejemplo.es").
bool is_domain_or_file(std::string_view w) {
  const std::size_t dot = w.rfind('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 1 >= w.size()) return false;
  for (char c : w) {
    if (!is_lower_alnum(c) && !is_ascii_alpha(c) && c != '.' && c != '_') return false;
  }
  if (w.find("..") != std::string_view::npos) return false;
  const std::string_view suffix = w.substr(dot + 1);
  return std::find(kSuffixes.begin(), kSuffixes.end(), suffix) != kSuffixes.end();
}

bool is_email(std::string_view w) {
  const std::size_t at = w.find('@');
  if (at == std::string_view::npos || at == 0) return false;
  const std::string_view domain = w.substr(at + 1);
  const std::size_t dot = domain.rfind('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 2 > domain.size()) return false;
  for (char c : w.substr(0, at)) {
    if (!is_word_char(c) && c != '.' && c != '%' && c != '+' && c != '-') return false;
  }
  for (char c : domain) {
    if (!is_word_char(c) && c != '.' && c != '-') return false;
  }
  return true;
}

// "@name" or "#name" with at least one letter after the sign.
bool is_handle_or_tag(std::string_view w) {
  if (w.size() < 2 || (w[0] != '@' && w[0] != '#')) return false;
  bool letter = false;
  for (char c : w.substr(1)) {
    if (!is_word_char(c)) return false;
    letter = letter || is_ascii_alpha(c);
  }
  return letter;
}

bool is_path(std::string_view w) {
  if (w.size() < 2) return false;
  if (w[0] == '/' && w.size() > 1 && (is_word_char(w[1]) || w[1] == '.')) return true;
  if (w.starts_with("~/") || w.starts_with("./") || w.starts_with("../")) return true;
  if (w.size() > 3 && is_ascii_alpha(w[0]) && w[1] == ':' && w[2] == '\\') return true;
  return std::count(w.begin(), w.end(), '/') >= 2 && w.find("//") == std::string_view::npos;
}

// Words with a digit: "3", "1,000.50", "12:30", "2024-01-05", "COVID-19", "$5", "v2.0". Ordinals
// ("19th") and decades ("1990s") are prose the model should translate ("siglo XIX").
bool is_number_like(std::string_view w) {
  if (std::none_of(w.begin(), w.end(), is_digit)) return false;
  std::size_t digits_end = 0;
  while (digits_end < w.size() && is_digit(w[digits_end])) ++digits_end;
  const std::string_view rest = w.substr(digits_end);
  if (digits_end > 0 && (rest == "st" || rest == "nd" || rest == "rd" || rest == "th" || rest == "s")) {
    return false;
  }
  return true;
}

bool should_protect(std::string_view w) {
  return is_url(w) || is_email(w) || is_handle_or_tag(w) || is_path(w) || is_domain_or_file(w) ||
         is_number_like(w);
}

// Adds `span` to the sorted, disjoint `spans`, merging whatever it overlaps or touches.
void add_span(std::vector<Span>& spans, Span span) {
  if (span.end <= span.begin) return;
  spans.push_back(span);
}

std::vector<Span> merge(std::vector<Span> spans) {
  std::sort(spans.begin(), spans.end(), [](Span a, Span b) { return a.begin < b.begin; });
  std::vector<Span> out;
  for (Span s : spans) {
    if (!out.empty() && s.begin <= out.back().end) {
      out.back().end = std::max(out.back().end, s.end);
    } else {
      out.push_back(s);
    }
  }
  return out;
}

// Bytes of the quotation mark « » “ ” or „ at sentence[pos]; 0 for anything else.
int typographic_quote_length(std::string_view s, std::size_t pos) {
  const auto at = [&](std::size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0; };
  if (at(pos) == 0xC2 && (at(pos + 1) == 0xAB || at(pos + 1) == 0xBB)) return 2;
  if (at(pos) == 0xE2 && at(pos + 1) == 0x80 && at(pos + 2) >= 0x9C && at(pos + 2) <= 0x9E) return 3;
  return 0;
}

// Whether the typographic quote at s[pos] (typographic_quote_length > 0) opens a quotation.
bool typographic_quote_opens(std::string_view s, std::size_t pos) {
  const unsigned char second = static_cast<unsigned char>(s[pos + 1]);
  if (static_cast<unsigned char>(s[pos]) == 0xC2) return second == 0xAB;  // « (» closes)
  const unsigned char third = static_cast<unsigned char>(s[pos + 2]);
  return third == 0x9C || third == 0x9E;  // “ „ (” closes)
}

// Bytes of the invisible character at s[pos] that only marks where a line may break or must not
// (soft hyphen U+00AD, zero-width space U+200B, word joiner U+2060, U+FEFF), or 0. Web pages put
// them inside words ("infor&shy;mation"): the model read "infor %1 mation" and wrote
// "La informática­es disponibilidad­capaz". It reads the word without them.
int invisible_length(std::string_view s, std::size_t pos) {
  for (const std::string_view mark : {"\xC2\xAD", "\xE2\x80\x8B", "\xE2\x81\xA0", "\xEF\xBB\xBF"}) {
    if (s.substr(pos).starts_with(mark)) return static_cast<int>(mark.size());
  }
  return 0;
}

bool only_invisible(std::string_view s, Span span) {
  for (int at = span.begin; at < span.end;) {
    const int length = invisible_length(s, static_cast<std::size_t>(at));
    if (length == 0) return false;
    at += length;
  }
  return true;
}

// Characters that join emoji into one picture (ZWJ, variation selectors, keycap); a span of
// unrepresentable characters swallows them so that "👨‍👩‍👧" stays one span.
bool is_joiner(char32_t c) { return c == 0x200D || c == 0xFE0F || c == 0xFE0E || c == 0x20E3; }

// Extends each span over joiners directly after it (and onto a following span).
std::vector<Span> with_joiners(std::string_view s, std::vector<Span> spans) {
  for (Span& span : spans) {
    std::size_t pos = static_cast<std::size_t>(span.end);
    while (pos < s.size()) {
      const CodePoint cp = decode_utf8(s, pos);
      if (!cp.valid || !is_joiner(cp.value)) break;
      pos += static_cast<std::size_t>(cp.length);
    }
    span.end = static_cast<int>(pos);
  }
  return spans;
}

}  // namespace

std::string placeholder(int index) {
  std::string text(1, '%');  // appended, not "%" + ...: GCC 12 warns falsely (-Wrestrict) on that
  return text += std::to_string(index + 1);
}

std::vector<Span> find_unpaired_quotes(std::string_view s) {
  struct Quote {
    Span span;
    bool opens;
  };
  std::vector<Quote> quotes;
  for (std::size_t pos = 0; pos < s.size(); ++pos) {
    const int length = typographic_quote_length(s, pos);
    const Span span{static_cast<int>(pos), static_cast<int>(pos) + std::max(length, 1)};
    if (length > 0) {
      quotes.push_back({span, typographic_quote_opens(s, pos)});
      pos += static_cast<std::size_t>(length - 1);
    } else if (s[pos] == '"') {
      const char before = pos > 0 ? s[pos - 1] : ' ';
      if (is_digit(before)) continue;  // 12" (inches)
      const bool after_space = pos > 0 ? is_space(static_cast<unsigned char>(before)) || before == '(' || before == '[' : true;
      const bool text_follows = pos + 1 < s.size() && !is_space(static_cast<unsigned char>(s[pos + 1]));
      quotes.push_back({span, after_space && text_follows});
    }
  }
  std::vector<bool> paired(quotes.size(), false);
  std::vector<std::size_t> open;
  for (std::size_t i = 0; i < quotes.size(); ++i) {
    if (quotes[i].opens) {
      open.push_back(i);
    } else if (!open.empty()) {
      paired[open.back()] = paired[i] = true;
      open.pop_back();
    }
  }
  std::vector<Span> out;
  for (std::size_t i = 0; i < quotes.size(); ++i) {
    if (!paired[i]) out.push_back(quotes[i].span);
  }
  return out;
}

std::vector<Span> find_protected_spans(std::string_view s, const std::vector<Span>& unrepresentable) {
  std::vector<Span> spans = with_joiners(s, unrepresentable);
  // `code` spans may hold spaces: take them first.
  for (std::size_t open = s.find('`'); open != std::string_view::npos;) {
    const std::size_t close = s.find('`', open + 1);
    if (close == std::string_view::npos) break;
    if (close > open + 1) add_span(spans, {static_cast<int>(open), static_cast<int>(close + 1)});
    open = s.find('`', close + 1);
  }
  // Markup that reached the text (tags, character references): "<b>Hello</b>" keeps its tags
  // while "Hello" is translated.
  for (std::size_t open = s.find('<'); open != std::string_view::npos; open = s.find('<', open + 1)) {
    const std::size_t name = open + 1 + (open + 1 < s.size() && s[open + 1] == '/' ? 1 : 0);
    if (name >= s.size() || !is_ascii_alpha(s[name])) continue;
    const std::size_t close = s.find_first_of("<>", name);
    if (close == std::string_view::npos || s[close] != '>' || close - open > 400) continue;
    add_span(spans, {static_cast<int>(open), static_cast<int>(close + 1)});
    open = close;
  }
  for (std::size_t amp = s.find('&'); amp != std::string_view::npos; amp = s.find('&', amp + 1)) {
    std::size_t end = amp + 1;
    if (end < s.size() && s[end] == '#') ++end;
    const std::size_t name = end;
    while (end < s.size() && is_word_char(s[end]) && end - name < 10) ++end;
    if (end > name && end < s.size() && s[end] == ';') add_span(spans, {static_cast<int>(amp), static_cast<int>(end + 1)});
  }
  for (Span quote : find_unpaired_quotes(s)) add_span(spans, quote);
  // Then every whitespace-separated word, judged without its wrapping punctuation.
  // `reach`: the bytes a protected word's span may take on either side (the no-break spaces
  // that held it to its neighbours, so that the output keeps them: "Tabla\u00A04.1.").
  const auto judge = [&](std::size_t begin, std::size_t pos, Span reach) {
    const Core core = strip_wrapping(s, begin, pos);
    if (core.end <= core.begin) return;
    std::string_view word = s.substr(core.begin, core.end - core.begin);
    // A word keeps a closing parenthesis it opened: a URL's ("wiki/Foo_(bar)"), a man page's
    // section ("`passwd`(1)": without it the model may drop the ")", "la orden passwd(1, debe").
    Core kept = core;
    const auto opened = [&](char open, char close) {
      return std::count(word.begin(), word.end(), open) > std::count(word.begin(), word.end(), close) &&
             pos > core.end && s[core.end] == close;
    };
    if (opened('(', ')') || opened('[', ']')) {  // and an index's bracket ("array[0]")
      kept.end += 1;
      word = s.substr(kept.begin, kept.end - kept.begin);
    }
    if (!should_protect(word)) return;
    // With a no-break space beyond, the punctuation stripped on that side goes with the span
    // ("4.1." of "Table 4.1. 3 files").
    const int from = reach.begin < static_cast<int>(begin) ? reach.begin : static_cast<int>(kept.begin);
    const int to = reach.end > static_cast<int>(pos) ? reach.end : static_cast<int>(kept.end);
    add_span(spans, {from, to});
  };
  std::size_t pos = 0;
  while (pos < s.size()) {
    while (pos < s.size() && is_space(static_cast<unsigned char>(s[pos]))) ++pos;
    const std::size_t begin = pos;
    while (pos < s.size() && !is_space(static_cast<unsigned char>(s[pos]))) ++pos;
    if (pos == begin) break;
    // Citation marks glued to a word ("blue.[1]", "France[3]", as encyclopedias write them): the
    // word is translated, the marks kept ("El cielo es blue.[1]" had kept the word too).
    const std::size_t cited = citation_start(s, begin, pos);
    if (cited > begin && cited < pos) {
      std::size_t end = pos;
      while (end > cited && (s[end - 1] == '.' || s[end - 1] == ',' || s[end - 1] == ';' || s[end - 1] == ':')) --end;
      judge(begin, cited, {static_cast<int>(begin), static_cast<int>(cited)});
      add_span(spans, {static_cast<int>(cited), static_cast<int>(end)});
      continue;
    }
    // A word and a number a no-break space holds together ("Table 4.1.", "4 euros", as HTML's
    // &nbsp; writes them) are two words: the word is translated. Digits on both sides stay one
    // number ("10 000").
    const std::vector<Span> parts = no_break_parts(s, begin, pos);
    const bool words_apart = std::any_of(parts.begin(), parts.end(), [&](Span p) {
      const std::string_view part = s.substr(static_cast<std::size_t>(p.begin), static_cast<std::size_t>(p.end - p.begin));
      return std::none_of(part.begin(), part.end(), is_digit) && std::any_of(part.begin(), part.end(), is_ascii_alpha);
    });
    if (parts.size() > 1 && words_apart) {
      for (std::size_t k = 0; k < parts.size(); ++k) {
        const Span reach = {k == 0 ? parts[k].begin : parts[k - 1].end, k + 1 == parts.size() ? parts[k].end : parts[k + 1].begin};
        judge(static_cast<std::size_t>(parts[k].begin), static_cast<std::size_t>(parts[k].end), reach);
      }
    } else {
      judge(begin, pos, {static_cast<int>(begin), static_cast<int>(pos)});
    }
  }
  return merge(std::move(spans));
}

ProtectedText::ProtectedText(std::string_view sentence, const Tokenizer& tokenizer, bool protect,
                             const std::vector<GlossaryTerm>& glossary) {
  std::vector<Span> unrepresentable;
  if (protect) {
    // Only text outside ASCII can need byte pieces: skip the extra encode for plain ASCII.
    const bool ascii = std::all_of(sentence.begin(), sentence.end(),
                                   [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (!ascii) {
      std::vector<int> ids;
      std::vector<Span> spans;
      tokenizer.encode(sentence, &ids, &spans);
      for (std::size_t i = 0; i < ids.size(); ++i) {
        if (tokenizer.byte_value(ids[i]) >= 0 || tokenizer.is_unknown(ids[i])) unrepresentable.push_back(spans[i]);
      }
      for (Span mark : legal_marks(sentence)) unrepresentable.push_back(mark);
      // A letter it cannot spell takes its whole word along (text/word_spans.h: names came
      // out torn apart around the placeholder).
      unrepresentable = widen_to_words(sentence, merge(std::move(unrepresentable)));
      std::erase_if(unrepresentable, [&](Span span) { return only_invisible(sentence, span); });
    }
    originals_ = find_protected_spans(sentence, unrepresentable);
  }
  for (Span span : originals_) outputs_.emplace_back(sentence.substr(span.begin, span.end - span.begin));
  after_next_word_.assign(originals_.size(), false);
  glossary_term_.assign(originals_.size(), false);
  // A term inside another protected span ("Debian" in a URL) is already kept verbatim; a term
  // that is the whole span ("55,000" written the target's way, text/numbers.h) replaces it.
  std::vector<std::pair<Span, int>> terms = find_glossary_terms(sentence, glossary);
  // In a sentence written in capitals throughout, an acronym ("US", "UN") cannot be told from a
  // word ("LET US KNOW" is no "LET EE.UU. KNOW"): it is left to the model.
  if (detect_case(sentence) == CaseStyle::kUpper) {
    std::erase_if(terms, [&](const auto& t) { return glossary[t.second].acronym; });
  }
  // A term that overlaps a span only in part ("1 am" after the URL "...?b=1") would cut the span
  // it must carry verbatim: the span wins (a term that contains a whole span still replaces it).
  std::erase_if(terms, [&](const auto& t) {
    return std::any_of(originals_.begin(), originals_.end(), [&](Span o) {
      const bool overlaps = o.begin < t.first.end && t.first.begin < o.end;
      const bool contains = t.first.begin <= o.begin && o.end <= t.first.end;
      return overlaps && !contains;
    });
  });
  if (!terms.empty()) {
    // Glossary terms replace the spans they overlap; the rest keep their own text.
    struct Kept {
      Span span;
      std::string text;
      bool after_next_word = false;
      bool term = false;
    };
    std::vector<Kept> all;
    for (const auto& [span, term] : terms) {
      all.push_back({span, term_output(glossary[term], sentence, span), glossary[term].after_next_word, true});
    }
    for (std::size_t i = 0; i < originals_.size(); ++i) {
      const Span o = originals_[i];
      const bool covered = std::any_of(terms.begin(), terms.end(), [&](const auto& t) {
        return o.begin < t.first.end && t.first.begin < o.end;
      });
      if (!covered) all.push_back({o, outputs_[i]});
    }
    std::sort(all.begin(), all.end(), [](const Kept& a, const Kept& b) { return a.span.begin < b.span.begin; });
    // Two terms one space apart, the first ending in Spanish's "de" or "a" and the second opening
    // with "el", are one term with the contraction ("se remonta a" + "el siglo XIV" had come out
    // "se remonta a el siglo XIV"; the model never sees the pair to write "al").
    for (std::size_t k = 0; k + 1 < all.size(); ++k) {
      Kept& a = all[k];
      const Kept& b = all[k + 1];
      const bool adjacent = b.span.begin == a.span.end + 1 && sentence[static_cast<std::size_t>(a.span.end)] == ' ';
      const bool de = a.text.ends_with(" de"), to = a.text.ends_with(" a");
      if (!a.term || !b.term || !adjacent || a.after_next_word || b.after_next_word || !(de || to) ||
          !b.text.starts_with("el ")) {
        continue;
      }
      a.text += "l " + b.text.substr(3);  // "de" + "l " is "del ", "a" + "l " is "al "
      a.span.end = b.span.end;
      all.erase(all.begin() + static_cast<std::ptrdiff_t>(k) + 1);
    }
    originals_.clear();
    outputs_.clear();
    after_next_word_.clear();
    glossary_term_.clear();
    for (Kept& k : all) {
      originals_.push_back(k.span);
      outputs_.push_back(std::move(k.text));
      after_next_word_.push_back(k.after_next_word);
      glossary_term_.push_back(k.term);
    }
  }
  int copied = 0;
  // With the text rules on, the model reads « » “ ” „ as ASCII quotes ("), which its training
  // text (software strings) quotes with: on FLORES dev the es->en model lost a quotation mark in
  // 30 of the 77 lines with « », and in 9 when they read as ". A quote maps back to its own
  // bytes as a placeholder does.
  auto copy_plain = [&](int until) {
    if (until <= copied) return;
    pieces_.push_back({static_cast<int>(masked_.size()), copied, until - copied, until - copied, false});
    masked_.append(sentence.substr(copied, until - copied));
    copied = until;
  };
  auto copy_text = [&](int until) {
    for (int at = copied; protect && at < until; ++at) {
      const int hidden = invisible_length(sentence, static_cast<std::size_t>(at));
      const int length = hidden > 0 ? hidden : typographic_quote_length(sentence, static_cast<std::size_t>(at));
      if (length == 0) continue;
      copy_plain(at);
      // An invisible character reads as nothing (a piece of no masked bytes), a quote as ".
      pieces_.push_back({static_cast<int>(masked_.size()), at, hidden > 0 ? 0 : 1, length, true});
      if (hidden == 0) masked_ += '"';
      copied = at + length;
      remapped_ = true;
      at = copied - 1;
    }
    copy_plain(until);
  };
  // A span glued to a word ("<b>Hello</b>", "Hi👋") is set apart by a space in masked(): glued
  // to "%1", the word read as code and stayed untranslated. The space maps to no input byte;
  // glued_before/after tell the output side to glue the span back.
  auto is_word_byte = [&](int pos) {
    if (pos < 0 || pos >= static_cast<int>(sentence.size())) return false;
    const unsigned char c = static_cast<unsigned char>(sentence[pos]);
    return is_word_char(static_cast<char>(c)) || c >= 0x80;
  };
  auto pad = [&] {
    pieces_.push_back({static_cast<int>(masked_.size()), copied, 1, 0, false});
    masked_ += ' ';
  };
  // "¡" and "¿" open a clause, not a word, and English drops them: a term glued to one had
  // been glued back to the word before the mark ("Dijo: ¡por fin!" -> "Said:finally!").
  auto after_inverted_mark = [&](int pos) {
    const std::string_view before = std::string_view(sentence).substr(0, static_cast<std::size_t>(pos));
    return before.ends_with("\xC2\xA1") || before.ends_with("\xC2\xBF");
  };
  for (std::size_t i = 0; i < originals_.size(); ++i) {
    const Span span = originals_[i];
    copy_text(span.begin);
    const bool before = span.begin > 0 && is_word_byte(span.begin - 1) && !after_inverted_mark(span.begin) &&
                        (i == 0 || originals_[i - 1].end != span.begin);
    const bool after = is_word_byte(span.end) &&
                       (i + 1 == originals_.size() || originals_[i + 1].begin != span.end);
    glued_before_.push_back(before);
    glued_after_.push_back(after);
    if (before) pad();
    const std::string mark = placeholder(static_cast<int>(i));
    pieces_.push_back({static_cast<int>(masked_.size()), span.begin, static_cast<int>(mark.size()),
                       span.end - span.begin, true});
    masked_ += mark;
    copied = span.end;
    if (after) pad();
  }
  copy_text(static_cast<int>(sentence.size()));
}

int ProtectedText::map_offset(int offset, bool is_end) const {
  for (const Piece& p : pieces_) {
    const int end = p.masked_begin + p.masked_length;
    const bool inside = is_end ? (offset > p.masked_begin && offset <= end)
                               : (offset >= p.masked_begin && offset < end);
    if (!inside) continue;
    if (p.placeholder) return is_end ? p.sentence_begin + p.sentence_length : p.sentence_begin;
    return p.sentence_begin + std::min(offset - p.masked_begin, p.sentence_length);
  }
  if (pieces_.empty()) return 0;
  const Piece& last = pieces_.back();
  return offset <= 0 ? 0 : last.sentence_begin + last.sentence_length;
}

Span ProtectedText::to_sentence(Span r) const {
  if (originals_.empty() && !remapped_) return r;
  const int begin = map_offset(r.begin, false);
  if (r.end <= r.begin) return {begin, begin};
  return {begin, std::max(begin, map_offset(r.end, true))};
}

}  // namespace heed::text
