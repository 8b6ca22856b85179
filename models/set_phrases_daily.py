"""Set phrases that link and time everyday prose and name a day's things, for the glossary beside models/set_phrases.py
(which takes these lines into its PHRASES, so they reach a model by the same road).

Why: read on sentences of our own (a town's notices, travel advice, a diary), the students
translated prose's multi-word links word by word: es->en "Con frecuencia," -> "Frequency,",
"Salvo que llueva" -> "I'm sorry", "vive en el extranjero" -> "live in the foreigner", "De
repente, empezó a llover." -> "It suddenly, it began to cheer.", "Poco a poco" -> "Like
little", "reservar con antelación" -> "reserve with antelope", "Por primera vez" -> "First",
"Se dio cuenta de que" -> "I gave that"; en->es "From time to time" -> "De tiempo a tiempo",
"More and more" -> "Más y más", "lived abroad" -> "vivido abroad", "This weekend" -> "Esta
semana", "book in advance" -> "libro adelantado", "will be held" -> "se mantendrá", "In early
May" -> "En temprano". Each is a term wherever it is written as here, so a link that opens a
sentence is listed capitalised as well (`both_cases`).

Left out, ambiguous in a sentence the term cannot see: "cerca de" (near, or about before a
number), "a la vez" (at once, or at the same time), "hay que" (its subject), "the match" (a
game, or a search's match in the catalogues), "the race" (a contest, or people's race), "it was
cold" (the weather, or the soup), a verb whose form depends on its subject ("voted against").
"""
from __future__ import annotations

from typing import List, Tuple

MONTHS = [("January", "enero"), ("February", "febrero"), ("March", "marzo"), ("April", "abril"),
          ("May", "mayo"), ("June", "junio"), ("July", "julio"), ("August", "agosto"),
          ("September", "septiembre"), ("October", "octubre"), ("November", "noviembre"),
          ("December", "diciembre")]


def both_cases(rows: List[Tuple[str, str, str]], lower_targets: bool = False) -> List[Tuple[str, str, str]]:
    """Each lower-case line and its capitalised twin, as it opens a sentence. With
    `lower_targets`, the twin's target stays in lower case: the engine capitalises a term that
    opened the source where it opens the output too, and a noun the model moves after its verb
    stays lower-case ("Bed linen and towels are provided." -> "Se proporcionan Ropa de cama")."""
    out = []
    for en, es, way in rows:
        out.append((en, es, way))
        if not lower_targets:
            out.append((en[0].upper() + en[1:], es[0].upper() + es[1:], way))
            continue
        if way in ("both", "en-es"):
            out.append((en[0].upper() + en[1:], es, "en-es"))
        if way in ("both", "es-en"):
            out.append((en, es[0].upper() + es[1:], "es-en"))
    return out


