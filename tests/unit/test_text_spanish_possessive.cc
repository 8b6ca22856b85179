// Whether a Spanish sentence's "su" cannot be the reader's (engine/src/text/spanish_possessive.h).
#include <catch2/catch.hpp>

#include "text/spanish_possessive.h"

using heed::text::su_is_not_the_readers;

TEST_CASE("su is not the reader's in a third-person past") {
  CHECK(su_is_not_the_readers("Tras su derrota, el entrenador dimiti\xC3\xB3."));
  CHECK(su_is_not_the_readers("Los jugadores celebraron su victoria."));
  CHECK(su_is_not_the_readers("Los vecinos eligieron a sus representantes."));
  CHECK(su_is_not_the_readers("En su juventud, trabajaba en una f\xC3\xA1" "brica."));
  CHECK(su_is_not_the_readers("Su padre fue m\xC3\xA9" "dico."));
  CHECK(su_is_not_the_readers("SUS CANCIONES SE ESCUCHARON EN TODO EL MUNDO."));  // any case
}

TEST_CASE("su is not the reader's where the sentence addresses the reader as t\xC3\xBA") {
  CHECK(su_is_not_the_readers("Cuando llegues, dale las llaves a tu hermano y a su novia."));
  CHECK(su_is_not_the_readers("Compartir\xC3\xA1n su informaci\xC3\xB3n contigo."));
}

TEST_CASE("su may be the reader's: no sign either way, or usted") {
  CHECK_FALSE(su_is_not_the_readers("Introduzca su contrase\xC3\xB1" "a para continuar."));
  CHECK_FALSE(su_is_not_the_readers("Gracias por su compra."));
  CHECK_FALSE(su_is_not_the_readers("La empresa tiene como objetivo diversificar sus fuentes."));
  // A past, but "usted" is named: the reader's.
  CHECK_FALSE(su_is_not_the_readers("Si usted compr\xC3\xB3 su billete en l\xC3\xAD" "nea, imprima la reserva."));
  // No "su" at all.
  CHECK_FALSE(su_is_not_the_readers("El alcalde dimiti\xC3\xB3 ayer."));
  // Words that only end like a past: "traba", "ó" alone; the noun "vino".
  CHECK_FALSE(su_is_not_the_readers("Sirva su vino con queso \xC3\xB3 pan."));
  CHECK_FALSE(su_is_not_the_readers(""));
}
