"""The set phrases of recipes, product pages, job adverts, flat listings, film reviews, weather
forecasts, medicine leaflets, school notices, biographies, company results, museums and sport
that the twenty-second session read on sentences of its own, for the glossary beside
models/set_phrases.py (which takes PHRASES last: a phrase listed before keeps its line).

Why: the students, trained on software text, garbled what such pages say: en->es "Parents are
reminded that the school will be closed on Friday for staff training" -> "Los padres se recuerdan
... para el entrenamiento del pentagrama", "a sharp rise in profits" -> "un afilado en
beneficios", "do not exceed the stated dose" -> "no supera la dosis estados"; es->en "Se alquila
piso" -> "It is a pink", "Buscamos un camarero" -> "We are looking for a burner", "Se ruega a los
visitantes que no toquen las obras" -> "We rush the visitors". Each group's comment says what
it fixed.
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases

# es->en (Spanish, English) pairs, written in both cases below.
GENRES_ES_EN = (
    # recipes: "Precaliente el horno" came out "Pre-called the oven", "unte el molde con
    # mantequilla" "joins the mold with butter", "Deje reposar la masa ... en un lugar cálido"
    # "Leave the mass ... in a health place"
    ("precaliente el horno", "preheat the oven"),
    ("precalentar el horno", "preheat the oven"),
    ("unte el molde con", "grease the tin with"),
    ("engrase el molde", "grease the tin"),
    ("deje reposar la masa", "leave the dough to rest"),
    ("en un lugar cálido", "in a warm place"),
    ("añada la harina", "add the flour"),
    # product pages: "chaqueta impermeable" "impermeable jacket", "días de lluvia" "rain days"
    ("chaqueta impermeable", "waterproof jacket"),
    ("los días de lluvia", "rainy days"),
    ("días laborables", "working days"),
    # job adverts: "Buscamos un camarero" "We are looking for a burner", "Se ofrece contrato
    # indefinido y salario según convenio" "It offers undefined and salary contract according to
    # convention"
    ("un camarero", "a waiter"),
    ("una camarera", "a waitress"),
    ("camareros", "waiters"),
    ("se ofrece contrato indefinido", "a permanent contract is offered"),
    ("contrato indefinido", "permanent contract"),
    ("según convenio", "as per the collective agreement"),
    ("incorporación inmediata", "immediate start"),
    # flat listings: "Se alquila piso" "It is a pink", "totalmente reformado" "totally reformed"
    ("se alquila piso", "flat for rent"),
    ("se vende piso", "flat for sale"),
    ("totalmente reformado", "fully refurbished"),
    ("totalmente reformada", "fully refurbished"),
    ("los gastos de comunidad", "the service charges"),
    ("gastos de comunidad", "service charges"),
    # film reviews: "La película cuenta la historia de" "The tells the story movie of", "el guion
    # es flojo" "the hyphen is flowed"
    ("cuenta la historia de", "tells the story of"),
    ("el guion", "the script"),
    ("el guión", "the script"),
    ("es flojo", "is weak"),
    ("los actores están muy bien", "the actors are very good"),
    # weather forecasts: "se esperan lluvias" "expect rains", "rondarán los treinta grados" "will
    # roll the thirty degrees"
    ("se esperan lluvias", "rain is expected"),
    ("temperaturas más bajas", "lower temperatures"),
    ("las temperaturas máximas", "maximum temperatures"),
    ("rondarán los", "will be around"),
    ("rondará los", "will be around"),
    # medicine leaflets: "manejar maquinaria peligrosa" "handle dangerous machines"
    ("manejar maquinaria", "operate machinery"),
    ("maquinaria peligrosa", "dangerous machinery"),
    # school notices: "Se recuerda a las familias que el lunes no habrá clases" "We remember the
    # families that on Monday will not be classed", "durante las fiestas" "during the parties"
    ("se recuerda a las familias que", "families are reminded that"),
    ("se recuerda a los padres que", "parents are reminded that"),
    ("no habrá clases", "there will be no classes"),
    ("durante las fiestas", "during the holidays"),
    # biographies: "un pequeño pueblo de Galicia" "a small people of Galician"
    ("un pequeño pueblo", "a small village"),
    ("un libro de poemas", "a book of poems"),
    # company results: "registró un aumento de sus beneficios" "registered an increase of its
    # profits", "Las acciones de la compañía" "The company actions"
    ("registró un aumento de", "recorded an increase in"),
    ("las acciones de la compañía", "the company's shares"),
    ("las acciones de la empresa", "the company's shares"),
    # museums: "una de las mayores colecciones de" "one of the major collections of", "Se ruega a
    # los visitantes que no toquen las obras" "We rush the visitors that do not touch the works"
    ("una de las mayores", "one of the largest"),
    ("se ruega a los visitantes que no toquen", "visitors are asked not to touch"),
    ("se ruega a los visitantes que no", "visitors are asked not to"),
    # science: "una nueva especie de rana" "a new ran species"
    ("una nueva especie de", "a new species of"),
    # health, sport, news, reviews (a second reading): "dos litros de agua al día" came out "two
    # water litres at the day", "no pueden permitirse comprar" "cannot be allowed buy", "El Real
    # Madrid venció al Barcelona" "came to the Barcelona", "estará de baja tres semanas" "will be
    # lower three weeks", "analizaron datos" "parsed data", "Rusia acusó a Occidente de difundir
    # mentiras" "Russia accused to differ lies", "obligó a evacuar a cientos de vecinos" "obliged
    # to evacuate to hundreds of neighbors", "se situó en el 12 %" "was at the 12%", "un nuevo
    # paquete de ayudas" "a new helper package", "La exposición estará abierta" "The display will
    # be opened" ("a los dos días" as a term moved the verb after it: "after two days was broke")
    ("litros de agua al día", "litres of water a day"),
    ("no pueden permitirse", "cannot afford"),
    ("no puede permitirse", "cannot afford"),
    ("no pueden permitirse comprar", "cannot afford to buy"),
    ("no puede permitirse comprar", "cannot afford to buy"),
    ("comprar una vivienda", "buy a home"),
    ("venció al", "beat"),
    ("por dos goles a uno", "by two goals to one"),
    ("una lesión en el tobillo", "an ankle injury"),
    ("una lesión en la rodilla", "a knee injury"),
    ("estará de baja", "will be out for"),
    ("analizaron datos de", "analysed data from"),
    ("deberán entregar el trabajo", "must hand in the assignment"),
    ("acusó a Occidente de", "accused the West of"),
    ("difundir mentiras", "spreading lies"),
    ("obligó a evacuar a", "forced the evacuation of"),
    ("cientos de vecinos", "hundreds of residents"),
    ("por el robo", "for the robbery"),
    ("se situó en el", "stood at"),
    ("se sitúa en el", "stands at"),
    ("paquete de ayudas", "aid package"),
    ("criticó duramente", "strongly criticised"),
    ("no recomiendo", "I don't recommend"),
    ("la exposición estará abierta", "the exhibition will be open"),
    ("estará abierta hasta", "will be open until"),
    ("estará abierto hasta", "will be open until"),
    # a third reading (the en-es list's sentences the other way): "Había una vez una niña" came
    # out "There was once a nine", "Gracias por ponerte en contacto con nosotros" "Thank you for
    # putting on contact with us", "una excelente relación calidad-precio" "an excellent
    # quality-precement", "Se esperan lluvias débiles ... que irán remitiendo" "Rain is expected
    # weak ... that will go remitting", "se sintieron durante décadas" "were studied for decades",
    # "desempeñan un papel clave en la polinización de los cultivos" "unpack a key paper in the
    # polynoisations", "replantearnos" "replant us", "El árbitro expulsó a" "The Arbitrary
    # expelled to"
    ("había una vez", "once upon a time there was"),
    ("una niña", "a little girl"),
    ("por ponerte en contacto con nosotros", "for contacting us"),
    ("por ponerse en contacto con nosotros", "for contacting us"),
    ("relación calidad-precio", "value for money"),
    ("una excelente relación calidad-precio", "excellent value for money"),
    ("se esperan lluvias débiles", "light rain is expected"),
    ("irán remitiendo", "will ease off"),
    ("se sintieron durante décadas", "were felt for decades"),
    ("desempeñan un papel clave en", "play a key role in"),
    ("desempeña un papel clave en", "plays a key role in"),
    ("la polinización de los cultivos", "crop pollination"),
    ("replantearnos", "rethink"),
    ("se tomen en serio el cambio climático", "take climate change seriously"),
    ("el árbitro", "the referee"),
    ("expulsó a dos jugadores", "sent off two players"),
    ("dura mucho", "lasts a long time"),
    # headlines: "Una tormenta deja a miles de personas sin luz" came out "A storm left to thousands
    # of people without light", "convoca elecciones anticipadas" "convoked early elections", "La
    # bolsa cae" "The bag falls", "Detenido un hombre tras una persecución policial" "Stop a man
    # after a police persecution", "relaciona el sueño con" "relates the dream with", "gana un
    # premio nacional" "wins a national premise", "subirá el salario mínimo" "will upload the
    # minimum wage"
    ("deja a miles de personas sin luz", "leaves thousands of people without power"),
    ("deja sin luz a", "leaves without power"),
    ("convoca elecciones anticipadas", "calls early elections"),
    ("la bolsa cae", "the stock market falls"),
    ("la bolsa sube", "the stock market rises"),
    ("por el temor a la inflación", "on inflation fears"),
    ("detenido un hombre", "man arrested"),
    ("detenida una mujer", "woman arrested"),
    ("una persecución policial", "a police chase"),
    ("relaciona el sueño con", "links sleep to"),
    ("gana un premio nacional", "wins a national award"),
    ("un premio nacional", "a national award"),
    ("subirá el salario mínimo", "will raise the minimum wage"),
    ("subir el salario mínimo", "raise the minimum wage"),
    ("a abandonar sus casas", "to leave their homes"),
    ("obligan a cientos de personas a", "force hundreds of people to"),
)

# en->es (English, Spanish) pairs, written in both cases below.
GENRES_EN_ES = (
    # recipes: "Stir in the flour a little at a time until the dough is smooth" came out "Remueve
    # en la harina un poco al tiempo hasta que el dough sea suave"
    ("stir in the flour", "incorpora la harina"),
    ("a little at a time", "poco a poco"),
    ("until the dough is smooth", "hasta que la masa quede lisa"),
    ("the dough", "la masa"),
    # product pages: "folds into its own pocket" "plegadas en su propio bolsillo", "spring
    # evenings" lost "de primavera"
    ("folds into its own pocket", "se pliega en su propio bolsillo"),
    ("spring evenings", "las noches de primavera"),
    # job adverts: "speak fluent English" "hablan inglés fluentes"
    ("speak fluent English", "hablar inglés con fluidez"),
    ("fluent English", "inglés fluido"),
    ("fluent Spanish", "español fluido"),
    # flat listings: "Rent includes" kept "Rent"
    ("rent includes", "el alquiler incluye"),
    # weather forecasts: "drop sharply overnight" "bajarán considerablemente a la noche", "frost
    # is likely" "la helada es probable"
    ("drop sharply", "bajarán bruscamente"),
    ("overnight", "durante la noche"),
    ("frost is likely", "es probable que haya heladas"),
    # medicine leaflets: "do not exceed the stated dose" "no supera la dosis estados"
    ("do not exceed the stated dose", "no supere la dosis indicada"),
    ("the stated dose", "la dosis indicada"),
    ("the recommended dose", "la dosis recomendada"),
    # school notices: "Parents are reminded that" "Los padres se recuerdan que", "staff
    # training" "entrenamiento del pentagrama"
    ("parents are reminded that", "se recuerda a los padres que"),
    ("staff training", "la formación del personal"),
    # biographies: "near the border" "cerca del borde", "and moved to the capital" "y movió a la
    # capital"
    ("near the border", "cerca de la frontera"),
    ("and moved to", "y se mudó a"),
    ("and moved to the capital", "y se mudó a la capital"),
    ("moved to the capital", "se mudó a la capital"),
    # company results: "a sharp rise in profits" "un afilado en beneficios", "Shares fell by four
    # percent" "Las acciones cayeron por cuatro por ciento"
    ("a sharp rise in", "un fuerte aumento de"),
    ("a sharp fall in", "una fuerte caída de"),
    ("a sharp drop in", "una fuerte caída de"),
    ("shares fell by", "las acciones cayeron un"),
    ("shares rose by", "las acciones subieron un"),
    # museums: "Visitors are asked not to touch the exhibits" "Los visitantes no se piden a los
    # exhibir" (Spanish's notices take the infinitive after "Se ruega a los visitantes")
    ("visitors are asked not to", "se ruega a los visitantes no"),
    ("visitors are asked not to touch", "se ruega a los visitantes que no toquen"),
    ("the exhibits", "las piezas expuestas"),
    # travel: "We travelled to Lima last summer" "Hemos viajado a Lima el verano pasado"
    ("we travelled to", "viajamos a"),
    ("we traveled to", "viajamos a"),
    ("I travelled to", "viajé a"),
    ("I traveled to", "viajé a"),
    # sport: "to win the final" "para ganar el final"
    ("win the final", "ganar la final"),
    ("to win the final", "para ganar la final"),
    ("won the final", "ganó la final"),
    ("reach the final", "llegar a la final"),
    ("reached the final", "llegó a la final"),
    # health, sport, news, reviews (a second reading): "two litres of water a day" came out "dos
    # litros de agua un día", "suffered an ankle injury and will be out for three weeks" "sufrió
    # una injuria de honda y quedará por tres semanas", "The fire forced hundreds of residents to
    # leave their homes" "El fuego obligado centenos de residencias", "in connection with the
    # robbery" "en la conexión con el robo", "a new aid package" "un nuevo paquete ayuda",
    # "criticised the measure" "criticó duramente el compás", "the food is delicious" "el alimento
    # es delicioso", "Children under six get in free" "Niños menores de seis libres", "Tickets can
    # be bought" "Los tiquetes pueden ser comprado". Left alone: "The hotel is a five-minute walk
    # from the beach" ("La playa hotel está a cinco minutos a pie del", with a term or without),
    # "the journal Nature" (the model translates the name), "have risen by" (it took the
    # percentage's "by").
    ("litres of water a day", "litros de agua al día"),
    ("an ankle injury", "una lesión en el tobillo"),
    ("a knee injury", "una lesión en la rodilla"),
    ("will be out for", "estará de baja"),
    ("hand in their assignments", "entregar sus trabajos"),
    ("low-income families", "familias con bajos ingresos"),
    ("forced hundreds of", "obligó a cientos de"),
    ("hundreds of residents", "cientos de vecinos"),
    ("to leave their homes", "a abandonar sus casas"),
    ("in connection with", "en relación con"),
    ("have risen", "han subido"),
    ("has risen", "ha subido"),
    ("aid package", "paquete de ayudas"),
    ("the measure", "la medida"),
    ("the measures", "las medidas"),
    ("new measures", "nuevas medidas"),
    ("the food is", "la comida es"),
    ("the food was", "la comida estaba"),
    ("I would not recommend", "no recomendaría"),
    ("I wouldn't recommend", "no recomendaría"),
    ("it broke after", "se rompió después de"),
    ("children under", "los niños menores de"),
    ("get in free", "entran gratis"),
    ("the exhibition will be open", "la exposición estará abierta"),
    ("tickets can be bought", "las entradas se pueden comprar"),
    # a third reading, of a tale, a shop's e-mails, a review, a forecast, history, science and an
    # opinion: "Once upon a time" came out "Una vez en un tiempo", "We will get back to you"
    # "Volveremos a ti", "value for money" "valor por dinero", "Light rain is expected"
    # "Se esperaba una lluvia ligera", "its consequences were felt" "fueron feriadas", "Bees play a
    # key role in pollinating crops" "Aprovecha un rol de teclas en recortados", "the way we
    # travel" "el camino que viajamos", "in the 89th minute" "en el 89 minuto" ("to take climate
    # change seriously" as a term lost "que los" before it: "Es hora de gobiernos tomarse en serio")
    ("once upon a time", "érase una vez"),
    ("a little girl", "una niña"),
    ("a little boy", "un niño"),
    ("in the woods", "en el bosque"),
    ("to fetch water", "a buscar agua"),
    ("we will get back to you", "le responderemos"),
    ("you can return it", "puede devolverlo"),
    ("value for money", "relación calidad-precio"),
    ("excellent value for money", "una excelente relación calidad-precio"),
    ("light rain is expected", "se esperan lluvias débiles"),
    ("clearing up in the afternoon", "despejándose por la tarde"),
    ("ferry services", "los servicios de ferri"),
    ("were felt for decades", "se sintieron durante décadas"),
    ("play a key role in", "desempeñan un papel clave en"),
    ("plays a key role in", "desempeña un papel clave en"),
    ("pollinating crops", "la polinización de los cultivos"),
    ("the way we travel", "la forma en que viajamos"),
    # headlines: "Prime Minister calls snap election" came out "Primer ministro llamadas a la
    # elección", "Stocks fall as inflation fears grow" "Las rocas caen como temor de inflación",
    # "Man arrested after police chase" "El hombre arrestado después del casco de la policía", "New
    # study links sleep to heart health" "Nuevo estudio enlaces de estudio", "wins national award"
    # "gana adelantada", "Floods force hundreds from their homes" "Luchas fuerzan cientos de sus
    # casas", "Tech giant unveils" "La tecnología gigante desvela"
    ("calls snap election", "convoca elecciones anticipadas"),
    ("a snap election", "elecciones anticipadas"),
    ("stocks fall", "la bolsa cae"),
    ("stocks rise", "la bolsa sube"),
    ("as inflation fears grow", "ante el creciente temor a la inflación"),
    ("man arrested after", "detenido un hombre tras"),
    ("woman arrested after", "detenida una mujer tras"),
    ("police chase", "una persecución policial"),
    ("new study links", "un nuevo estudio relaciona"),
    ("heart health", "la salud cardiovascular"),
    ("wins national award", "gana un premio nacional"),
    ("national award", "premio nacional"),
    ("floods force hundreds from their homes", "las inundaciones obligan a cientos de personas a abandonar sus casas"),
    ("tech giant", "el gigante tecnológico"),
    ("unveils new", "presenta un nuevo"),
    ("government to raise", "el Gobierno subirá"),
)

# "in the 89th minute" came out "en el 89 minuto", and "en el minuto 89" "in the minute 89".
def minutes():
    """"in the 89th minute" <-> "en el minuto 89", 1 to 120."""
    rows = []
    for n in range(1, 121):
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        rows.append((f"in the {n}{suffix} minute", f"en el minuto {n}", "both"))
    return rows

# "Bees" opening a sentence, a general subject ("Aprovecha un rol de teclas" for "Bees play a key
# role"); lower case it is the hints' word.
OPENING = [("Bees", "Las abejas", "en-es")]

PHRASES = (OPENING + both_cases([(en, es, "es-en") for es, en in GENRES_ES_EN])
           + both_cases([(en, es, "en-es") for en, es in GENRES_EN_ES]) + both_cases(minutes()))