# English, Spanish, the direction(s), as models/set_phrases.py.
LINKS = both_cases([
    ("often", "con frecuencia", "es-en"),
    ("from time to time", "de vez en cuando", "both"),
    ("more and more", "cada vez más", "both"),
    ("unless", "salvo que", "es-en"),
    ("abroad", "en el extranjero", "both"),
    ("from abroad", "del extranjero", "en-es"),
    ("suddenly", "de repente", "es-en"),
    ("little by little", "poco a poco", "both"),
    ("for the first time", "por primera vez", "en-es"),
    ("in advance", "con antelación", "both"),
    ("in advance", "con anticipación", "es-en"),
    ("well in advance", "con mucha antelación", "both"),
    ("well in advance", "con mucha anticipación", "es-en"),
    ("first of all", "en primer lugar", "both"),
    ("starting tomorrow", "a partir de mañana", "both"),
    ("from tomorrow", "a partir de mañana", "en-es"),
    ("in the morning", "por la mañana", "both"),
    ("in the afternoon", "por la tarde", "both"),
    ("at night", "por la noche", "es-en"),
    ("at noon", "al mediodía", "both"),
    ("at noon", "a mediodía", "es-en"),
    ("earlier than planned", "antes de lo previsto", "both"),
    ("later than planned", "más tarde de lo previsto", "both"),
    # Only after a comparative: "a different fingerprint than expected" came out "una huella
    # dactilar de lo esperado diferente" with "than expected" alone.
    *[(f"{en} than expected", f"{es} de lo esperado", "both")
      for en, es in (("better", "mejor"), ("worse", "peor"), ("more", "más"), ("less", "menos"),
                     ("earlier", "antes"), ("later", "más tarde"), ("higher", "más alto"),
                     ("lower", "más bajo"))],
    ("all over the world", "en todo el mundo", "en-es"),
    ("this weekend", "este fin de semana", "both"),
    ("the weekend", "el fin de semana", "both"),
    ("weekend", "fin de semana", "es-en"),
    ("weekends", "fines de semana", "both"),
    ("on weekends", "los fines de semana", "both"),
])
# Verbs whose phrase the students split ("se llevó a cabo" -> "was called", "empezó a llover"
# -> "began to cheer", "realized that" -> "Se contó que"): only forms whose subject the phrase
# itself gives, or a passive's.
VERBS = both_cases([
    ("was carried out", "se llevó a cabo", "en-es"),
    ("were carried out", "se llevaron a cabo", "en-es"),
    ("is carried out", "se lleva a cabo", "en-es"),
    ("will be carried out", "se llevará a cabo", "en-es"),
    ("to carry out", "llevar a cabo", "es-en"),  # after "para" or a modal: set_phrases_verbs.py
    ("will be held", "se celebrará", "en-es"),
    ("it started to rain", "empezó a llover", "both"),
    ("it began to rain", "comenzó a llover", "both"),
    ("it stopped raining", "dejó de llover", "both"),
    ("it is going to rain", "va a llover", "es-en"),
    ("I realized that", "me di cuenta de que", "both"),
    ("she realized that", "se dio cuenta de que", "en-es"),
    ("he realized that", "se dio cuenta de que", "en-es"),
    ("they realized that", "se dieron cuenta de que", "en-es"),
    ("we realized that", "nos dimos cuenta de que", "both"),
    ("I miss you", "te echo de menos", "both"),
    ("I miss", "echo de menos a", "es-en"),
    ("I miss", "echo de menos", "es-en"),
    ("arrived late", "llegó tarde", "both"),
    ("take a break", "tomar un descanso", "both"),
    ("take a picture", "tomar una foto", "en-es"),
    ("took a picture", "tomó una foto", "en-es"),
    ("take pictures", "tomar fotos", "en-es"),
    ("took pictures", "tomó fotos", "en-es"),
    ("it is worth visiting", "vale la pena visitar", "both"),
    ("is worth visiting", "vale la pena visitar", "en-es"),
    ("is worth a visit", "merece una visita", "both"),
    ("it was very cold", "hacía mucho frío", "es-en"),
    ("it was sunny", "hacía sol", "es-en"),
    ("it is sunny", "hace sol", "es-en"),
    ("it was hot", "hacía calor", "es-en"),
    ("it is very hot", "hace mucho calor", "es-en"),
    ("it was cold", "hacía frío", "es-en"),
    ("it is cold", "hace frío", "es-en"),
])
# Things of a day out the students had from software ("the bike" -> "la pulgada", "the
# countryside" -> "el país", "the town hall" -> "el comedor de la ciudad").
THINGS = both_cases([
    ("bike", "bicicleta", "en-es"),
    ("bikes", "bicicletas", "en-es"),
    ("by bike", "en bicicleta", "both"),
    ("the countryside", "el campo", "en-es"),
    ("countryside", "campo", "en-es"),
    ("town hall", "ayuntamiento", "en-es"),
    ("the town hall", "el ayuntamiento", "en-es"),
    ("city hall", "ayuntamiento", "en-es"),
    ("the city hall", "el ayuntamiento", "en-es"),
    ("sunset", "puesta de sol", "both"),
    ("the sunset", "la puesta de sol", "both"),
    ("on holiday", "de vacaciones", "en-es"),
    ("on vacation", "de vacaciones", "en-es"),
])
# "In early May" -> "A principios de mayo"; es->en "a principios de" came out well already.
MONTH_PARTS = both_cases(
    [(f"in {part} {en}", f"{es_part} {es}", "en-es")
     for en, es in MONTHS
     for part, es_part in (("early", "a principios de"), ("late", "a finales de"),
                           ("mid-", "a mediados de"))])
