// The model file's optional list of Spanish adjectives in their four forms (FORMAT.md,
// "Adjectives"; models/adjectives.py): the model writes "las temperaturas fríos", "la palabra
// latino", "una matriz confuso"; the output side writes such an adjective in the form its noun's
// determiner asks for (text/agreement.h, text/restore.h). Checked at load: a broken line is
// Error(kInvalidModel) there.
#pragma once

#include <mutex>
#include <string_view>
#include <vector>

#include "io/model_file.h"
#include "text/agreement.h"

namespace heed {

class ModelAdjectives : public text::AdjectiveList {
 public:
  // The list of the file's `words.adjectives` tensor; none when the file has no such tensor.
  // Its views point into `file`, which must outlive this.
  explicit ModelAdjectives(const io::ModelFile& file);

  int size() const { return static_cast<int>(lines_.size()); }
  bool empty() const { return lines_.empty(); }

  // The forms `word` is one of, and which of them it is (*index), or false. The line is found by
  // its masculine singular, which the word gives after its ending is taken off ("frías" ->
  // "frío", "alemanas" -> "alemán", "felices" -> "feliz").
  bool find(std::string_view word, text::AdjectiveForms* forms, int* index) const override;

  // Whether a word beginning with `prefix` may be a form that `asked` changes: some form that
  // begins so would be written otherwise ("frí" after "las temperaturas": "fríos" would). A
  // prefix that begins more than 256 forms counts as one that may.
  bool may_change(std::string_view prefix, text::Agreement asked) const override;

 private:
  struct Form {
    std::string_view text;
    const text::AdjectiveForms* line;  // the four forms it is one of
    int index;                         // which of them
  };
  std::vector<text::AdjectiveForms> lines_;  // sorted by the masculine singular (the file's order, checked)
  // Every form, sorted, for may_change: built on first use, not at load (model-ready time).
  mutable std::vector<Form> forms_;
  mutable std::once_flag forms_built_;
};

}  // namespace heed
