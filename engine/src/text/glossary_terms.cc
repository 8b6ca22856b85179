// Finding a glossary's terms in a sentence (text/protect.h: find_glossary_terms) and the output
// each one gets there (term_output): whole words, longest first, a negative contraction's word
// and a past verb's hyphened compound left alone.
#include "text/protect.h"

#include <algorithm>

#include "text/english_subject.h"  // follows_english_plural
#include "text/segment.h"  // is_closer
#include "text/utf8.h"

namespace heed::text {

namespace {

// Whether s[pos] opens a negative contraction's "'t" or "’t" (a word ends after the t): "won't",
// "can't". A term "won" -> "ganó" had matched inside "won't" ("I won't go." -> "No voy a
// ganó."): the word there is "won't", which no term is, and an apostrophe before a t is never a
// possessive's ("Poland's" keeps its term).
bool opens_negative_contraction(std::string_view s, std::size_t pos) {
  std::size_t t = pos;
  if (t < s.size() && s[t] == '\'') {
    t += 1;
  } else if (s.substr(pos, 3) == "\xE2\x80\x99") {
    t += 3;
  } else {
    return false;
  }
  return t < s.size() && (s[t] == 't' || s[t] == 'T') && (t + 1 == s.size() || !is_glossary_word_byte(s, t + 1));
}

// Whether nothing but spaces and the quotes or brackets that close a sentence follow s[pos].
bool only_closers_after(std::string_view s, std::size_t pos) {
  while (pos < s.size()) {
    const CodePoint cp = decode_utf8(s, pos);
    if (!cp.valid || (cp.value != ' ' && !is_closer(cp.value))) return false;
    pos += cp.length;
  }
  return true;
}

}  // namespace

const std::string& term_output(const GlossaryTerm& term, std::string_view sentence, Span span) {
  const bool plural = !term.plural_target.empty() && follows_english_plural(sentence, static_cast<std::size_t>(span.begin));
  return plural ? term.plural_target : term.target;
}

std::vector<std::pair<Span, int>> find_glossary_terms(std::string_view s,
                                                      const std::vector<GlossaryTerm>& glossary) {
  // Longest first, so "New York City" wins over "New York".
  std::vector<int> order(glossary.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return glossary[a].source.size() > glossary[b].source.size();
  });
  auto word_byte = [&](std::size_t pos) { return is_glossary_word_byte(s, pos); };
  std::vector<std::pair<Span, int>> found;
  auto overlaps = [&](Span span) {
    return std::any_of(found.begin(), found.end(), [&](const auto& f) {
      return span.begin < f.first.end && f.first.begin < span.end;
    });
  };
  for (int term : order) {
    const std::string& source = glossary[term].source;
    if (source.empty()) continue;
    if (glossary[term].whole_sentence) {  // the memory's: the sentence itself or nothing
      const Span whole{0, static_cast<int>(s.size())};
      if (s == source && !overlaps(whole)) found.push_back({whole, term});
      continue;
    }
    for (std::size_t at = s.find(source); at != std::string_view::npos; at = s.find(source, at + 1)) {
      const std::size_t end = at + source.size();
      const bool starts_word = at == 0 || !word_byte(at - 1) || !word_byte(at);
      const bool ends_word = end == s.size() || ((!word_byte(end) || !word_byte(end - 1)) &&
                                                 !opens_negative_contraction(s, end));
      // A term ending in a period ("EE. UU.") at the end of the sentence leaves that period to
      // the sentence: it is both, and the translation needs its full stop (unless the term's
      // output ends in one too: "U.S." -> "EE.UU.").
      const bool shares_stop = source.back() == '.' && !glossary[term].target.ends_with('.') &&
                               only_closers_after(s, end);
      const Span span{static_cast<int>(at), static_cast<int>(shares_stop ? end - 1 : end)};
      // A past verb hyphened to a word is part of a compound ("a sold-out crowd", "hard-won"):
      // no verb, so its term (one with a plural target) is not it.
      const bool hyphened = !glossary[term].plural_target.empty() &&
                            ((at > 0 && s[at - 1] == '-') || (end < s.size() && s[end] == '-'));
      if (starts_word && ends_word && !hyphened && !overlaps(span)) found.push_back({span, term});
    }
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first.begin < b.first.begin; });
  return found;
}

}  // namespace heed::text