MONTH_PARTS = [(en.replace("mid- ", "mid-"), es, way) for en, es, way in MONTH_PARTS]

# Mid-sentence only: opening a sentence, Spanish leaves out the subject English needs.
MID = [("realized that", "se dio cuenta de que", "es-en"), ("keeps rising", "sigue subiendo", "es-en"),
       ("keep rising", "siguen subiendo", "es-en"), ("was arrested", "fue detenido", "es-en"),
       ("was arrested", "fue detenida", "es-en"), ("were arrested", "fueron detenidos", "es-en"),
       ("has been arrested", "ha sido detenido", "es-en"), ("shook", "sacudió", "es-en"),
       ("met", "se conocieron", "es-en")]
# Opening a sentence only: mid-sentence Spanish puts these where English does not ("incorporaron
# la caballería por primera vez" -> "incorporated the for the first time cavalry"), and "se
# llevaron a cabo" mostly comes before its subject ("were carried out world-level protests").
OPENING = [("For the first time", "Por primera vez", "es-en"),
           ("How much is", "¿Cuánto cuesta", "es-en")]

# A day's news, a match, a kitchen, a doctor's and a family's words ("Los bomberos" -> "Bombers",
# "Los aficionados" -> "The affixed", "El paro bajó" -> "The pair was left", "Mi abuela" -> "My
# abuilts", "el paraguas" -> "the stops", "Se me olvidó" -> "We forgot"; en->es "An earthquake
# struck" -> "Un territorio hirió", "no casualties" -> "casualidad", "a pinch of salt" -> "un
# pincho de sal", "the suspects" -> "las sospechas", "on the train" -> "en el entrenamiento").
DAILY = both_cases([
    ("the fans", "los aficionados", "es-en"),
    ("fans", "aficionados", "es-en"),
    ("proud of", "orgulloso de", "both"),
    ("proud of", "orgullosa de", "es-en"),
    ("proud of", "orgullosos de", "es-en"),
    ("the final", "la final", "es-en"),
    ("the team won", "el equipo ganó", "es-en"),
    ("the team lost", "el equipo perdió", "es-en"),
    ("the visiting team", "el equipo visitante", "both"),
    ("a pinch of", "una pizca de", "es-en"),
    ("a pinch of salt", "una pizca de sal", "en-es"),
    ("a drizzle of", "un chorrito de", "both"),
    ("into small pieces", "en trozos pequeños", "both"),
    ("stay at home", "quédate en casa", "both"),
    ("stay at home", "quedarse en casa", "es-en"),
    ("a fever", "fiebre", "en-es"),
    ("you have a fever", "tienes fiebre", "es-en"),
    ("the doctor", "el médico", "es-en"),
    ("health centres", "centros de salud", "en-es"),
    ("health centers", "centros de salud", "en-es"),
    ("health centre", "centro de salud", "en-es"),
    ("health center", "centro de salud", "en-es"),
    ("house prices", "los precios de la vivienda", "both"),
    ("unemployment", "el paro", "es-en"),
    ("the unemployment rate", "la tasa de paro", "es-en"),
    ("unemployed", "en paro", "es-en"),
    ("police arrested", "la policía detuvo a", "both"),
    ("the suspects", "los sospechosos", "both"),
    ("the suspect", "el sospechoso", "both"),
    ("a suspect", "un sospechoso", "both"),
    ("firefighters", "bomberos", "es-en"),
    ("the firefighters", "los bomberos", "es-en"),
    ("put out the fire", "apagar el fuego", "es-en"),
    ("to put out the fire", "en apagar el fuego", "es-en"),
    ("put out the fire", "apagar el incendio", "es-en"),
    ("casualties", "víctimas", "en-es"),
    ("there were no casualties", "no hubo víctimas", "es-en"),
    ("without power", "sin electricidad", "en-es"),
    ("on strike", "en huelga", "both"),
    ("general strike", "huelga general", "both"),
    ("viewpoint", "mirador", "es-en"),
    ("the viewpoint", "el mirador", "es-en"),
    ("viewpoints", "miradores", "es-en"),
    ("beautiful views", "vistas preciosas", "es-en"),
    ("beautiful views", "unas vistas preciosas", "es-en"),
    ("rent a car", "alquilar un coche", "both"),
    ("car rental", "alquiler de coches", "both"),
    ("we stayed in", "nos alojamos en", "es-en"),
    ("by the sea", "junto al mar", "both"),
    ("on the train", "en el tren", "en-es"),
    ("to school", "al colegio", "es-en"),
    ("at school", "en el colegio", "es-en"),
    ("school", "el colegio", "es-en"),
    ("I forgot", "se me olvidó", "es-en"),
    ("umbrella", "paraguas", "es-en"),
])
# A day's news ("Miles de trabajadores" -> "My workers", "dimitió" -> "divided", "La sequía" ->
# "The skill", "Los sindicatos" -> "Syndicates", "fue condenado a" -> "was condemned to"; en->es
# "the minimum wage" -> "el mínimo", "The drought" -> "El seco", "a bestseller" -> "un mejor
# hecho", "The unions" -> "Las uniones", "was sentenced to" -> "fue sentido a").
NEWS = both_cases([
    ("minimum wage", "salario mínimo", "both"),
    ("the minimum wage", "el salario mínimo", "both"),
    ("strongly criticized", "criticó duramente", "both"),
    ("strongly criticised", "criticó duramente", "en-es"),
    ("general elections", "elecciones generales", "both"),
    ("the general election", "las elecciones generales", "en-es"),
    ("the general elections", "las elecciones generales", "both"),
    ("interest rates", "tipos de interés", "both"),
    ("interest rate", "tipo de interés", "both"),
    ("thousands of", "miles de", "es-en"),
    ("billions", "miles de millones", "es-en"),
    ("billions of", "miles de millones de", "es-en"),
    ("hundreds of", "cientos de", "es-en"),
    ("took to the streets", "salieron a la calle", "both"),
    ("the unions", "los sindicatos", "es-en"),
    ("unions", "sindicatos", "es-en"),
    ("trade unions", "sindicatos", "en-es"),
    ("called a general strike", "convocaron una huelga general", "both"),
    ("called a strike", "convocaron una huelga", "both"),
    ("resigned", "dimitió", "es-en"),  # en->es: "ambos dimitió" for both resigned
    ("has resigned", "ha dimitido", "both"),
    # en->es "the arrest of the businessman" came out "la detención de el empresario" (two terms).
    ("the arrest of", "la detención de", "es-en"),
    ("the arrest of the", "la detención del", "es-en"),
    ("businessman", "empresario", "both"),
    ("businessmen", "empresarios", "both"),
    ("businesswoman", "empresaria", "both"),
    ("was sentenced to", "fue condenado a", "both"),
    ("was sentenced to", "fue condenada a", "es-en"),
    ("were sentenced to", "fueron condenados a", "both"),
    ("years in prison", "años de prisión", "both"),
    ("the defendant", "el acusado", "both"),
    ("drought", "sequía", "both"),
    ("droughts", "sequías", "both"),
    ("much of the country", "gran parte del país", "both"),
    ("much of the", "gran parte del", "es-en"),
    ("much of", "gran parte de", "es-en"),
    ("much of the", "gran parte de los", "es-en"),
    ("much of the", "gran parte de las", "es-en"),
    ("the neighborhood", "el barrio", "es-en"),
    ("neighborhoods", "barrios", "es-en"),
    ("at home", "en casa", "es-en"),
    ("tennis player", "tenista", "both"),
    ("tennis players", "tenistas", "both"),
    ("the premiere", "el estreno", "both"),
    ("premiere", "estreno", "en-es"),
    ("box office records", "récords de taquilla", "both"),
    ("broke the record", "batió el récord", "both"),
    ("exhibition", "exposición", "en-es"),
    ("exhibitions", "exposiciones", "en-es"),
    ("a bestseller", "un éxito de ventas", "both"),
    ("bestseller", "éxito de ventas", "en-es"),
    ("best-seller", "éxito de ventas", "en-es"),
    ("scientific journal", "revista científica", "both"),
    ("scientific journals", "revistas científicas", "both"),
    ("youth unemployment", "el paro juvenil", "es-en"),
    ("youth unemployment", "desempleo juvenil", "both"),
    ("young people", "los jóvenes", "es-en"),
    ("many young people", "muchos jóvenes", "es-en"),
    ("buy a home", "comprar una vivienda", "both"),
    ("next Monday", "el lunes que viene", "es-en"),
    ("next week", "la semana que viene", "es-en"),
    ("next month", "el mes que viene", "es-en"),
    ("next year", "el año que viene", "es-en"),
    ("will travel to", "viajará a", "both"),
])
# A travel guide's advice ("ropa de abrigo" -> "cooking clothes", "El agua del grifo" -> "Glyph
# water", "El sendero" -> "The sender", "diez euros" -> "ten Europeans", "se agradece" -> "is
# graceful", "la plaza mayor" -> "the largest square", "socorristas" -> "fan flags").
TRAVEL = both_cases([
    ("warm clothes", "ropa de abrigo", "both"),
    ("euros", "euros", "es-en"),
    ("it is advisable to", "conviene", "es-en"),
    ("old town", "casco histórico", "es-en"),
    ("the old town", "el casco histórico", "es-en"),
    ("tap water", "agua del grifo", "both"),
    ("drinking water", "agua potable", "both"),
    ("is appreciated", "se agradece", "es-en"),
    ("shops", "comercios", "es-en"),
    ("trail", "sendero", "es-en"),
    ("trails", "senderos", "es-en"),
    ("the trail", "el sendero", "es-en"),
    ("well signposted", "bien señalizado", "es-en"),
    ("travel insurance", "seguro de viaje", "both"),
    ("the main square", "la plaza mayor", "both"),
    ("main square", "plaza mayor", "both"),
    ("Blue Flag", "bandera azul", "es-en"),
    ("lifeguards", "socorristas", "both"),
])
# A product's, a flat's and a notice's English ("Prices include VAT" -> "Los privilegios", "Bed
# linen and towels" -> "una línea y las torres", "The lift" -> "El levantamiento", "two bedrooms"
# -> "dos camas", "until stocks last" -> "hasta que las acciones finales", "Heavy snow" -> "una
# nieve pesada", "until Monday" -> "hasta lunes").
NOTICES = both_cases([
    ("in a cool, dry place", "en un lugar fresco y seco", "en-es"),
    ("in a cool dry place", "en un lugar fresco y seco", "en-es"),
    ("the recommended dose", "la dosis recomendada", "both"),
    ("consult your doctor", "consulte a su médico", "en-es"),
    ("free delivery", "entrega gratuita", "both"),
    # Alone the term moved away from "válida": "La oferta es hasta agotar existencias válida."
    ("valid while stocks last", "válida hasta agotar existencias", "en-es"),
    ("valid until stocks last", "válida hasta agotar existencias", "en-es"),
    ("smoking is not allowed", "no está permitido fumar", "en-es"),
    ("the lift", "el ascensor", "en-es"),
    ("bedroom", "dormitorio", "en-es"),
    ("bedrooms", "dormitorios", "en-es"),
    ("bed linen", "ropa de cama", "both"),
    ("towels", "toallas", "both"),
    ("children under", "niños menores de", "en-es"),
    ("heavy snow", "fuertes nevadas", "en-es"),
    ("expect delays", "se esperan retrasos", "en-es"),
    ("the show", "el espectáculo", "en-es"),
    *[(f"until {en}", f"hasta el {es}", "en-es") for en, es in (
        ("Monday", "lunes"), ("Tuesday", "martes"), ("Wednesday", "miércoles"), ("Thursday", "jueves"),
        ("Friday", "viernes"), ("Saturday", "sábado"), ("Sunday", "domingo"))],
], lower_targets=True)
NOTICES_OPENING = [("Prices", "Los precios", "en-es"), ("Turn off your phone", "Apaga tu teléfono", "en-es")]

