// `heed`: translate, inspect and benchmark Heed models from the command line.
#include <cstdio>
#include <cstring>
#include <exception>
#include <map>
#include <string>

#include "cli_args.h"
#include "heed/translator.h"

namespace {

constexpr const char* kUsage =
    "usage:\n"
    "  heed translate --model M [--beam N | --greedy] [--alpha A] [--word-reward W]\n"
    "                 [--max-length N] [--stream]\n"
    "                 [--no-shortlist] [--no-protect] [--no-case] [--no-repeat-block] [--raw]\n"
    "                 [--glossary FILE] [--no-model-glossary] [--prefix TEXT] [--alternatives K]\n"
    "                 [--batch N]\n"
    "      translates stdin line by line to stdout (beam 4 unless told otherwise); --stream\n"
    "      prints each token as it is decoded with its probability and the source word it\n"
    "      attended to most; --no-shortlist scores the whole vocabulary even if the model has\n"
    "      a shortlist; --no-protect, --no-case, --no-repeat-block turn off one text rule\n"
    "      (protected spans, case styles, repeat blocking), --raw all three; --glossary FILE\n"
    "      translates terms exactly (lines 'source<TAB>target', or 'source' to keep it), before\n"
    "      the model's own glossary of names, dates, copied words and number formats; with\n"
    "      them, beam search prefers the words of the model's list of target words and\n"
    "      favours its hints (the dictionary's word for a source word); all of which\n"
    "      --no-model-glossary turns off;\n"
    "      --prefix TEXT makes each line's first sentence start with TEXT; --alternatives K\n"
    "      (with --stream) lists the K likeliest tokens at each step; --batch N: greedy search\n"
    "      decodes up to N sentences of a line side by side (default 8; 1: one at a time);\n"
    "      --word-reward W is added to a hypothesis' score per token (default: the model's)\n"
    "  heed inspect M\n"
    "      prints the model's config, size, parameter count and checksum\n"
    "  heed bench --model M [--input FILE] [--repeat R] [translate's decoding options]\n"
    "      translates sentences (built-in or FILE, one per line) and prints JSON:\n"
    "      target tokens/s, ms/sentence, model load time and peak RSS; --batch N sends N\n"
    "      sentences per call, decoded side by side with --greedy\n";

// What each command accepts (kUsage above says the same to people); anything else is an error.
using heed::cli::Kind;
heed::cli::Spec with_translate_options(heed::cli::Spec spec) {
  heed::cli::add_translate_options(&spec);
  return spec;
}
const std::map<std::string, heed::cli::Spec> kCommands = {
    {"translate", with_translate_options({{{"model", Kind::kText}, {"stream", Kind::kFlag}, {"alternatives", Kind::kInt}}})},
    {"inspect", {{{"model", Kind::kText}}, 1}},
    {"bench", with_translate_options({{{"model", Kind::kText}, {"input", Kind::kText}, {"repeat", Kind::kInt},
                                       {"alternatives", Kind::kInt}}})},
};

bool asks_for_help(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) return true;
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || asks_for_help(argc, argv)) {
    std::fputs(kUsage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  const std::string command = argv[1];
  const auto spec = kCommands.find(command);
  if (spec == kCommands.end()) {
    std::fprintf(stderr, "heed: unknown command '%s'\n%s", command.c_str(), kUsage);
    return 2;
  }
  try {
    const heed::cli::Args args(argc - 2, argv + 2, spec->second);
    if (command == "translate") return heed::cli::run_translate(args);
    if (command == "inspect") return heed::cli::run_inspect(args);
    return heed::cli::run_bench(args);
  } catch (const heed::cli::UsageError& e) {
    std::fprintf(stderr, "heed %s: %s\n", command.c_str(), e.what());
    return 2;
  } catch (const heed::Error& e) {
    std::fprintf(stderr, "heed: %s\n", e.what());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "heed: %s\n", e.what());
    return 2;
  }
}
