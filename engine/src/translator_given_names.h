// The model file's optional list of given names (FORMAT.md, "Given names"; models/given_names.py):
// a listed name followed by capitalised words is a person's name, kept as written
// (text/person_names.h). Checked at load: a broken line is Error(kInvalidModel) there.
#pragma once

#include <string_view>
#include <vector>

#include "io/model_file.h"

namespace heed {

class ModelGivenNames {
 public:
  // The list of the file's `words.given_names` tensor; none when the file has no such tensor.
  // Its views point into `file`, which must outlive this.
  explicit ModelGivenNames(const io::ModelFile& file);

  int size() const { return static_cast<int>(names_.size()); }
  bool empty() const { return names_.empty(); }
  // Whether `word` is listed, as written ("John"; not "JOHN" or "john").
  bool contains(std::string_view word) const;

 private:
  std::vector<std::string_view> names_;  // sorted bytewise (the file's order, checked)
};

}  // namespace heed
