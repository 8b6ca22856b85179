// The model file's memory of interface strings (FORMAT.md, "Memory"; models/memory.py): a
// sentence that is one of its sources, whole, comes out as its translation, in the sentence's
// case; a sentence that only contains one is the model's; applied with the model's glossary,
// after the caller's terms; a broken table refused at load naming the line.
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "golden_with_table.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "translator_memory.h"

using heed::ModelMemory;
using heed::TranslateOptions;
using heed::Translator;

namespace {

using heed::testing::golden_bytes;

std::vector<std::uint8_t> with_memory(const std::string& table, const std::string& dtype = "U8") {
  return heed::testing::golden_with_table("glossary.memory", table, dtype);
}

// "Añadir al carrito", "Cantidad", "¿Ha olvidado la contraseña?" (sorted bytewise by source).
const std::string kCart = "A\xC3\xB1" "adir al carrito";
const std::string kTable = "Add to cart\t" + kCart + "\nForgot your password?\t\xC2\xBFHa olvidado la contrase\xC3\xB1" "a?\n"
                           "Quantity\tCantidad\nSign up\tRegistrarse\n";

std::string load_error(const std::string& table, const std::string& dtype = "U8") {
  return heed::testing::load_error(with_memory(table, dtype));
}

TranslateOptions greedy() {
  TranslateOptions o;
  o.beam_size = 1;
  o.max_length = 40;
  return o;
}

}  // namespace

TEST_CASE("the memory translates a whole sentence it holds, in the sentence's case") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_memory(kTable));
  const ModelMemory memory(file);
  CHECK(memory.size() == 4);
  CHECK(memory.translate("Add to cart") == kCart);
  CHECK(memory.translate("Quantity") == std::optional<std::string>("Cantidad"));
  // In capitals throughout: the translation in capitals ("AÑADIR AL CARRITO").
  CHECK(memory.translate("ADD TO CART") == std::optional<std::string>("A\xC3\x91" "ADIR AL CARRITO"));
  // Another case is another sentence (catalogues that write Title Case translate so too), and
  // capitals match only from 4 bytes ("OK" may be an acronym's entry) and not an entry in capitals.
  CHECK_FALSE(memory.translate("Add To Cart"));
  CHECK_FALSE(memory.translate("add to cart"));
  CHECK_FALSE(memory.translate("SIG"));
  const ModelMemory caps(heed::io::ModelFile::parse(with_memory("Ok\tAceptar\nYES\tS\xC3\xAD\n")));
  CHECK_FALSE(caps.translate("OK"));
  CHECK_FALSE(caps.translate("Yes"));
  CHECK(caps.translate("YES") == std::optional<std::string>("S\xC3\xAD"));
  // Only whole sentences: a longer or shorter one is not in the memory.
  CHECK_FALSE(memory.translate("Add to cart now"));
  CHECK_FALSE(memory.translate("Add to"));
  CHECK_FALSE(memory.translate(""));
  CHECK_FALSE(memory.translate(std::string(300, 'a')));
  CHECK(ModelMemory(heed::io::ModelFile::parse(golden_bytes())).size() == 0);
}

TEST_CASE("a sentence the memory holds is translated so, one that contains it is the model's") {
  const auto t = Translator::from_bytes(with_memory(kTable));
  CHECK(t->info().memory_sentences == 4);
  CHECK(Translator::from_bytes(golden_bytes())->info().memory_sentences == 0);
  const TranslateOptions o = greedy();
  CHECK(t->translate("Add to cart", o).text == kCart);
  CHECK(t->translate("  Quantity\n", o).text == "  Cantidad\n");  // the text's spaces kept
  CHECK(t->translate("SIGN UP", o).text == "REGISTRARSE");
  // Each sentence of a text is looked up alone; the model translates the others, side by side too.
  const std::vector<heed::TranslationResult> batch = t->translate_batch({"Quantity", "Add to cart"}, o);
  CHECK(batch[0].text == "Cantidad");
  CHECK(batch[1].text == kCart);
  const std::string two = t->translate("Quantity\nThe quantity is low.", o).text;
  CHECK(two.starts_with("Cantidad\n"));
  CHECK(two.find("Cantidad", 1) == std::string::npos);
  CHECK(t->translate("Add to cart and pay", o).text.find(kCart) == std::string::npos);
  // Beam search too; streamed tokens spell the text (after a text's last sentence, text the
  // model left to the output side, here all of it with this untrained model, is only in the
  // result: heed/translator.h).
  TranslateOptions beam = o;
  beam.beam_size = 4;
  CHECK(t->translate("Forgot your password?", beam).text == "\xC2\xBFHa olvidado la contrase\xC3\xB1" "a?");
  std::string streamed;
  const auto r = t->translate("Add to cart", o, [&](const heed::TokenEvent& e) {
    streamed += e.delta;
    return heed::StreamControl::kContinue;
  });
  CHECK(r.text == kCart);
  CHECK(r.text.starts_with(streamed));
}

TEST_CASE("the memory is applied with the model's glossary, and a caller's term in the sentence wins") {
  const auto t = Translator::from_bytes(with_memory(kTable));
  TranslateOptions o = greedy();
  o.model_glossary = false;
  CHECK(t->translate("Add to cart", o).text != kCart);
  o.model_glossary = true;
  o.glossary = {{"cart", "cesta"}};
  const std::string with_term = t->translate("Add to cart", o).text;
  CHECK(with_term.find("cesta") != std::string::npos);
  CHECK(with_term != kCart);
  // A caller's term elsewhere in the text leaves this sentence to the memory.
  CHECK(t->translate("Quantity\nMy cart", o).text.starts_with("Cantidad\n"));
}

TEST_CASE("a broken memory is refused at load, naming what is wrong") {
  CHECK(load_error("Add to cart A\xC3\xB1" "adir\n").find("glossary.memory line 1: no tab") != std::string::npos);
  CHECK(load_error("Quantity\t\n").find("line 1: empty source or target") != std::string::npos);
  CHECK(load_error("Quantity\tCantidad\nAdd to cart\tx\n").find("line 2: sources are not sorted") != std::string::npos);
  CHECK(load_error("Quantity\tx\nQuantity\ty\n").find("line 2: sources are not sorted bytewise without repeats") != std::string::npos);
  CHECK(load_error(" Quantity\tCantidad\n").find("line 1: spaces around the source") != std::string::npos);
  CHECK(load_error("Quantity\tCanti\tdad\n").find("line 1: a tab or CR in a sentence") != std::string::npos);
  CHECK(load_error("Quantity\t" + std::string(201, 'x') + "\n").find("over 200 bytes") != std::string::npos);
  CHECK(load_error("Quantity\tCantid\xC3\n").find("not valid UTF-8") != std::string::npos);
  CHECK(load_error(kTable, "I8").find("must be a U8") != std::string::npos);
}
