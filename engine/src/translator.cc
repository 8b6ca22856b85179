// The one place that wires io → nn → decode → text.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <system_error>

#include "core/check.h"
#include "decode/search.h"
#include "decode/shortlist.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "nn/decoder_session.h"
#include "nn/transformer.h"
#include "text/protect.h"
#include "text/restore.h"
#include "text/segment.h"
#include "text/tokenizer.h"
#include "translator_output.h"
#include "translator_plan.h"
#include "translator_shortlist.h"
#include "translator_weights.h"

namespace heed {
namespace {

// Sentences encoded together: enough rows for efficient GEMMs, few enough that the first
// sentence starts decoding (and streaming) quickly.
constexpr int kEncoderBatchTokens = 512;

void check_options(const TranslateOptions& o, int decoder_layers) {
  auto bad = [](const std::string& m) { throw_error(Error::Code::kInvalidInput, m); };
  if (o.beam_size < 1 || o.beam_size > 64) bad("beam_size must be in 1..64, got " + std::to_string(o.beam_size));
  if (!std::isfinite(o.length_penalty) || o.length_penalty < 0.f || o.length_penalty > 10.f)
    bad("length_penalty must be in 0..10");
  if (o.max_length_extra < 0 || o.max_length_extra > 4096) bad("max_length_extra must be in 0..4096");
  if (!std::isfinite(o.max_length_ratio) || o.max_length_ratio < 0.f || o.max_length_ratio > 64.f)
    bad("max_length_ratio must be in 0..64");
  if (o.max_length < 0 || o.max_length > 4096) bad("max_length must be in 0..4096 (0 = automatic)");
  if (o.alternatives < 0 || o.alternatives > 8) bad("alternatives must be in 0..8");
  if (o.target_prefix.size() > 4000) bad("target_prefix is at most 4000 bytes");
  if (!text::is_valid_utf8(o.target_prefix)) bad("target_prefix must be valid UTF-8");
  if (o.glossary.size() > 10000) bad("glossary holds at most 10000 terms");
  for (const auto& [source, target] : o.glossary) {
    if (source.empty()) bad("glossary terms must not be empty");
    if (source.size() > 1000 || target.size() > 1000) bad("glossary terms are at most 1000 bytes");
    if (!text::is_valid_utf8(source) || !text::is_valid_utf8(target)) bad("glossary terms must be valid UTF-8");
  }
  if (o.attention_layer < -1 || o.attention_layer >= decoder_layers)
    bad("attention_layer must be -1 or in 0.." + std::to_string(decoder_layers - 1));
}

class TranslatorImpl final : public Translator {
 public:
  explicit TranslatorImpl(io::ModelFile file) : file_(std::move(file)) {
    const io::ModelConfig& c = file_.config();
    const io::TensorView* spm = file_.find("tokenizer.model");
    if (spm == nullptr || spm->dtype != io::DType::kU8 || spm->shape.size() != 1) {
      throw_error(Error::Code::kInvalidModel, "model has no 'tokenizer.model' U8 tensor");
    }
    tokenizer_ = text::Tokenizer::from_bytes(
        std::string_view(static_cast<const char*>(spm->data), spm->bytes));
    if (tokenizer_->vocab_size() != c.vocab_size) {
      throw_error(Error::Code::kInvalidModel,
                  "tokenizer has " + std::to_string(tokenizer_->vocab_size()) +
                      " pieces but the config says vocab_size " + std::to_string(c.vocab_size));
    }
    model_ = std::make_unique<nn::Transformer>(transformer_config(c), bind_weights(file_));
    shortlist_ = bind_shortlist(file_);
    // Pieces the output never contains: byte pieces (the model spells characters wrongly with
    // them; what needs them in the source is protected and copied) and <unk>.
    word_start_.assign(c.vocab_size, 0);
    for (int id = 0; id < c.vocab_size; ++id) {
      if (tokenizer_->byte_value(id) >= 0 || tokenizer_->is_unknown(id)) never_output_.push_back(id);
      word_start_[id] = tokenizer_->piece(id).starts_with("\xE2\x96\x81") ? 1 : 0;  // "▁"
    }
    info_ = describe();
  }

  ModelInfo info() const override { return info_; }

