// libFuzzer target: arbitrary bytes (valid and invalid UTF-8) through a whole translation on
// the golden model: segmentation, the text rules, tokenization, beam/greedy search and the
// detokenizer. translate() must either throw Error(kInvalidInput) (invalid UTF-8) or return a
// result whose every span lies inside its text, on character boundaries, with the streamed
// deltas adding up to the output, and every protected span unchanged (but for a number written
// the target language's way: the same digits, other separators; and the spans of the engine's
// number rules, times, ages, decades, centuries and scales, rewritten for the target). Each input runs twice: with the default options (beam 4,
// every text rule on) and greedy with the rules off, the way the golden tests decode.
// Sanitizer reports and any other exception are bugs.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

#include "heed/translator.h"

#ifndef HEED_FUZZ_MODEL
#error "build with -DHEED_FUZZ_MODEL=\"path to a .heed model\" (tests/fuzz/run_fuzz.sh does)"
#endif

namespace {

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "fuzz_translate_text: %s\n", what);
  std::abort();
}

// Well-formed UTF-8 (Unicode's table 3-7: no overlongs, surrogates or code points past
// U+10FFFF), written apart from the engine's own check so that each tests the other.
bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
    const unsigned c = b(0);
    std::size_t n = 0;
    unsigned lo = 0x80, hi = 0xbf;  // the allowed range of the second byte
    if (c < 0x80) n = 1;
    else if (c >= 0xc2 && c <= 0xdf) n = 2;
    else if (c >= 0xe0 && c <= 0xef) { n = 3; lo = c == 0xe0 ? 0xa0 : 0x80; hi = c == 0xed ? 0x9f : 0xbf; }
    else if (c >= 0xf0 && c <= 0xf4) { n = 4; lo = c == 0xf0 ? 0x90 : 0x80; hi = c == 0xf4 ? 0x8f : 0xbf; }
    if (n == 0 || i + n > s.size()) return false;
    if (n > 1 && (b(1) < lo || b(1) > hi)) return false;
    for (std::size_t k = 2; k < n; ++k) {
      if ((b(k) & 0xc0) != 0x80) return false;
    }
    i += n;
  }
  return true;
}

bool starts_char(std::string_view s, int at) {
  return at == static_cast<int>(s.size()) || (static_cast<unsigned char>(s[at]) & 0xc0) != 0x80;
}

// Whether s is one quotation mark: a mark carried across sentences comes out in the target's
// style (« » in Spanish, " in English).
bool quotation_mark(std::string_view s) {
  for (std::string_view m : {"\"", "\xC2\xAB", "\xC2\xBB", "\xE2\x80\x9C", "\xE2\x80\x9D", "\xE2\x80\x9E"}) {
    if (s == m) return true;
  }
  return false;
}

// The engine's own number rules write a span with a number the target's way ("9 am" -> "9 a. m.",
// "1970s" -> "la década de 1970", "19th century" -> "siglo XIX", "$2.3 billion" -> "2300
// millones de dólares"): such a span holds a digit and none of the characters of the spans
// carried verbatim (URLs, paths, addresses, code), which must come out unchanged.
bool number_rule_span(std::string_view s) {
  return s.find_first_of("0123456789") != std::string_view::npos &&
         s.find_first_of("/@`\\<>{}=#_") == std::string_view::npos;
}

// The digits of s, or "" when s holds anything but digits, separators, '%' and currency signs
// (a number rewritten for the target language keeps its digits: "3.14" -> "3,14").
std::string number_digits(std::string_view s) {
  std::string digits;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c >= '0' && c <= '9') {
      digits += c;
    } else if (std::string_view(",. %$").find(c) == std::string_view::npos && !(c >= 'A' && c <= 'Z') &&
               static_cast<unsigned char>(c) < 0x80) {
      return "";
    }
  }
  return digits;
}

void check_span(heed::Span span, std::string_view text, const char* what) {
  if (span.begin < 0 || span.begin > span.end || span.end > static_cast<int>(text.size())) fail(what);
  if (!starts_char(text, span.begin) || !starts_char(text, span.end)) fail(what);
}

heed::Translator& translator() {
  static const std::unique_ptr<heed::Translator> t = heed::Translator::from_file(
      std::getenv("HEED_FUZZ_MODEL") ? std::getenv("HEED_FUZZ_MODEL") : HEED_FUZZ_MODEL);
  return *t;
}

void run(std::string_view text, const heed::TranslateOptions& options) {
  std::string streamed;
  heed::TranslationResult r;
  try {
    r = translator().translate(text, options, [&](const heed::TokenEvent& e) {
      streamed += e.delta;
      for (const auto& s : e.source_spans) check_span(s, text, "event source span");
      return heed::StreamControl::kContinue;
    });
  } catch (const heed::Error& e) {
    if (e.code() != heed::Error::Code::kInvalidInput) fail(e.what());
    if (valid_utf8(text)) fail("valid UTF-8 refused as invalid input");
    return;
  }
  if (!valid_utf8(text)) fail("invalid UTF-8 translated");
  if (!valid_utf8(r.text)) fail("output is not valid UTF-8");
  if (r.text.compare(0, streamed.size(), streamed) != 0) fail("deltas are not a prefix of the output");
  for (const auto& s : r.sentences) {
    check_span(s.source_span, text, "sentence source span");
    check_span(s.target_span, r.text, "sentence target span");
    for (const auto& t : s.source_token_spans) check_span(t, text, "source token span");
    if (s.protected_source.size() != s.protected_target.size()) fail("protected spans unpaired");
    for (std::size_t i = 0; i < s.protected_source.size(); ++i) {
      check_span(s.protected_source[i], text, "protected source span");
      check_span(s.protected_target[i], r.text, "protected target span");
      const auto& a = s.protected_source[i];
      const auto& b = s.protected_target[i];
      const std::string_view in = text.substr(a.begin, a.end - a.begin);
      const std::string_view out = std::string_view(r.text).substr(b.begin, b.end - b.begin);
      const std::string digits = number_digits(in);
      if (in != out && (digits.empty() || digits != number_digits(out)) && !(quotation_mark(in) && quotation_mark(out)) &&
          !number_rule_span(in)) {
        fail("a protected span changed on its way through");
      }
    }
    if (s.target_ids.size() != s.target_pieces.size() || s.target_ids.size() != s.attention.size()) {
      fail("per-token vectors disagree in length");
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  heed::TranslateOptions defaults;
  defaults.max_length = 4;  // random weights seldom stop by themselves: keep each run short
  run(text, defaults);
  heed::TranslateOptions raw;
  raw.beam_size = 1;
  raw.max_length = 4;
  raw.protect_spans = raw.match_case = raw.block_repeats = false;
  run(text, raw);
  return 0;
}
