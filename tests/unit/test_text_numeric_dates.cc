// Dates in digits after their preposition become glossary terms with the target's preposition
// (engine/src/text/numeric_dates.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/numeric_dates.h"

using heed::text::add_numeric_date_terms;
using heed::text::GlossaryTerm;

namespace {

std::vector<std::string> dates(const std::string& text, const std::string& from = "en", const std::string& to = "es") {
  std::vector<GlossaryTerm> terms;
  add_numeric_date_terms({text}, from, to, &terms);
  std::vector<std::string> out;
  for (const GlossaryTerm& t : terms) out.push_back(t.source + " -> " + t.target);
  return out;
}

}  // namespace

TEST_CASE("en -> es: on, since and until before a date in digits, the date as written") {
  CHECK(dates("Posted on 12/05/2023 by admin; since 1.1.20 and until 2023-05-12. On 3-4-2021 we met.") ==
        std::vector<std::string>{"on 12/05/2023 -> el 12/05/2023", "since 1.1.20 -> desde el 1.1.20",
                                 "until 2023-05-12 -> hasta el 2023-05-12", "On 3-4-2021 -> El 3-4-2021"});
}

TEST_CASE("es -> en: el, desde el and hasta el before a date in digits, the longest first") {
  CHECK(dates("Publicado el 12/05/2023. Desde el 1/1/2020 y hasta el 31.12.2024; El 2023-05-12 llovi\xC3\xB3.", "es", "en") ==
        std::vector<std::string>{"el 12/05/2023 -> on 12/05/2023", "Desde el 1/1/2020 -> Since 1/1/2020",
                                 "hasta el 31.12.2024 -> until 31.12.2024", "El 2023-05-12 -> On 2023-05-12"});
}

TEST_CASE("no date without its preposition, inside a longer token, or of another shape; none for other pairs") {
  CHECK(dates("Released 12/05/2023. Version on 1.2.3.4, on 1.2.2020.1, on v1.2.20, on 12/05/2023/x, on 123/4/2020, "
              "on 1/2/3, on 2023-5-12, on 12/05/20231, son 12/05/2023, on 1/2/2020a").empty());
  CHECK(dates("on 12/05/2023", "en", "de").empty());
  CHECK(dates("on 12/05/2023", "es", "en").empty());
}
