// Writes valid model files into the directory given as argv[1], as the fuzzer's seed corpus:
// f32 and int8 configs, an aligned and a misaligned data section, a vocabulary shortlist, a
// glossary with date formats and copied words.
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "fuzz/model_writer.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s <corpus-dir>\n", argv[0]);
    return 2;
  }
  namespace t = heed::testing;
  auto save = [&](const char* name, const std::vector<std::uint8_t>& bytes) {
    std::ofstream out(std::string(argv[1]) + "/" + name, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    return static_cast<bool>(out);
  };
  t::WriterOptions misaligned;
  misaligned.data_start_mod64 = 1;
  auto int8 = t::tiny_config(true);
  int8["norm"] = "pre";
  int8["activation"] = "gelu";
  // A vocabulary shortlist (FORMAT.md) over the 16-token vocabulary: source s -> {s, 15 - s}.
  std::vector<std::int32_t> offsets{0};
  std::vector<std::uint16_t> targets;
  for (int s = 0; s < 16; ++s) {
    targets.push_back(static_cast<std::uint16_t>(s));
    targets.push_back(static_cast<std::uint16_t>(15 - s));
    offsets.push_back(static_cast<std::int32_t>(targets.size()));
  }
  auto with_shortlist = t::tiny_tensors();
  with_shortlist.push_back(t::make_tensor("shortlist.offsets", "I32", {17}, offsets));
  with_shortlist.push_back(t::make_tensor("shortlist.targets", "U16", {32}, targets));
  with_shortlist.push_back(t::make_tensor("shortlist.frequent", "I32", {2}, std::vector<std::int32_t>{2, 4}));
  // A glossary and date formats (FORMAT.md), so mutations start from tables that parse.
  const std::string terms = "Poland\tPolonia\nNew York\tNueva York\n";
  const std::string dates =
      "months\tJanuary|February|March|April|May|June|July|August|September|October|November|December\t"
      "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre\n"
      "date\ton {M} {D}[, {Y}]\tel {D} de {M}[ de {Y}]\ndate\t{M} {Y}\t{M} de {Y}\n";
  // Copied words with an adjective's four forms and a word marked "opens".
  const std::string words = "olympic\tol\xC3\xAD" "mpico|ol\xC3\xAD" "mpica|ol\xC3\xAD" "mpicos|ol\xC3\xAD" "mpicas\n"
                            "police\tpolic\xC3\xAD" "a\topens\nvictims\tv\xC3\xAD" "ctimas\n";
  auto with_glossary = t::tiny_tensors();
  with_glossary.push_back(t::make_tensor("glossary.words", "U8", {static_cast<std::int64_t>(words.size())},
                                         std::vector<char>(words.begin(), words.end())));
  const std::string adjectives = "alem\xC3\xA1n|alemana|alemanes|alemanas\nfr\xC3\xAD" "o|fr\xC3\xAD" "a|fr\xC3\xAD" "os|fr\xC3\xAD" "as\n";
  with_glossary.push_back(t::make_tensor("words.adjectives", "U8", {static_cast<std::int64_t>(adjectives.size())},
                                         std::vector<char>(adjectives.begin(), adjectives.end())));
  const std::string nouns = "casa\tf\ndocumento\tm\nestudiante\tmf\n";
  with_glossary.push_back(t::make_tensor("words.nouns", "U8", {static_cast<std::int64_t>(nouns.size())},
                                         std::vector<char>(nouns.begin(), nouns.end())));
  with_glossary.push_back(t::make_tensor("glossary.terms", "U8", {static_cast<std::int64_t>(terms.size())},
                                         std::vector<char>(terms.begin(), terms.end())));
  with_glossary.push_back(t::make_tensor("glossary.dates", "U8", {static_cast<std::int64_t>(dates.size())},
                                         std::vector<char>(dates.begin(), dates.end())));
  const std::string memory = "Add to cart\tA\xC3\xB1" "adir al carrito\nQuantity\tCantidad\n";
  with_glossary.push_back(t::make_tensor("glossary.memory", "U8", {static_cast<std::int64_t>(memory.size())},
                                         std::vector<char>(memory.begin(), memory.end())));
  const bool ok = save("seed_f32.heed", t::tiny_model()) &&
                  save("seed_glossary.heed", t::write_model(t::tiny_config(), with_glossary)) &&
                  save("seed_shortlist.heed", t::write_model(t::tiny_config(), with_shortlist)) &&
                  save("seed_misaligned.heed", t::tiny_model(misaligned)) &&
                  save("seed_int8.heed", t::write_model(int8, t::tiny_tensors()));
  return ok ? 0 : 1;
}
