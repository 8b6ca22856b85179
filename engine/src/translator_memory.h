// The model file's optional memory of interface strings (FORMAT.md, "Memory"; models/memory.py):
// short whole sentences of software and web interfaces (a button, a menu item, a page's
// heading) with the translation most of Debian's catalogues agree on, where the model's own
// differs ("Leave a Reply" came out "Dejar una Responder", "Quantity" "Calidad"). A sentence
// that is one of them, whole, becomes one glossary term (text::GlossaryTerm::whole_sentence;
// translator_word_rules.cc): the model writes its placeholder and the output side the memory's
// text. The table is checked at load: a broken line is Error(kInvalidModel) there.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "io/model_file.h"

namespace heed {

class ModelMemory {
 public:
  // The table of the file's `glossary.memory` tensor; none when the file has no such tensor.
  // Its views point into `file`, which must outlive this.
  explicit ModelMemory(const io::ModelFile& file);

  int size() const { return static_cast<int>(entries_.size()); }

  // The memory's translation of `sentence` (one sentence, no surrounding spaces), or nullopt:
  // as written; or, for a sentence of 4 bytes or more in capitals throughout ("LEAVE A REPLY"),
  // an entry's translation in capitals where the sentence is that entry's source in capitals.
  // Another case is no match: catalogues that write "Full Name" translate it in Title Case too.
  std::optional<std::string> translate(std::string_view sentence) const;

 private:
  struct Entry {
    std::string_view source, target;
  };
  std::vector<Entry> entries_;  // sorted by source, bytewise (the file's order, checked)
};

}  // namespace heed
