"""Set phrases of everyday prose and web pages, for the model's glossary (FORMAT.md, "Glossary"):
greetings and wishes, a shop's labels and offers, a page's calls to action, news's fixed nouns.

Why: the phrasebook (models/phrasebook.en-es.tsv, in the memory) answers a greeting typed alone,
but only as a whole sentence; with one word more the students translated it word by word:
"Good morning, everyone!" -> "¡Bien mañana, todo el mundo!", "Merry Christmas and Happy New
Year!" -> "¡Necesitas y felices nuevos año!", "Good luck with your exams!" -> "¡Bien suerte con
tus exámenes!"; es->en "Buenos días a todos." -> "Well days to all.", "¡Buena suerte en los
exámenes!" -> "I'm luck in the exams!". Trained on software and manuals, they never saw a
shop's words: "Free shipping on all orders." -> "Comida libre en todas las órdenes.", "out of
stock" -> "fuera de culata", "Subscribe to our newsletter." -> "Suscribirse a nuestro libro de
noticias.", "Envío gratis" -> "Send free", "Carrito de la compra" -> "Shooting Carriage",
"Devoluciones gratuitas" -> "Devolutions free" (Apertium has none of these either: "shipping" ->
"Navío", "envío" -> "Sending").

Each expression is a term wherever it is written as here. Greetings only capitalised (a greeting
opens its sentence or is a name-like wish: "a Merry Christmas"): a lower-case "good morning"
mid-sentence may be an ordinary one ("a good morning for fishing"); expressions a possessive can
follow ("Good night's sleep") are left out. A shop's words in both cases where they mean nothing
else ("free shipping", "our newsletter"); a verb only capitalised, as a button or a sentence's
imperative writes it ("Sign up" -> "Regístrate"; "you can sign up" is no imperative), and a word
with an everyday sense only in its shop phrase ("está agotado" -> "is out of stock", where
"estoy agotado" is "I am exhausted"). Written for Heed, in the "tú" form as the phrasebook. The
terms join the glossary by the road the phrases take (models/phrases.py's `add`: the glossary's
own terms win). "for free" -> "gratis" was measured and left out: "offers for free accommodation"
came out "ofertas de gratis acomodación".

    $PY -m models.set_phrases build --direction en-es --out set_phrases.en-es.tsv
    $PY -m models.phrases add --model IN.heed --phrases set_phrases.en-es.tsv --out OUT.heed
"""
from __future__ import annotations

import importlib
import sys
from typing import List, Tuple

from models.names import build_terms_main
from models.set_phrases_guides import YESTERDAY

# The other modules' lists (models/set_phrases_<name>.py, each a PHRASES of the rows below), in
# the order PHRASES takes them: a phrase listed before keeps its line.
LISTS = ("daily", "adverbs", "compounds", "verbs", "web", "numbers", "articles", "reports", "past", "notices",
         "topics", "genres", "places", "idioms", "feelings", "encyclopedia", "interests", "affairs", "life", "wiki")

