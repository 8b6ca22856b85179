// Times of day with a.m. and p.m. become glossary terms (engine/src/text/times.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/times.h"

using heed::text::add_time_terms;
using heed::text::GlossaryTerm;

namespace {

std::vector<std::string> times(const std::string& text, const std::string& from = "en", const std::string& to = "es") {
  std::vector<GlossaryTerm> terms;
  add_time_terms({text}, from, to, &terms);
  std::vector<std::string> out;
  for (const GlossaryTerm& t : terms) out.push_back(t.source + " -> " + t.target);
  return out;
}

}  // namespace

TEST_CASE("en -> es: a time with am or pm is written with the RAE's a. m. and p. m.") {
  CHECK(times("It crashed around 9:30 am local time and again by 10 PM.") ==
        std::vector<std::string>{"9:30 am -> 9:30 a. m.", "10 PM -> 10 p. m."});
  CHECK(times("Doors open from 7p.m. to 11:45 a.m.") ==
        std::vector<std::string>{"7p.m. -> 7 p. m.", "11:45 a.m. -> 11:45 a. m."});
}

TEST_CASE("the preposition before a time goes with it: at 8 p.m. is a las 8 p. m.") {
  CHECK(times("The concert starts at 8 p.m. and ends at 1:30 am. At 9 am we leave; chat 9 am.") ==
        std::vector<std::string>{"at 8 p.m. -> a las 8 p. m.", "at 1:30 am -> a la 1:30 a. m.",
                                 "At 9 am -> A las 9 a. m.", "9 am -> 9 a. m."});
  CHECK(times("Empieza a las 8 p. m. y acaba a la 1 a. m.; A las 9 a. m. salimos", "es", "en") ==
        std::vector<std::string>{"a las 8 p. m. -> at 8 p.m.", "a la 1 a. m. -> at 1 a.m.", "A las 9 a. m. -> At 9 a.m."});
}

TEST_CASE("en -> es: no hour beyond 12, no word that starts with am, no longer token") {
  CHECK(times("13:30 pm, 9 amigos, 5 pm2, v2:30 am, 1.5 am, 0 am, 12:75 am, 12:30:45 pm").empty());
  CHECK(times("I am here at 9 am", "en", "de").empty());
}

TEST_CASE("es -> en: a. m. and p. m. become a.m. and p.m.") {
  CHECK(times("Exactamente a las 8:46 a. m., la ciudad; cierra a las 11 p.m.", "es", "en") ==
        std::vector<std::string>{"a las 8:46 a. m. -> at 8:46 a.m.", "a las 11 p.m. -> at 11 p.m."});
  CHECK(times("son las 8 am, 8 a. menos", "es", "en").empty());
}

TEST_CASE("a year's era is written the target's way, the number too") {
  CHECK(times("In 1000 BC and 356 B.C. it rose; by 79 AD it fell; 500 CE; 1000 BCs; AD 79") ==
        std::vector<std::string>{"1000 BC -> 1000 a. C.", "356 B.C. -> 356 a. C.", "79 AD -> 79 d. C.",
                                 "500 CE -> 500 d. C."});
  CHECK(times("Cerca del a\xC3\xB1o 1000 a. C., en 356 a.C. y hacia 10.000 a. C.; en 79 d. C.", "es", "en") ==
        std::vector<std::string>{"1000 a. C. -> 1000 BC", "356 a.C. -> 356 BC", "10.000 a. C. -> 10,000 BC",
                                 "79 d. C. -> 79 AD"});
  CHECK(times("version 2.5 BC, x1000 BC", "en", "es").empty());
}

TEST_CASE("es -> en: a 24-hour time with h loses the h and takes at for a las") {
  CHECK(times("La reunión es a las 14:00 h. El tren sale a las 8.30 h; abre de 9:00 h a 21:30 h.", "es", "en") ==
        std::vector<std::string>{"a las 14:00 h -> at 14:00", "a las 8.30 h -> at 8:30", "9:00 h -> 9:00",
                                 "21:30 h -> 21:30"});
  CHECK(times("A la 1:15 h empieza.", "es", "en") == std::vector<std::string>{"A la 1:15 h -> At 1:15"});
  // No hour beyond 24, no minutes beyond 59, no "h" that starts a word, no English.
  CHECK(times("Son las 25:00 h, 3.70 h, 12:30 hoy, v2:30 h y 1.2.30 h.", "es", "en").empty());
  CHECK(times("at 14:00 h", "en", "es").empty());
}

