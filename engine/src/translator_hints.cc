#include "translator_hints.h"

#include <algorithm>

#include "core/check.h"
#include "text/casing.h"  // capitalise_first, lower_case, to_lower
#include "text/english_subject.h"  // follows_english_plural
#include "text/spanish_clitics.h"  // spanish_verb_without_pronoun
#include "translator_known_words.h"  // word_letter_bytes
#include "translator_tables.h"

namespace heed {
namespace {

const std::string kTable = "glossary.hints";
constexpr std::size_t kMaxEntries = 400000;
constexpr std::size_t kMaxWordBytes = 60;
constexpr std::size_t kMaxTriggerBytes = 2000;  // a sense row's fourth column
// A piece of one letter ("▁a", "▁s") says nothing of the word it starts: favouring it for every
// hinted word that starts so only crowds the beam. On FLORES dev (bonus 1), starts of at least
// 1 / 2 / 3 letters gave es->en 46.53 / 46.55 / 46.49 and en->es 44.31 / 44.36 / 44.31 chrF2.
constexpr int kMinStartLetters = 2;

// Whether `word` is one or more word letters and nothing else; with `lower`, none of them upper
// case. One pass, no allocation: a table of ~50,000 rows is checked at every load.
bool all_letters(std::string_view word, bool lower = false) {
  if (word.empty()) return false;
  for (std::size_t i = 0; i < word.size();) {
    const std::size_t n = word_letter_bytes(word, i);
    if (n == 0) return false;
    const unsigned char c = static_cast<unsigned char>(word[i]);
    if (lower && n == 1 && c < 'a') return false;  // 'A'..'Z'
    if (lower && n == 2) {
      const auto code = static_cast<char32_t>((c & 0x1Fu) << 6 | (static_cast<unsigned char>(word[i + 1]) & 0x3Fu));
      if (text::to_lower(code) != code) return false;
    }
    i += n;
  }
  return true;
}

// Whether `pred` holds for any of the words between single spaces of `words` (an empty one where
// two spaces meet or a space ends them).
template <typename Pred>
bool any_spaced_word(std::string_view words, Pred pred) {
  for (std::size_t at = 0; at <= words.size();) {
    std::size_t end = words.find(' ', at);
    if (end == std::string_view::npos) end = words.size();
    if (pred(words.substr(at, end - at))) return true;
    at = end + 1;
  }
  return false;
}

// Whether `triggers` is lower-case words of letters, one space between them.
bool valid_triggers(std::string_view triggers) {
  if (triggers.empty() || triggers.size() > kMaxTriggerBytes) return false;
  return !any_spaced_word(triggers, [](std::string_view w) { return w.size() > kMaxWordBytes || !all_letters(w, true); });
}

// Whether one of the space-separated `triggers` is among `words` (sorted).
bool has_trigger(std::string_view triggers, const std::vector<std::string>& words) {
  return any_spaced_word(triggers, [&](std::string_view w) { return std::binary_search(words.begin(), words.end(), w); });
}

}  // namespace

ModelHints::ModelHints(const io::ModelFile& file) : file_(file) {
  const io::TensorView* tensor = file.find(kTable);
  if (tensor == nullptr) return;
  if (tensor->dtype != io::DType::kU8 || tensor->shape.size() != 1) {
    throw_error(Error::Code::kInvalidModel, kTable + " must be a U8 [bytes] tensor");
  }
  const auto* bytes = static_cast<const char*>(tensor->data);
  rows_ = static_cast<int>(std::count(bytes, bytes + tensor->bytes, '\n'));
  if (tensor->bytes > 0 && bytes[tensor->bytes - 1] != '\n') ++rows_;  // a last line without one
}

const std::vector<ModelHints::Entry>& ModelHints::entries() const {
  std::call_once(read_, [this] {
    const std::optional<std::string_view> text = text_tensor(file_, kTable);
    if (!text) return;
    std::vector<Entry> entries;
    entries.reserve(static_cast<std::size_t>(rows_));
    for_each_row(*text, [&](std::size_t line, std::string_view row) {
      // "source<TAB>target", "source<TAB>target<TAB>strong", "source<TAB>target<TAB>past<TAB>plural"
      // or "source<TAB>target<TAB>sense<TAB>triggers".
      const std::size_t third = row.find('\t', row.find('\t') + 1);
      const std::string_view rest = third == std::string_view::npos ? std::string_view() : row.substr(third + 1);
      const bool strong = rest == "strong";
      std::string_view plural, triggers;
      if (rest.starts_with("past\t")) {
        plural = rest.substr(5);
        if (plural.empty() || plural.size() > kMaxWordBytes || !all_letters(plural, true)) {
          bad_table_line(kTable, line, "a past's plural target that is not one lower-case word of letters");
        }
      } else if (rest.starts_with("sense\t")) {
        triggers = rest.substr(6);
        if (!valid_triggers(triggers)) {
          bad_table_line(kTable, line, "a sense's triggers that are not lower-case words of letters, one space apart");
        }
      } else if (third != std::string_view::npos && !strong) {
        bad_table_line(kTable, line, "a third column other than \"strong\", \"past\" and a plural, or \"sense\" and triggers");
      }
      const auto [source, target] = source_and_target(row.substr(0, third), kTable, line, kMaxWordBytes, "a word");
      // A source repeats only after a sense row (one per sense: "partido" a match, or a party),
      // its other row, the word's hint elsewhere, last ("banco": a bench beside "parque", else a bank).
      const bool repeat_of_senses = !entries.empty() && entries.back().source == source &&
                                    !entries.back().triggers.empty();
      if (!entries.empty() && !(entries.back().source < source) && !repeat_of_senses) {
        bad_table_line(kTable, line, "sources are not sorted bytewise without repeats (but a word's sense rows)");
      }
      if (entries.size() == kMaxEntries) bad_table_line(kTable, line, "more than 400000 words");
      entries.push_back({source, target, strong, plural, triggers});
    });
    entries_ = std::move(entries);
  });
  return entries_;
}

std::vector<ModelHints::Entry>::const_iterator ModelHints::first_row(std::string_view lower_word) const {
  const std::vector<Entry>& table = entries();
  return std::lower_bound(table.begin(), table.end(), lower_word,
                          [](const Entry& e, std::string_view w) { return e.source < w; });
}

const ModelHints::Entry* ModelHints::entry_of(std::string_view lower_word) const {
  const std::vector<Entry>& table = entries();
  auto it = first_row(lower_word);
  // A sense row is a hint only beside its triggers (words_for): no target for a word alone; the
  // word's other row, if any, comes after its sense rows.
  while (it != table.end() && it->source == lower_word && !it->triggers.empty()) ++it;
  if (it == table.end() || it->source != lower_word) return nullptr;
  // A target's letters are checked here, where a sentence needs it: at every row they cost the
  // first translation in the browser as much again.
  if (!all_letters(it->target, true)) {
    bad_table_line(kTable, static_cast<std::size_t>(it - table.begin()) + 1,
                   all_letters(it->target) ? "a target is not in lower case" : "a target is not one word of letters");
  }
  return &*it;
}

const ModelHints::Entry* ModelHints::sense_of(std::string_view lower_word,
                                              const std::function<const std::vector<std::string>&()>& text_words) const {
  const std::vector<Entry>& table = entries();
  for (auto it = first_row(lower_word); it != table.end() && it->source == lower_word && !it->triggers.empty(); ++it) {
    if (!has_trigger(it->triggers, text_words())) continue;
    if (!all_letters(it->target, true)) {
      bad_table_line(kTable, static_cast<std::size_t>(it - table.begin()) + 1, "a target is not one lower-case word of letters");
    }
    return &*it;
  }
  return nullptr;
}

const ModelHints::Entry* ModelHints::entry_or_verb_of(std::string_view lower_word) const {
  if (const Entry* e = entry_of(lower_word); e != nullptr) return e;
  // A Spanish infinitive or gerund with its pronoun ("entenderlo", "relajarse"): the verb's own
  // row, a plain one (a past row is an English source's).
  const std::string verb = text::spanish_verb_without_pronoun(lower_word);
  if (verb.empty()) return nullptr;
  const Entry* e = entry_of(verb);
  return e != nullptr && e->plural.empty() ? e : nullptr;
}

std::string_view ModelHints::target_of(std::string_view lower_word) const {
  const Entry* e = entry_of(lower_word);
  // A past's target is a finite verb, which a word alone or a copy ("la injurada") is not.
  return e != nullptr && e->plural.empty() ? e->target : std::string_view();
}

bool ModelHints::is_strong(std::string_view lower_word) const {
  const Entry* e = entry_of(lower_word);
  return e != nullptr && e->strong;
}

namespace {

// A plural noun and its plural translation, as the hints table writes them: both end in "s"
// ("families" "familias", "heels" "talones"), the source not in "ss" ("glass").
bool is_plural_pair(std::string_view source, std::string_view target) {
  return source.size() >= 4 && source.ends_with('s') && !source.ends_with("ss") && target.size() >= 4 &&
         target.ends_with('s');
}

// Whether byte `at` of `text` opens it: only spaces and opening marks before it (not a
// placeholder: "%1 Papers", where a name came first).
bool opens_text(std::string_view text, std::size_t at) {
  for (std::size_t k = 0; k < at; ++k) {
    const unsigned char c = static_cast<unsigned char>(text[k]);
    if (c == ' ' || c == '"' || c == '\'' || c == '(' || c >= 0x80) continue;  // "¿", "¡", "«" are non-ASCII
    return false;
  }
  return true;
}

}  // namespace

std::vector<decode::HintedWord> ModelHints::words_for(const decode::PieceWords& pieces, const std::vector<int>& ids,
                                                      const std::vector<bool>& terms) const {
  std::string text;
  std::vector<std::size_t> token_end;  // [ids] byte of `text` where token i's piece ends
  for (const int id : ids) {
    if (id >= 0 && id < pieces.size()) text += pieces.text(id);
    token_end.push_back(text.size());
  }
  // The source token whose piece holds byte `at` of `text`.
  auto token_at = [&](std::size_t at) {
    return static_cast<int>(std::upper_bound(token_end.begin(), token_end.end(), at) - token_end.begin());
  };
  // [words] each word of the text: its bytes [begin, end).
  std::vector<std::pair<std::size_t, std::size_t>> word_spans;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t end = i;
    for (std::size_t n; end < text.size() && (n = word_letter_bytes(text, end)) > 0;) end += n;
    if (end == i) {
      ++i;
      continue;
    }
    word_spans.emplace_back(i, end);
    i = end;
  }
  // The text's words in lower case, sorted: made once, where a word with sense rows needs them.
  std::vector<std::string> unit_words;
  auto words_of_text = [&]() -> const std::vector<std::string>& {
    if (!unit_words.empty()) return unit_words;
    for (const auto& [begin, end] : word_spans) {
      unit_words.push_back(text::lower_case(std::string_view(text).substr(begin, end - begin)));
    }
    std::sort(unit_words.begin(), unit_words.end());
    return unit_words;
  };
  const std::vector<bool>* term_spans = terms.empty() ? nullptr : &terms;  // follows_placeholder's
  std::vector<decode::HintedWord> words;
  bool first = true;
  for (const auto& [i, end] : word_spans) {
    const std::string_view word = std::string_view(text).substr(i, end - i);
    const std::string lower = text::lower_case(word);
    if (first || lower == word) {
      if (const Entry* sense = sense_of(lower, words_of_text); sense != nullptr) {
        words.push_back({std::string(sense->target), token_at(i), token_at(end - 1) + 1, true});
      } else if (const Entry* e = entry_or_verb_of(lower); e != nullptr) {
        if (e->plural.empty()) {
          // A plural noun that opens the sentence, capitalised ("Families", "Photons"): the model
          // read the capital as a name's and wrote "Los famosos", "Las fotos"; a strong hint, in
          // lower case (the output's article comes first: "Los animales", not "Los Animales").
          const bool plural_opener = first && lower != word && opens_text(text, i) && is_plural_pair(lower, e->target);
          words.push_back({std::string(e->target), token_at(i), token_at(end - 1) + 1, e->strong || plural_opener,
                           false, plural_opener});
        } else if (reads_as_finite_past(text, i, end, term_spans)) {  // false for the first word
          const bool plural = text::follows_english_plural(text, i);
          // Right after a term's placeholder the model's participle is sure of itself ("Alemania
          // firmado el acuerdo"): a strong hint there, the past's bonus elsewhere.
          const bool after_term = follows_placeholder(text, i, term_spans);
          words.push_back({std::string(plural ? e->plural : e->target), token_at(i), token_at(end - 1) + 1, after_term,
                           !after_term});
        }
      }
    }
    first = false;
  }
  return words;
}

