// libFuzzer target: ModelFile::parse must turn any byte string into either a model or
// Error(kInvalidModel). Any other exception escaping, or any sanitizer report, is a bug.
// On success it also touches every byte of every view, so ASan sees a view that points
// outside the buffer even when parse itself did not, and reads the optional vocabulary
// shortlist, glossary, date formats, copied words, adjectives, nouns and hints the way the
// translator does (shapes and dtypes come from the header).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <vector>

#include "io/model_file.h"
#include "translator_adjectives.h"
#include "translator_copied_words.h"
#include "translator_nouns.h"
#include "translator_dates.h"
#include "translator_given_names.h"
#include "translator_glossary.h"
#include "translator_hints.h"
#include "translator_memory.h"
#include "translator_shortlist.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto model = heed::io::ModelFile::parse(std::vector<std::uint8_t>(data, data + size));
    unsigned sum = 0;
    for (const auto& t : model.tensors()) {
      const auto* p = static_cast<const std::uint8_t*>(t.data);
      for (std::size_t i = 0; i < t.bytes; ++i) sum += p[i];
      if (model.find(t.name) != &t) std::abort();  // find() must see every tensor
    }
    if (const auto shortlist = heed::bind_shortlist(model)) {
      // Every source id, and some outside the vocabulary, through the table's views.
      std::vector<int> source;
      for (int id = -1; id <= shortlist->vocab(); ++id) source.push_back(id);
      for (int id : shortlist->candidates(source, {0})) sum += static_cast<unsigned>(id);
    }
    const heed::ModelGlossary glossary(model);
    std::vector<heed::text::GlossaryTerm> terms;
    glossary.add_terms_in({"Poland and New York", std::string_view(reinterpret_cast<const char*>(data), size)}, &terms);
    const heed::ModelDates dates(model);
    dates.add_terms_in({"On September 24, 1759 and 1 de julio de 2020", std::string_view(reinterpret_cast<const char*>(data), size)}, &terms);
    const heed::ModelCopiedWords copied(model);
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    sum += static_cast<unsigned>(copied.in_sentence("the police and the victims", input).size() + copied.size());
    // The memory looks a sentence up as written and ignoring case: the input's first bytes.
    const heed::ModelMemory memory(model);
    for (std::string_view sentence : {std::string_view("ADD TO CART"), input.substr(0, 40)}) {
      if (const auto target = memory.translate(sentence)) sum += static_cast<unsigned>(target->size());
    }
    sum += static_cast<unsigned>(memory.size());
    const heed::ModelAdjectives adjectives(model);
    heed::text::AdjectiveForms forms;
    int index = 0;
    for (std::string_view word : {std::string_view("fr\xC3\xAD" "as"), std::string_view("alemanes"), input.substr(0, 24)}) {
      if (adjectives.find(word, &forms, &index)) sum += static_cast<unsigned>(forms[0].size() + index);
    }
    const heed::ModelNouns nouns(model);
    sum += static_cast<unsigned>(nouns.gender("casa") + 2 + nouns.may_contradict(input.substr(0, 8), 0) + nouns.size());
    const heed::ModelGivenNames given_names(model);
    sum += static_cast<unsigned>(given_names.contains("John") + given_names.contains(input.substr(0, 8)) + given_names.size());
    // The hints are read where a sentence first needs them: "focas", and the input's first bytes
    // as one piece.
    const heed::ModelHints hints(model);
    heed::decode::PieceWords pieces;
    pieces.add(" focas", 1, false);
    pieces.add(std::string(" ") + std::string(input.substr(0, 12)), 1, false);
    for (const heed::decode::HintedWord& hinted : hints.words_for(pieces, {0, 1, 0})) sum += static_cast<unsigned>(hinted.word.size());
    sum += static_cast<unsigned>(terms.size() + glossary.size() + dates.size() + hints.size());
    volatile unsigned sink = sum;
    (void)sink;
  } catch (const heed::Error& e) {
    if (e.code() != heed::Error::Code::kInvalidModel) {
      std::fprintf(stderr, "unexpected error code: %s\n", e.what());
      std::abort();
    }
  }
  return 0;
}
