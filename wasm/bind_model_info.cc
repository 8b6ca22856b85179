// heed::ModelInfo as a plain JS object (camelCase keys).
#include "bindings.h"

namespace heed_wasm {

val info_to_js(const heed::ModelInfo& m) {
  val out = val::object();
  out.set("srcLang", val(m.src_lang));
  out.set("tgtLang", val(m.tgt_lang));
  out.set("dModel", m.d_model);
  out.set("nHeads", m.n_heads);
  out.set("dFf", m.d_ff);
  out.set("encoderLayers", m.encoder_layers);
  out.set("decoderLayers", m.decoder_layers);
  out.set("vocabSize", m.vocab_size);
  out.set("norm", val(m.norm));
  out.set("activation", val(m.activation));
  out.set("weights", val(m.weights));
  // size_t and uint32 go through double: exact below 2^53.
  out.set("parameters", static_cast<double>(m.parameters));
  out.set("fileBytes", static_cast<double>(m.file_bytes));
  out.set("dataCrc32", static_cast<double>(m.data_crc32));
  out.set("formatVersion", m.format_version);
  out.set("shortlistTargets", static_cast<double>(m.shortlist_targets));
  out.set("shortlistFrequent", m.shortlist_frequent);
  out.set("glossaryTerms", m.glossary_terms);
  out.set("memorySentences", m.memory_sentences);
  out.set("dateFormats", m.date_formats);
  out.set("copiedWords", m.copied_words);
  out.set("knownWords", m.known_words);
  out.set("sourceWords", m.source_words);
  out.set("hints", m.hints);
  out.set("wordReward", m.word_reward);
  out.set("wordRewardRatio", m.word_reward_ratio);
  return out;
}

}  // namespace heed_wasm