void add_hinted_words(std::vector<decode::HintedWord> hinted, const std::function<int(std::string_view)>& search_id,
                      decode::HintWordRule* rule) {
  for (decode::HintedWord& h : hinted) {
    std::vector<int> starts;
    for (const int s : start_pieces(h.word, search_id, /*with_capital=*/!h.lower_only)) {
      if (s >= 0) starts.push_back(s);
    }
    rule->starts.push_back(std::move(starts));
    rule->sources.emplace_back(h.first, h.end);
    rule->strong.push_back(h.strong ? 1 : 0);
    rule->past.push_back(h.past ? 1 : 0);
    rule->capitalised.push_back(h.lower_only ? h.word : text::capitalise_first(h.word));
    rule->words.push_back(std::move(h.word));
  }
}

namespace {

// The lower-case word of ASCII letters and apostrophes that ends before byte `at` (spaces
// skipped), and where it starts (*start); "" where a sentence mark or nothing comes first.
std::string word_ending_before(std::string_view text, std::size_t at, std::size_t* start) {
  while (at > 0 && text[at - 1] == ' ') --at;
  std::size_t begin = at;
  const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\''; };
  while (begin > 0 && letter(text[begin - 1])) --begin;
  *start = begin;
  return text::lower_case(text.substr(begin, at - begin));
}

}  // namespace