# Subjects that only open an English sentence capitalised: "rents" is also a verb.
NEWS_OPENING = [("Rents", "Los alquileres", "both"), ("The unions", "Los sindicatos", "en-es")]

# Cooking's imperatives, capitalised as a recipe's step opens (no software label says these).
RECIPES = [("Boil", "Hierve", "en-es"), ("Chop", "Pica", "en-es"), ("Stir", "Remueve", "en-es"),
           ("Bake", "Hornea", "en-es"), ("Whisk", "Bate", "en-es"), ("Peel", "Pela", "en-es"),
           ("Simmer", "Cuece a fuego lento", "en-es")]
FAMILY = both_cases([(en, es, "both") for en, es in (
    ("grandmother", "abuela"), ("grandfather", "abuelo"), ("grandparents", "abuelos"),
    ("great-grandchildren", "bisnietos"), ("great grandchildren", "bisnietos"),
    ("grandson", "nieto"), ("granddaughter", "nieta"), ("grandchildren", "nietos"),
    ("aunt", "tía"), ("nephew", "sobrino"), ("niece", "sobrina"), ("nephews", "sobrinos"),
    ("mother-in-law", "suegra"), ("father-in-law", "suegro"), ("stepfather", "padrastro"),
    ("stepmother", "madrastra"))])

