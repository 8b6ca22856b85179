"""Set phrases that are one adverb, conjunction or preposition of several words, for the glossary
beside models/set_phrases.py (which takes these lines into its PHRASES).

Why: the students translate such a phrase word by word, and often into its opposite or into
nonsense: es->en "en ningún caso" -> "in any case", "desde luego" -> "afterwards", "pese a" ->
"fish", "a costa de" -> "at the coast of", "sin ánimo de lucro" -> "evergreen", "tarde o
temprano" -> "evening or early", "a lo mejor" -> "at the best"; en->es "as though" -> "sin
embargo", "right away" -> "a la derecha", "on the one hand" -> "por una mano", "in the long run"
-> "en la larga ejecución", "on foot" -> "al pie".

Which: the multi-word adverbs, conjunctions and prepositions of Debian's Apertium dictionary
(models/data/lexicon.py) with one translation, ranked by how often Debian's text (the corpus's
side and the monolingual text) has them, and kept where the model alone did not write the
dictionary's translation; then read one by one, the target written for Heed (the dictionary's
"on a long-term basis" or "owing to" is not what prose says). Left out: phrases inside longer
ones they would split ("a favor" in "a favor de", "de moda" in "desfile de moda", "en parte"),
phrases whose English word order differs ("de fondo": "imagen de fondo" is a background
image), the catalogues' senses ("de memoria": a memory card; "en vista de iconos": in icon
view; "parar en juego": pause the game), "con respecto a" (the model's "regarding" lost a word
beside the term), "not at all" (Spanish needs "no" before
the verb), "frente a" (in front of, or against); en->es, read in sentences of our own: "in return
for" ("Ofrecieron trabajo a cambio de." for food in return for work), "wide open" ("era de par
en par"), "under construction" and "just in time" (the model had them, and the term lost its
verb: "es en construcción", "a justo a tiempo"), "no doubt" alone ("Hay sin duda que").
"""
from __future__ import annotations

from models.set_phrases_daily import both_cases

ES_EN = both_cases([(en, es, "es-en") for es, en in (
    ("con éxito", "successfully"),
    ("por eso", "therefore"),
    ("es por eso que", "that is why"),
    ("a causa de", "because of"),
    ("a causa del", "because of the"),
    ("por última vez", "for the last time"),
    ("por último", "finally"),
    ("en mayúsculas", "in upper case"),
    ("si bien", "although"),
    ("por si acaso", "just in case"),
    ("a cambio de", "in exchange for"),
    ("a cambio", "in return"),
    ("de inmediato", "immediately"),
    ("a costa de", "at the expense of"),
    ("a expensas de", "at the expense of"),
    ("con anterioridad", "previously"),
    ("todos los días", "every day"),
    ("por desgracia", "unfortunately"),
    ("en nombre de", "on behalf of"),
    ("en serio", "seriously"),
    ("por suerte", "luckily"),
    ("por fortuna", "fortunately"),
    ("desde luego", "of course"),
    ("por cierto", "by the way"),
    ("al objeto de", "in order to"),
    ("a la fuerza", "by force"),
    ("pese a que", "even though"),
    ("pese a", "despite"),
    ("a favor de", "in favor of"),
    ("de antemano", "in advance"),
    ("a fin de que", "so that"),
    ("a la espera de", "waiting for"),
    ("en línea recta", "in a straight line"),
    ("de la nada", "out of nowhere"),
    ("en medio de la nada", "in the middle of nowhere"),
    ("en especial", "especially"),
    ("poco después de", "shortly after"),
    ("poco después", "shortly afterwards"),
    ("poco antes de", "shortly before"),
    ("poco antes", "shortly before"),
    ("hecho a mano", "handmade"),
    ("hecho a medida", "custom-made"),
    ("de vacaciones", "on vacation"),
    ("hace poco", "recently"),
    ("hasta hace poco", "until recently"),
    ("dentro de poco", "soon"),
    ("sin ánimo de lucro", "non-profit"),
    ("sin fines de lucro", "non-profit"),
    ("de una vez por todas", "once and for all"),
    ("con mucho gusto", "with pleasure"),
    ("antes de tiempo", "ahead of time"),
    ("a lo mejor", "maybe"),
    ("por consiguiente", "therefore"),
    ("por ende", "therefore"),
    ("por un lado", "on the one hand"),
    ("tarde o temprano", "sooner or later"),
    ("por tu cuenta", "on your own"),
    ("por mi cuenta", "on my own"),
    ("por la mitad", "in half"),
    ("justo a tiempo", "just in time"),
    ("todavía más", "even more"),
    ("en buen estado", "in good condition"),
    ("en ningún caso", "under no circumstances"),
    ("casi nunca", "hardly ever"),
    ("de pronto", "suddenly"),
    ("acorde con", "in line with"),
    ("a ciegas", "blindly"),
    ("en venta", "for sale"),
    ("al fin y al cabo", "after all"),
    ("palabra por palabra", "word for word"),
    ("a primera vista", "at first sight"),
    ("por una vez", "for once"),
    ("en ninguna parte", "nowhere"),
    ("cuando menos", "at least"),
    ("a toda velocidad", "at full speed"),
    ("por el bien de", "for the sake of"),
    ("una vez al mes", "once a month"),
    ("una vez a la semana", "once a week"),
    ("una vez al año", "once a year"),
    ("dos veces al año", "twice a year"),
    ("dos veces por semana", "twice a week"),
    ("hasta nuevo aviso", "until further notice"),
    ("con orgullo", "proudly"),
    ("por lo visto", "apparently"),
    ("de broma", "as a joke"),
    ("con calma", "calmly"),
    ("a raíz de", "as a result of"),
    ("a duras penas", "barely"),
    ("pase lo que pase", "whatever happens"),
    ("más que nunca", "more than ever"),
    ("a la perfección", "perfectly"),
    ("a la larga", "in the long run"),
)])
# Opening a sentence only: inside one these have other senses ("cuenta con el tiempo necesario":
# it has the time it needs) or took the place of a subject ("lo que en realidad esté haciendo"
# -> "what actually is doing").
OPENING = [(en, es, "es-en") for es, en in (
    ("En realidad", "Actually"), ("Con el tiempo", "Over time"), ("En todo momento", "At all times"))]