# English, Spanish, the direction(s): "both", or the one direction the line is for (the other
# would take a more general word: "Buenas noches" is also "Good night").
WISHES = [
    ("Good morning", "Buenos días", "both"),
    ("Good afternoon", "Buenas tardes", "both"),
    ("Good evening", "Buenas noches", "en-es"),
    ("Happy birthday", "Feliz cumpleaños", "both"),
    ("Merry Christmas", "Feliz Navidad", "both"),
    ("Happy New Year", "Feliz Año Nuevo", "both"),
    ("Happy New Year", "Feliz año nuevo", "es-en"),
    ("Happy New Year", "Próspero Año Nuevo", "es-en"),
    ("Happy New Year", "Próspero año nuevo", "es-en"),
    ("Happy holidays", "Felices fiestas", "both"),
    ("Happy Easter", "Felices Pascuas", "both"),
    ("Good luck", "Buena suerte", "both"),
    ("Thank you very much", "Muchas gracias", "both"),
    ("thank you very much", "muchas gracias", "es-en"),
    ("Congratulations on", "Felicidades por", "en-es"),
    ("See you soon", "Hasta pronto", "both"),
    ("Have a nice day", "Que tengas un buen día", "en-es"),
]
SHOP = [
    ("Free shipping", "Envío gratis", "both"),
    ("free shipping", "envío gratis", "both"),
    ("Free shipping", "Envío gratuito", "es-en"),
    ("free shipping", "envío gratuito", "es-en"),
    ("Free returns", "Devoluciones gratis", "both"),
    ("free returns", "devoluciones gratis", "both"),
    ("Free returns", "Devoluciones gratuitas", "es-en"),
    ("free returns", "devoluciones gratuitas", "es-en"),
    ("Shipping costs", "Gastos de envío", "both"),
    ("shipping costs", "gastos de envío", "both"),
    ("out of stock", "agotado", "en-es"),
    ("Out of stock", "Agotado", "en-es"),
    ("is out of stock", "está agotado", "es-en"),
    ("are out of stock", "están agotados", "es-en"),
    ("our newsletter", "nuestro boletín", "both"),
    ("Newsletter", "Boletín", "en-es"),
    ("newsletter", "boletín", "en-es"),
    ("newsletters", "boletines", "en-es"),
    ("Shopping cart", "Carrito de la compra", "both"),
    ("shopping cart", "carrito de la compra", "both"),
    ("Shopping cart", "Carrito de compra", "es-en"),
    ("shopping cart", "carrito de compra", "es-en"),
    ("Wishlist", "Lista de deseos", "both"),
    ("wishlist", "lista de deseos", "both"),
    ("Sign up", "Regístrate", "both"),
    ("sign up", "regístrate", "es-en"),
    ("Subscribe", "Suscríbete", "es-en"),
    ("subscribe", "suscríbete", "es-en"),
    ("On sale", "En oferta", "both"),
    ("on sale", "en oferta", "both"),
    ("Best seller", "Más vendido", "en-es"),
    ("Best sellers", "Más vendidos", "en-es"),
    ("Checkout", "Finalizar compra", "both"),
]
# A page's calls to action: Spanish's imperatives with a pronoun joined ("Síguenos", the model's
# "Use us"; "Contáctanos" -> "Contains", "Descárgate" -> "Disable"), in both cases since no other
# word is written so; English's only capitalised, as a button or an imperative sentence.
CALLS = [
    ("Follow us", "Síguenos", "both"),
    ("follow us", "síguenos", "es-en"),
    ("Contact us", "Contáctanos", "es-en"),
    ("contact us", "contáctanos", "es-en"),
    ("Call us", "Llámanos", "both"),
    ("call us", "llámanos", "es-en"),
    ("Write to us", "Escríbenos", "es-en"),
    ("write to us", "escríbenos", "es-en"),
    ("Join us", "Únete a nosotros", "en-es"),
    ("Call us at", "Llámanos al", "es-en"),
    ("Join", "Únete a", "es-en"),
    ("join", "únete a", "es-en"),
    ("Join", "Únete", "es-en"),
    ("join", "únete", "es-en"),
    ("Download", "Descárgate", "es-en"),
    ("Sign up", "Inscríbete", "es-en"),
    ("sign up", "inscríbete", "es-en"),
    ("Meet our team", "Conoce a nuestro equipo", "both"),
]
# News's fixed nouns, which the students wrote word by word ("Clima el cambio", "La torta de
# muerte", "una conferencia" for a press conference, "el registro del mundo", "la Mundo", "gas de
# Greenhouse", "La rainforestia de Amazon", "Desaparecer" for "Unemployment"; es->en "Climatic
# change", "The dead number", "a press wheel", "reverse effect gas", "The deploy rate", "The
# global heating"). Spanish gives a general subject its article where English has none: a
# capitalised one opening a sentence has it ("Climate change is" -> "El cambio climático es"), and
# es->en the article goes ("El cambio climático" -> "Climate change").
NEWS = [
    ("climate change", "cambio climático", "both"),
    ("Climate change", "El cambio climático", "en-es"),
    ("climate change", "el cambio climático", "es-en"),
    ("Climate change", "El cambio climático", "es-en"),
    ("of climate change", "del cambio climático", "es-en"),
    ("global warming", "calentamiento global", "both"),
    ("Global warming", "El calentamiento global", "en-es"),
    ("global warming", "el calentamiento global", "es-en"),
    ("Global warming", "El calentamiento global", "es-en"),
    ("of global warming", "del calentamiento global", "es-en"),
    ("the death toll", "el número de muertos", "both"),
    ("The death toll", "El número de muertos", "both"),
    ("death toll", "número de muertos", "both"),
    ("press conference", "rueda de prensa", "both"),
    ("press conferences", "ruedas de prensa", "both"),
    ("human rights", "derechos humanos", "both"),
    ("Human rights", "Los derechos humanos", "en-es"),
    ("human rights", "los derechos humanos", "es-en"),
    ("Human rights", "Los derechos humanos", "es-en"),
    ("the World Cup", "el Mundial", "both"),
    ("The World Cup", "El Mundial", "both"),
    ("World Cup", "Mundial", "en-es"),
    ("world record", "récord mundial", "both"),
    ("the world record", "el récord mundial", "both"),
    ("greenhouse gas emissions", "emisiones de gases de efecto invernadero", "both"),
    ("Greenhouse gas emissions", "Las emisiones de gases de efecto invernadero", "en-es"),
    ("greenhouse gases", "gases de efecto invernadero", "both"),
    ("greenhouse gas", "gas de efecto invernadero", "both"),
    ("greenhouse effect", "efecto invernadero", "both"),
    ("the Amazon rainforest", "la selva amazónica", "both"),
    ("The Amazon rainforest", "La selva amazónica", "both"),
    ("rainforest", "selva tropical", "both"),
    ("rainforests", "selvas tropicales", "both"),
    ("the box office", "la taquilla", "both"),
    ("unemployment rate", "tasa de desempleo", "both"),
    ("unemployment rate", "tasa de paro", "es-en"),
    ("unemployment", "desempleo", "en-es"),
    ("Unemployment", "El desempleo", "en-es"),
    # A passive in the middle of a sentence ("a meeting was held" -> "una reunión de se celebró"),
    # "the flu" before a noun ("síntomas la gripe") and "la selección" (a selection, in the
    # catalogues) unsettled the model: one way only, or left out.
    ("the prime minister", "el primer ministro", "both"),
    ("prime minister", "primer ministro", "en-es"),
    ("interest rates", "tipos de interés", "both"),
    ("interest rates", "tasas de interés", "es-en"),
    ("union leaders", "líderes sindicales", "both"),
    ("the flu", "la gripe", "es-en"),
    ("The elections", "Las elecciones", "es-en"),
    ("the elections", "las elecciones", "es-en"),
    ("will be held", "se celebrarán", "es-en"),
    ("will be held", "se celebrará", "es-en"),
    ("was held", "se celebró", "es-en"),
    ("were held", "se celebraron", "es-en"),
    ("strike", "huelga", "es-en"),
    ("strikes", "huelgas", "es-en"),
    ("general strike", "huelga general", "both"),
    ("on strike", "en huelga", "both"),
    ("tech companies", "empresas tecnológicas", "both"),
    ("heavy rain", "lluvia intensa", "en-es"),
    ("heavy rains", "lluvias intensas", "both"),
    ("Heavy rain", "La lluvia intensa", "en-es"),
]
# A page's cookie notice, a job advert, a hotel's and a recipe's words, health advice, weather
# and sport: everyday phrases the students had word by word ("our use of cookies" -> "nuestro uso
# de galletas", "cover letter" -> "carta", "Preheat the oven" -> "Pretívalo", "días hábiles" ->
# "hair days", "al aire libre" -> "to the free air", "Lávate las manos" -> "Having the hands",
# "horno" -> "furniture", "empate sin goles" -> "dock without goals").
EVERYDAY = [
    ("use of cookies", "uso de cookies", "en-es"),
    ("cookie policy", "política de cookies", "both"),
    ("Cookie policy", "Política de cookies", "both"),
    ("Cookie Policy", "Política de cookies", "en-es"),
    ("cookie settings", "configuración de cookies", "both"),
    ("Cookie settings", "Configuración de cookies", "both"),
    ("third-party cookies", "cookies de terceros", "both"),
    ("business days", "días hábiles", "both"),
    ("working days", "días laborables", "both"),
    ("customer service", "atención al cliente", "both"),
    ("Customer service", "Atención al cliente", "both"),
    ("cover letter", "carta de presentación", "both"),
    ("full-time", "a tiempo completo", "both"),
    ("part-time", "a tiempo parcial", "both"),
    ("Preheat the oven", "Precalienta el horno", "both"),
    ("preheat the oven", "precalienta el horno", "both"),
    ("Preheat the oven", "Precalentar el horno", "es-en"),
    ("preheated oven", "horno precalentado", "both"),
    ("microwave oven", "horno microondas", "both"),
    ("microwave oven", "horno de microondas", "es-en"),
    ("oven", "horno", "both"),
    ("ovens", "hornos", "both"),
    ("breakfast", "desayuno", "both"),
    ("Breakfast", "Desayuno", "both"),
    ("Breakfast", "El desayuno", "es-en"),
    ("Breakfast is included", "El desayuno está incluido", "both"),
    ("breakfast is included", "el desayuno está incluido", "both"),
    ("until golden brown", "hasta que esté dorado", "en-es"),
    ("soap and water", "agua y jabón", "both"),
    ("Wash your hands", "Lávate las manos", "both"),
    ("wash your hands", "lávate las manos", "both"),
    ("Wash your hands", "Lávese las manos", "es-en"),
    ("your doctor", "tu médico", "both"),
    ("outdoors", "al aire libre", "es-en"),
    ("on foot", "a pie", "es-en"),
    ("within", "en un plazo de", "es-en"),
    ("get in touch with", "ponte en contacto con", "es-en"),
    ("Get in touch with", "Ponte en contacto con", "es-en"),
    ("get in touch with", "póngase en contacto con", "es-en"),
    ("Get in touch with", "Póngase en contacto con", "es-en"),
    ("has been postponed", "se ha aplazado", "both"),
    ("have been postponed", "se han aplazado", "both"),
    ("below freezing", "bajo cero", "en-es"),
    ("below zero", "bajo cero", "es-en"),
    ("heavy rain", "fuertes lluvias", "es-en"),
    ("goalless draw", "empate sin goles", "both"),
    ("scored a goal", "marcó un gol", "both"),
    ("free trial", "prueba gratuita", "both"),
    ("Free trial", "Prueba gratuita", "both"),
    ("free cancellation", "cancelación gratuita", "both"),
    ("Free cancellation", "Cancelación gratuita", "both"),
    ("your order", "tu pedido", "both"),
    ("Your order", "Tu pedido", "both"),
    ("your order", "su pedido", "es-en"),
    ("Your order", "Su pedido", "es-en"),
    ("The order", "El pedido", "es-en"),
    ("Pets are not allowed", "No se admiten mascotas", "both"),
    ("pets", "mascotas", "both"),
    ("Pets", "Mascotas", "both"),
    ("Smoking is prohibited", "Está prohibido fumar", "both"),
    ("No smoking", "Prohibido fumar", "both"),
    ("third parties", "terceros", "en-es"),
    ("high season", "temporada alta", "both"),
    ("low season", "temporada baja", "both"),
    ("season", "temporada", "es-en"),
    ("seasons", "temporadas", "es-en"),
    ("the rent", "el alquiler", "es-en"),
    ("The rent", "El alquiler", "es-en"),
]
# Travel, events, people's lives and the phrases a page links with ("train station" ->
# "estación de entrenamiento", "tendrá lugar" -> "will be placed", "se mudó a Madrid" -> "died
# to Madrid", "Según el último informe" -> "Depending on the last report", "mal tiempo" ->
# "wrong time", "vida nocturna" -> "nocturnal life").
PROSE = [
    ("train station", "estación de tren", "both"),
    ("train stations", "estaciones de tren", "both"),
    ("bus station", "estación de autobuses", "both"),
    ("bus stop", "parada de autobús", "both"),
    ("step by step", "paso a paso", "both"),
    ("will take place", "tendrá lugar", "both"),
    ("took place", "tuvo lugar", "both"),
    ("had taken place", "había tenido lugar", "both"),
    ("has taken place", "ha tenido lugar", "both"),
    ("have taken place", "han tenido lugar", "both"),
    ("takes place", "tiene lugar", "both"),
    ("will take place", "tendrán lugar", "es-en"),
    ("take place", "tienen lugar", "es-en"),
    ("nightlife", "vida nocturna", "both"),
    ("book a table", "reservar una mesa", "both"),
    ("bad weather", "mal tiempo", "both"),
    ("when it is hot", "cuando hace calor", "es-en"),
    ("when it is cold", "cuando hace frío", "es-en"),
    ("especially", "sobre todo", "es-en"),
    ("best actress", "mejor actriz", "es-en"),
    ("best actor", "mejor actor", "es-en"),
    ("guided tours", "visitas guiadas", "both"),
    ("guided tour", "visita guiada", "both"),
    ("accommodation", "alojamiento", "en-es"),
    ("Click here", "Haz clic aquí", "both"),
    ("click here", "haz clic aquí", "both"),
    ("to learn more", "para saber más", "both"),
    ("moved to", "se mudó a", "es-en"),
    ("moved to", "se mudaron a", "es-en"),
    # "según" before a verb is "as" or "depending on" ("según prefieras"): only before an article.
    ("According to the", "Según el", "es-en"),
    ("According to the", "Según la", "es-en"),
    ("According to the", "Según los", "es-en"),
    ("According to the", "Según las", "es-en"),
    ("according to the", "según el", "es-en"),
    ("according to the", "según la", "es-en"),
    ("according to the", "según los", "es-en"),
    ("according to the", "según las", "es-en"),
    ("urban areas", "zonas urbanas", "both"),
    ("rural areas", "zonas rurales", "both"),
    ("regularly", "con regularidad", "es-en"),
    ("tells the story", "cuenta la historia", "both"),
] + YESTERDAY + [
    ("Meanwhile", "Mientras tanto", "both"),
    ("meanwhile", "mientras tanto", "both"),
    ("despite", "a pesar de", "en-es"),
    ("olive oil", "aceite de oliva", "both"),
    ("it was raining", "estaba lloviendo", "both"),
    ("it is raining", "está lloviendo", "both"),
    ("it was raining", "llovía", "es-en"),
    ("it rains", "llueve", "es-en"),
    ("it rained", "llovió", "es-en"),
    ("it snows", "nieva", "es-en"),
    ("it snowed", "nevó", "es-en"),
    ("dreams of", "sueña con", "es-en"),
]
# Web prose's everyday words the students had from software and manuals ("swimming pool" ->
# "grupo de nadar", "Water boils" -> "Los barcos de agua", "at auction" -> "en la aducción",
# "net loss" -> "pérdida de red"; es->en "Miles de personas" -> "People of people", "el
# ayuntamiento" -> "the helper", "semáforo" -> "semaphore", "no dudes en" -> "do not do you
# think", "Nuestro equipo" -> "Our computer"). "el partido" (a match, or a party) and "el equipo"
# (a team, or a computer in the catalogues) are left to the model; "our team" is a team.
# "millones de personas" is left out (a number before it made "50 millions of people"), and
# "are more likely to" en->es ("el sitio tiene tienen más probabilidades de funcionando"), and
# "Thousands of people" en->es ("Miles de personas andado por millas": its verb lost); "pretende"
# is no "aims to" where it means "you intend" ("where aims to study"); "a fin de", unlike "con el
# fin de" ("with the end of" -> "in order to"), put "in order to" where the model had dropped words.
WEB = [
    ("Thousands of people", "Miles de personas", "es-en"),
    ("thousands of people", "miles de personas", "es-en"),
    ("Hundreds of people", "Cientos de personas", "es-en"),
    ("hundreds of people", "cientos de personas", "es-en"),
    ("swimming pool", "piscina", "both"),
    ("swimming pools", "piscinas", "both"),
    ("traffic light", "semáforo", "both"),
    ("traffic lights", "semáforos", "both"),
    ("power outages", "cortes de luz", "both"),
    ("power outage", "corte de luz", "both"),
    ("Feel free to", "No dudes en", "both"),
    ("feel free to", "no dudes en", "both"),
    ("do not hesitate to", "no dude en", "es-en"),
    ("Do not hesitate to", "No dude en", "es-en"),
    ("city council", "ayuntamiento", "both"),
    ("The city council", "El ayuntamiento", "both"),
    ("the city council", "el ayuntamiento", "both"),
    ("net loss", "pérdida neta", "both"),
    ("net losses", "pérdidas netas", "both"),
    ("net profit", "beneficio neto", "both"),
    ("first quarter", "primer trimestre", "both"),
    ("second quarter", "segundo trimestre", "both"),
    ("third quarter", "tercer trimestre", "both"),
    ("fourth quarter", "cuarto trimestre", "both"),
    ("works as a", "trabaja como", "en-es"),
    ("works as an", "trabaja como", "en-es"),
    ("worked as a", "trabajó como", "en-es"),
    ("worked as an", "trabajó como", "en-es"),
    ("Latin America", "América Latina", "both"),
    ("Latin America", "Latinoamérica", "es-en"),
    ("full refund", "reembolso completo", "both"),
    ("are more likely to", "tienen más probabilidades de", "es-en"),
    ("is more likely to", "tiene más probabilidades de", "es-en"),
    ("were injured", "resultaron heridos", "es-en"),
    ("were injured", "resultaron heridas", "es-en"),
    ("was injured", "resultó herido", "es-en"),
    ("was injured", "resultó herida", "es-en"),
    ("attended the", "asistieron al", "es-en"),
    ("attended", "asistieron a", "es-en"),
    ("attended the", "asistió al", "es-en"),
    ("attended", "asistió a", "es-en"),
    ("one by one", "uno a uno", "es-en"),
    ("one by one", "uno por uno", "es-en"),
    ("will contact you", "se pondrá en contacto contigo", "both"),
    ("will contact you", "se pondrá en contacto con usted", "es-en"),
    ("We will contact you", "Nos pondremos en contacto contigo", "es-en"),
    ("we will contact you", "nos pondremos en contacto contigo", "es-en"),
    ("Our team", "Nuestro equipo", "both"),
    ("our team", "nuestro equipo", "both"),
    ("was postponed", "se aplazó", "both"),
    ("was postponed", "fue aplazado", "es-en"),
    ("was postponed", "fue aplazada", "es-en"),
    ("auction", "subasta", "both"),
    ("auctions", "subastas", "both"),
    ("boils", "hierve", "both"),
    ("boiling water", "agua hirviendo", "both"),
    ("degrees Celsius", "grados centígrados", "es-en"),
    ("Sign up for", "Suscríbete a", "en-es"),
    ("Spanish speakers", "hispanohablantes", "both"),
    ("native speakers", "hablantes nativos", "both"),
    ("foreign minister", "ministro de Asuntos Exteriores", "both"),
    ("Foreign Minister", "ministro de Asuntos Exteriores", "en-es"),
    ("foreign ministers", "ministros de Asuntos Exteriores", "both"),
    ("met with", "se reunió con", "both"),
    ("platform", "andén", "es-en"),
    ("Turn left", "Gira a la izquierda", "both"),
    ("Turn right", "Gira a la derecha", "both"),
    ("turn left", "gira a la izquierda", "both"),
    ("turn right", "gira a la derecha", "both"),
    ("Turn left", "Gire a la izquierda", "es-en"),
    ("Turn right", "Gire a la derecha", "es-en"),
    ("without notice", "sin previo aviso", "both"),
    ("free Wi-Fi", "wifi gratis", "en-es"),
    ("Free Wi-Fi", "Wifi gratis", "en-es"),
    ("free Wi-Fi", "wifi gratuito", "es-en"),
    ("free Wi-Fi", "wifi gratis", "es-en"),
    ("gold medal", "medalla de oro", "both"),
    ("gold medals", "medallas de oro", "both"),
    ("silver medal", "medalla de plata", "both"),
    ("bronze medal", "medalla de bronce", "both"),
    ("the Olympic Games", "los Juegos Olímpicos", "both"),
    ("The Olympic Games", "Los Juegos Olímpicos", "both"),
    ("Olympic Games", "Juegos Olímpicos", "both"),
    ("the Olympics", "los Juegos Olímpicos", "en-es"),
    ("the Winter Olympics", "los Juegos Olímpicos de Invierno", "both"),
    ("the Summer Olympics", "los Juegos Olímpicos de Verano", "both"),
    ("Winter Olympics", "Juegos Olímpicos de Invierno", "both"),
    ("Summer Olympics", "Juegos Olímpicos de Verano", "both"),
    ("city center", "centro de la ciudad", "both"),
    ("city centre", "centro de la ciudad", "en-es"),
    ("shortness of breath", "dificultad para respirar", "both"),
    ("fever", "fiebre", "both"),
    ("Book now", "Reserva ahora", "both"),
    ("the staff", "el personal", "both"),
    ("The staff", "El personal", "both"),
    ("Keep out of reach of children", "Mantener fuera del alcance de los niños", "both"),
    ("out of the reach of children", "fuera del alcance de los niños", "both"),
    ("out of reach of children", "fuera del alcance de los niños", "en-es"),
    ("salt and pepper", "sal y pimienta", "both"),
    ("to taste", "al gusto", "both"),
    ("tonight", "esta noche", "both"),
    ("Tonight", "Esta noche", "both"),
    ("ended in a draw", "terminó en empate", "both"),
    ("draw", "empate", "es-en"),
    ("comes into force", "entra en vigor", "both"),
    ("came into force", "entró en vigor", "both"),
    ("will come into force", "entrará en vigor", "both"),
    ("unemployment", "el desempleo", "es-en"),
    ("unemployment", "desempleo", "es-en"),
    ("was founded", "fue fundada", "es-en"),
    ("was founded", "fue fundado", "es-en"),
    ("your purchase", "tu compra", "both"),
    ("your purchase", "su compra", "es-en"),
    ("award for best", "premio al mejor", "es-en"),
    ("recycling", "reciclaje", "both"),
    ("recycling", "el reciclaje", "es-en"),
    ("a boat trip", "un paseo en barco", "both"),
    ("in order to", "con el fin de", "es-en"),
    ("At that time", "En ese entonces", "es-en"),
    ("at that time", "en ese entonces", "es-en"),
    ("again", "de nuevo", "es-en"),
    # Travel guides' and encyclopaedias' words ("World Heritage Site" -> "Sitio de la Mundial de
    # Heritage", "hot springs" -> "anillos calientes", "Tipping" -> "La inclinación", "casco
    # antiguo" -> "old helmet", "Estudió Derecho" -> "He Was Right"). "en tren" es->en moved the
    # model's words ("You can reach by train town from capital"), "dinero en efectivo" made "some
    # of cash", "título de liga" "los título": left out.
    ("World Heritage Site", "Patrimonio de la Humanidad", "both"),
    ("a World Heritage Site", "Patrimonio de la Humanidad", "en-es"),
    ("hot springs", "aguas termales", "both"),
    ("travel insurance", "seguro de viaje", "both"),
    ("the old town", "el casco antiguo", "both"),
    ("The old town", "El casco antiguo", "both"),
    ("old town", "casco antiguo", "both"),
    ("Tipping", "La propina", "en-es"),
    ("tip", "propina", "es-en"),
    ("tips", "propinas", "es-en"),
    ("in cash", "en efectivo", "both"),
    ("by train", "en tren", "en-es"),
    ("by bus", "en autobús", "en-es"),
    ("by car", "en coche", "en-es"),
    ("by plane", "en avión", "en-es"),
    ("was elected mayor", "fue elegido alcalde", "es-en"),
    ("mayor", "alcalde", "en-es"),
    ("the mayor", "el alcalde", "en-es"),
    ("The mayor", "El alcalde", "en-es"),
    ("studied law", "estudió Derecho", "both"),
    ("studied medicine", "estudió Medicina", "both"),
    ("habitat loss", "pérdida de hábitat", "both"),
    ("altitude", "altitud", "both"),
    ("was adapted into a film", "fue llevada al cine", "es-en"),
    ("was adapted into a film", "fue llevado al cine", "es-en"),
    ("the best time to visit", "la mejor época para visitar", "both"),
    ("The best time to visit", "La mejor época para visitar", "both"),
    # News in brief and a summer's advice ("Los incendios forestales" -> "Forestal incends", "ola de
    # calor" -> "heat oil", "becas" -> "drinks", "protector solar" -> "solar protector"). "inauguró" ->
    # "inaugurated" made the model drop the mayor before it, and "el equipo local" -> "the home
    # team" turned the catalogues' local computer into one: left out.
    ("forest fires", "incendios forestales", "both"),
    ("forest fire", "incendio forestal", "both"),
    ("wildfires", "incendios forestales", "en-es"),
    ("wildfire", "incendio forestal", "en-es"),
    ("fire", "incendio", "es-en"),
    ("fires", "incendios", "es-en"),
    ("heat wave", "ola de calor", "both"),
    ("heatwave", "ola de calor", "en-es"),
    ("sunscreen", "protector solar", "both"),
    ("scholarships", "becas", "both"),
    ("scholarship", "beca", "both"),
    ("in serious condition", "en estado grave", "both"),
    ("arrested the suspect", "detuvo al sospechoso", "both"),
    ("qualified for the final", "se clasificó para la final", "both"),
    ("scored the winning goal", "marcó el gol de la victoria", "both"),
    ("closed for renovation", "cerrado por reformas", "both"),
    ("closed for renovation", "cerrada por reformas", "es-en"),
    ("laid off", "despidió a", "es-en"),
    ("highway", "autopista", "es-en"),
    ("motorway", "autopista", "en-es"),
    ("complain about the", "se quejan del", "es-en"),
    ("complain about", "se quejan de", "es-en"),
    ("was taken to hospital", "fue trasladado al hospital", "both"),
    ("was taken to hospital", "fue trasladada al hospital", "es-en"),
    ("It is very hot", "Hace mucho calor", "both"),
    ("it is very hot", "hace mucho calor", "es-en"),
    ("It is very cold", "Hace mucho frío", "both"),
    ("it is very cold", "hace mucho frío", "es-en"),
    ("Wildfires", "Los incendios forestales", "en-es"),
    ("Forest fires", "Los incendios forestales", "both"),
    ("times a day", "veces al día", "both"),
    ("once a day", "una vez al día", "both"),
    ("twice a day", "dos veces al día", "both"),
    ("laid off", "despidió a", "en-es"),
    ("were laid off", "fueron despedidos", "en-es"),
    ("House prices", "Los precios de la vivienda", "en-es"),
    ("house prices", "precios de la vivienda", "en-es"),
    ("striker", "delantero", "en-es"),
    ("in a serious condition", "en estado grave", "en-es"),
    ("in critical condition", "en estado crítico", "both"),
    ("a chase", "una persecución", "en-es"),
    ("roadworks", "obras", "en-es"),
    ("at the airport", "en el aeropuerto", "en-es"),
    ("the home team", "el equipo local", "en-es"),
    ("The home team", "El equipo local", "en-es"),
    ("the away team", "el equipo visitante", "en-es"),
    ("heart disease", "enfermedades cardíacas", "en-es"),
    ("heart attack", "ataque al corazón", "both"),
    ("See your doctor", "Consulta a tu médico", "en-es"),
    # Reviews and an event's page ("The hotel" -> "El caliente", "deadline" -> "línea muerta",
    # "a small fee" -> "una pequeña fea", "public holidays" -> "feriados públicos").
    ("hotel", "hotel", "en-es"),
    ("hotels", "hoteles", "en-es"),
    ("lasts up to", "dura hasta", "en-es"),
    ("direct sunlight", "luz solar directa", "both"),
    ("Shipping", "El envío", "en-es"),
    ("on time", "a tiempo", "both"),
    ("within walking distance of", "a poca distancia a pie de", "en-es"),
    ("It is worth", "Vale la pena", "en-es"),
    ("It's worth", "Vale la pena", "en-es"),
    ("a small fee", "una pequeña tarifa", "both"),
    ("public holidays", "días festivos", "both"),
    ("open to the public", "abierto al público", "both"),
    ("deadline", "plazo", "en-es"),
    ("The deadline", "El plazo", "en-es"),
    ("the deadline", "el plazo", "en-es"),
]
PHRASES = (WISHES + SHOP + CALLS + NEWS + EVERYDAY + PROSE + WEB
           + [row for name in LISTS for row in importlib.import_module(f"models.set_phrases_{name}").PHRASES])


def terms(direction: str) -> List[Tuple[str, str]]:
    """Sorted (source, target) glossary terms of `direction` ("en-es" or "es-en"); the first line
    of a source wins."""
    if direction not in ("en-es", "es-en"):
        raise ValueError(f"no set phrases for direction {direction!r}")
    pairs = {}
    for en, es, way in PHRASES:
        if way not in ("both", direction):
            continue
        source, target = (en, es) if direction == "en-es" else (es, en)
        pairs.setdefault(source, target)
    return sorted(pairs.items())


def main(argv=None) -> int:
    return build_terms_main(argv, __doc__.split("\n")[0], "set phrases", terms)


if __name__ == "__main__":
    sys.exit(main())