  TranslationResult translate(std::string_view text, const TranslateOptions& options,
                              const TokenCallback& on_token) override {
    const io::ModelConfig& c = file_.config();
    check_options(options, c.decoder_layers);
    if (!text::is_valid_utf8(text)) {
      throw_error(Error::Code::kInvalidInput, "input is not valid UTF-8");
    }
    const TranslationPlan plan =
        plan_translation(text, *tokenizer_, c.eos_id,
                         PlanOptions{options.protect_spans, options.match_case, glossary_terms(options)});
    TranslationResult result;
    std::vector<float> memory;
    // Output text not yet carried by an event (separators of sentences that produced no
    // token): it rides on the next token's delta so the stream keeps the layout.
    std::string unstreamed;
    std::size_t next = 0;
    while (next < plan.units.size() && !result.cancelled) {
      // Encode a batch of units together, then decode them one by one.
      std::vector<std::vector<int>> batch;
      int tokens = 0;
      const std::size_t first = next;
      while (next < plan.units.size() &&
             (batch.empty() || tokens + static_cast<int>(plan.units[next].ids.size()) <= kEncoderBatchTokens)) {
        batch.push_back(plan.units[next].ids);
        tokens += static_cast<int>(plan.units[next].ids.size());
        ++next;
      }
      model_->encode(&memory, batch);
      std::size_t row = 0;
      for (std::size_t u = first; u < next && !result.cancelled; ++u) {
        decode_unit(plan.units[u], memory.data() + row * c.d_model, options, on_token,
                    &unstreamed, &result);
        row += plan.units[u].ids.size();
      }
    }
    if (!result.cancelled) result.text += plan.trailing;
    return result;
  }

 private:
  // One unit (a sentence, or a piece of a long one): its search, streamed into `result`.
  void decode_unit(const TranslationUnit& unit, const float* memory, const TranslateOptions& options,
                   const TokenCallback& on_token, std::string* unstreamed,
                   TranslationResult* result) {
    const int src = static_cast<int>(unit.ids.size());
    decode::SearchOptions so = search_options(options, src, on_token != nullptr);
    // A reader's prefix applies to the first sentence only.
    const std::vector<int> prefix =
        result->sentences.empty() ? prefix_ids(options.target_prefix, unit) : std::vector<int>{};
    const ReportedAttention attention = reported_attention(options, src);
    nn::DecoderSession session(*model_, memory, src, attention.first_layer, attention.layers,
                               so.max_length + 1);
    const TokenSpace space = token_space(unit, prefix, options);
    if (!space.candidates.empty()) {
      // The search sees indices into the candidate ids, not vocabulary ids.
      so.bos_id = space.index_of(file_.config().bos_id);
      so.eos_id = space.index_of(file_.config().eos_id);
      session.restrict_output(space.candidates);
    }
    set_output_rules(unit, space, options, &so.rules);
    for (int id : prefix) so.forced_prefix.push_back(space.candidates.empty() ? id : space.index_of(id));

    UnitOutput output({*tokenizer_, space, attention, on_token, so.alternatives}, unit, result, unstreamed);
    const decode::Hypothesis best =
        decode::search(session, so, [&](const decode::EmittedToken& t) { return output.emit(t); });
    output.finish(best);
  }

  // The search's settings for a unit of `src` source tokens (EOS included).
  decode::SearchOptions search_options(const TranslateOptions& options, int src, bool streaming) const {
    const io::ModelConfig& c = file_.config();
    decode::SearchOptions so;
    so.beam_size = options.beam_size;
    so.length_penalty = options.length_penalty;
    so.max_length = options.max_length > 0
                        ? options.max_length
                        : static_cast<int>(options.max_length_ratio * static_cast<float>(src - 1)) +
                              options.max_length_extra;
    so.bos_id = c.bos_id;
    so.eos_id = c.eos_id;
    so.want_attention = options.report_attention;
    so.alternatives = streaming ? options.alternatives : 0;
    return so;
  }

  // The decoder layers whose cross-attention the session records: the reported one, or all.
  ReportedAttention reported_attention(const TranslateOptions& options, int src) const {
    const io::ModelConfig& c = file_.config();
    const int layer = options.attention_layer < 0 ? c.decoder_layers - 1 : options.attention_layer;
    const bool all_layers = options.report_attention && options.report_all_layers;
    return {layer, all_layers ? 0 : layer, all_layers ? c.decoder_layers : 1, c.n_heads, src};
  }

  // The unit's shortlist candidates (plus the special tokens and the prefix), or the whole
  // vocabulary when the model has no shortlist or the caller turned it off.
  TokenSpace token_space(const TranslationUnit& unit, const std::vector<int>& prefix,
                         const TranslateOptions& options) const {
    if (!shortlist_ || !options.use_shortlist) return {};
    const io::ModelConfig& c = file_.config();
    std::vector<int> always = {c.eos_id, c.bos_id, c.unk_id};
    always.insert(always.end(), prefix.begin(), prefix.end());
    return {shortlist_->candidates(unit.ids, always)};
  }

