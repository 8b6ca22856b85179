"""The set phrases of news, travel guides, shops, labels, how-tos, forecasts, match reports and
encyclopedias that the twentieth session read on sentences of its own, for the glossary beside
models/set_phrases_reports.py and models/set_phrases.py (which put these lists first in theirs).

Why: the students, trained on software text, garbled what such pages say: en->es "Yesterday the
minister resigned" -> "Sítero el ministro dimitió", "The match ended in a one-all draw" -> "La
coincidencia terminada en un dibujo uno-todos", "The plane was carrying" -> "El plano llevaba a
cabo"; es->en "si está embarazada" -> "if it is shipped", "La policía detuvo ayer a dos
sospechosos" -> "The police had to help two suspects". Each group's comment says what it fixed
and what was measured and left out. Model cards: the twentieth session's paragraphs.
"""
from __future__ import annotations

# (English, Spanish, direction) rows, set_phrases.py's shape.
YESTERDAY = [
    # A sentence opening on "Yesterday" without a comma came out "Sítero el ministro dimitió",
    # "Siterday Mark Smith dijo"; its possessive "Síternes"; "Earlier John Smith" stayed English.
    # Mid-sentence "of yesterday's vote" as a term came out "de ayer voto": only opening one.
    # Lower case too: "He arrived yesterday." came out "Ha llegado a sí mismo.", "of yesterday's
    # vote" "de los votos del ayer" (with the term: "del voto de ayer").
    ("Yesterday", "Ayer", "en-es"),
    ("Yesterday's", "de ayer", "en-es"),
    ("yesterday", "ayer", "en-es"),
    ("Earlier", "Antes", "en-es"),
    # "I saw him yesterday morning" came out "ayer la mañana", "tomorrow morning" "mañana" alone.
    ("yesterday morning", "ayer por la mañana", "en-es"),
    ("yesterday afternoon", "ayer por la tarde", "en-es"),
    ("yesterday evening", "ayer por la tarde", "en-es"),
    ("tomorrow morning", "mañana por la mañana", "en-es"),
    ("tomorrow afternoon", "mañana por la tarde", "en-es"),
    ("tomorrow night", "mañana por la noche", "en-es"),
]

# es->en (Spanish, English) pairs; set_phrases_reports.py writes them in both cases.
GUIDES_ES_EN = (
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
)

# en->es (English, Spanish) pairs; set_phrases_reports.py writes them in both cases.
GUIDES_EN_ES = (
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
)
