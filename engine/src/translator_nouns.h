// The model file's optional list of Spanish nouns and their gender (FORMAT.md, "Nouns";
// models/nouns.py): the model writes "el residencia", "los moléculas"; the output side writes
// the article of the noun's gender (text/agreement.h, text/restore.h). Checked at load: a broken
// line is Error(kInvalidModel) there.
#pragma once

#include <string_view>
#include <vector>

#include "io/model_file.h"
#include "text/agreement.h"

namespace heed {

class ModelNouns : public text::NounList {
 public:
  // The list of the file's `words.nouns` tensor; none when the file has no such tensor. Its
  // views point into `file`, which must outlive this.
  explicit ModelNouns(const io::ModelFile& file);

  int size() const { return static_cast<int>(nouns_.size()); }
  bool empty() const { return nouns_.empty(); }

  int gender(std::string_view word) const override;
  bool may_contradict(std::string_view prefix, int gender) const override;

 private:
  struct Noun {
    std::string_view form;
    int gender;  // 0 masculine, 1 feminine, -1 either
  };
  std::vector<Noun> nouns_;  // sorted by form (the file's order, checked)
};

}  // namespace heed
