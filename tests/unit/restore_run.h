// The restorer tests' driver (engine/src/text/restore.h): pieces pushed, then flushed.
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

}  // namespace heed::testing
