"""A recipe's, a shop's, a leaflet's, a match report's and a listing's phrases, and the clock and
durations, for the glossary beside models/set_phrases.py (which takes these lines into its
PHRASES, so they reach a model by the same road).

Why: read on sentences of our own written like web pages (a recipe, an order's e-mail, a
medicine's leaflet, a hotel listing, a match report, local news), the students wrote es->en
"Hornea durante veinte minutos" -> "Hornea during twenty minutes", "a las ocho" -> "to the
eight", "Corta las cebollas" -> "Cuts the onions", "Consulte a su médico" -> "See your medical",
"se fugó de la cárcel" -> "fuged from the prison", "servicio de atención al cliente" ->
"customer service service", "Tome un comprimido" -> "Take a compressed"; en->es "at eight
o'clock" -> "a ocho o'clock", "until further notice" -> "hasta que más noticia", "Cut the
onions" -> "Cortar las entidades", "He scored two goals" -> "Se puntuó dos objetivos", "Side
effects" -> "Los efectos laterales", "half past seven" -> "medio pasado siete".

Which: phrases whose words mean the same on any page; a word with another sense in the
catalogues the models were trained on is listed only inside its phrase ("entradas" are a
program's entries, so only "comprar entradas"; "pedido" only with its possessive or "todos los
pedidos"). The clock and durations are written out for the numbers prose spells in words; a
number in digits is the engine's (text/numbers.h). Imperatives open a recipe's sentence, so they
are listed capitalised only.
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases

# Numbers as prose spells them, Spanish and English.
HOURS = (("una", "one"), ("dos", "two"), ("tres", "three"), ("cuatro", "four"), ("cinco", "five"),
         ("seis", "six"), ("siete", "seven"), ("ocho", "eight"), ("nueve", "nine"), ("diez", "ten"),
         ("once", "eleven"), ("doce", "twelve"))
COUNTS = HOURS[1:10] + (("quince", "fifteen"), ("veinte", "twenty"), ("treinta", "thirty"),
                        ("cuarenta", "forty"), ("varios", "several"), ("muchos", "many"))
UNITS = (("minutos", "minutes"), ("horas", "hours"), ("días", "days"), ("semanas", "weeks"),
         ("meses", "months"), ("años", "years"))
FEMININE_UNITS = {"horas", "semanas"}
DAY_PARTS = (("de la mañana", "in the morning"), ("de la tarde", "in the afternoon"), ("de la noche", "at night"))
TIMETABLE = (("sale", "leaves"), ("llega", "arrives"), ("abre", "opens"), ("cierra", "closes"),
             ("empieza", "starts"), ("comienza", "begins"), ("termina", "ends"))


def clock() -> List[Tuple[str, str, str]]:
    """"a las ocho y media" <-> "at half past eight", "en punto" <-> "o'clock"; es->en "a las ocho"
    alone only after a verb of the timetable or before "de la mañana" (a bare "a las dos" may be
    "to the two women")."""
    rows = []
    for es, en in HOURS:
        at_es = "a la una" if es == "una" else f"a las {es}"
        rows += [(f"at {en} o'clock", at_es, "en-es"), (f"at half past {en}", f"{at_es} y media", "both"),
                 (f"at quarter past {en}", f"{at_es} y cuarto", "both"), (f"at {en} o'clock", f"{at_es} en punto", "es-en"),
                 (f"half past {en}", f"{at_es[2:]} y media", "en-es")]
        rows += [(f"at {en} {part_en}", f"{at_es} {part_es}", "es-en") for part_es, part_en in DAY_PARTS]
        for verb_es, verb_en in TIMETABLE:
            rows += [(f"{verb_en} at {en}", f"{verb_es} {at_es}", "es-en"),
                     (f"{verb_en} at half past {en}", f"{verb_es} {at_es} y media", "both"),
                     (f"{verb_en} at {en} o'clock", f"{verb_es} {at_es}", "en-es")]
    return rows


def durations() -> List[Tuple[str, str, str]]:
    """"durante veinte minutos" -> "for twenty minutes" (the students wrote "during")."""
    rows = []
    for es_unit, en_unit in UNITS:
        rows.append((f"for {en_unit}", f"durante {es_unit}", "es-en"))
        for es, en in COUNTS:
            if es_unit in FEMININE_UNITS:
                es = {"varios": "varias", "muchos": "muchas"}.get(es, es)
            rows.append((f"for {en} {en_unit}", f"durante {es} {es_unit}", "es-en"))
    return rows


def walks() -> List[Tuple[str, str, str]]:
    """"a diez minutos a pie del hotel" <-> "a ten-minute walk from the hotel". en->es without
    "from (the)": a term ending in "del" made the model write the place before it ("The hotel is
    a five-minute walk from the beach" -> "La playa hotel está a cinco minutos a pie del"); left
    to the model, "from the beach" is "de la playa" (twenty-second session)."""
    rows = []
    for es, en in COUNTS[:11]:  # dos to veinte
        rows += [(f"a {en}-minute walk from the", f"a {es} minutos a pie del", "es-en"),
                 (f"a {en}-minute walk from", f"a {es} minutos a pie de", "es-en"),
                 (f"a {en}-minute walk", f"a {es} minutos a pie", "en-es"),
                 (f"is a {en}-minute walk", f"está a {es} minutos a pie", "en-es")]
    for n in range(2, 31):  # in digits, which the ages' rule made "un caminar de 10 minutos"
        rows += [(f"a {n}-minute walk", f"a {n} minutos a pie", "en-es"),
                 (f"is a {n}-minute walk", f"está a {n} minutos a pie", "en-es")]
    return rows


# en->es: a singular subject the news names and its verb in the past, where English's past has
# one form for every person and the students wrote a participle ("El gobierno anunciado nuevas
# medidas", "La empresa lanzada su nuevo smartphone"); "the police" takes Spanish's singular.
SUBJECTS = (("the government", "el gobierno"), ("the company", "la empresa"), ("the minister", "el ministro"),
            ("the president", "el presidente"), ("the mayor", "el alcalde"), ("the police", "la policía"),
            ("the court", "el tribunal"), ("the city council", "el ayuntamiento"), ("the club", "el club"))
PAST_VERBS = (("announced", "anunció"), ("said", "dijo"), ("launched", "lanzó"), ("confirmed", "confirmó"),
              ("decided", "decidió"), ("approved", "aprobó"), ("warned", "advirtió"), ("denied", "negó"),
              ("promised", "prometió"))


def news_subjects() -> List[Tuple[str, str, str]]:
    rows = [(f"{en} {verb_en}", f"{es} {verb_es}", "en-es") for en, es in SUBJECTS for verb_en, verb_es in PAST_VERBS]
    rows += [(f"{en} resigned", f"{es} dimitió", "en-es") for en, es in SUBJECTS[2:5]]
    # English leaves out "that" after "said", Spanish does not ("La policía dijo habían
    # arrestado"): with the pronoun that opens the reported clause, longer than the above.
    rows += [(f"{en} said {pronoun}", f"{es} dijo que", "en-es") for en, es in SUBJECTS for pronoun in ("they", "he", "she", "it")]
    return both_cases(rows)


# Imperatives that open a recipe's step (es->en; the students took them for third persons).
RECIPE_STEPS = [(en, es, "es-en") for es, en in (
    ("Precalienta", "Preheat"), ("Añade", "Add"), ("Agrega", "Add"), ("Corta", "Cut"),
    ("Hornea", "Bake"), ("Remueve", "Stir"), ("Mezcla", "Mix"), ("Engrasa", "Grease"),
    ("Pela", "Peel"), ("Vierte", "Pour"), ("Bate", "Beat"), ("Calienta", "Heat"),
    ("Salpimienta", "Season with salt and pepper"), ("Deja enfriar", "Leave to cool"),
    ("Sirve", "Serve"), ("Hierve", "Boil"), ("Escurre", "Drain"), ("Ralla", "Grate"),
)]

ES_EN = both_cases([(en, es, "es-en") for es, en in (
    ("y remueve", "and stir"),
    ("hasta que esté dorado", "until golden"),
    ("engrasa un molde", "grease a baking tin"),
    ("las cebollas", "the onions"),
    ("servicio de atención al cliente", "customer service"),
    ("por culpa de la", "because of the"),
    ("por culpa del", "because of the"),
    ("por culpa de", "because of"),
    ("Los menores de", "Children under"),
    ("acompañados de un adulto", "accompanied by an adult"),
    ("contaminación del aire", "air pollution"),
    ("contaminación atmosférica", "air pollution"),
    ("Me gustaría reservar", "I would like to book"),
    ("desayuno gratuito", "free breakfast"),
    ("como sospechoso de", "on suspicion of"),
    ("pagar el alquiler", "pay the rent"),
    ("apaguen sus teléfonos móviles", "turn off your mobile phones"),
    ("durante la función", "during the performance"),
    ("nuevo disco", "new album"),
    ("primer disco", "first album"),
    ("segundo disco", "second album"),
    ("tercer disco", "third album"),
    ("último disco", "latest album"),
    ("La mayor parte de los daños", "Most of the damage"),
    ("Tu pedido", "Your order"),
    ("Su pedido", "Your order"),
    ("todos los pedidos", "all orders"),
    ("después de las comidas", "after meals"),
    ("antes de las comidas", "before meals"),
    ("Tome un comprimido", "Take one tablet"),
    ("Los efectos secundarios", "Side effects"),
    ("efectos secundarios", "side effects"),
    ("Consulte a su médico", "Consult your doctor"),
    ("consulte a su médico", "consult your doctor"),
    ("Consulta a tu médico", "See your doctor"),
    ("Los médicos recomiendan", "Doctors recommend"),
    ("Las entradas se pueden comprar", "Tickets can be bought"),
    ("comprar entradas", "buy tickets"),
    ("Nos quedamos", "We stayed"),
    ("su nivel más bajo", "its lowest level"),
    ("su nivel más alto", "its highest level"),
    ("decenas de viviendas", "dozens of homes"),
    ("cientos de viviendas", "hundreds of homes"),
    ("Los precios han subido", "Prices have risen"),
    ("Los precios han subido mucho", "Prices have risen sharply"),
    ("te enviaremos", "we will send you"),
    ("le enviaremos", "we will send you"),
    ("Se recomienda a los visitantes", "Visitors are advised to"),
    ("llegar temprano", "arrive early"),
    ("No está permitido fumar", "Smoking is not allowed"),
    ("Está prohibido fumar", "Smoking is prohibited"),
    ("en ninguna parte del edificio", "anywhere in the building"),
    ("El entrenador", "The coach"),
    ("la semana que viene", "next week"),
    ("el mes que viene", "next month"),
    ("el fin de semana que viene", "next weekend"),
    ("bajo cero", "below zero"),
    ("El piso tiene", "The apartment has"),
    ("amplio balcón", "large balcony"),
    ("amplia terraza", "large terrace"),
    ("Buscamos", "We are looking for"),
    ("con experiencia", "with experience"),
    ("sueldo", "salary"),
    ("a sueldo", "hired"),
    ("sueldos", "salaries"),
    ("El sueldo", "The salary"),
    ("La empresa lanzó", "The company launched"),
    ("teléfono inteligente", "smartphone"),
    ("teléfonos inteligentes", "smartphones"),
    ("hacer el examen", "take the exam"),
    ("heridas graves", "serious injuries"),
    ("heridas leves", "minor injuries"),
    ("El partido se aplazó", "The match was postponed"),
    ("hasta altas horas de la noche", "until late at night"),
    ("en libertad bajo fianza", "on bail"),
    ("bajo fianza", "on bail"),
    ("El juicio comenzará", "The trial will begin"),
    ("acudir a las urnas", "go to the polls"),
    ("y ahorra hasta un", "and save up to"),
    ("acuda a un médico", "see a doctor"),
    ("acude al médico", "see a doctor"),
    ("en varios idiomas", "in several languages"),
    ("El horario de apertura", "Opening hours"),
    ("puede variar", "may vary"),
    ("por un pequeño precio", "for a small fee"),
    ("aparcamiento cerca", "parking nearby"),
    ("puerta de embarque", "boarding gate"),
    ("equipaje", "luggage"),
    ("El equipaje", "Luggage"),
    ("no debe superar", "must not exceed"),
    ("para seguir tu pedido", "to track your order"),
    ("La batería dura", "The battery lasts"),
    ("concierto", "concert"),
    ("asistieron al concierto", "attended the concert"),
    ("partidos seguidos", "games in a row"),
    ("veces seguidas", "times in a row"),
    ("años seguidos", "years in a row"),
    ("días seguidos", "days in a row"),
    ("paró un penalti", "saved a penalty"),
    ("penalti", "penalty"),
    ("cuando se divierten", "when they are having fun"),
    ("está dirigido a", "is aimed at"),
    ("está dirigida a", "is aimed at"),
    ("El plazo de inscripción", "Registration"),
    ("plazo de inscripción", "registration period"),
    ("Llovió", "It rained"),
    ("Nevó", "It snowed"),
    ("viviendas asequibles", "affordable housing"),
    ("tiene previsto", "plans to"),
    ("tienen previsto", "plan to"),
    ("hogares sin luz", "homes without power"),
    ("lograron apagar", "managed to put out"),
    ("logró apagar", "managed to put out"),
)])

# es->en verbs mid-sentence only: opening a sentence Spanish leaves the subject out, which the
# term cannot write ("Fue detenido" is he or she; models/set_phrases_daily.py has "fue detenido").
ES_EN_MID = [(en, es, "es-en") for es, en in (
    ("fueron detenidos", "were arrested"),
    ("ha sido detenido", "has been arrested"),
    ("permanecerá cortada", "will remain closed"),
    ("tienen dificultades para", "struggle to"),
    ("tiene dificultades para", "struggles to"),
    ("llegará en un plazo de", "will arrive within"),
    ("se concentraron frente al", "gathered outside the"),
    ("se fugó de la cárcel", "escaped from prison"),
    ("se fugaron de la cárcel", "escaped from prison"),
    ("han subido mucho", "have risen sharply"),
    ("marcó dos goles", "scored two goals"),
    ("marcó tres goles", "scored three goals"),
    ("marcó un gol", "scored a goal"),
    ("harán el examen", "will take the exam"),
    ("suelen aparecer", "usually appear"),
    ("suele aparecer", "usually appears"),
    ("se aplazó", "was postponed"),
    ("quedó en libertad bajo fianza", "was released on bail"),
    ("acudirán a las urnas", "will go to the polls"),
    ("se abrió al tráfico", "was opened to traffic"),
    ("bajó a su nivel más bajo", "fell to its lowest level"),
    ("cayó a su nivel más bajo", "fell to its lowest level"),
    ("lanzó su nuevo", "launched its new"),
    ("lanzó su nueva", "launched its new"),
    ("tomaron a sueldo", "hired"),
    ("tomó a sueldo", "hired"),
    ("deben tener al menos", "must have at least"),
    ("debe tener al menos", "must have at least"),
    ("está a la venta", "is for sale"),
    ("ir acompañados de un adulto", "be accompanied by an adult"),
)]

EN_ES = both_cases([(en, es, "en-es") for en, es in (
    ("baking tin", "molde"),
    ("hours of sleep", "horas de sueño"),
    ("final match", "partido final"),
    ("must be accompanied by an adult", "deben ir acompañados de un adulto"),
    ("takes about an hour", "lleva alrededor de una hora"),
    ("free breakfast", "desayuno gratuito"),
    ("on suspicion of", "como sospechoso de"),
    ("He was arrested", "Fue detenido"),
    ("was arrested", "fue detenido"),
    ("were arrested", "fueron detenidos"),
    ("until further notice", "hasta nuevo aviso"),
    ("struggle to pay", "tienen dificultades para pagar"),
    ("pay their rent", "pagar el alquiler"),
    ("pay the rent", "pagar el alquiler"),
    ("turn off your mobile phone", "apaga tu teléfono móvil"),
    ("during the performance", "durante la función"),
    ("Most of the damage", "La mayor parte de los daños"),
    ("has been shipped", "ha sido enviado"),
    ("have been shipped", "han sido enviados"),
    ("Side effects", "Los efectos secundarios"),
    ("side effects", "efectos secundarios"),
    ("headache", "dolor de cabeza"),
    ("headaches", "dolores de cabeza"),
    ("nausea", "náuseas"),
    ("Take one tablet", "Toma un comprimido"),
    ("scored two goals", "marcó dos goles"),
    ("scored three goals", "marcó tres goles"),
    ("scored a goal", "marcó un gol"),
    ("in the second half", "en la segunda parte"),
    ("the coach said", "el entrenador dijo"),
    ("were tired", "estaban cansados"),
    ("We stayed", "Nos quedamos"),
    ("the onions", "las cebollas"),
    ("two onions", "dos cebollas"),
    ("grease a baking tin", "engrasa un molde"),
    ("He scored", "Marcó"),
    ("after meals", "después de las comidas"),
    ("Protesters gathered", "Los manifestantes se reunieron"),
    ("Season with salt and pepper", "Salpimienta"),
    ("Protesters", "Los manifestantes"),
    ("the protesters", "los manifestantes"),
    ("have risen sharply", "han subido considerablemente"),
    ("has risen sharply", "ha subido considerablemente"),
    ("Monday to Friday", "de lunes a viernes"),
    ("Monday to Saturday", "de lunes a sábado"),
    ("from Monday to Friday", "de lunes a viernes"),
    ("from Monday to Saturday", "de lunes a sábado"),
    ("free and open to the public", "gratuito y abierto al público"),
    ("Admission is free", "La entrada es gratuita"),
    ("Visitors are advised to", "Se recomienda a los visitantes"),
    ("arrive early", "llegar temprano"),
    ("Doctors recommend", "Los médicos recomiendan"),
    ("below zero", "bajo cero"),
    ("Heavy rain is expected", "Se esperan fuertes lluvias"),
    ("is for sale", "está a la venta"),
    ("sales manager", "director de ventas"),
    ("Applicants", "Los candidatos"),
    ("serious injuries", "heridas graves"),
    ("minor injuries", "heridas leves"),
    ("The match was postponed", "El partido se aplazó"),
    ("signed a contract", "firmó un contrato"),
    ("Fans celebrated", "Los aficionados celebraron"),
    ("until late at night", "hasta altas horas de la noche"),
    ("was released on bail", "quedó en libertad bajo fianza"),
    ("on bail", "bajo fianza"),
    ("The trial will begin", "El juicio comenzará"),
    ("will go to the polls", "acudirán a las urnas"),
    ("and save up to", "y ahorra hasta un"),
    ("see a doctor", "consulta a un médico"),
    ("valid ID", "documento de identidad válido"),
    ("on Christmas Day", "el día de Navidad"),
    ("Christmas Day", "el día de Navidad"),
    ("on Christmas Eve", "en Nochebuena"),
    ("on New Year's Eve", "en Nochevieja"),
    ("We use cookies", "Usamos cookies"),
    ("uses cookies", "utiliza cookies"),
    ("Thousands of people attended", "Miles de personas asistieron"),
    ("games in a row", "partidos seguidos"),
    ("times in a row", "veces seguidas"),
    ("years in a row", "años seguidos"),
    ("days in a row", "días seguidos"),
    ("The goalkeeper", "El portero"),
    ("saved a penalty", "paró un penalti"),
    ("when they are having fun", "cuando se divierten"),
    ("is aimed at", "está dirigido a"),
    ("It rained", "Llovió"),
    ("It snowed", "Nevó"),
    ("affordable housing", "viviendas asequibles"),
    ("Inflation rose", "La inflación subió"),
    ("Inflation fell", "La inflación bajó"),
)])

PHRASES = clock() + durations() + walks() + news_subjects() + RECIPE_STEPS + ES_EN + ES_EN_MID + EN_ES
