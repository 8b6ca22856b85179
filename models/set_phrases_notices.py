"""The set phrases of health advice, science and tech news, biographies, economy and politics
news, travel notices, hotel reviews, e-mails, FAQs and social posts that the twenty-first session
read on sentences of its own, for the glossary beside models/set_phrases.py (which takes PHRASES last: a phrase listed
before keeps its line).

Why: the students, trained on software text, garbled what such pages say: en->es "Trains will
not run" -> "Los entrenamientos no se ejecutarán", "Police are appealing for witnesses" -> "La
policía se aprende por testigos", "Heavy rain caused flooding" -> "La lluvia intensa habido
inundante", "I would definitely stay here again" -> "Definiría que definitivamente quedaría
aquí", "Just finished my first marathon!" -> "¡Espero terminar mi primer maratón!"; es->en "El
banco central" -> "The middle bank", "elecciones anticipadas" -> "anticipated choices", "Le
adjunto la factura" -> "It attachments the invoice", "Puede darse de baja" -> "It can be given
down", "Estudió Derecho" -> "It was right". Each group's comment says what it fixed.
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases
from models.names import WEEKDAYS_ES
from models.set_phrases_web import COUNTS

# es->en (Spanish, English) pairs, written in both cases below.
NOTICES_ES_EN = (
    # health advice: "descanse lo suficiente" came out "rest it enough"
    ("descanse lo suficiente", "get enough rest"),
    ("descansar lo suficiente", "get enough rest"),
    ("a diario", "every day"),
    ("viven más tiempo", "live longer"),
    # a biography's: "Estudió Derecho en la universidad antes de dedicarse a la política" came out
    # "It was right in the university before devoted to the policy"
    ("estudió Derecho", "studied law"),
    ("dedicarse a la política", "going into politics"),
    ("se dedicó a la política", "went into politics"),
    ("tras la guerra", "after the war"),
    # economy and politics: "El banco central" came out "The middle bank", "pidió elecciones
    # anticipadas" "asked for anticipated choices", "La inflación subió" "The inflation came"
    ("elecciones anticipadas", "early elections"),
    ("pidió elecciones anticipadas", "called for early elections"),
    ("el banco central", "the central bank"),
    ("banco central", "central bank"),
    ("los bancos centrales", "central banks"),
    ("medio punto", "half a point"),
    ("la inflación", "inflation"),
    ("la inflación subió", "inflation rose"),
    ("la inflación bajó", "inflation fell"),
    # a travel notice: "Los trenes no circularán" came out "Trains are not circular", "Se
    # recomienda a los viajeros consultar" "We are recommended to travellers"
    ("no circularán", "will not run"),
    # after a noun the model took the placeholder for an adjective ("The will not run trains")
    ("los trenes no circularán", "trains will not run"),
    ("no circulará", "will not run"),
    ("se recomienda a los viajeros", "travellers are advised to"),
    ("se recomienda a los pasajeros", "passengers are advised to"),
    ("antes de viajar", "before travelling"),
    # a hotel review, an e-mail, a FAQ and a post: "Sin duda volvería a alojarme aquí" came out
    # "No doubt would go back to me here", "Le adjunto la factura del mes pasado" "It
    # attachments the invoice of the past month", "¡Acabo de terminar" "I'm going to finish",
    # "el museo cierra los lunes y festivos" "and festive", "en su domicilio" "in your domicile"
    ("volvería a alojarme aquí", "would stay here again"),
    ("sin duda volvería a alojarme aquí", "I would definitely stay here again"),
    ("sin duda volvería", "I would definitely come back"),
    ("le adjunto", "please find attached"),
    ("del mes pasado", "from last month"),
    ("darse de baja", "unsubscribe"),
    ("puede darse de baja", "you can unsubscribe"),
    ("acabo de terminar", "I have just finished"),
    ("acabo de llegar", "I have just arrived"),
    ("acabo de recibir", "I have just received"),
    ("y festivos", "and public holidays"),
    ("en su domicilio", "at home"),
    ("está buenísima", "is delicious"),
    ("está buenísimo", "is delicious"),
    # terms of use, a council's notice, a shop's and a label's: "acepta nuestras condiciones de
    # uso" came out "it accepts our use conditions", "Se recuerda a los vecinos" "We remember the
    # neighbors", "Lavable a máquina" "Machine to", "dura hasta" "lasts to"
    ("al utilizar este sitio web", "by using this website"),
    ("acepta nuestras condiciones de uso", "you agree to our terms of use"),
    ("condiciones de uso", "terms of use"),
    ("las solicitudes deben presentarse", "applications must be submitted"),
    ("se recuerda a los vecinos que", "residents are reminded that"),
    ("dura hasta", "lasts up to"),
    ("con una sola carga", "on a single charge"),
    ("lavable a máquina", "machine washable"),
    # a review, an opinion, a university's and a geography's: "las interpretaciones son
    # magníficas" came out "interpretations are magnific", "invertir más" "invert more", "hacen
    # más mal que bien" "make more wrong than well", "se imparte" "is to untrusted", "desembocar
    # en el mar" "disemble in the sea"
    ("el argumento es previsible", "the plot is predictable"),
    ("las interpretaciones son magníficas", "the performances are superb"),
    ("invertir más en", "invest more in"),
    ("invertir en", "invest in"),
    ("las redes sociales", "social media"),
    ("hacen más mal que bien", "do more harm than good"),
    ("más mal que bien", "more harm than good"),
    ("una amplia oferta de", "a wide range of"),
    ("se imparte íntegramente", "is taught entirely"),
    ("se imparte en", "is taught in"),
    # after a noun the model took the placeholder for an adjective ("The is taught entirely in
    # English course")
    ("el curso se imparte", "the course is taught"),
    ("el curso se imparte íntegramente", "the course is taught entirely"),
    # after a term the model lost "in" and wrote "english" ("is taught entirely english")
    ("se imparte íntegramente en inglés", "is taught entirely in English"),
    ("el curso se imparte íntegramente en inglés", "the course is taught entirely in English"),
    ("se imparte en inglés", "is taught in English"),
    ("el curso se imparte en inglés", "the course is taught in English"),
    ("las tasas universitarias", "university fees"),
    ("en los últimos años", "in recent years"),
    ("antes de desembocar en el mar", "before flowing into the sea"),
    ("desemboca en", "flows into"),
    ("veranos cálidos", "warm summers"),
    # sports: "La tenista se retiró del torneo por una lesión de rodilla" came out "retired from
    # tournament by an injury knee", "La carrera se aplazó" "The career was postponed"
    ("la tenista", "the tennis player"),
    ("se retiró del torneo", "withdrew from the tournament"),
    ("por una lesión de rodilla", "with a knee injury"),
    ("una lesión de rodilla", "a knee injury"),
    ("en los 100 metros", "in the 100 metres"),
    ("la carrera se aplazó", "the race was postponed"),
    # a leaflet, an account's and a shop's messages, a letter: "Disculpe las molestias" came out
    # "Sorry, annoyances", "Quedo a su disposición" "Let your layout", "Un saludo" "A greeting",
    # "Si no ha sido usted" "If you have not been"
    ("náuseas", "nausea"),
    ("si no ha sido usted", "if it wasn't you"),
    ("las 24 horas del día", "24 hours a day"),
    ("disculpe las molestias", "sorry for the inconvenience"),
    ("disculpen las molestias", "sorry for the inconvenience"),
    ("en breve", "shortly"),
    ("quedo a su disposición para cualquier consulta", "please do not hesitate to contact me with any questions"),
    ("quedo a su disposición", "I remain at your disposal"),
    ("un saludo", "best regards"),
    ("saludos cordiales", "kind regards"),
    ("a finales de año", "by the end of the year"),
    # a travel guide's advice: "antes de salir" came out "before exiting", "Los autobuses pasan
    # cada" "The run every" (the noun lost), "El parque nacional alberga" "The national parks",
    # "lugares concurridos" "concurring places", "Cerca de la mitad" "Cerca of half"
    ("antes de salir", "before leaving"),
    ("el agua del grifo", "tap water"),
    ("es potable", "is safe to drink"),
    ("pero se agradece", "but it is appreciated"),
    ("algo de dinero en efectivo", "some cash"),
    ("dinero en efectivo", "cash"),
    ("por internet", "online"),
    ("en la taquilla", "at the box office"),
    ("los autobuses", "the buses"),
    ("los autobuses pasan cada", "buses run every"),
    ("contratar un seguro de viaje", "take out travel insurance"),
    ("conviene llevar", "it is a good idea to carry"),
    ("durante el día", "during the day"),
    ("casi todo el país", "almost the whole country"),
    ("a nivel del mar", "at sea level"),
    ("lugares concurridos", "crowded places"),
    ("en las zonas turísticas", "in tourist areas"),
    ("se habla inglés", "English is spoken"),
    ("alberga", "is home to"),
    ("el parque nacional alberga", "the national park is home to"),
    ("especies en peligro", "endangered species"),
    ("cerca de la mitad de", "nearly half of"),
    ("casi la mitad de", "almost half of"),
    ("la lengua la hablan", "the language is spoken by"),
    ("el pueblo cuenta con", "the town has"),
    ("se puede llegar en tren", "you can get there by train"),
    ("merece la pena probar", "it is worth trying"),
    ("vale la pena probar", "it is worth trying"),
    ("con normalidad", "as normal"),
    ("a pesar de la lluvia", "despite the rain"),
    ("se celebra todos los años", "takes place every year"),
    ("con arroz", "with rice"),
    ("se suele servir", "is usually served"),
    # science and a how-to: "hierve a" came out "boils to", "luz solar" "solar light", "frenar
    # el avance de" "frencing the advance of", "comete errores" "eat bugs", "golpe militar"
    # "military blow" ("Las bacterias" and "fue derrocado" as terms lost the verb after them or
    # the article before them: left out)
    ("hierve a", "boils at"),
    ("por todo el cuerpo", "around the body"),
    ("luz solar", "sunlight"),
    ("frenar el avance de", "slow the progression of"),
    ("minutos al día", "minutes a day"),
    ("comete errores", "make mistakes"),
    ("si comete errores", "if you make mistakes"),
    ("cometer errores", "make mistakes"),
    ("golpe militar", "military coup"),
)

# en->es (English, Spanish) pairs, written in both cases below. A past verb's
# second form (after a tab) is its plural after a plural subject (set_phrases_past.py).
NOTICES_EN_ES = (
    # health advice: "with soap and warm water" came out "con aguas sopas y calientes"
    ("with soap and water", "con agua y jabón"),
    ("with soap and warm water", "con agua tibia y jabón"),
    # a biography's: "before entering politics" came out "antes de introducir políticas"
    ("entering politics", "entrar en política"),
    ("entered politics", "entró en política"),
    # tech news: "unveiled its latest smartphone" came out "descubrió su último smartphone"
    ("unveiled its latest", "presentó su último"),
    ("unveiled its new", "presentó su nuevo"),
    # economy and politics: "The opposition called for early elections" came out "La oposición
    # llamados para las elecciones tempranas", "by half a point" "por medio de un punto"
    ("the opposition called for", "la oposición pidió"),
    ("early elections", "elecciones anticipadas"),
    ("in a decade", "en una década"),
    ("by half a point", "en medio punto"),
    ("half a point", "medio punto"),
    # a travel notice: "Trains will not run" came out "Los entrenamientos no se ejecutarán",
    # "Passengers are advised to check" "Los pasajeros se aconsejan para comprobar"
    ("trains will not run", "los trenes no circularán"),
    ("the trains", "los trenes"),
    ("due to engineering works", "por obras"),
    ("passengers are advised to", "se recomienda a los pasajeros"),
    ("travellers are advised to", "se recomienda a los viajeros"),
    ("before they travel", "antes de viajar"),
    ("before travelling", "antes de viajar"),
    # a hotel review: "The room was clean" came out "La sala fue limpia", "Breakfast was
    # included" "Desayuno se incluyó", "I would definitely stay here again" "Definiría que
    # definitivamente quedaría aquí"
    ("the room was clean", "la habitación estaba limpia"),
    ("the staff were very friendly", "el personal fue muy amable"),
    ("the staff was very friendly", "el personal fue muy amable"),
    ("friendly staff", "personal amable"),
    ("breakfast was included", "el desayuno estaba incluido"),
    ("I would definitely stay here again", "sin duda volvería a alojarme aquí"),
    ("I would definitely recommend", "sin duda recomendaría"),
    # an e-mail, a FAQ, a post: "I will get back to you" came out "te volveré a ti", "Please
    # find attached" "Por favor, encuentra adjuntada", "Just finished my first marathon!"
    # "¡Espero terminar…", "Can't believe" "No se puede creer"
    ("I will get back to you", "me pondré en contacto contigo"),
    ("please find attached", "adjunto"),
    ("do I reset my password", "restablezco mi contraseña"),
    ("reset my password", "restablecer mi contraseña"),
    ("just finished", "acabo de terminar"),
    ("can't believe it's", "no puedo creer que sea"),
    ("can't believe that", "no puedo creer que"),
    ("I can't believe", "no puedo creer"),
    ("I can't believe it's", "no puedo creer que sea"),
    # a town's page and the news: "tourist attraction" came out "atracción de turista", "Heavy rain caused flooding"
    # "La lluvia intensa habido inundante", "brought the blaze under control" "trajeron el
    # incendio bajo control" ("attracts thousands of" as a term broke its sentence: "Los
    # visitantes festivales atrae a miles de cada verano"; left out)
    ("tourist attraction", "atracción turística"),
    ("a popular tourist attraction", "una popular atracción turística"),
    ("tourist attractions", "atracciones turísticas"),
    ("caused flooding", "provocó inundaciones\tprovocaron inundaciones"),
    ("brought the blaze under control", "controló el incendio\tcontrolaron el incendio"),
    ("brought the fire under control", "controló el incendio\tcontrolaron el incendio"),
    ("police are appealing for witnesses", "la policía busca testigos"),
    ("at his home", "en su casa"),
    ("at her home", "en su casa"),
    # terms of use, a council's notice, a shop's and a label's: "By using this website, you agree
    # to" came out "Mediante este sitio web, te acordará a", "Residents are reminded" "Los
    # residentes se recuerdan", "Machine washable" "Máquina se hable", "for spring and autumn"
    # "para estropear y otoño"
    ("by using this website", "al utilizar este sitio web"),
    ("by using this site", "al utilizar este sitio"),
    ("you agree to our terms of service", "acepta nuestras condiciones de servicio"),
    ("you agree to our terms of use", "acepta nuestras condiciones de uso"),
    ("applications must be submitted", "las solicitudes deben presentarse"),
    ("must be submitted by", "deben presentarse antes de"),
    ("residents are reminded that", "se recuerda a los vecinos que"),
    ("the bins", "los contenedores"),
    ("for refurbishment", "por reformas"),
    ("for spring and autumn", "para la primavera y el otoño"),
    ("machine washable", "lavable a máquina"),
    # a review, an opinion, a university's and a geography's: "a bold departure" came out "una
    # partida en negrita", "the acting is superb" "el acto es magnífico", "should invest more"
    # "debería inversión más", "Tuition fees" "La posa", "The climate is mild" "El clima es
    # leñado"
    ("a bold departure from", "un cambio radical respecto a"),
    ("the plot is predictable", "el argumento es predecible"),
    ("the acting is superb", "la interpretación es magnífica"),
    ("invest more in", "invertir más en"),
    ("more harm than good", "más daño que bien"),
    ("choose from a wide range of", "elegir entre una amplia gama de"),
    ("a wide range of", "una amplia gama de"),
    # a term ending in "in" lost the word after it ("se imparte íntegramente en.")
    ("is taught entirely in English", "se imparte íntegramente en inglés"),
    ("is taught in English", "se imparte en inglés"),
    ("is taught in Spanish", "se imparte en español"),
    ("tuition fees", "las tasas de matrícula"),
    ("in recent years", "en los últimos años"),
    ("before reaching the sea", "antes de llegar al mar"),
    ("the climate is mild", "el clima es templado"),
    ("warm summers and cool winters", "veranos cálidos e inviernos frescos"),
    ("warm summers", "veranos cálidos"),
    ("cool winters", "inviernos frescos"),
    # sports: "The tennis star withdrew from the tournament with a knee injury" came out "La
    # tienda de tenis se retiró del torneo con una injuria de rodilla"
    ("the tennis star", "la estrella del tenis"),
    ("withdrew from the tournament", "se retiró del torneo"),
    ("with a knee injury", "por una lesión de rodilla"),
    ("a knee injury", "una lesión de rodilla"),
    ("in the 100 metres", "en los 100 metros"),
    ("because of bad weather", "por el mal tiempo"),
    ("due to bad weather", "debido al mal tiempo"),
    # a leaflet, an account's and a shop's messages, a letter: "We noticed a sign-in" came out
    # "Nosotros notamos a", "We apologise" "Nos apologizaremos", "Looking forward to hearing
    # from you" "Mira hacia adelante para escuchar de ti", "Best regards" "Mejor respecto"
    ("side effects may include", "los efectos secundarios pueden incluir"),
    ("your account has been temporarily suspended", "tu cuenta ha sido suspendida temporalmente"),
    ("your account has been suspended", "tu cuenta ha sido suspendida"),
    ("we noticed a sign-in from", "hemos detectado un inicio de sesión desde"),
    ("if this wasn't you", "si no has sido tú"),
    ("we apologise for any inconvenience caused", "lamentamos las molestias ocasionadas"),
    ("we apologize for any inconvenience caused", "lamentamos las molestias ocasionadas"),
    ("we apologise for any inconvenience", "lamentamos las molestias"),
    ("we apologize for any inconvenience", "lamentamos las molestias"),
    ("the order will be delivered", "el pedido se entregará"),
    ("let me know if you have any questions", "avísame si tienes alguna pregunta"),
    ("looking forward to hearing from you", "quedo a la espera de tus noticias"),
    ("I look forward to hearing from you", "quedo a la espera de tus noticias"),
    ("best regards", "saludos cordiales"),
    ("kind regards", "saludos cordiales"),
    ("the reform", "la reforma"),
    # "to protest against the reform" came out "a protestar contra el reformado" ("thousands of
    # people" stays out: test_set_phrases.py)
    ("to protest against", "para protestar contra"),
    # a travel guide's advice: "before you leave" came out "antes de dejar", "Buses run every"
    # "Los errores se ejecutan cada", "carry some cash with you" "llevar algo con vos", "in
    # crowded places" "en los lugares de la multitud", "is home to" "es casa a"
    ("before you leave", "antes de salir"),
    ("is safe to drink", "es potable"),
    ("carry some cash", "llevar algo de dinero en efectivo"),
    ("some cash", "algo de dinero en efectivo"),
    ("buses run every", "los autobuses pasan cada"),
    ("the buses", "los autobuses"),
    ("buy tickets", "comprar entradas"),
    ("is best explored on foot", "se recorre mejor a pie"),
    ("in crowded places", "en lugares concurridos"),
    ("is widely spoken", "se habla mucho"),
    ("English is widely spoken", "el inglés se habla mucho"),
    ("in tourist areas", "en las zonas turísticas"),
    ("is home to", "alberga"),
    # with "is home to" a term, "The national park" came out "La parca nacional"
    ("the national park", "el parque nacional"),
    ("national park", "parque nacional"),
    ("when entering", "al entrar en"),
    ("the border crossing", "el paso fronterizo"),
    ("at sea level", "al nivel del mar"),
    ("around half of", "alrededor de la mitad de"),
    ("is spoken by", "es hablado por"),
    ("lasted for more than", "duró más de"),
    ("military coup", "golpe militar"),
    # "is usually served with" lost the word after it, "rice", to "with rice" (one term each)
    ("is usually served", "se suele servir"),
    ("with rice", "con arroz"),
    # science and a how-to: "Water boils at" came out "Agua hierve en", "pumps blood" "timpa
    # sangre", "Plants need" "Los planetas necesitan", "these findings" "estas búsquedas", "make
    # mistakes" "haces errores", "has doubled" "tiene doble" ("bacteria" and "for at least" as
    # terms cost FLORES dev lines their words: "en guerreras bacterias", "debe ser durante al
    # menos 6 meses" for "valid for at least"; left out)
    ("water boils at", "el agua hierve a"),
    ("pumps blood", "bombea sangre"),
    ("plants need", "las plantas necesitan"),
    ("sunlight", "luz solar"),
    ("further research is needed", "se necesitan más investigaciones"),
    ("these findings", "estos hallazgos"),
    ("the basics", "lo básico"),
    ("make mistakes", "cometer errores"),
    ("if you make mistakes", "si cometes errores"),
    ("at first", "al principio"),
    ("has doubled", "se ha duplicado"),
    ("have doubled", "se han duplicado"),
)


def late_by() -> List[Tuple[str, str, str]]:
    """"llegó con dos horas de retraso" <-> "arrived two hours late" (was "with two days of
    delay"); set_phrases_articles.minutes_late() has minutes es->en, counts dos to veinte."""
    rows = []
    for es, en in COUNTS[:11]:
        for es_unit, en_unit in (("horas", "hours"), ("días", "days")):
            rows.append((f"{en} {en_unit} late", f"con {es} {es_unit} de retraso", "both"))
        rows.append((f"{en} minutes late", f"con {es} minutos de retraso", "en-es"))
    return rows



PARTS_OF_DAY = (("morning", "mañana"), ("afternoon", "tarde"), ("evening", "tarde"), ("night", "noche"))


def weekday_parts() -> List[Tuple[str, str, str]]:
    """"on Thursday afternoon" <-> "el jueves por la tarde" (was "a jueves tarde", "Thursday in the
    afternoon"), "every Monday morning" -> "todos los lunes por la mañana" (a longer term than
    names.py's "every Monday"), each also capitalised."""
    rows = []
    for day, es in WEEKDAYS_ES.items():
        for en_part, es_part in PARTS_OF_DAY:
            rows.append((f"on {day} {en_part}", f"el {es} por la {es_part}", "en-es"))
            rows.append((f"{day} {en_part}", f"el {es} por la {es_part}", "en-es"))
            plural = es + "s" if es.endswith("o") else es  # sábados, domingos; lunes ... viernes
            rows.append((f"every {day} {en_part}", f"todos los {plural} por la {es_part}", "en-es"))
            if en_part != "evening":
                rows.append((f"on {day} {en_part}", f"el {es} por la {es_part}", "es-en"))
    return both_cases(rows)


# Only opening a sentence: "Born in 1920, she became…" stayed "Born en 1920,"; mid-sentence "was
# born in" is the model's "nació en". A label's "Disponible en tres colores" came out "These are
# available in three colors"; mid-sentence "disponible en el sitio" is "available on the site"
# (as a term: "File was not available in site"), and "al principio de" "at the beginning of".
OPENING = [("Born in", "Nacido en", "en-es"), ("Available in", "Disponible en", "es-en")]

PHRASES = (both_cases([(en, es, "es-en") for es, en in NOTICES_ES_EN])
           + both_cases([(en, es, "en-es") for en, es in NOTICES_EN_ES]) + OPENING + late_by()
           + weekday_parts())
