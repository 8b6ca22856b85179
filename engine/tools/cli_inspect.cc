// heed inspect: what a model file holds, without translating anything.
#include <cstdio>

#include "cli_args.h"
#include "heed/translator.h"

namespace heed::cli {

int run_inspect(const Args& args) {
  std::string path = args.has("model") ? args.get("model")
                     : args.positional().empty() ? "" : args.positional()[0];
  if (path.empty()) throw std::invalid_argument("usage: heed inspect MODEL");
  const ModelInfo m = Translator::from_file(path)->info();
  std::printf("model:          %s\n", path.c_str());
  std::printf("languages:      %s -> %s\n", m.src_lang.c_str(), m.tgt_lang.c_str());
  std::printf("format:         heed-transformer v%d, weights %s\n", m.format_version, m.weights.c_str());
  std::printf("layers:         encoder %d, decoder %d\n", m.encoder_layers, m.decoder_layers);
  std::printf("dims:           d_model %d, heads %d, d_ff %d, vocab %d\n", m.d_model, m.n_heads,
              m.d_ff, m.vocab_size);
  std::printf("norm:           %s-norm, activation %s\n", m.norm.c_str(), m.activation.c_str());
  std::printf("parameters:     %zu\n", m.parameters);
  std::printf("file size:      %zu bytes (%.2f MB)\n", m.file_bytes, m.file_bytes / 1e6);
  std::printf("data crc32:     %08x (verified)\n", m.data_crc32);
  std::printf("kernels:        %s\n", heed::kernels_in_use().c_str());
  if (m.shortlist_targets > 0) {
    std::printf("shortlist:      %zu entries (%.1f per source token) + %d frequent tokens\n",
                m.shortlist_targets, static_cast<double>(m.shortlist_targets) / m.vocab_size, m.shortlist_frequent);
  } else {
    std::printf("shortlist:      none (every step scores the whole vocabulary)\n");
  }
  std::printf("glossary:       %d terms%s\n", m.glossary_terms, m.glossary_terms > 0 ? " (names, applied by default)" : "");
  std::printf("memory:         %d sentences%s\n", m.memory_sentences, m.memory_sentences > 0 ? " (whole sentences, applied with the glossary)" : "");
  std::printf("date formats:   %d%s\n", m.date_formats, m.date_formats > 0 ? " (applied with the glossary)" : "");
  std::printf("copied words:   %d%s\n", m.copied_words, m.copied_words > 0 ? " (applied with the glossary)" : "");
  std::printf("known words:    %d%s\n", m.known_words, m.known_words > 0 ? " (beam search prefers them, with the glossary)" : "");
  std::printf("source words:   %d%s\n", m.source_words, m.source_words > 0 ? " (Title Case and ALL-CAPS sentences lower only these, with the glossary)" : "");
  std::printf("hints:          %d%s\n", m.hints, m.hints > 0 ? " (beam search favours their words, with the glossary)" : "");
  std::printf("word reward:    %g (the decoding default; --word-reward overrides)\n", m.word_reward);
  return 0;
}

}  // namespace heed::cli
