// The restorer tests' drivers (engine/src/text/restore.h): pieces pushed, then flushed.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/casing.h"
#include "text/restore.h"

namespace heed::testing {

// Pushes each piece, then flushes; returns the text and checks every verbatim span's bytes.
inline std::string run(heed::text::OutputRestorer& r, const std::vector<std::string>& pieces,
                       const std::vector<heed::text::SpanToRestore>& spans, std::vector<int>* order = nullptr) {
  std::string text;
  auto take = [&](const heed::text::RestoredText& part) {
    for (const auto& v : part.verbatim) {
      const std::string got = part.text.substr(v.span.begin, v.span.end - v.span.begin);
      const heed::text::SpanToRestore& want = spans[v.index];
      CHECK((got == want.text || ((want.capitalise_at_start || want.translated) && got == heed::text::capitalise_first(want.text))));
      if (order) order->push_back(v.index);
    }
    text += part.text;
  };
  for (const auto& p : pieces) take(r.push(p));
  take(r.flush());
  return text;
}

// The text of `pieces` pushed one by one and flushed, for checks of text only.
inline std::string restored(const std::vector<heed::text::SpanToRestore>& spans, const std::vector<std::string>& pieces,
                            bool capitalise_start = false) {
  heed::text::OutputRestorer r(spans, heed::text::CaseStyle::kAsIs);
  r.capitalise_start(capitalise_start);
  std::string text;
  for (const auto& p : pieces) text += r.push(p).text;
  return text + r.flush().text;
}

}  // namespace heed::testing
