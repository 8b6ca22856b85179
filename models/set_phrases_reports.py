"""What news reports, event listings, bookings, match reports and recipes say, and "won", for the
glossary beside models/set_phrases.py (which takes these lines into its PHRASES, so they reach a
model by the same road).

Why: read on 100 sentences of our own each way written like such pages, the students wrote
en->es "The team won the cup" -> "El equipo ganará la copa" and "The film won an Oscar" -> "La
película será un Oscar" (the model reads "won" as the "won" of "won't", which software text is
full of: every "won" but "has won" came out a future), "He signed the contract" -> "He firmado el
contrato" (Spanish's "he", I have), "will appear in court" -> "aparecerá en la corteza", "The jury
found her not guilty" -> "El juro encontró su no guiado", "Bring the water to the boil" -> "Traer
el agua al barco", "rush hour" -> "la hora de arbusto", "Voters go to the polls" -> "Votantes van
a los pollos"; es->en "comparecerá ante el juez" -> "will compare judge", "Salpimentar" ->
"Save", "se jubilará" -> "it will be played", "Comparte esta página" -> "Compare this page",
"aire acondicionado" -> "advised air", "en hora punta" -> "at a time tip", "acuden a las urnas"
-> "get the urns", "elecciones" -> "choices", "la lesión" -> "the lesion", "Sin existencias" ->
"No existences".

Which: as in set_phrases_web.py, phrases whose words mean the same on any page; a word with
another sense elsewhere only inside its phrase ("the crash" may be a program's, so only "in the
crash"; "entradas" may be a form's inputs, so only "Las entradas cuestan"). "He"/"She" opening a
sentence with a past verb are listed with the verb, which Spanish writes alone ("He signed" ->
"Firmó"): "He" -> "Él" as a term of its own left the verb to the model, which then wrote a
participle ("Él firmado el contrato").
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases
from models.set_phrases_web import COUNTS

# "won" (the engine never matches a term inside "won't": text/protect.cc), with the forms whose
# Spanish differs from the singular past "ganó".
WON = [("won", "ganó\tganaron", "en-es"),  # the plural after a plural subject (set_phrases_past.py)
       ("has won", "ha ganado", "en-es"),
       ("have won", "han ganado", "en-es"),
       ("you have won", "has ganado", "en-es"),
       ("You have won", "Has ganado", "en-es"),
       ("we have won", "hemos ganado", "en-es"),
       ("We have won", "Hemos ganado", "en-es"),
       ("I have won", "He ganado", "en-es"),
       ("had won", "había ganado\thabían ganado", "en-es"),
       ("was won by", "fue ganado por", "en-es"),
       ("they won", "ganaron", "en-es"),
       ("They won", "Ganaron", "en-es"),
       ("we won", "ganamos", "en-es"),
       ("We won", "Ganamos", "en-es")]

# A past verb after "He"/"She": (English, Spanish for him, Spanish for her).
PAST_VERBS = (("signed", "firmó", "firmó"),
              ("won", "ganó", "ganó"),
              ("scored", "marcó", "marcó"),
              ("founded", "fundó", "fundó"),
              ("resigned", "dimitió", "dimitió"),
              ("announced", "anunció", "anunció"),
              ("married", "se casó con", "se casó con"),
              ("added", "añadió", "añadió"),
              ("described", "describió", "describió"),
              ("refused to comment", "se negó a hacer comentarios", "se negó a hacer comentarios"),
              ("denied", "negó", "negó"),
              ("played for", "jugó en", "jugó en"),
              ("moved to", "se mudó a", "se mudó a"),
              ("returned to", "volvió a", "volvió a"),
              ("told reporters", "dijo a los periodistas", "dijo a los periodistas"),
              ("was elected", "fue elegido", "fue elegida"),
              ("was appointed", "fue nombrado", "fue nombrada"),
              ("was injured", "resultó herido", "resultó herida"),
              ("was arrested", "fue detenido", "fue detenida"),
              ("was sentenced to", "fue condenado a", "fue condenada a"),
              ("was awarded", "recibió", "recibió"))


def pronoun_past() -> List[Tuple[str, str, str]]:
    """"He signed" -> "Firmó", "she was elected" -> "fue elegida", opening a sentence or not."""
    rows = []
    for en, him, her in PAST_VERBS:
        for pronoun, es in (("he", him), ("she", her)):
            rows.append((f"{pronoun} {en}", es, "en-es"))
            rows.append((f"{pronoun.capitalize()} {en}", es[0].upper() + es[1:], "en-es"))
    return rows


def under_age() -> List[Tuple[str, str, str]]:
    """"menores de dos años" -> "under two", "children under the age of two" back."""
    rows = []
    for es, en in COUNTS[:8]:
        rows.append((f"under {en}", f"menores de {es} años", "es-en"))
        rows.append((f"under the age of {en}", f"menores de {es} años", "en-es"))
        rows.append((f"children under the age of {en}", f"los niños menores de {es} años", "en-es"))
        rows.append((f"Children under the age of {en}", f"Los niños menores de {es} años", "en-es"))
    return rows


ES_EN = both_cases([(en, es, "es-en") for es, en in (
    # a week's news, a hotel's, a shop's and a recipe's, read on sentences of our own (twentieth
    # session): "La policía detuvo ayer a dos sospechosos" came out "The police had to help two
    # suspects", "se estrenará" "will be narrowed", "El envío es gratuito" "Sending is free",
    # "cada media hora" "on each time", "Hay que dejar reposar la masa" "If you have to leave
    # the mass", "terminó con empate a uno" "ended with draw to one"
    ("detuvo a", "arrested"),
    ("detuvieron a", "arrested"),
    ("detuvo ayer a", "yesterday arrested"),
    ("ha detenido a", "has arrested"),
    ("han detenido a", "have arrested"),
    ("el incendio se declaró", "the fire broke out"),
    ("de la madrugada", "in the morning"),
    ("a la una de la madrugada", "at one in the morning"),
    ("a las dos de la madrugada", "at two in the morning"),
    ("a las tres de la madrugada", "at three in the morning"),
    ("a las cuatro de la madrugada", "at four in the morning"),
    ("a las cinco de la madrugada", "at five in the morning"),
    # with its subject: after a noun the model took the placeholder for an adjective ("The will
    # premiere movie")
    ("la película se estrenará", "the film will premiere"),
    ("la película se estrenó", "the film premiered"),
    ("que despedirá a", "that it will lay off"),
    ("despedirá a", "will lay off"),
    ("el paro bajó", "unemployment fell"),
    ("el paro subió", "unemployment rose"),
    ("por segundo mes consecutivo", "for the second month in a row"),
    ("por tercer mes consecutivo", "for the third month in a row"),
    ("por segundo año consecutivo", "for the second year in a row"),
    ("por tercer año consecutivo", "for the third year in a row"),
    ("por segunda vez consecutiva", "for the second time in a row"),
    ("por tercera vez consecutiva", "for the third time in a row"),
    ("con empate a cero", "in a goalless draw"),
    ("con empate a uno", "in a one-all draw"),
    ("con un empate", "in a draw"),
    ("dejar reposar la masa", "let the dough rest"),
    ("cada media hora", "every half hour"),
    ("el tren sale", "the train leaves"),
    ("el envío es gratuito", "shipping is free"),
    ("envío gratuito", "free shipping"),
    ("gastos de envío", "shipping costs"),
    ("incluido en el precio", "included in the price"),
    ("traducido a", "translated into"),
    ("traducida a", "translated into"),
    ("traducidos a", "translated into"),
    ("advierten del", "warn of the"),
    ("advirtió del", "warned of the"),
    ("el aumento del nivel del mar", "the rise in sea level"),
    ("del aumento del nivel del mar", "of the rise in sea level"),
    ("más de mil personas", "more than a thousand people"),
    # a travel guide's (twentieth session): "su marisco" came out "seaflowscot", "El pueblo
    # tiene unos 500 habitantes" "The people have", "rodeado de montañas" "surrounded from",
    # "dar un paseo en barco" "give a boat trip", "de norte a sur" "the north town"
    ("En stock", "In stock"),  # was "On stock"
    # a forecast's, a match report's and a tech page's: "El equipo marcó dos goles en la
    # segunda parte" came out "The computer scored two goals on the second part", "El portero
    # hizo varias paradas" "The porter made several stops", "saldrá a la venta" "will exit the
    # sale", "tiempo seco" "dry time", "beneficios récord" "profits"
    ("el equipo marcó", "the team scored"),
    ("en la segunda parte", "in the second half"),
    ("en la primera parte", "in the first half"),
    ("falló un penalti", "missed a penalty"),
    ("el portero hizo", "the goalkeeper made"),  # "el portero" alone is a hotel's too
    ("el portero detuvo", "the goalkeeper saved"),
    ("paradas importantes", "important saves"),
    ("saldrá a la venta", "will go on sale"),
    ("salió a la venta", "went on sale"),
    ("tiempo seco", "dry weather"),
    ("beneficios récord", "record profits"),
    ("en el último minuto", "in the last minute"),
    # an encyclopedia's: "fue fundada por los romanos" came out "founded for the Romans", "la
    # segunda ciudad más poblada" "the second powerful city", "La obra se estrenó en 1905" "The
    # work was close to 1905", "ocupa una superficie de" "occupies a surface of"
    ("fue fundada por", "was founded by"),
    ("fue fundado por", "was founded by"),
    ("fundada por", "founded by"),
    ("fundado por", "founded by"),
    ("el idioma oficial es el español", "the official language is Spanish"),
    ("se basa en el turismo", "is based on tourism"),
    ("segunda ciudad más poblada", "second most populous city"),
    ("tercera ciudad más poblada", "third most populous city"),
    ("ciudad más poblada", "most populous city"),
    ("la obra se estrenó", "the play premiered"),
    ("con gran éxito", "to great success"),
    ("Fue nombrado", "He was appointed"),
    ("Fue nombrada", "She was appointed"),
    ("ocupa una superficie de", "covers an area of"),
    ("tiene una superficie de", "has an area of"),
    # a how-to's and a label's: "si está embarazada" came out "if it is shipped", "viértela en
    # la taza" "vinetting it in the cup", "Bebe mucha agua" "It drinks a lot of water", "en un
    # lugar fresco y seco" "in a fresh and dry place"
    ("si está embarazada", "if you are pregnant"),
    ("está embarazada", "is pregnant"),
    ("viértela en", "pour it into"),
    ("viértelo en", "pour it into"),
    ("una taza de té", "a cup of tea"),
    ("una taza de café", "a cup of coffee"),
    ("bebe mucha agua", "drink plenty of water"),
    ("duerme lo suficiente", "get enough sleep"),
    ("en un lugar fresco y seco", "in a cool, dry place"),
    ("hay aparcamiento", "there is parking"),
    # a news agency's: "Las negociaciones entre ambas partes fracasaron" came out "Negotiations
    # between both fractional parts", "criticada por los partidos de la oposición" "raised by
    # opposition's splits", "seis tripulantes" "crewmans", "para frenar la inflación" "for
    # frencing inflation"; measured and left out, the model moving them before their noun as an
    # adjective: "fracasaron", "entre ambas partes" ("The between the two sides failed last night
    # negotiations"), "aseguraron haber" ("Several claimed to have witnesses heard")
    ("criticada por", "criticised by"),
    ("criticado por", "criticised by"),
    ("los partidos de la oposición", "opposition parties"),
    ("tripulantes", "crew members"),
    ("transportaba a", "was carrying"),
    ("graves problemas", "serious problems"),
    ("para frenar la inflación", "to curb inflation"),
    ("una fuerte explosión", "a loud explosion"),
    ("fallo eléctrico", "electrical fault"),
    ("la contaminación", "pollution"),
    ("se espera que", "it is expected that"),
    ("su marisco", "its seafood"),
    ("el marisco", "seafood"),
    ("los mariscos", "seafood"),
    ("dar un paseo en barco", "take a boat trip"),
    ("Patrimonio de la Humanidad por la UNESCO", "a UNESCO World Heritage Site"),
    ("la mejor época para", "the best time to"),
    ("de norte a sur", "from north to south"),
    ("de este a oeste", "from east to west"),
    ("el pueblo tiene", "the village has"),
    ("el pueblo es famoso", "the village is famous"),
    ("el pueblo está", "the village is"),
    ("rodeado de", "surrounded by"),
    ("rodeada de", "surrounded by"),
    ("rodeados de", "surrounded by"),
    ("rodeadas de", "surrounded by"),
    ("desde los años noventa", "since the 1990s"),
    ("desde los años ochenta", "since the 1980s"),
    ("desde los años setenta", "since the 1970s"),
    ("desde los años sesenta", "since the 1960s"),
    ("en los años noventa", "in the 1990s"),
    ("en los años ochenta", "in the 1980s"),
    ("en los años setenta", "in the 1970s"),
    ("en los años sesenta", "in the 1960s"),
    # courts and crime
    ("años de cárcel", "years in prison"),
    ("por fraude", "for fraud"),
    ("el jurado", "the jury"),
    ("una de ellas de gravedad", "one of them seriously"),
    ("uno de ellos de gravedad", "one of them seriously"),
    ("heridos de gravedad", "seriously injured"),
    ("herido de gravedad", "seriously injured"),
    ("en relación con el robo", "in connection with the robbery"),
    ("el robo", "the robbery"),
    ("un robo", "a robbery"),
    # disasters and the weather's damage
    ("a primera hora del", "early on"),
    ("a primera hora de la mañana", "early in the morning"),
    ("tras la tormenta", "after the storm"),
    # events
    ("hasta finales de", "until the end of"),
    ("nuevo disco", "new album"),
    ("mejor dirección", "best director"),
    ("las entradas cuestan", "tickets cost"),
    ("entradas para el concierto", "tickets for the concert"),
    # politics and sport
    ("los votantes acuden a las urnas", "voters go to the polls"),
    ("el partido en el poder", "the ruling party"),
    ("la participación fue", "turnout was"),
    ("en las últimas elecciones", "in the last election"),
    ("tras una racha de derrotas", "after a losing streak"),
    ("el gol de la victoria", "the winning goal"),
    ("victoria del equipo local", "victory for the home team"),
    ("la lesión", "the injury"),
    ("una lesión", "an injury"),
    ("una subida del salario mínimo", "a rise in the minimum wage"),
    ("el salario mínimo", "the minimum wage"),
    # a shop, a booking, a hotel
    ("suscríbase a", "subscribe to"),
    ("suscríbete a", "subscribe to"),
    ("al continuar navegando", "by continuing to browse"),
    ("si continúa navegando", "if you continue browsing"),
    ("acepta nuestra política de privacidad", "you accept our privacy policy"),
    ("pedidos superiores a", "orders over"),
    ("para menores de", "for children under"),
    ("los niños menores de", "children under"),
    ("para los mayores de", "for people over"),
    ("ponerse en contacto con nosotros", "contact us"),
    ("póngase en contacto con nosotros", "contact us"),
    ("no dude en ponerse en contacto con nosotros", "do not hesitate to contact us"),
    ("comparte esta página", "share this page"),
    ("compartir en", "share on"),
    ("en las redes sociales", "on social media"),
    ("sin existencias", "out of stock"),
    ("su reserva", "your booking"),
    ("en pleno casco antiguo", "right in the old town"),
    ("en pleno centro", "right in the centre"),
    ("a pocos minutos a pie de", "a few minutes' walk from"),
    ("a pocos minutos a pie del", "a few minutes' walk from the"),
    ("aire acondicionado", "air conditioning"),
    ("baño privado", "private bathroom"),
    ("las plazas son limitadas", "places are limited"),
    ("plazas limitadas", "limited places"),
    ("reserve con antelación", "book in advance"),
    ("en hora punta", "at rush hour"),
    ("hora punta", "rush hour"),
    ("cortada al tráfico", "closed to traffic"),
    ("por obras", "for roadworks"),
    # a recipe and a home
    ("salpimentar", "season with salt and pepper"),
    ("salpimienta", "season with salt and pepper"),
    ("salpimentar al gusto", "season with salt and pepper to taste"),
    ("en rodajas finas", "into thin slices"),
    ("rodajas", "slices"),
    ("a ebullición", "to the boil"),
    ("lleva el agua a ebullición", "bring the water to the boil"),
    ("llevar a ebullición", "bring to the boil"),
    ("añade la pasta", "add the pasta"),
    ("engrasa una bandeja", "grease a baking tray"),
    ("bandeja de horno", "baking tray"),
    ("hasta obtener una masa homogénea", "until smooth"),
    ("un recipiente hermético", "an airtight container"),
    ("recipiente hermético", "airtight container"),
    ("consérvalo en", "store it in"),
    ("una gran terraza", "a large terrace"),
    ("duerma lo suficiente", "get enough sleep"),
    ("dormir lo suficiente", "get enough sleep"),
    ("el plazo de presentación de solicitudes", "the deadline for applications"),
    ("título de ingeniería", "engineering degree"),
    # a history's and a geography's
    ("la pandemia", "the pandemic"),
    ("pandemia", "pandemic"),
    ("tiene su sede en", "is based in"),
    ("con sede en", "based in"),
    ("colonos", "settlers"),
    ("colonos normandos", "Norman settlers"),
    ("calzadas romanas", "Roman roads"),
    ("veranos calurosos", "hot summers"),
    ("inviernos frescos", "cool winters"),
    ("inviernos suaves", "mild winters"),
    ("clima suave", "mild climate"),
    ("el clima es suave", "the climate is mild"),
    ("sin descendencia", "without an heir"),
    ("el turismo y la pesca", "tourism and fishing"),
    ("el estallido de la guerra", "the outbreak of war"),
    ("frente a la costa de", "off the coast of"),
    ("el desván", "the attic"),
    ("influyentes", "influential"),
    ("influyente", "influential"),
    ("adaptada al cine", "adapted into a film"),
    ("adaptado al cine", "adapted into a film"),
    ("al pie de la montaña", "at the foot of the mountain"),
    # news's nouns in their news sense, where the phrase says which ("Las acciones cayeron" ->
    # "Actions fell", "El juicio" -> "The judgment", "El disco vendió" -> "The disk sold")
    ("las acciones cayeron", "shares fell"),
    ("las acciones subieron", "shares rose"),
    ("compraron acciones", "bought shares"),
    ("acciones de la empresa", "company shares"),
    ("el juicio", "the trial"),
    ("el disco vendió", "the album sold"),
    ("los cargos contra", "the charges against"),
    ("falló a favor de", "ruled in favor of"),
    ("falló a su favor", "ruled in his favor"),
)])

# Verbs after their subject: no capitalised twin, since a sentence they open has its subject after
# them or none ("Se manifestaron" -> "Demonstrated", "Resultaron heridas" -> "Were injured").
ES_EN_MID = [(en, es, "es-en") for es, en in (
    ("comparecerá ante el juez", "will appear in court"),
    ("compareció ante el juez", "appeared in court"),
    ("la declaró inocente", "found her not guilty"),
    ("lo declaró inocente", "found him not guilty"),
    ("le declaró inocente", "found him not guilty"),
    ("la declaró culpable", "found her guilty"),
    ("lo declaró culpable", "found him guilty"),
    ("pide la colaboración ciudadana", "is appealing to the public for help"),
    ("resultaron heridas", "were injured"),
    ("resultaron heridos", "were injured"),
    ("resultó herido", "was injured"),
    ("resultó herida", "was injured"),
    ("ha detenido a", "has arrested"),
    ("han detenido a", "have arrested"),
    ("lograron controlar el incendio", "managed to bring the fire under control"),
    ("logró controlar", "managed to control"),
    ("lograron controlar", "managed to control"),
    ("obligó a desalojar a", "forced the evacuation of"),
    ("obligó a desalojar", "forced the evacuation of"),
    ("se celebra cada", "is held every"),
    ("se celebrará", "will be held"),
    ("podrá visitarse", "can be visited"),
    ("publicará un nuevo disco", "will release a new album"),
    ("acuden a las urnas", "go to the polls"),
    ("acudirán a las urnas", "will go to the polls"),
    ("acudieron a las urnas", "went to the polls"),
    ("perdió la mayoría", "lost its majority"),
    ("fue destituido", "was sacked"),
    ("marcó el gol de la victoria", "scored the winning goal"),
    ("se jubilará", "will retire"),
    ("se jubiló", "retired"),
    ("se manifestaron", "demonstrated"),
    ("pasan cada", "run every"),
    ("retiraron los cargos", "dropped the charges"),
    ("negó los cargos", "denied the charges"),
    ("ganó las elecciones", "won the election"),
)]

EN_ES = both_cases([(en, es, "en-es") for en, es in (
    # a week's news, a shop's and a recipe's, read on sentences of our own (twentieth session):
    # "The match ended in a one-all draw" came out "La coincidencia terminada en un dibujo
    # uno-todos", "According to the polls" "De acuerdo a los pollos", "More than a thousand
    # people" "Más de miles", "continue to rise" "continúa levantarse", "in a row" "en una fila",
    # "Shipping is free" "El envío es libre", "Let the dough rest" "Deja el descanso", "every
    # half hour" "cada mitad hora", "two suspects" "dos sospecha"
    ("the match ended", "el partido terminó"),
    ("ended in a draw", "terminó en empate"),
    ("in a one-all draw", "con empate a uno"),
    ("in a goalless draw", "con empate a cero"),
    ("the polls", "las encuestas"),
    ("opinion polls", "las encuestas de opinión"),
    ("more than a thousand people", "más de mil personas"),
    ("a thousand people", "mil personas"),
    ("continue to rise", "siguen subiendo"),
    ("continues to rise", "sigue subiendo"),
    ("continued to rise", "siguieron subiendo"),
    ("for the second month in a row", "por segundo mes consecutivo"),
    ("for the third month in a row", "por tercer mes consecutivo"),
    ("for the second year in a row", "por segundo año consecutivo"),
    ("for the third year in a row", "por tercer año consecutivo"),
    ("for the second time in a row", "por segunda vez consecutiva"),
    ("for the third time in a row", "por tercera vez consecutiva"),
    ("shipping is free", "el envío es gratuito"),
    ("free shipping", "envío gratuito"),
    ("on orders over", "en pedidos superiores a"),
    ("let the dough rest", "deja reposar la masa"),
    ("every half hour", "cada media hora"),
    ("trains run every half hour", "los trenes pasan cada media hora"),  # "Trains run every" is a term
    ("the suspects", "los sospechosos"),
    ("two suspects", "dos sospechosos"),
    ("three suspects", "tres sospechosos"),
    ("the suspect", "el sospechoso"),
    ("at one in the morning", "a la una de la madrugada"),
    ("at two in the morning", "a las dos de la madrugada"),
    ("at three in the morning", "a las tres de la madrugada"),
    ("at four in the morning", "a las cuatro de la madrugada"),
    ("at five in the morning", "a las cinco de la madrugada"),
    ("sea levels are rising", "el nivel del mar está subiendo"),
    ("sea level rise", "la subida del nivel del mar"),
    ("the company said it would", "la empresa dijo que"),  # "The company said" is a term
    # a travel guide's: "seafood" came out "marinas", "a UNESCO World Heritage Site" "un UNESCO
    # Patrimonio de la Humanidad"; "entrance to the" as a term measured and left out ("La
    # entrada al catedral", "El museo la entrada al está")
    ("seafood", "marisco"),
    # a news agency's: "The plane was carrying" came out "El plano llevaba a cabo", "Talks
    # between the two sides broke down" "Los tallos entre los dos lados se deslizan", "Officials
    # said" "Los oficiales decían", "electrical fault" "falta eléctrica", "a loud explosion" "una
    # breve explosión", "later today" "después de hoy"
    ("the plane", "el avión"),
    ("a plane", "un avión"),
    ("plane crash", "accidente de avión"),
    ("was carrying", "transportaba"),
    ("crew members", "miembros de la tripulación"),
    ("talks between", "las conversaciones entre"),
    ("talks broke down", "las negociaciones fracasaron"),
    ("officials said", "las autoridades dijeron"),
    ("electrical fault", "fallo eléctrico"),
    ("a loud explosion", "una fuerte explosión"),
    ("later today", "a lo largo del día"),
    ("opposition parties", "los partidos de la oposición"),
    # a forecast's, a match report's and a tech page's: "will drop sharply" came out "bajarán
    # afilado", "made several important saves" "hizo varios guardados importantes", "will go on
    # sale" "va a en oferta", "reported record profits" "reportada de beneficios"
    ("temperatures will drop sharply", "las temperaturas bajarán considerablemente"),  # "Temperatures will drop" is a term
    ("will drop sharply", "bajarán considerablemente"),
    ("made several important saves", "hizo varias paradas importantes"),
    ("important saves", "paradas importantes"),
    ("will go on sale", "saldrá a la venta"),
    ("record profits", "beneficios récord"),
    ("reported record profits", "registró beneficios récord"),
    # an encyclopedia's: "mild winters" came out "inviernos leñadores", "The play premiered"
    # "La reproducción premierada", "The species is endangered" "Las especies se apoyan"
    ("hot summers and mild winters", "veranos calurosos e inviernos suaves"),
    ("mild winters", "inviernos suaves"),
    ("hot summers", "veranos calurosos"),
    ("the play premiered", "la obra se estrenó"),
    ("to great success", "con gran éxito"),
    ("the species is endangered", "la especie está en peligro de extinción"),
    ("is endangered", "está en peligro de extinción"),
    ("are endangered", "están en peligro de extinción"),
    ("endangered species", "especies en peligro de extinción"),
    # a how-to's and a label's: "pour it into the cup" came out "lo agarra en la bolsa", "if
    # you are pregnant" "si es embarazado", "The event is free" "es libre", "Children must be
    # accompanied" "Children deben"
    ("pour it into the cup", "viértela en la taza"),
    ("into the cup", "en la taza"),
    ("if you are pregnant", "si está embarazada"),
    ("the event is free", "el evento es gratuito"),
    ("children must be accompanied by an adult", "los niños deben ir acompañados de un adulto"),
    # a shop's and a cookie banner's: "Accept all cookies" came out "Aceptar todas las galletas"
    ("accept all cookies", "aceptar todas las cookies"),
    ("reject all cookies", "rechazar todas las cookies"),
    ("cookie settings", "configuración de cookies"),
    ("customers who bought this item also bought", "los clientes que compraron este artículo también compraron"),
    ("a UNESCO World Heritage Site", "Patrimonio de la Humanidad por la UNESCO"),
    ("entrance is free", "la entrada es gratuita"),
    ("is free of charge", "es gratuito"),
    # courts and crime
    ("will appear in court", "comparecerá ante el juez"),
    ("appeared in court", "compareció ante el juez"),
    ("the jury", "el jurado"),
    ("found her not guilty", "la declaró inocente"),
    ("found him not guilty", "lo declaró inocente"),
    ("found her guilty", "la declaró culpable"),
    ("found him guilty", "lo declaró culpable"),
    ("police are appealing for witnesses to come forward", "la policía pide a los testigos que se presenten"),
    ("in the crash", "en el accidente"),
    ("one of them seriously", "uno de ellos de gravedad"),
    ("bring the blaze under control", "controlar el incendio"),
    ("bring the fire under control", "controlar el incendio"),
    # events
    ("the exhibition runs until", "la exposición estará abierta hasta"),
    ("doors open at", "las puertas se abren a las"),
    ("the concert starts at", "el concierto empieza a las"),
    ("release a new album", "publicar un nuevo álbum"),
    ("will release a new album", "publicará un nuevo álbum"),
    ("in the spring", "en primavera"),
    ("in the summer", "en verano"),
    ("in the autumn", "en otoño"),
    ("in the winter", "en invierno"),
    ("awards", "premios"),
    # An earlier list had left "best actress" out: the model then dropped "won three awards",
    # which it read as "won't"; with "won" a term it no longer does.
    ("best director", "mejor director"),
    ("best actress", "mejor actriz"),
    ("best actor", "mejor actor"),
    ("the award", "el premio"),
    ("an award", "un premio"),
    ("the prize", "el premio"),
    ("a prize", "un premio"),
    ("prizes", "premios"),
    ("tickets cost", "las entradas cuestan"),
    # politics and sport
    ("go to the polls", "acuden a las urnas"),
    ("went to the polls", "acudieron a las urnas"),
    ("the ruling party", "el partido en el poder"),
    ("lost its majority", "perdió la mayoría"),
    ("turnout", "la participación"),
    ("in the last election", "en las últimas elecciones"),
    ("was sacked", "fue destituido"),
    ("the coach was sacked", "el entrenador fue destituido"),
    ("won the match", "ganó el partido"),
    ("lost the match", "perdió el partido"),
    ("after the match", "después del partido"),
    ("a string of defeats", "una racha de derrotas"),
    ("the winning goal", "el gol de la victoria"),
    ("the away team", "el equipo visitante"),
    ("the injury", "la lesión"),
    ("an injury", "una lesión"),
    ("will retire", "se jubilará"),
    # a shop, a booking, a hotel
    ("by continuing to browse", "si continúa navegando"),
    ("by continuing to use this site", "si continúa utilizando este sitio"),
    ("you agree to our privacy policy", "acepta nuestra política de privacidad"),
    ("you agree to our use of cookies", "acepta el uso de cookies"),
    ("feel free to contact us", "no dudes en ponerte en contacto con nosotros"),
    ("within 30 days of purchase", "en un plazo de 30 días desde la compra"),
    ("your booking", "su reserva"),
    ("the booking", "la reserva"),
    ("a short walk from", "a poca distancia a pie de"),
    ("air conditioning", "aire acondicionado"),
    ("a private bathroom", "un baño privado"),
    ("private bathroom", "baño privado"),
    ("all rooms", "todas las habitaciones"),
    ("free of charge", "gratis"),
    ("stay free of charge", "se alojan gratis"),
    ("check-in is from", "la entrada es a partir de las"),
    ("check-out is until", "la salida es hasta las"),
    ("trains run every", "los trenes pasan cada"),
    ("during rush hour", "en hora punta"),
    ("rush hour", "hora punta"),
    ("the road will be closed to traffic", "la carretera estará cortada al tráfico"),
    # a recipe and a home
    ("into thin slices", "en rodajas finas"),
    ("bring the water to the boil", "llevar el agua a ebullición"),
    ("bring to the boil", "llevar a ebullición"),
    ("leave to cool", "dejar enfriar"),
    ("before serving", "antes de servir"),
    ("an airtight container", "un recipiente hermético"),
    ("for up to a week", "hasta una semana"),
    ("baking tray", "bandeja de horno"),
    ("grease a baking tray", "engrasa una bandeja de horno"),
    ("until smooth", "hasta obtener una mezcla homogénea"),
    ("large balcony", "gran balcón"),
    # news's nouns whose software sense the student wrote ("The church" -> "La jerarquía", "a long
    # trial" -> "un largo viaje", "The race" -> "La raza", "The strike" -> "El golpe", "Shares
    # fell" -> "Compartir comparticiones salidas"); only where the phrase says which sense
    ("the church", "la iglesia"),
    ("church", "iglesia"),
    ("churches", "iglesias"),
    ("the trial", "el juicio"),
    ("a long trial", "un largo juicio"),
    ("clinical trial", "ensayo clínico"),
    ("clinical trials", "ensayos clínicos"),
    ("the race", "la carrera"),
    ("the strike", "la huelga"),
    ("a strike", "una huelga"),
    ("air strike", "ataque aéreo"),
    ("air strikes", "ataques aéreos"),
    ("the charges", "los cargos"),
    ("the charges were dropped", "se retiraron los cargos"),
    ("political party", "partido político"),
    ("political parties", "partidos políticos"),
    ("party leader", "líder del partido"),
    ("opposition party", "partido de la oposición"),
    ("its shares", "sus acciones"),
    ("their shares", "sus acciones"),
    ("shares fell", "las acciones cayeron"),
    ("shares rose", "las acciones subieron"),
    ("shops and public transport", "tiendas y transporte público"),
    ("applicants must have", "los candidatos deben tener"),
    ("a degree in", "un título en"),
    ("the deadline for applications", "el plazo de presentación de solicitudes"),
    ("for people over", "para las personas mayores de"),
    ("get enough sleep", "dormir lo suficiente"),
)])

# A recipe's or a guide's instruction opening a sentence ("Hay que dejar reposar la masa" came out
# "There is let the dough rest"); capitalised only: mid-sentence "no hay que" is "must not".
OPENING_ES_EN = [("You have to", "Hay que", "es-en")]

PHRASES = WON + pronoun_past() + under_age() + ES_EN + ES_EN_MID + OPENING_ES_EN + EN_ES
