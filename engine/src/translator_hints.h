// The model file's optional table of hints (FORMAT.md, "Hints"; models/hints.py): a target
// word the dictionary gives for a source word ("focas" -> "seals"). The small students guess at
// words their training text rarely had ("the fuels of the accordion" for "los fuelles"); beam
// search gives a hypothesis a bonus for writing the hinted word (decode::HintWordRule), so the
// dictionary's word wins where the model also offers it, and a confident model keeps its own
// choice. Checked at load: a broken line is Error(kInvalidModel) there.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "decode/output_rules.h"
#include "io/model_file.h"

namespace heed {

class ModelHints {
 public:
  // The table of the file's `glossary.hints` tensor; none when the file has no such tensor. Its
  // views point into `file`, which must outlive this.
  explicit ModelHints(const io::ModelFile& file);

  int size() const { return static_cast<int>(entries_.size()); }
  bool empty() const { return entries_.empty(); }

  // The hinted target words of a unit's source ids as `pieces` (the vocabulary as written)
  // spell them, one per occurrence of a source word the table holds. A capitalised word counts
  // only as the unit's first word: elsewhere it is a name ("Cuba" is no "tub").
  std::vector<std::string> words_for(const decode::PieceWords& pieces, const std::vector<int>& ids) const;

 private:
  struct Entry {
    std::string_view source, target;
  };
  std::vector<Entry> entries_;  // sorted by source, bytewise (the file's order, checked)
};

// The vocabulary as the hint rule reads it: its pieces in lower case, and the ids of the pieces
// that start a word with letters only ("▁bell", "▁Bell") by those letters in lower case.
struct HintPieces {
  decode::PieceWords lower;
  std::unordered_map<std::string, std::vector<int>> word_starts;  // "▁bell" and "▁Bell" -> "bell"
};
HintPieces hint_pieces(const decode::PieceWords& pieces);

// The vocabulary ids that start `word` (lower case): "▁" + each of its prefixes of two letters
// or more (or the whole word) that a piece spells, shortest first.
std::vector<int> start_pieces(const HintPieces& pieces, std::string_view word);

}  // namespace heed