# A hotel's page and its reviews, from 15 Spanish sentences of our own ("a pocos minutos de la
# playa" -> "a few minutes of the beach", "Se admiten mascotas" -> "Supported pets", "niños
# menores de dos años" -> "Boys minor boys of two years", "La ubicación es inmejorable" -> "…is
# immejorable", "vistas al mar" -> "views to the sea"). Left out: "en autobús" and the like, as
# models/set_phrases.py found ("los viajes en avión" -> "by plane travels"), "sin dudarlo" ("Lo recomiendo sin dudarlo."
# -> "Recommending without hesitation.", the object lost).
REVIEWS = both_cases([(en, es, "es-en") for es, en in (
    ("a pocos minutos de", "a few minutes from"),
    ("a pocos metros de", "a few metres from"),
    ("cocina equipada", "equipped kitchen"),
    ("cocina totalmente equipada", "fully equipped kitchen"),
    ("vistas al mar", "sea views"),
    ("con vistas al mar", "with sea views"),
    ("vistas a la montaña", "mountain views"),
    ("inmejorable", "unbeatable"),
    ("inmejorables", "unbeatable"),
    ("se admiten mascotas", "pets are allowed"),
    ("no se admiten mascotas", "pets are not allowed"),
    ("no se permite fumar", "smoking is not allowed"),
    ("niños menores de", "children under"),
    ("menores de edad", "minors"),
    ("se alojan gratis", "stay free"),
)], lower_targets=True) + [(en, es, "es-en") for es, en in (
    # Lower case only: opening a sentence the term took the place of its subject ("Sin duda, es el
    # mejor restaurante" -> "Without a doubt, is the best restaurant").
    ("sin duda", "without a doubt"),
    ("sin lugar a dudas", "without a doubt"),
)]
# The same page in English, 15 sentences of our own ("is a few minutes from" -> "es unos minutos
# de", "sea views" -> "vistas mar", "The location is unbeatable" -> "no es posible", "Pets are
# allowed" -> "Mascotas están permitidos", "airport transfers" -> "transferencias aeropuertos").
REVIEWS_EN = both_cases([(en, es, "en-es") for en, es in (
    ("is a few minutes from", "está a pocos minutos de"),
    ("a few minutes from", "a pocos minutos de"),
    ("how to get there", "cómo llegar"),
    ("get there", "llegar"),
    ("to get there", "para llegar"),  # "two hours to get there by car": "a llegar" without it
    ("sea views", "vistas al mar"),
    ("with sea views", "con vistas al mar"),
    ("mountain views", "vistas a la montaña"),
    ("the room has", "la habitación tiene"),
    ("double room", "habitación doble"),
    ("single room", "habitación individual"),
    ("hotel room", "habitación de hotel"),
    ("the staff were", "el personal fue"),
    ("friendly and helpful", "amable y servicial"),
    ("I highly recommend it", "lo recomiendo muchísimo"),
    ("unbeatable", "inmejorable"),
    ("pets are allowed", "se admiten mascotas"),
    ("pets are not allowed", "no se admiten mascotas"),
    ("no pets allowed", "no se admiten mascotas"),
    ("children under", "niños menores de"),
    ("stay free", "se alojan gratis"),
    ("airport transfers", "traslados al aeropuerto"),
    ("airport transfer", "traslado al aeropuerto"),
    ("free parking", "aparcamiento gratuito"),
)], lower_targets=True)
# More of a day's news, from 15 Spanish sentences of our own ("no hubo heridos" -> "I hadn't
# wounded", "inauguró el nuevo puente" -> "flipped the new bridge", "se declaró inocente" -> "was
# declared innocent", "una subida de impuestos" -> "a tax upload", "El equipo local" -> "The
# local computer", "el martes por la noche" -> "on Tuesday at night"). Left out: "inauguró" alone
# ("El alcalde inauguró el nuevo puente" -> "The opened mayor on Friday bridge"), "según fuentes"
# alone ("according to sources officials": an adjective after the term), "el equipo local" (the
# catalogues' "local computer": "the output is in the home team" in the test split).
PARTS_OF_DAY = (("por la mañana", "morning"), ("por la tarde", "afternoon"), ("por la noche", "night"))
WEEKDAYS = (("lunes", "Monday"), ("martes", "Tuesday"), ("miércoles", "Wednesday"), ("jueves", "Thursday"),
            ("viernes", "Friday"), ("sábado", "Saturday"), ("domingo", "Sunday"))
