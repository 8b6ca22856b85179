"""The set phrases of climate and technology news, personal finance, a garden's, a pet's, a
shop's, a car's, a parent's, a celebrity's and a council's pages that the twenty-first session
read on sentences of its own, for the glossary beside models/set_phrases.py (which takes PHRASES
last: a phrase listed before keeps its line).

Why: the students, trained on software text, garbled what such pages say: en->es "Interest rates
on mortgages" -> "Tipos de interés en mortales", "The actress married her long-time partner" ->
"El acto se casó su fiesta larga de tiempo", "Take your cat to the vet" -> "Toma tu gato a la
veta", "machine learning" -> "la máquina aprendizaje"; es->en "Unos piratas informáticos
robaron" -> "A computer pyramid pirates", "las hipotecas" -> "the hypotheses", "Riegue las
plantas" -> "Rise the … plants", "una gira mundial" -> "a worldwide turn", "La actriz se casó"
-> "The actress crashed". Each group's comment says what it fixed.
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases

# es->en (Spanish, English) pairs, written in both cases below.
TOPICS_ES_EN = (
    # climate and technology news: "El nivel del mar sube más rápido de lo previsto" came out "The
    # sea level comes down faster from the intended one", "Las energías renovables ya suponen un
    # tercio" "Renewable powers already supposed a third", "el aprendizaje automático" "the
    # automatic learning", "Unos piratas informáticos robaron" "A computer pyramid pirates" ("reciclar
    # ayuda a" and "piratas informáticos" as terms lost the verb's person and the object after them:
    # "Recycling helps reduces", "Ones hackers steals the personal million data"; left out)
    ("los mayores retos", "the biggest challenges"),
    ("deben reducirse a la mitad", "must be cut by half"),
    ("el nivel del mar", "sea level"),
    ("el nivel del mar sube", "sea level is rising"),
    ("más rápido de lo previsto", "faster than expected"),
    ("de lo previsto", "than expected"),
    ("las energías renovables", "renewables"),
    ("energías renovables", "renewable energy"),
    ("suponen un tercio de", "account for a third of"),
    ("supone un tercio de", "accounts for a third of"),
    ("un tercio de", "a third of"),
    ("que acaban en los vertederos", "that end up in landfill"),
    ("acaban en los vertederos", "end up in landfill"),
    ("nuestra forma de trabajar", "the way we work"),
    ("la inteligencia artificial", "artificial intelligence"),
    ("el aprendizaje automático", "machine learning"),
    ("aprendizaje automático", "machine learning"),
    # personal finance, a garden's and a pet's ("las hipotecas" came out "the hypotheses", and as
    # a term "Interest rates of the mortgages has down", the verb's plural lost: left out),
    # "cuenta de ahorro" "saving account", "Riegue las plantas" "Rise the … plants", "Lleve a su
    # gato al veterinario" "Fill your cat to the veterinary"
    ("cuenta de ahorro", "savings account"),
    ("riegue las plantas", "water the plants"),
    ("lleve a su gato", "take your cat"),
    ("lleve a su perro", "take your dog"),
    ("al veterinario", "to the vet"),
    # a parent's, a celebrity's and a council's: "actividad física al día" came out "at the
    # day", "Leerle a su hijo" "Read her son", "se casó con su pareja de toda la vida" "crashed
    # with his couple of all life", "una gira mundial" "a worldwide turn", "un nuevo
    # polideportivo" "a new polydeportive" (as a term after "el proyecto de": "the a new sports centre
    # project"; only the noun kept), "Puede pedir cita" "You can ask appointment",
    # "Traiga un documento de identidad" "Try a valid identity document"
    ("actividad física al día", "physical activity a day"),
    ("leerle a su hijo", "reading to your child"),
    ("se casó con", "married"),
    ("pareja de toda la vida", "long-time partner"),
    ("una gira mundial", "a world tour"),
    ("gira mundial", "world tour"),
    ("polideportivo", "sports centre"),
    ("pedir cita", "make an appointment"),
    ("puede pedir cita", "you can make an appointment"),
    ("traiga un documento de identidad válido", "bring a valid ID"),
    ("un documento de identidad válido", "a valid ID"),
    ("la carretera estará cortada", "the road will be closed"),
    ("estará cortada", "will be closed"),
    # an encyclopedia's: "El municipio" came out "The municipal", "Se licenció en Medicina" "He
    # lied in Medicine", "se distribuye por toda Europa" "by the whole Europe", "Se alimenta
    # principalmente de insectos" "It is mostly powered from insects", "El río nace en la sierra"
    # "The river born in the saw", "críticas positivas" "positive criticisms", "las listas de
    # ventas" "the sales lists", "A lo largo de su carrera" "Thus your career" ("en el campo de"
    # as a term: "in the field of the medicine", where the model had "in the medicine field"; left
    # out)
    ("el municipio", "the municipality"),
    ("se licenció en", "graduated in"),
    ("mejores jugadores de la historia", "best players in history"),
    ("fue declarado monumento nacional", "was declared a national monument"),
    ("por toda Europa", "throughout Europe"),
    ("se alimenta de", "feeds on"),
    ("se alimentan de", "feed on"),
    ("se alimenta principalmente de", "feeds mainly on"),
    ("se alimentan principalmente de", "feed mainly on"),
    ("la lengua oficial es el español", "the official language is Spanish"),
    ("el río nace en", "the river rises in"),
    ("críticas positivas", "positive reviews"),
    ("críticas negativas", "negative reviews"),
    ("el número uno en las listas de ventas", "number one in the charts"),
    ("las listas de ventas", "the charts"),
    ("proviene del latín", "comes from Latin"),
    # the news's (mirrors of the en->es list below)
    ("bajo los escombros", "under the rubble"),
    ("los legisladores", "lawmakers"),
    ("los precios del petróleo", "oil prices"),
    ("un máximo histórico", "a record high"),
    ("la nave espacial", "the spacecraft"),
    ("se negó a responder", "refused to answer"),
    ("un portavoz de", "a spokesman for"),
    ("declinó hacer comentarios", "declined to comment"),
    # "estadounidense" came out "stateless" ("El presidente estadounidense" "The stateless
    # president", "Los estadounidenses votan" "The stateless vote"; with a noun before it:
    # american_nouns() below), "los detenidos" "the stopped"
    ("los estadounidenses", "Americans"),
    ("los detenidos", "the detainees"),
    # courts' and parliaments' news: "La Fiscalía pide" came out "The Fiscalía asks", "el
    # exalcalde" "the exalcalde", "prisión provisional" "incoming prison", "votos a favor" "votes
    # please", "votó en contra del" "viewed against the", "La manifestación" "The manifestation",
    # "por mayoría absoluta" "for most absolute", "inauguró" "flipped", "un paquete de ayudas" "a
    # helper package", "rechazó el recurso" "rejected the resource", "El detenido quedó en
    # libertad" "The stopped at freedom"
    ("la Fiscalía pide", "prosecutors are seeking"),
    ("la Fiscalía", "the prosecution"),
    ("el exalcalde", "the former mayor"),
    ("prisión provisional", "pretrial detention"),
    ("votos a favor", "votes in favour"),
    ("votó en contra del", "voted against the"),
    ("votó en contra de", "voted against"),
    ("votaron en contra del", "voted against the"),
    ("su homólogo", "his counterpart"),
    ("la manifestación", "the demonstration"),
    ("reunió a miles de personas", "drew thousands of people"),
    ("los presupuestos", "the budget"),
    ("por mayoría absoluta", "with an absolute majority"),
    ("mayoría absoluta", "absolute majority"),
    ("el partido ganó las elecciones", "the party won the election"),
    ("el alcalde inauguró", "the mayor opened"),
    ("un paquete de ayudas", "an aid package"),
    ("rechazó el recurso", "rejected the appeal"),
    ("quedó en libertad", "was released"),
    ("el detenido", "the detainee"),
    ("en el lugar de los hechos", "at the scene"),
    ("el estado de emergencia", "a state of emergency"),
    ("el expresidente", "the former president"),
    ("tocó tierra", "made landfall"),
    # a blog's and a review's: "no esperaba mucho de" came out "you don't expect a lot of", "vale
    # cada céntimo" "you are going every hundred", "Me costó un tiempo acostumbrarme" "I costed a
    # time cracked me", "Lo pasamos genial" "We spend it genial", "una visita obligada" "a
    # business forced", "Nos perdimos" "We remain", "el ambiente del barrio" "the snake of the
    # quarter"
    ("no esperaba mucho de", "I didn't expect much from"),
    ("no puedo recomendar más este sitio", "I can't recommend this place enough"),
    ("al final nos quedamos", "in the end we stayed"),
    ("una noche más", "an extra night"),
    ("vale cada céntimo", "it's worth every penny"),
    ("no soy muy fan de", "I'm not a big fan of"),
    ("películas de terror", "horror films"),
    ("me costó un tiempo acostumbrarme a", "it took me a while to get used to"),
    ("lo pasamos genial", "we had a great time"),
    ("estamos deseando volver", "we can't wait to go back"),
    ("una visita obligada", "a must-see"),
    ("nunca había visto nada igual", "I had never seen anything like it"),
    ("nos perdimos", "we got lost"),
    ("de camino al", "on the way to the"),
    ("lo que más me gustó fue", "what I liked most was"),
    ("lo que más me gustó fueron", "what I liked most were"),
    ("una experiencia genial", "a great experience"),
    ("hasta la próxima", "see you next time"),
    ("el ambiente del", "the atmosphere of the"),
    ("buen ambiente", "a good atmosphere"),
    ("a lo largo de su carrera", "throughout his career"),
)

# en->es (English, Spanish) pairs, written in both cases below.
TOPICS_EN_ES = (
    # climate and technology news: "facing humanity" came out "que facturan la humanidad", "must be
    # cut by half" "debe ser cortado por medio", "accounts for a third of" "cuenta para una tercera
    # de", "sent to landfill" "envió al relleno de tierra", "machine learning" "la máquina
    # aprendizaje" ("hackers" as a term: "Piratas informáticos robó", the past's plural lost with the
    # subject's word; left out)
    ("one of the biggest challenges", "uno de los mayores retos"),
    ("the biggest challenges", "los mayores retos"),
    ("facing humanity", "a los que se enfrenta la humanidad"),
    ("must be cut by half", "deben reducirse a la mitad"),
    ("faster than expected", "más rápido de lo esperado"),
    ("accounts for a third of", "supone un tercio de"),
    ("account for a third of", "suponen un tercio de"),
    ("a third of", "un tercio de"),
    ("sent to landfill", "que acaban en vertederos"),
    ("the amount of waste", "la cantidad de residuos"),
    ("machine learning", "aprendizaje automático"),
    # personal finance, a garden's and a pet's: "on mortgages" came out "en mortales", "Water your
    # plants" "Agua que tus plantas", "Tomatoes need plenty of sun" "Los tomatoes necesitan
    # plenamente del sol", "to the vet" "a la veta"
    ("interest rates on mortgages", "los tipos de interés de las hipotecas"),
    ("mortgages", "hipotecas"),
    ("mortgage", "hipoteca"),
    ("before you buy", "antes de comprar"),
    ("water your plants", "riega tus plantas"),
    ("tomatoes need", "los tomates necesitan"),
    ("tomatoes", "tomates"),
    ("plenty of sun", "mucho sol"),
    ("dogs need", "los perros necesitan"),
    ("take your cat to the vet", "lleva a tu gato al veterinario"),
    ("take your dog to the vet", "lleva a tu perro al veterinario"),
    ("to the vet", "al veterinario"),
    # a shop's, a car's, a parent's, a celebrity's and a council's: "a top speed of" came out "una
    # velocidad superior de", "language skills" "habilidades de idioma", "The actress married her
    # long-time partner" "El acto se casó su fiesta larga de tiempo", "a world tour" "un tour
    # mundial", "sports centre" "centro deportes", "a valid form of identification" "una forma
    # válida de identificación"
    ("a top speed of", "una velocidad máxima de"),
    ("top speed", "velocidad máxima"),
    ("physical activity a day", "actividad física al día"),
    ("language skills", "habilidades lingüísticas"),
    ("the actress", "la actriz"),
    ("long-time partner", "pareja de toda la vida"),
    ("married her", "se casó con su"),
    ("married his", "se casó con su"),
    ("in a private ceremony", "en una ceremonia privada"),
    ("a world tour", "una gira mundial"),
    ("world tour", "gira mundial"),
    ("a new sports centre", "un nuevo polideportivo"),
    ("sports centre", "polideportivo"),
    ("sports center", "polideportivo"),
    ("appointments can be made by phone", "se puede pedir cita por teléfono"),
    ("by phone", "por teléfono"),
    ("a valid form of identification", "un documento de identidad válido"),
    ("the road will be closed", "la carretera estará cortada"),
    # an encyclopedia's: "The municipality covers an area of" came out "La municipalidad cubre un
    # área de", "of all time" "de todo el tiempo", "throughout Europe" "en todo el Europa",
    # "feeds mainly on" "se alimenta principalmente en", "rises in the mountains and flows into
    # the Atlantic" "se levanta en las montañas y fluye en la Atlántica", "received positive
    # reviews" "recibida revisa positivas", "reached number one in the charts" "ha alcanzado un
    # número en los gráficos", "dates back to" "Las fechas de … de vuelta al"
    ("the capital and largest city", "la capital y la ciudad más grande"),
    ("the municipality", "el municipio"),
    ("covers an area of", "tiene una superficie de"),
    ("one of the greatest players of all time", "uno de los mejores jugadores de todos los tiempos"),
    ("of all time", "de todos los tiempos"),
    ("is found throughout Europe", "se encuentra en toda Europa"),
    ("throughout Europe", "en toda Europa"),
    ("feeds mainly on", "se alimenta principalmente de"),
    ("feeds on", "se alimenta de"),
    ("feed on", "se alimentan de"),
    ("the official language is Spanish", "el idioma oficial es el español"),
    ("rises in the mountains", "nace en las montañas"),
    ("flows into the sea", "desemboca en el mar"),
    ("flows into the Atlantic", "desemboca en el Atlántico"),
    ("flows into the Mediterranean", "desemboca en el Mediterráneo"),
    ("received positive reviews", "recibió críticas positivas"),
    ("positive reviews", "críticas positivas"),
    ("negative reviews", "críticas negativas"),
    ("reached number one in the charts", "alcanzó el número uno en las listas"),
    ("the party was founded", "el partido fue fundado"),
    ("in the field of genetics", "en el campo de la genética"),
    ("comes from Latin", "proviene del latín"),
    ("from Latin", "del latín"),
    ("by the Portuguese", "por los portugueses"),
    ("throughout his career", "a lo largo de su carrera"),
    ("throughout her career", "a lo largo de su carrera"),
    ("dates back to", "se remonta a"),
    ("date back to", "se remontan a"),
    ("has grown steadily", "ha crecido de forma constante"),
    # the news's: "were killed" came out "fueron asesinadas" (murdered), "under the rubble" "bajo
    # la goma", "The death toll has risen to" "ha levantado a", "Thousands of residents" "Menos
    # de residentes", "Talks … broke down" "arrojaban", "an immediate ceasefire" "un fuego
    # inmediato", "vetoed the bill" "veto a la cuenta", "Oil prices hit a record high" "Los
    # precios del aceite golpean un registro alto", "The spacecraft landed" "El espaciadora", "A
    # spokesman for the company declined to comment" "Un hablador para la empresa declinada para
    # comentar", "He is survived by" "Es sobrevivido por". Left out, each having cost its
    # sentence: "between the two sides" ("Talks entre las dos partes": it hid "Talks between"),
    # "lawmakers" ("Legisladores votado", the past's plural lost), "refused to answer" ("Las
    # preguntas ministro se negó a responder"), "make landfall" ("que la tormenta sea toque tierra").
    ("were killed", "murieron"),
    ("was killed", "murió"),
    ("plunged into a ravine", "cayó por un barranco"),
    ("at a depth of", "a una profundidad de"),
    ("under the rubble", "bajo los escombros"),
    ("has risen to", "ha aumentado a"),
    ("have risen to", "han aumentado a"),
    ("thousands of residents", "miles de vecinos"),
    ("resignation", "dimisión"),
    ("talks broke down", "las conversaciones fracasaron"),
    ("called for an immediate ceasefire", "pidió un alto el fuego inmediato"),
    ("a ceasefire", "un alto el fuego"),
    ("ceasefire", "alto el fuego"),
    ("vetoed the bill", "vetó el proyecto de ley"),
    ("passed the bill", "aprobó el proyecto de ley"),
    ("to approve the measure", "para aprobar la medida"),
    ("oil prices", "los precios del petróleo"),
    ("hit a record high", "alcanzaron un máximo histórico"),
    ("a record high", "un máximo histórico"),
    ("closed lower", "cerró a la baja"),
    ("closed higher", "cerró al alza"),
    ("the stock market", "la bolsa"),
    ("the spacecraft", "la nave espacial"),
    ("landed on the moon", "aterrizó en la luna"),
    ("a spokesman for", "un portavoz de"),
    ("a spokeswoman for", "una portavoz de"),
    ("declined to comment", "declinó hacer comentarios"),
    ("the victims have not yet been identified", "las víctimas aún no han sido identificadas"),
    ("at the scene", "en el lugar de los hechos"),
    ("is due to appear in court", "comparecerá ante el juez"),
    ("made landfall", "tocó tierra"),
    ("schools were closed", "las escuelas cerraron"),
    ("declared a state of emergency", "declaró el estado de emergencia"),
    ("the former president", "el expresidente"),
    ("he is survived by", "le sobreviven"),
    # courts' and parliaments' news: "Prosecutors are seeking" came out "Los prosecutores buscan",
    # "sentenced the former mayor" "envió el anterior alcalde", "voted against the bill" "votado
    # contra la cuenta", "met his French counterpart" "metió su contraparte francés", "The
    # demonstration drew" "La demostración se basta", "rejected the appeal" "rechazado el
    # apellido", "was released without charge" "fue publicado sin carga" ("the former mayor" and
    # "votes in favour" as terms turned the verb before them into a participle, "El tribunal
    # enviado el exalcalde", "Congreso aprobado la reforma": left out)
    ("prosecutors are seeking", "la Fiscalía pide"),
    ("voted against the bill", "votó en contra del proyecto de ley"),
    ("the demonstration drew", "la manifestación reunió a"),
    ("the finance minister", "el ministro de Economía"),
    ("an absolute majority", "una mayoría absoluta"),
    ("the party won", "el partido ganó"),
    ("rejected the appeal", "rechazó el recurso"),
    ("was released without charge", "quedó en libertad sin cargos"),
    # a blog's and a review's: "worth every penny" came out "digno cada pensamiento", "a big fan
    # of" "un gran ventilador de", "We had a great time" "Teníamos un gran tiempo", "a must-see"
    # "un debe ver", "What I liked most" "Lo que gusta que la mayoría", "All in all" "Todo en todo"
    ("an extra night", "una noche más"),
    ("the best decision we ever made", "la mejor decisión que hemos tomado"),
    ("let's be clear", "seamos claros"),
    ("it's worth every penny", "vale cada céntimo"),
    ("worth every penny", "vale cada céntimo"),
    ("I'm not a big fan of", "no soy muy fan de"),
    ("horror films", "películas de terror"),
    ("horror movies", "películas de terror"),
    ("it took me a while to get used to", "me costó un tiempo acostumbrarme a"),
    ("we had a great time", "lo pasamos genial"),
    ("can't wait to go back", "estamos deseando volver"),
    ("the portions were generous", "las raciones eran generosas"),
    ("I wouldn't go back", "no volvería"),
    ("a must-see", "una visita obligada"),
    ("I've never seen anything like it", "nunca había visto nada igual"),
    ("we got lost", "nos perdimos"),
    ("what I liked most was", "lo que más me gustó fue"),
    ("all in all", "en resumen"),
    ("thanks for reading", "gracias por leer"),
    ("see you next time", "hasta la próxima"),
    ("she is survived by", "le sobreviven"),
)

# Opening a sentence, with the subject Spanish leaves out ("Se alimenta principalmente de insectos"
# had come out "Feeds mainly on insects" with the term alone); before the lists' capitalised twins.
OPENING_ES_EN = [("It feeds on", "Se alimenta de", "es-en"),
                 ("It feeds mainly on", "Se alimenta principalmente de", "es-en"),
                 ("They feed on", "Se alimentan de", "es-en"),
                 ("They feed mainly on", "Se alimentan principalmente de", "es-en")]

# Nouns news writes "estadounidense" after; the adjective alone as a term stayed after its noun
# ("The president American", "Companies American reverses Europe"), so each noun goes with it;
# singular only: a plural subject as a term lost its verb's plural ("The American companies
# reverses Europe", where the model alone had "The US companies invert").
AMERICAN_NOUNS = (("presidente", "president"), ("gobierno", "government"), ("ejército", "army"),
                  ("empresa", "company"), ("compañía", "company"), ("actor", "actor"), ("actriz", "actress"),
                  ("cantante", "singer"), ("escritor", "writer"), ("escritora", "writer"), ("ciudadano", "citizen"),
                  ("embajada", "embassy"), ("senador", "senator"), ("banco", "bank"), ("mercado", "market"),
                  ("universidad", "university"), ("economía", "economy"))


def american_nouns() -> List[Tuple[str, str, str]]:
    """"el presidente estadounidense" -> "the American president" (was "the stateless president")."""
    rows = []
    for es, en in AMERICAN_NOUNS:
        rows.append((f"American {en}", f"{es} estadounidense", "es-en"))
    return both_cases(rows)


# "su homólogo francés" as "su homólogo" alone came out "his counterpart French": with the
# nationality, the adjective goes before the noun.
NATIONALITIES = (("francés", "French"), ("alemán", "German"), ("británico", "British"), ("italiano", "Italian"),
                 ("ruso", "Russian"), ("chino", "Chinese"), ("estadounidense", "American"), ("español", "Spanish"),
                 ("portugués", "Portuguese"), ("mexicano", "Mexican"), ("argentino", "Argentine"),
                 ("japonés", "Japanese"), ("ucraniano", "Ukrainian"), ("turco", "Turkish"), ("israelí", "Israeli"))


def counterparts() -> List[Tuple[str, str, str]]:
    """"su homólogo francés" <-> "his French counterpart" ("metió su contraparte francés" before)."""
    rows = [(f"his {en} counterpart", f"su homólogo {es}", "both") for es, en in NATIONALITIES]
    rows += [(f"met his {en} counterpart", f"se reunió con su homólogo {es}", "en-es") for es, en in NATIONALITIES]
    return both_cases(rows)


def census_years() -> List[Tuple[str, str, str]]:
    """"As of the 2020 census" -> "Según el censo de 2020" (was "Como del 2020 censo"), 1990-2025."""
    return [(f"As of the {year} census", f"Según el censo de {year}", "en-es") for year in range(1990, 2026)]


PHRASES = (census_years() + american_nouns() + counterparts() + OPENING_ES_EN
           + both_cases([(en, es, "es-en") for es, en in TOPICS_ES_EN])
           + both_cases([(en, es, "en-es") for en, es in TOPICS_EN_ES]))