TEST_CASE("a clock time after its preposition takes the other language's: at 7:45 is a las 7:45") {
  CHECK(times("The train leaves at 7:45; the shop opens at 1:30 and At 19:00 it closes.") ==
        std::vector<std::string>{"at 7:45 -> a las 7:45", "at 1:30 -> a la 1:30", "At 19:00 -> A las 19:00"});
  CHECK(times("Sale a las 7:45 y a la 1:05; A las 0:30 cierra.", "es", "en") ==
        std::vector<std::string>{"a las 7:45 -> at 7:45", "a la 1:05 -> at 1:05", "A las 0:30 -> At 0:30"});
  // No preposition (a score, a verse), no marker after it (those are the rules above), no
  // longer token, no hour beyond 24 or minutes beyond 59.
  CHECK(times("It ended 2:1. John 3:16. at 12:30:45, at 25:00, at 7:75, at v7:45, at 7:45.5").empty());
  CHECK(times("El partido acab\xC3\xB3 2:1; a las 25:00; a las 9:30 a. m. y a las 14:00 h.", "es", "en") ==
        std::vector<std::string>{"a las 9:30 a. m. -> at 9:30 a.m.", "a las 14:00 h -> at 14:00"});
}

TEST_CASE("es -> en: hace and a stretch of time is that stretch ago; desde hace is for it") {
  CHECK(times("Ocurri\xC3\xB3 hace dos horas y hace 5 a\xC3\xB1os; hace un mes, hace una hora, hace unos d\xC3\xAD" "as.", "es", "en") ==
        std::vector<std::string>{"hace dos horas -> two hours ago", "hace 5 a\xC3\xB1os -> 5 years ago",
                                 "hace un mes -> a month ago", "hace una hora -> an hour ago",
                                 "hace unos d\xC3\xAD" "as -> a few days ago"});
  CHECK(times("Hace tres temporadas; vivimos as\xC3\xAD desde hace un a\xC3\xB1o. Desde hace dos d\xC3\xAD" "as llueve.", "es", "en") ==
        std::vector<std::string>{"desde hace un a\xC3\xB1o -> for a year", "Desde hace dos d\xC3\xAD" "as -> For two days",
                                 "Hace tres temporadas -> Three seasons ago"});
  // A number opening the term stays a number ("Hace 10 minutos" had come out "\x11" "0 minutes ago").
  CHECK(times("Hace 10 minutos. Desde hace 2 d\xC3\xAD" "as.", "es", "en") ==
        std::vector<std::string>{"Desde hace 2 d\xC3\xAD" "as -> For 2 days", "Hace 10 minutos -> 10 minutes ago"});
  // Not a stretch of time, a number that disagrees with its unit, another verb's "hace".
  CHECK(times("Lo hace dos veces; hace fr\xC3\xADo; hace un a\xC3\xB1os; hace 1 horas; deshace dos horas.", "es", "en").empty());
  CHECK(times("two hours ago, hace dos horas", "en", "es").empty());
}

TEST_CASE("en -> es: a page's labels of when and how long, as Spanish pages write them") {
  CHECK(times("Updated 3 hours ago \xC2\xB7 5 min read", "en", "es") ==
        std::vector<std::string>{"Updated 3 hours ago -> Actualizado hace 3 horas", "5 min read -> 5 min de lectura"});
  CHECK(times("Posted an hour ago; Edited a week ago; Published 1 year ago; 1 minute read", "en", "es") ==
        std::vector<std::string>{"Posted an hour ago -> Publicado hace una hora", "Published 1 year ago -> Publicado hace 1 a\xC3\xB1o",
                                 "Edited a week ago -> Editado hace una semana", "1 minute read -> 1 minuto de lectura"});
  // A sentence's own verb, a number that disagrees with its unit, "read" of books: the model's.
  CHECK(times("I updated it 3 hours ago. Posted 3 hour ago. He read 5 books. Updated 3 hours agony.", "en", "es").empty());
  CHECK(times("Updated 3 hours ago", "es", "en").empty());
  // A label's number ending the text, where another "ago" brought the rule in (it had thrown).
  CHECK(times("It was long ago. Updated 3", "en", "es").empty());
  CHECK(times("long ago. Posted a", "en", "es").empty());
}