# (Spanish, English) of a weekday's part, "el martes por la noche", "on Tuesday night"; English's
# "evening" is a night too.
DAY_PARTS = [(f"el {day} {part}", f"on {english} {part_en}") for day, english in WEEKDAYS
             for part, part_en in PARTS_OF_DAY + (("por la noche", "evening"),)]
NEWS_MORE = both_cases([(en, es, "es-en") for es, en in (
    ("no hubo heridos", "there were no injuries"),
    ("no hubo víctimas", "there were no casualties"),
    ("se declaró inocente", "pleaded not guilty"),
    ("se declaró culpable", "pleaded guilty"),
    ("se declararon inocentes", "pleaded not guilty"),
    ("se declararon culpables", "pleaded guilty"),
    ("subida de impuestos", "tax increase"),
    ("subida de precios", "price increase"),
    ("la selección española", "the Spanish national team"),
    ("según fuentes oficiales", "according to official sources"),
    ("según fuentes policiales", "according to police sources"),
    ("se impuso por", "won by"),
) + tuple(pair for pair in DAY_PARTS if not pair[1].endswith("evening"))])
# The same news in English, 15 sentences of our own ("on Tuesday night" -> "el martes noche",
# "were killed in" -> "fueron asesinadas en", "The fire broke out" -> "El fuego estropeaba", "pleaded
# not guilty" -> "plegado no guiara", "The match ended in a draw" -> "La coincidencia terminó").
# "pleaded guilty" is written for one defendant, as the news mostly has it.
NEWS_MORE_EN = both_cases([(en, es, "en-es") for en, es in (
    ("were killed in", "murieron en"),
    ("was killed in", "murió en"),
    ("the fire broke out", "el incendio se declaró"),
    ("a fire broke out", "se declaró un incendio"),
    ("pleaded not guilty", "se declaró inocente"),
    ("pleaded guilty", "se declaró culpable"),
    ("the match ended in a draw", "el partido terminó en empate"),
) + tuple((en, es) for es, en in DAY_PARTS)])
PHRASES = LINKS + VERBS + THINGS + MONTH_PARTS + MID + OPENING + DAILY + NEWS + TRAVEL + NOTICES + NOTICES_OPENING + NEWS_OPENING + RECIPES + FAMILY + REVIEWS + REVIEWS_EN + NEWS_MORE + NEWS_MORE_EN
