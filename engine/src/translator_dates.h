// The model file's optional date formats (FORMAT.md, "Date formats"; models/names.py): how the
// source language writes a date and how the target language writes the same date ("on
// September 24, 1759" -> "el 24 de septiembre de 1759"). The model learnt dates from software
// text, where they are rare, and translates them word by word ("En septiembre 24, 1759", "the
// 24 of September"); every date found in a text becomes a glossary term whose output is the
// target's form. The table is checked at load: a broken line is Error(kInvalidModel) there.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "io/model_file.h"
#include "text/protect.h"

namespace heed {

class ModelDates {
 public:
  // The formats of the file's `glossary.dates` tensor; none when the file has no such tensor.
  explicit ModelDates(const io::ModelFile& file);

  int size() const { return static_cast<int>(formats_.size()); }

  // Appends to `out` one term per date written in one of the formats in `texts` (the longest
  // format that matches at a place), unless a term in `out` already has that source. A date
  // written in capitals ("ON MARCH 20") matches too, and its term's output is in capitals.
  void add_terms_in(const std::vector<std::string_view>& texts, std::vector<text::GlossaryTerm>* out) const;

  // One piece of a pattern: literal text or a slot ({D} day, {M} month, {Y} year), inside the
  // pattern's optional [group] or not.
  struct Piece {
    enum class Kind { kText, kDay, kMonth, kYear } kind;
    std::string text;  // kText only
    bool optional = false;
  };
  struct Format {
    std::vector<Piece> source, target;
    bool has_group = false;
    bool leading_letter_either_case = false;  // the source opens with a lower-case letter
  };

 private:
  struct Match;
  // fold: compare letters case-insensitively (for text in capitals).
  bool match(const Format& f, std::string_view text, std::size_t at, bool with_group, bool fold, Match* m) const;
  std::string fill(const Format& f, const Match& m, bool with_group) const;

  // Each month's source spellings (its name, then abbreviations: "November", "Nov.", "Nov"),
  // and its one target name.
  std::array<std::vector<std::string>, 12> source_months_;
  std::array<std::string, 12> target_months_;
  std::vector<Format> formats_;
};

}  // namespace heed
