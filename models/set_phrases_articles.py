"""A forecast's, a study's, a market report's, a job advert's and a flat listing's phrases, and
how often ("three times a week"), for the glossary beside models/set_phrases.py (which takes
these lines into its PHRASES, so they reach a model by the same road).

Why: read on 90 sentences of our own each way written like such pages (a review, a school's
notice, the environment and a town's news among them), the students wrote
en->es "mostly sunny" -> "abuelo", "a chance of showers" -> "una oportunidad de los mares",
"Opposition leaders" -> "Los líderes de la optimización", "won the championship" -> "ganará el
campeón", "the blaze" -> "la espada", "Witnesses said" -> "Las tintas dicen", "quiet
neighbourhood" -> "vecindar vecina"; es->en "chubascos" -> "chubastals", "Investigadores" ->
"inserters", "el fármaco" -> "the factory", "duermen" -> "own", "subirá los impuestos" -> "will
upload the taxes", "acuda al médico" -> "it accomplishes medical", "vacunarse" -> "be empty",
"colegios" -> "colleges".

Which: as in set_phrases_web.py, phrases whose words mean the same on any page; a word with
another sense elsewhere only inside its phrase ("the bill" may be a restaurant's, so only "the
bill was passed"; "heating" only as a home's; "showers" only as the weather's). A past verb
whose Spanish agrees with its subject is listed with its subject ("Researchers found that").
Measured and left out en->es: "are more likely to" -> "tienen más probabilidades de" (the model
wrote the verb after it twice and inflected: "tienen tienen más probabilidades de funcionan"),
"has pledged to" (the verb after it was lost); es->en "pretende" -> "aims to" ("aims to
protects"), "que suspendan el examen" -> "who fail the exam" ("Who fail the exam students").
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases
from models.set_phrases_web import COUNTS

# How often: "tres veces a la semana" <-> "three times a week", with digits too ("3 times a week");
# "once a week" and "twice a week" are set_phrases_adverbs.py's.
PER = (("a day", "al día"), ("a week", "a la semana"), ("a month", "al mes"), ("a year", "al año"))
HOW_OFTEN_UNITS = (("times", "veces"), ("days", "días"), ("hours", "horas"))


def how_often() -> List[Tuple[str, str, str]]:
    return [(f"{en_unit} {en_per}", f"{es_unit} {es_per}", "both")
            for en_unit, es_unit in HOW_OFTEN_UNITS for en_per, es_per in PER
            if not (en_unit == "days" and en_per == "a day")]


def minutes_late() -> List[Tuple[str, str, str]]:
    """"llegó con veinte minutos de retraso" -> "arrived twenty minutes late" (was "with twenty
    minutes of delay"); counts dos to veinte, as set_phrases_web.walks()."""
    return [(f"{en} minutes late", f"con {es} minutos de retraso", "es-en") for es, en in COUNTS[:11]]


ES_EN = both_cases([(en, es, "es-en") for es, en in (
    # a forecast
    ("las temperaturas bajarán", "temperatures will drop"),
    ("las temperaturas subirán", "temperatures will rise"),
    ("bajarán las temperaturas", "temperatures will drop"),
    ("con heladas", "with frost"),
    ("fuertes nevadas", "heavy snowfall"),
    ("mayormente soleado", "mostly sunny"),
    ("mayormente nublado", "mostly cloudy"),
    ("soleado", "sunny"),
    ("soleada", "sunny"),
    ("chubascos", "showers"),
    ("probabilidad de lluvia", "chance of rain"),
    ("probabilidad de chubascos", "chance of showers"),
    ("hay probabilidad de", "there is a chance of"),
    ("hay probabilidad de lluvia", "there is a chance of rain"),
    ("hay probabilidad de chubascos", "there is a chance of showers"),
    # a study
    ("el fármaco", "the drug"),
    ("un fármaco", "a drug"),
    ("fármacos", "drugs"),
    ("tienen más probabilidades de", "are more likely to"),
    ("tiene más probabilidades de", "is more likely to"),
    ("tienen menos probabilidades de", "are less likely to"),
    ("tiene menos probabilidades de", "is less likely to"),
    ("enfermar", "get sick"),
    ("duermen", "sleep"),
    ("de lo que se pensaba", "than previously thought"),
    ("de lo que se creía", "than previously believed"),
    ("se propaga", "spreads"),
    ("se propagan", "spread"),
    # a market report and politics
    ("los tipos de interés", "interest rates"),
    ("subió los tipos de interés", "raised interest rates"),
    ("bajó los tipos de interés", "cut interest rates"),
    ("subir los impuestos", "raise taxes"),
    ("subirá los impuestos", "will raise taxes"),
    ("no subirá los impuestos", "will not raise taxes"),
    ("no bajará los impuestos", "will not cut taxes"),
    ("bajar los impuestos", "cut taxes"),
    ("bajará los impuestos", "will cut taxes"),
    ("por segunda vez", "for the second time"),
    ("por tercera vez", "for the third time"),
    ("por cuarta vez", "for the fourth time"),
    ("se mantuvo sin cambios", "remained unchanged"),
    ("registró unas pérdidas de", "reported a loss of"),
    ("registró pérdidas", "reported losses"),
    ("registró unos beneficios de", "reported a profit of"),
    ("el proyecto de ley", "the bill"),
    ("un proyecto de ley", "a bill"),
    ("para hablar de", "to discuss"),
    # travel and health
    ("antes de reservar", "before booking"),
    ("beba mucha agua", "drink plenty of water"),
    ("beber mucha agua", "drink plenty of water"),
    ("evite salir", "avoid going out"),
    ("las horas de más calor", "the hottest hours"),
    ("acuda al médico", "see a doctor"),
    ("acuda a su médico", "see your doctor"),
    ("vacunarse", "get vaccinated"),
    ("deben vacunarse", "should be vaccinated"),
    # sport and news
    ("una racha de derrotas", "a losing streak"),
    ("una racha de victorias", "a winning streak"),
    ("a gran velocidad", "at high speed"),
    ("según los testigos", "according to witnesses"),
    ("sospechosos de atracar un banco", "suspected of robbing a bank"),
    # a job advert and a listing
    ("teletrabajar", "work from home"),
    ("de teletrabajar", "of working from home"),
    ("su currículum", "your CV"),
    ("currículum vitae", "CV"),
    ("horario flexible", "flexible hours"),
    ("un salario competitivo", "a competitive salary"),
    ("con vistas al mar", "with sea views"),
    ("vistas al mar", "sea views"),
    ("una cocina amplia", "a large kitchen"),
    ("un balcón", "a balcony"),
    ("balcón", "balcony"),
    ("un barrio tranquilo", "a quiet neighborhood"),
    ("el barrio", "the neighborhood"),
    ("colegios", "schools"),
    ("colegio electoral", "polling station"),
    ("colegios electorales", "polling stations"),
    # a review, a school's notice, the environment, a town's news (a second list of 40 sentences)
    ("a pleno sol", "in direct sunlight"),
    ("en perfecto estado", "in perfect condition"),
    ("en buen estado", "in good condition"),
    ("en mal estado", "in poor condition"),
    ("nos decepcionó", "disappointed us"),
    ("me decepcionó", "disappointed me"),
    ("a poca distancia a pie del", "within walking distance of the"),
    ("a poca distancia a pie de", "within walking distance of"),
    ("nos alojamos", "we stayed"),
    ("sin duda volveremos", "we will definitely be back"),
    ("aprobar el examen", "pass the exam"),
    ("abierto a todo el mundo", "open to everyone"),
    ("abierta a todo el mundo", "open to everyone"),
    ("la subida del nivel del mar", "rising sea levels"),
    ("sobre el nivel del mar", "above sea level"),
    ("se ha comprometido a", "has pledged to"),
    ("se han comprometido a", "have pledged to"),
    ("se comprometió a", "pledged to"),
    ("reducir a la mitad", "halve"),
    ("las emisiones de carbono", "carbon emissions"),
    ("emisiones de carbono", "carbon emissions"),
    ("emisiones de CO2", "CO2 emissions"),
    ("los residuos plásticos", "plastic waste"),
    ("residuos plásticos", "plastic waste"),
    ("en peligro de extinción", "endangered"),
    ("se desbordó", "overflowed"),
    ("se quedaron sin luz", "were left without power"),
    ("se quedó sin luz", "was left without power"),
    ("los menores de", "children under"),
    ("hasta finales de", "until the end of"),
    ("a finales de", "at the end of"),
    ("por el mal tiempo", "due to bad weather"),
    ("se recomienda reservar con antelación", "booking in advance is recommended"),
    ("reservar con antelación", "book in advance"),
    ("pagar las facturas", "pay the bills"),
    ("pagar sus facturas", "pay their bills"),
    ("los tiempos de espera", "waiting times"),
    ("tiempos de espera", "waiting times"),
    ("lista de espera", "waiting list"),
    ("en urgencias", "in the emergency department"),
    ("se han duplicado", "have doubled"),
    ("se ha duplicado", "has doubled"),
    ("segura y eficaz", "safe and effective"),
    ("seguro y eficaz", "safe and effective"),
    ("eficaz", "effective"),
    ("eficaces", "effective"),
    ("entre los síntomas se encuentran", "symptoms include"),
    ("llegó con retraso", "arrived late"),
    ("la carretera principal", "the main road"),
)])

# Only where they open a sentence: mid-sentence the students already wrote them, and a term there
# unsettled its neighbours ("Los principales investigadores principales" -> "Main researchers mains").
ES_EN_OPENING = [(en, es, "es-en") for es, en in (
    ("Investigadores", "Researchers"), ("Los investigadores", "The researchers"), ("Los viajeros", "Travelers"),
)]

# A verb after its subject: lower case only (capitalised it would open a sentence without one).
ES_EN_MID = [(en, es, "es-en") for es, en in (
    ("batió el récord mundial", "broke the world record"),
    ("batió el récord", "broke the record"),
    ("marcó un gol", "scored a goal"),
    ("marcó dos goles", "scored two goals"),
    ("fue despedido", "was fired"),
    ("fueron despedidos", "were fired"),
    ("circulaba a gran velocidad", "was traveling at high speed"),
)]

EN_ES = both_cases([(en, es, "en-es") for en, es in (
    # a forecast
    ("temperatures will drop", "las temperaturas bajarán"),
    ("temperatures will rise", "las temperaturas subirán"),
    ("mostly sunny", "mayormente soleado"),
    ("mostly cloudy", "mayormente nublado"),
    ("sunny spells", "intervalos soleados"),
    ("a chance of showers", "probabilidad de chubascos"),
    ("a chance of rain", "probabilidad de lluvia"),
    ("scattered showers", "chubascos dispersos"),
    # a study
    ("researchers found that", "los investigadores descubrieron que"),
    ("scientists found that", "los científicos descubrieron que"),
    ("the study found that", "el estudio reveló que"),
    ("the findings", "los resultados"),
    ("than previously thought", "de lo que se pensaba"),
    ("more research is needed", "se necesita más investigación"),
    ("drug trafficking", "narcotráfico"),
    # a market report and politics
    ("raised interest rates", "subió los tipos de interés"),
    ("raise interest rates", "subir los tipos de interés"),
    ("raise taxes", "subir los impuestos"),
    ("would not raise taxes", "no subiría los impuestos"),
    ("will not raise taxes", "no subirá los impuestos"),
    ("cut taxes", "bajar los impuestos"),
    ("reported a loss of", "registró unas pérdidas de"),
    ("reported a profit of", "registró unos beneficios de"),
    ("opposition leaders", "líderes de la oposición"),
    ("the opposition", "la oposición"),
    ("the bill was passed", "el proyecto de ley fue aprobado"),
    ("the bill was approved", "el proyecto de ley fue aprobado"),
    ("passed the bill", "aprobó el proyecto de ley"),
    # travel and health
    ("before booking", "antes de reservar"),
    ("avoid going out", "evite salir"),
    ("along the trail", "a lo largo del sendero"),
    ("hiking trails", "rutas de senderismo"),
    ("drink plenty of water", "beba mucha agua"),
    ("plenty of water", "mucha agua"),
    ("the hottest hours of the day", "las horas de más calor del día"),
    ("should be vaccinated", "deben vacunarse"),
    ("get vaccinated", "vacunarse"),
    # sport and news
    ("won the championship", "ganó el campeonato"),
    ("won the title", "ganó el título"),
    ("won the league", "ganó la liga"),
    ("in the final minute", "en el último minuto"),
    ("scored a goal", "marcó un gol"),
    ("the winning goal", "el gol de la victoria"),
    ("broke the world record", "batió el récord mundial"),
    ("broke the record", "batió el récord"),
    ("the blaze", "el incendio"),
    ("at high speed", "a gran velocidad"),
    # a job advert and a listing
    ("of working from home", "de trabajar desde casa"),
    ("to work from home", "trabajar desde casa"),
    ("a string of defeats", "una racha de derrotas"),
    ("for the second time", "por segunda vez"),
    ("for the third time", "por tercera vez"),
    ("for the fourth time", "por cuarta vez"),
    ("by the end of the month", "antes de fin de mes"),
    ("by the end of the year", "antes de fin de año"),
    ("competitive salary", "salario competitivo"),
    ("flexible working hours", "horario flexible"),
    ("flexible hours", "horario flexible"),
    ("views of the sea", "vistas al mar"),
    ("sea views", "vistas al mar"),
    ("with sea views", "con vistas al mar"),
    ("quiet neighbourhood", "barrio tranquilo"),
    ("quiet neighborhood", "barrio tranquilo"),
    ("the neighbourhood", "el barrio"),
    ("the neighborhood", "el barrio"),
    ("central heating", "calefacción central"),
    ("water and heating", "agua y calefacción"),
    # a review, a school's notice, the environment, a town's news (a second list of 40 sentences)
    ("arrived in perfect condition", "llegó en perfecto estado"),
    ("in perfect condition", "en perfecto estado"),
    ("in good condition", "en buen estado"),
    ("disappointing", "decepcionante"),
    ("within walking distance of the", "a poca distancia a pie del"),
    ("is within walking distance of the", "está a poca distancia a pie del"),
    ("is within walking distance of", "está a poca distancia a pie de"),
    ("open to everyone", "abierto a todo el mundo"),
    ("after the holidays", "después de las vacaciones"),
    ("during the holidays", "durante las vacaciones"),
    ("rising sea levels", "la subida del nivel del mar"),
    ("plastic waste", "residuos plásticos"),
    ("marine life", "vida marina"),
    ("the biggest threats", "las mayores amenazas"),
    ("at risk of extinction", "en peligro de extinción"),
    ("endangered species", "especies en peligro de extinción"),
    ("burst its banks", "se desbordó"),
    ("thousands of homes", "miles de hogares"),
    ("were left without power", "se quedaron sin luz"),
    ("stay indoors", "quedarse en casa"),
    ("due to bad weather", "debido al mal tiempo"),
    ("over the past year", "en el último año"),
    ("over the past few years", "en los últimos años"),
    ("over the past decade", "en la última década"),
    ("over the last year", "en el último año"),
    ("over the last few years", "en los últimos años"),
    ("pay their bills", "pagar sus facturas"),
    ("pay the bills", "pagar las facturas"),
    ("energy bills", "facturas de energía"),
    ("waiting times", "tiempos de espera"),
    ("waiting list", "lista de espera"),
    ("the emergency department", "urgencias"),
    ("the emergency room", "urgencias"),
    ("tiredness", "cansancio"),
    ("by train", "en tren"),
    ("train station", "estación de tren"),
    ("the next train", "el próximo tren"),
    ("the main road", "la carretera principal"),
)])

# Only where they open a sentence, with the article Spanish writes there (mid-sentence "two
# witnesses said" would lose its number to "los testigos").
EN_ES_OPENING = [("Witnesses said they", "Los testigos dijeron que", "en-es"),
                 ("Witnesses said", "Los testigos dijeron", "en-es"),
                 ("Opposition leaders", "Los líderes de la oposición", "en-es"),
                 ("Plastic waste", "Los residuos plásticos", "en-es"),
                 ("Waiting times", "Los tiempos de espera", "en-es"),
                 ("Booking in advance is recommended", "Se recomienda reservar con antelación", "en-es")]


PHRASES = minutes_late() + how_often() + ES_EN + ES_EN_OPENING + ES_EN_MID + EN_ES_OPENING + EN_ES