EN_ES = both_cases([(en, es, "en-es") for en, es in (
    ("by the way", "por cierto"),
    ("at last", "por fin"),
    ("in return", "a cambio"),
    ("as a whole", "en su conjunto"),
    ("fell in love with", "se enamoró de"),
    ("in love with", "enamorado de"),
    ("in the meantime", "mientras tanto"),
    ("so long as", "siempre que"),
    ("right away", "enseguida"),
    ("there is no doubt that", "no cabe duda de que"),
    ("at the expense of", "a expensas de"),
    ("on board", "a bordo"),
    ("for the sake of", "por el bien de"),
    ("even so", "aun así"),
    ("as a last resort", "como último recurso"),
    ("on the whole", "en general"),
    ("most importantly", "lo más importante"),
    ("upside down", "al revés"),
    ("for life", "de por vida"),
    ("on foot", "a pie"),
    ("in the long run", "a la larga"),
    ("once and for all", "de una vez por todas"),
    ("sooner or later", "tarde o temprano"),
    ("as far as possible", "en la medida de lo posible"),
    ("on my own", "por mi cuenta"),
    ("on your own", "por tu cuenta"),
    ("in half", "por la mitad"),
    ("by no means", "de ninguna manera"),
    ("every now and then", "de vez en cuando"),
    ("now and then", "de vez en cuando"),
    ("at all costs", "a toda costa"),
    ("in the near future", "en un futuro próximo"),
    ("for the most part", "en su mayor parte"),
    ("one after another", "uno tras otro"),
    ("on the one hand", "por un lado"),
    ("by chance", "por casualidad"),
    ("to some extent", "hasta cierto punto"),
    ("once a week", "una vez a la semana"),
    ("once a month", "una vez al mes"),
    ("once a year", "una vez al año"),
    ("twice a week", "dos veces por semana"),
    ("twice a year", "dos veces al año"),
    ("to this end", "con este fin"),
    ("owing to", "debido a"),
    ("the other way around", "al revés"),
    ("the night before", "la noche anterior"),
    ("over time", "con el tiempo"),
)])

PHRASES = ES_EN + OPENING + EN_ES