bool follows_placeholder(std::string_view text, std::size_t at, const std::vector<bool>* terms) {
  while (at > 0 && text[at - 1] == ' ') --at;
  std::size_t digits = at;
  while (digits > 0 && text[digits - 1] >= '0' && text[digits - 1] <= '9') --digits;
  if (digits == at || digits == 0 || text[digits - 1] != '%' || at - digits > 4) return false;
  if (terms == nullptr) return true;
  const std::size_t k = static_cast<std::size_t>(std::stoul(std::string(text.substr(digits, at - digits))));
  return k >= 1 && k <= terms->size() && (*terms)[k - 1];
}

bool reads_as_finite_past(std::string_view text, std::size_t begin, std::size_t end, const std::vector<bool>* terms) {
  static constexpr std::string_view kNotBefore[] = {
      "the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "our", "my", "your", "is",
      "are", "was", "were", "be", "been", "being", "am", "'s", "'re", "has", "have", "had", "having", "'ve", "'d",
      "to", "get", "gets", "got", "gotten", "getting", "well", "of",
      // determiners: "no established nation", "some invited guests"
      "no", "any", "some", "every", "each", "many", "few", "several", "all", "both", "other", "newly"};
  // Adverbs that go between a subject or an auxiliary and the verb: the word before them says.
  static constexpr std::string_view kAdverbs[] = {"not", "never", "also", "just", "already", "then", "still",
                                                  "only", "even", "first", "later", "soon", "once", "again"};
  std::size_t start = begin;
  std::string before = word_ending_before(text, begin, &start);
  for (int skipped = 0; skipped < 2; ++skipped) {
    bool adverb = before.size() > 2 && before.ends_with("ly");
    for (std::string_view w : kAdverbs) adverb = adverb || before == w;
    if (!adverb) break;
    before = word_ending_before(text, start, &start);
  }
  // A placeholder right before is a name or a term as the subject ("The mayor of %1 visited"):
  // the model, taught by software strings' "%1 deleted" -> "%1 eliminado", wrote participles
  // after it ("El alcalde de Sevilla visitado el puerto").
  if (before.empty() && !follows_placeholder(text, start, terms)) return false;  // opens the sentence or a clause
  for (std::string_view w : kNotBefore) {
    if (before == w || (w.starts_with('\'') && before.ends_with(w))) return false;
  }
  std::size_t first_start = start;
  const std::string first_before = word_ending_before(text, start, &first_start);
  // A question's subject after its auxiliary: "How were they designed?"
  static constexpr std::string_view kPronouns[] = {"they", "he", "she", "it", "we", "you", "i"};
  static constexpr std::string_view kAuxiliaries[] = {"was", "were", "is", "are", "has", "have", "had"};
  if (std::find(std::begin(kPronouns), std::end(kPronouns), before) != std::end(kPronouns) &&
      std::find(std::begin(kAuxiliaries), std::end(kAuxiliaries), first_before) != std::end(kAuxiliaries)) {
    return false;
  }
  // A past joined to another by "and" or "or" is what that one is: "was preserved and protected"
  // (a participle), "signed and sealed it" (a verb).
  if ((before == "and" || before == "or") && first_before.size() > 3 && first_before.ends_with("ed")) {
    return reads_as_finite_past(text, first_start, first_start + first_before.size(), terms);
  }
  std::size_t after = end;
  while (after < text.size() && text[after] == ' ') ++after;
  return !(text.substr(after, 3) == "by " || text.substr(after) == "by");
}