  // The reader's prefix as target ids, in the form the model reads: the sentence's protected
  // spans as their placeholders, its case style normalised.
  std::vector<int> prefix_ids(const std::string& prefix, const TranslationUnit& unit) const {
    if (prefix.empty()) return {};
    std::string masked = prefix;
    for (std::size_t k = 0; k < unit.restore.size(); ++k) {
      const std::string& span = unit.restore[k].text;
      if (span.empty()) continue;
      for (std::size_t at = masked.find(span); at != std::string::npos; at = masked.find(span, at + 1)) {
        masked.replace(at, span.size(), text::placeholder(static_cast<int>(k)));
      }
    }
    std::vector<int> ids;
    std::vector<Span> spans;
    tokenizer_->encode(text::normalise_case(masked, unit.case_style), &ids, &spans);
    const int eos = file_.config().eos_id;
    std::erase(ids, eos);
    return ids;
  }

  static std::vector<text::GlossaryTerm> glossary_terms(const TranslateOptions& options) {
    std::vector<text::GlossaryTerm> terms;
    for (const auto& [source, target] : options.glossary) terms.push_back({source, target});
    return terms;
  }

  // The output rules of one unit in the search's token space.
  void set_output_rules(const TranslationUnit& unit, const TokenSpace& space,
                        const TranslateOptions& options, decode::OutputRules* rules) const {
    rules->block_repeats = options.block_repeats;
    // Byte pieces are safe to ban only when what needs them in the source is protected.
    if (options.protect_spans) {
      for (int id : never_output_) {
        const int s = space.search_id(id);
        if (s >= 0) rules->banned.push_back(s);
      }
    }
    if (space.candidates.empty()) {
      rules->word_start = word_start_;
    } else {
      for (int id : space.candidates) rules->word_start.push_back(word_start_[id]);
    }
    for (int id : unit.ids) rules->source.push_back(space.search_id(id));
  }

  ModelInfo describe() const {
    const io::ModelConfig& c = file_.config();
    ModelInfo m;
    m.src_lang = c.src_lang;
    m.tgt_lang = c.tgt_lang;
    m.d_model = c.d_model;
    m.n_heads = c.n_heads;
    m.d_ff = c.d_ff;
    m.encoder_layers = c.encoder_layers;
    m.decoder_layers = c.decoder_layers;
    m.vocab_size = c.vocab_size;
    m.norm = c.pre_norm ? "pre" : "post";
    m.activation = c.gelu ? "gelu" : "relu";
    m.weights = c.int8 ? "int8" : "f32";
    for (const io::TensorView& t : file_.tensors()) {
      if (t.dtype == io::DType::kU8 || t.name.ends_with(".scale") || t.name.starts_with("shortlist.")) continue;
      std::size_t n = 1;
      for (auto dim : t.shape) n *= static_cast<std::size_t>(dim);
      m.parameters += n;
    }
    if (shortlist_) {
      m.shortlist_targets = static_cast<std::size_t>(file_.find("shortlist.targets")->shape[0]);
      m.shortlist_frequent = static_cast<int>(file_.find("shortlist.frequent")->shape[0]);
    }
    m.file_bytes = file_.file_bytes();
    m.data_crc32 = file_.data_crc32();
    m.format_version = file_.format_version();
    return m;
  }

  io::ModelFile file_;
  std::unique_ptr<text::Tokenizer> tokenizer_;
  std::unique_ptr<nn::Transformer> model_;
  std::unique_ptr<decode::Shortlist> shortlist_;  // null: the model has no lexical table
  std::vector<int> never_output_;                 // byte pieces and <unk>: banned in every search
  std::vector<std::uint8_t> word_start_;          // [vocab] 1 for pieces that start a word
  ModelInfo info_;
};

}  // namespace

std::unique_ptr<Translator> Translator::from_bytes(std::vector<std::uint8_t> bytes) {
  return std::make_unique<TranslatorImpl>(io::ModelFile::parse(std::move(bytes)));
}

std::unique_ptr<Translator> Translator::from_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw_error(Error::Code::kInvalidModel, "cannot open model file '" + path + "'");
  // One read into a buffer of the file's size: reading through istreambuf_iterator grew the
  // vector by doubling, copying the model ~log2(size) times (half of the CLI's load time).
  // The size comes from the file system: a directory opens too, and its "size" is no length.
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    throw_error(Error::Code::kInvalidModel, "model path '" + path + "' is not a regular file");
  }
  const std::uintmax_t size = std::filesystem::file_size(path, error);
  if (error) throw_error(Error::Code::kInvalidModel, "cannot read model file '" + path + "': " + error.message());
  std::vector<std::uint8_t> bytes(static_cast<std::size_t>(size));
  if (!in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size))) {
    throw_error(Error::Code::kInvalidModel, "cannot read model file '" + path + "'");
  }
  return from_bytes(std::move(bytes));
}

}  // namespace heed