std::vector<int> hinted_word_ids(const std::vector<decode::HintedWord>& hinted,
                                 const std::function<std::vector<int>(const std::string&)>& encode,
                                 const std::function<int(std::string_view)>& piece_id) {
  std::vector<int> ids;
  for (const decode::HintedWord& h : hinted) {
    for (const std::string& form : {h.word, text::capitalise_first(h.word)}) {
      const std::vector<int> spelt = encode(" " + form);
      ids.insert(ids.end(), spelt.begin(), spelt.end());
    }
    const std::vector<int> starts = start_pieces(h.word, piece_id);
    ids.insert(ids.end(), starts.begin(), starts.end());
  }
  return ids;
}

std::vector<int> start_pieces(std::string_view word, const std::function<int(std::string_view)>& piece_id,
                              bool with_capital) {
  std::vector<int> ids;
  // The bare "▁" too: the tokenizer spells many words as "▁" and then their letters ("▁" "bo"
  // "ught"), a spelling whose first piece carries no letter; the model scores that spelling far
  // above "▁bo" "ught", so a hint offered only "▁bo" lost to the model's own word ("Compré pan"
  // -> "I will check bread", the hint "bought" strong). What "▁" earns is paid back at the next
  // piece unless that piece goes on spelling the word.
  if (const int space = piece_id("\xE2\x96\x81"); space >= 0) ids.push_back(space);
  const std::string cap = with_capital ? text::capitalise_first(word) : std::string();
  int letters = 0;
  for (std::size_t k = 0; k < word.size();) {
    k += std::max<std::size_t>(word_letter_bytes(word, k), 1);
    if (++letters < kMinStartLetters && k < word.size()) continue;
    for (const std::string_view form : {word, std::string_view(cap)}) {
      if (form.empty()) continue;  // no capital asked for
      const int id = piece_id("\xE2\x96\x81" + std::string(form.substr(0, k)));  // "▁" + prefix
      if (id >= 0) ids.push_back(id);
    }
  }
  return ids;
}

}  // namespace heed
