"""Everyday idioms and phrasal verbs the models garbled, for the glossary beside
models/set_phrases.py (which takes PHRASES last: a phrase listed before keeps its line). Read by
the twenty-second session in sentences of its own, one idiom each, both ways.

Why: the students learnt from software strings, where "pace", "rid", "put off" and "deal" hardly
occur: en->es "at your own pace" came out "a tu propio pacto", "get rid of old furniture" "romper
la vieja piel", "She pointed out that" "Se puso que", "put off the trip" "poner el viaje", "No
matter what happens, stay calm" "No importa lo que sucede, permanece calma"; es->en "la ciudad es
muy cara" "the city is very face", "deshacernos de los muebles" "undo us from old furnitures",
"Nos quedamos sin leche" "We stayed without milk", "Dejó de fumar" "Leave", "aplazar el viaje"
"sweet the journey". Each was read in its sentence before and after; the comments say what was
left out.
"""
from __future__ import annotations

from models.set_phrases_daily import both_cases

# en->es (English, Spanish)
IDIOMS_EN_ES = (
    ("at your own pace", "a tu propio ritmo"),
    ("at its own pace", "a su propio ritmo"),
    ("at their own pace", "a su propio ritmo"),
    ("at my own pace", "a mi propio ritmo"),
    ("the cost of living", "el coste de la vida"),
    ("as soon as possible", "lo antes posible"),
    ("will save you money", "te ahorrará dinero"),
    ("save money", "ahorrar dinero"),
    ("get rid of", "deshacerse de"),
    ("take care of", "cuidar de"),
    ("will take care of", "cuidará de"),
    ("carried out an investigation", "llevó a cabo una investigación"),
    ("carried out a study", "llevó a cabo un estudio"),
    ("pointed out that", "señaló que"),
    ("he was right", "tenía razón"),
    ("she was right", "tenía razón"),
    ("you are right", "tienes razón"),
    ("you're right", "tienes razón"),
    ("put off", "aplazar"),  # "to put off" took the "que" of "Teníamos que"
    ("must deal with", "debe afrontar"),  # "hacer frente a" + the model's "el crisis" made "al crisis"
    ("no matter what happens", "pase lo que pase"),
    ("stay calm", "mantén la calma"),
    ("even though", "aunque"),
    ("as long as you want", "todo el tiempo que quieras"),
    ("as long as you like", "todo el tiempo que quieras"),
    # a second reading, of linking phrases and collocations: "visit the museum for free on Sundays"
    # came out "visitar el museo para los domingos libres" (left), "Instead of driving" "En lugar de la
    # rivación", "access to healthcare" "acceso a saludar", "seven hours a night" "siete horas una
    # noche", "costs are rising" "los costes se rigen", "make a decision" "hacer una decisión",
    # "Prices tend to rise" "Los precios tiende a levantar", "It goes without saying that" "Se va
    # sin decir que", "Last but not least" "Por último, pero no menos" ("for free" left out: "offers
    # for free accommodation" became "de gratis alojamiento"; "impact on agriculture" as
    # a term pushed "big" after it: "un impacto en la agricultura grande")
    ("instead of driving", "en lugar de ir en coche"),
    ("access to healthcare", "acceso a la atención sanitaria"),
    ("hours a night", "horas por noche"),
    ("costs are rising", "los costes están subiendo"),
    ("prices are rising", "los precios están subiendo"),
    ("over the years", "con los años"),
    ("has become very", "se ha vuelto muy"),
    ("make a decision", "tomar una decisión"),
    ("take part in", "participar en"),
    ("prices tend to rise", "los precios tienden a subir"),
    ("the situation is serious", "la situación es grave"),
    ("it goes without saying that", "ni que decir tiene que"),
    ("safety comes first", "la seguridad es lo primero"),
    ("last but not least", "por último, pero no por ello menos importante"),
    ("thank you for your support", "gracias por su apoyo"),
    # a travel guide's advice: "Be aware of pickpockets in crowded areas" came out "Tenga en cuenta
    # que los bolsillos se encuentran en las áreas naves", "to book your hotel in advance" "libro
    # con el hotel", "It is advisable to" "Es aconsejado a", "Check-in opens two hours before
    # departure" "Al marcar se abre dos horas antes de particionar", "in spring" "en el anillo",
    # "daily flights" "vuelas diarias", "It takes about three hours to get there" "Toma alrededor
    # de tres horas"
    ("be aware of pickpockets", "cuidado con los carteristas"),
    ("pickpockets", "carteristas"),
    ("crowded areas", "zonas concurridas"),
    ("to book your hotel", "reservar el hotel"),
    ("it is advisable to", "es recomendable"),
    ("check-in opens", "la facturación abre"),
    ("before departure", "antes de la salida"),
    ("in spring", "en primavera"),
    ("in summer", "en verano"),
    ("in autumn", "en otoño"),
    ("in winter", "en invierno"),
    ("the rainy season", "la temporada de lluvias"),
    ("tap water", "el agua del grifo"),
    ("daily flights", "vuelos diarios"),
    ("it takes about", "se tarda unas"),
    ("to get there by bus", "en llegar en autobús"),
    ("to get there by car", "en llegar en coche"),
    ("to get there by train", "en llegar en tren"),
    # beside the gerund openers (GERUNDS below): what follows them, and a gerund with other verbs
    ("is banned in", "está prohibido en"),
    ("saves money", "ahorra dinero"),
    ("takes time", "lleva tiempo"),
    ("broadens the mind", "abre la mente"),
    ("smoking is banned", "está prohibido fumar"),
    ("cooking at home", "cocinar en casa"),
    ("travelling broadens the mind", "viajar abre la mente"),
    ("swimming pools", "las piscinas"),
    ("swimming pool", "piscina"),
    # being and its prepositions (a reading of 20 collocations): "The ministry is responsible"
    # came out "La miniatura es responsable", "are at risk of extinction" "son en peligro de",
    # "are allowed to swim" "están permitidos para nadar", "He is afraid of dogs" "Es temor de
    # perros", "They are proud of" "Son orgulloso de", "We are looking forward to the summer"
    # "Estamos mirando hacia adelante al verano", "is open to the public" "es abierto al público"
    # ("are allowed to" as "pueden" lost the verb after it: "Los niños pueden se hinchan aquí")
    ("the ministry", "el ministerio"),
    ("are at risk of", "están en peligro de"),
    ("is at risk of", "está en peligro de"),
    ("is afraid of", "tiene miedo de"),
    ("are afraid of", "tienen miedo de"),
    ("are proud of", "están orgullosos de"),
    ("we are looking forward to", "estamos deseando"),
    ("is open to the public", "está abierto al público"),
    # words whose software sense the model wrote in prose (a reading of 20 sentences): "runs a
    # small bakery" came out "corre una pequeña panadería", "ran the marathon" "levantó el
    # maratón", "filed for bankruptcy" "archipsa para banco", "submit your application" "envíe su
    # aplicación", "charged him with theft" "le cargaba con el robo", "save water" "salvar agua",
    # "The shares rose" "Los recursos compartidos subieron", "post the letter" "publicar la
    # letra", "The train was delayed" "El entrenamiento fue retrasado"
    ("runs a small business", "dirige un pequeño negocio"),
    ("runs a small bakery", "dirige una pequeña panadería"),
    ("runs a restaurant", "dirige un restaurante"),
    ("ran the marathon", "corrió el maratón"),
    ("ran a marathon", "corrió un maratón"),
    ("filed for bankruptcy", "se declaró en quiebra"),
    ("submit your application", "envíe su solicitud"),
    ("charged him with", "lo acusó de"),
    ("charged her with", "la acusó de"),
    ("save water", "ahorrar agua"),
    ("save energy", "ahorrar energía"),
    ("shares rose", "las acciones subieron"),
    ("shares fell", "las acciones cayeron"),
    ("post the letter", "enviar la carta por correo"),
    ("drives to work", "va en coche al trabajo"),
    ("the train was delayed", "el tren se retrasó"),
    ("the fire spread", "el incendio se propagó"),
    # the news's reporting (15 sentences): "said in a statement that the talks had failed" came
    # out "dijo en una instrucción que los hablaron ha fallado", "told reporters" "dijo
    # reporteros", "to come into force" "se llegue en la fuerza", "has been accused of" "ha sido
    # acostada de", "pleaded guilty to the charges" "se declaró culpable a los cargos", "was found
    # dead in her flat" "se encontró muerto en su plana", "Two hikers went missing" "Faltan dos
    # colinas", "A spokesperson declined to comment" "Un divisorio declinó hacer comentarios",
    # "on condition of anonymity" "en la condición de anonimato"
    ("said in a statement that", "dijo en un comunicado que"),
    ("in a statement", "en un comunicado"),
    ("the talks", "las negociaciones"),
    ("told reporters that", "dijo a los periodistas que"),
    ("told reporters", "dijo a los periodistas"),
    ("is expected to come into force", "debería entrar en vigor"),
    ("come into force", "entrar en vigor"),
    ("has been accused of", "ha sido acusado de"),
    ("pleaded guilty to the charges", "se declaró culpable de los cargos"),
    ("pleaded guilty to", "se declaró culpable de"),
    ("a woman was found dead", "una mujer fue hallada muerta"),
    ("a man was found dead", "un hombre fue hallado muerto"),
    ("in her flat", "en su piso"),
    ("in his flat", "en su piso"),
    ("went missing", "desaparecieron"),
    ("two hikers", "dos excursionistas"),
    ("a spokesperson", "un portavoz"),
    ("declined to comment", "declinó hacer comentarios"),
    ("on condition of anonymity", "bajo condición de anonimato"),
    # a visitor's questions (20 sentences): "What time does the museum open?" came out "¿Qué tiempo
    # se abre el museo?", "near here" "cerca aquí", "any rooms available" "aulas disponibles",
    # "pay by card" "pagar por tarjeta", "What is the weather like in April?" "¿Qué es el clima
    # como en abril?", "we will stay at home" "vamos a quédate en casa", "ask our staff" "pregunte
    # a nuestro pentagrama", "a small café" "una pequeña café" ("near here" as "cerca de aquí"
    # turned "a pharmacy" before it into "una pena")
    ("what time does the museum open", "a qué hora abre el museo"),
    ("what time does", "a qué hora"),
    ("any rooms available", "habitaciones disponibles"),
    ("pay by card", "pagar con tarjeta"),
    ("what is the weather like", "qué tiempo hace"),  # not "in": "in April" is the dates' term
    ("we will stay at home", "nos quedaremos en casa"),
    ("our staff", "nuestro personal"),
    ("the staff", "el personal"),
    ("a small café", "una pequeña cafetería"),
    # a shop's labels (20 lines): "This item is out of stock" came out "Este elemento es
    # agotado", "Only 3 left in stock" "Solo 3 dejado en la culata", "Delivery within 24 hours"
    # "Enviar dentro de 24 horas", "Easy returns within 30 days" "Este se devuelve", "One size fits
    # all" "Un tamaño se ajusta a todo", "Suitable for children over three years old" "Adecuado por
    # niños sobre tres años", "Best before" "Mejor antes", "while stocks last" "mientras las culatas
    # duras" (left: "while stocks last" alone made "La oferta es hasta agotar existencias
    # válida", test_set_phrases_daily), "get 10% off your first order" "apague 10 % su primer orden"
    ("this item is out of stock", "este artículo está agotado"),
    ("is out of stock", "está agotado"),
    ("out of stock", "agotado"),
    ("left in stock", "en existencias"),
    ("only 3 left in stock", "solo quedan 3 en existencias"),
    ("delivery within", "entrega en"),
    ("easy returns within", "devoluciones fáciles en"),
    ("one size fits all", "talla única"),
    ("suitable for children over", "apto para niños mayores de"),
    ("best before", "consumir preferentemente antes de"),
    ("off your first order", "de descuento en tu primer pedido"),
)

# es->en (Spanish, English)
IDIOMS_ES_EN = (
    ("a tu propio ritmo", "at your own pace"),
    ("a su propio ritmo", "at their own pace"),
    ("es muy cara", "is very expensive"),
    ("es muy caro", "is very expensive"),
    ("son muy caros", "are very expensive"),
    ("son muy caras", "are very expensive"),
    ("más caro que", "more expensive than"),
    ("más cara que", "more expensive than"),
    ("asegúrate de llevar", "make sure you bring"),
    ("asegúrese de llevar", "make sure you bring"),
    ("tener noticias tuyas", "hear from you"),
    ("espero tener noticias tuyas pronto", "I hope to hear from you soon"),
    ("deshacernos de", "get rid of"),
    ("deshacerse de", "get rid of"),
    ("nos quedamos sin", "we ran out of"),
    ("dejó de fumar", "gave up smoking"),
    ("resultó que", "it turned out that"),
    ("tenía razón", "was right"),
    ("tienes razón", "you're right"),
    ("aplazar el viaje", "postpone the trip"),
    ("hacer frente a la crisis", "deal with the crisis"),
    ("mantén la calma", "stay calm"),
    ("mantener la calma", "stay calm"),
    ("todo el tiempo que quieras", "as long as you want"),
    ("casi todo el mundo", "almost everyone"),
    ("no todos están de acuerdo", "not everyone agrees"),
    # a second reading, of linking phrases and collocations: "visitar el museo gratis los
    # domingos" came out "visit the free on Sundays museum", "el paro ha bajado" "unemployment has
    # down", "ir en coche" "going on car", "De media, la gente duerme siete horas por noche" "Mean,
    # people ownership seven hours for night", "Con los años, el pueblo" "With the years, the
    # people", "el buen tiempo" "the good time", "No cabe duda de que" "Don't fit that", "Ni que
    # decir tiene que" "Never say you have", "Los precios suelen subir" "Prices are usually
    # uploaded" ("se ha vuelto muy" as a term moved its subject after it: "has become very
    # important tourism")
    ("el museo gratis", "the museum for free"),
    ("el paro ha bajado", "unemployment has fallen"),
    ("ir en coche", "driving"),
    ("acceso a la sanidad", "access to healthcare"),
    ("la mayoría de los alumnos", "most students"),
    ("los precios subieron", "prices rose"),
    ("de media", "on average"),
    ("horas por noche", "hours a night"),
    ("con los años", "over the years"),
    ("la gente duerme", "people sleep"),
    ("el buen tiempo", "the good weather"),
    ("tomar una decisión", "make a decision"),
    ("presta atención a", "pay attention to"),
    ("participaron en la carrera", "took part in the race"),
    ("los precios suelen subir", "prices tend to rise"),
    ("no cabe duda de que", "there is no doubt that"),
    ("la situación es grave", "the situation is serious"),
    ("ni que decir tiene que", "it goes without saying that"),
    ("la seguridad es lo primero", "safety comes first"),
    ("por vuestro apoyo", "for your support"),
    # a travel guide's advice: "Cuidado con los carteristas en las zonas concurridas" came out
    # "Beware of roads in concurred zones", "La facturación abre dos horas antes de la salida" "The
    # invoice opens two hours before the output", "En la capital se habla mucho inglés" "It is a
    # lot of English", "Hay vuelos diarios" "There are newspapers", "la temporada de lluvias" "the
    # season of rains", "recorrer el casco antiguo" "run the old town"
    ("cuidado con los carteristas", "beware of pickpockets"),
    ("los carteristas", "pickpockets"),
    ("las zonas concurridas", "crowded areas"),
    ("zonas concurridas", "crowded areas"),
    ("al cruzar la calle", "when crossing the street"),
    ("recorrer el casco antiguo", "explore the old town"),
    # not "la mejor forma de" alone: "the best way to to contemplate"
    ("la mejor forma de recorrer", "the best way to explore"),
    ("la facturación abre", "check-in opens"),
    ("antes de la salida", "before departure"),
    ("dejar propina", "to tip"),
    ("la temporada de lluvias", "the rainy season"),
    ("los lugareños", "locals"),
    ("se habla mucho inglés", "English is widely spoken"),
    ("se tarda unas", "it takes about"),
    ("vuelos diarios", "daily flights"),
    # "ser"/"estar" and their prepositions (a reading of 20 collocations): "El equipo está formado
    # por" came out "The computer is formed by", "una historia real" "a real history", "Una mala
    # alimentación" "A bad feed", "aves poco comunes" "birds somewhat common", "Los niños pueden
    # bañarse aquí" "Boys can be blurred here", "Le interesa mucho la historia" "You are a lot of
    # the story", "Tiene miedo a los perros" "Is afraid to dogs", "Tengo muchas ganas de que llegue
    # el verano" "I have many winds to get the summer"
    ("el equipo está formado por", "the team is made up of"),
    ("está formado por", "is made up of"),
    ("una historia real", "a true story"),
    ("una mala alimentación", "a poor diet"),
    ("aves poco comunes", "rare birds"),
    ("poco comunes", "rare"),
    ("pueden bañarse", "can swim"),
    ("le interesa mucho la historia", "he is very interested in history"),
    ("tiene miedo a los", "is afraid of"),
    ("tiene miedo de", "is afraid of"),
    ("tengo muchas ganas de que llegue", "I'm really looking forward to"),
    ("tengo muchas ganas de", "I'm really looking forward to"),
    # words whose software sense the model wrote in prose (a reading of 20 sentences): "Subimos a
    # la montaña" came out "You get to the mountain", "La entrada al museo" "The input to the
    # museum", "La salida del tren" "Train output", "Guarda el abrigo en el armario" "Saves the
    # opening in the weaponry", "Pidió la cuenta al camarero" "asked the account", "recogieron la
    # red" "collected the network", "un sitio muy tranquilo" "a very quiet site", "La fuente de la
    # plaza" "The source of the square", "se quedó sin batería" "was battered out", "El público
    # aplaudió" "The public appointed", "Descargaron la mercancía" "They downloaded the commodity"
    ("subimos a la montaña", "we climbed the mountain"),
    ("bajamos a la playa", "we went down to the beach"),
    ("la entrada al museo", "admission to the museum"),
    ("la salida del tren", "the train's departure"),
    ("está prevista a las", "is scheduled for"),
    ("guarda el abrigo", "put your coat away"),
    ("en el armario", "in the wardrobe"),
    ("cargaron las maletas", "they loaded the suitcases"),
    ("pidió la cuenta", "asked for the bill"),
    ("pidió la cuenta al camarero", "asked the waiter for the bill"),
    ("al camarero", "to the waiter"),
    ("la cuenta, por favor", "the bill, please"),
    ("recogieron la red", "pulled in the net"),
    ("un sitio muy tranquilo", "a very quiet place"),
    ("la fuente de la plaza", "the fountain in the square"),
    ("se quedó sin batería", "ran out of battery"),
    ("solicitud de empleo", "job application"),
    ("dibujó una ventana", "drew a window"),
    ("el público aplaudió", "the audience applauded"),
    ("pagar el billete", "pay for the ticket"),
    ("descargaron la mercancía", "they unloaded the goods"),
    # the news's reporting (15 sentences): "afirmó en un comunicado que las negociaciones habían
    # fracasado" came out "affixed in a communicated that negotiations had freshly", "entre en
    # vigor" "between vigor", "ha sido acusada de ocultar" "has been accused to hide", "fue
    # hallada muerta en su piso" "was dead in his floor", "Un funcionario, que pidió el anonimato"
    # "A functionary, which asked anonymity", "Está previsto que el juicio comience" "It is due to
    # the trial starts" ("declaró a los periodistas que" as a term put the subordinate's subject
    # first: "The road told reporters that will reopen soon")
    ("afirmó en un comunicado que", "said in a statement that"),
    ("en un comunicado", "in a statement"),
    ("habían fracasado", "had failed"),
    ("han fracasado", "have failed"),
    ("entre en vigor", "comes into force"),
    ("entrará en vigor", "will come into force"),
    ("ha sido acusada de", "has been accused of"),
    ("ha sido acusado de", "has been accused of"),
    ("fue hallada muerta", "was found dead"),
    ("fue hallado muerto", "was found dead"),
    ("en su piso", "in her flat"),
    ("dos excursionistas", "two hikers"),
    ("que pidió el anonimato", "who asked not to be named"),
    ("un funcionario", "an official"),
    ("está previsto que el juicio comience", "the trial is due to begin"),
    # a visitor's questions (20 sentences): "¿A qué hora abre el museo?" came out "What time you
    # open the museum?", "¿Tienen habitaciones libres?" "Have free rooms?", "¿Cuánto se tarda en
    # llegar al aeropuerto?" "How much take to the airport?", "¿Podría recomendarme…?" "Can I
    # recommend me…?", "¿Qué tiempo hace en abril?" "What time does April?", "muy bonita" "very
    # bony", "nuestro personal" "our personal", "una pequeña cafetería" "a small caffeetenate"
    # ("más bonita" as a term stayed after its noun: "the beach most beautiful")
    ("a qué hora abre el museo", "what time does the museum open"),
    ("la estación de tren más cercana", "the nearest train station"),
    ("tienen habitaciones libres", "do you have any rooms available"),
    ("cuánto se tarda en llegar al", "how long does it take to get to the"),
    ("podría recomendarme", "could you recommend"),
    ("qué tiempo hace en", "what is the weather like in"),
    ("muy bonita", "very beautiful"),
    ("muy bonito", "very beautiful"),
    ("nuestro personal", "our staff"),
    ("una pequeña cafetería", "a small café"),
    ("nos quedaremos en casa", "we will stay at home"),
)

# en->es: an activity's gerund opening the sentence is Spanish's infinitive; the model read it as
# a noun, often another ("Swimming is good" -> "La respiración es buena", "Walking is the best way"
# -> "La guerra es", "Smoking is banned" -> "El ahumado está baneado"). With the verb after it:
# "Swimming" alone would catch "Swimming pool".
GERUNDS = (("Swimming", "Nadar"), ("Walking", "Caminar"), ("Running", "Correr"), ("Smoking", "Fumar"),
           ("Cooking", "Cocinar"), ("Travelling", "Viajar"), ("Traveling", "Viajar"), ("Learning", "Aprender"),
           ("Eating", "Comer"), ("Drinking", "Beber"), ("Sleeping", "Dormir"), ("Driving", "Conducir"),
           ("Writing", "Escribir"), ("Dancing", "Bailar"), ("Singing", "Cantar"), ("Skiing", "Esquiar"),
           ("Studying", "Estudiar"), ("Working", "Trabajar"), ("Exercising", "Hacer ejercicio"),
           ("Hiking", "Hacer senderismo"), ("Fishing", "Pescar"), ("Recycling", "Reciclar"))
GERUND_VERBS = (("is", "es"), ("can", "puede"), ("helps", "ayuda a"), ("makes", "hace"),  # not "takes": "takes place"
                ("is not", "no es"), ("isn't", "no es"))


def gerund_openers():
    """"Swimming is" -> "Nadar es", "Walking can" -> "Caminar puede"."""
    return [(f"{g} {v}", f"{i} {w}", "en-es") for g, i in GERUNDS for v, w in GERUND_VERBS]


# es->en: the same the other way, an infinitive opening the sentence is English's gerund ("Nadar es
# bueno" -> "Nadar is good", "Fumar está prohibido" -> "Merge is forbidden", "Viajar abre la
# mente" -> "Becoming opens the mind", "Hacer ejercicio es" -> "Make exercise is").
INFINITIVE_VERBS = (("es", "is"), ("puede", "can"), ("ayuda a", "helps"), ("no es", "is not"),
                    ("está prohibido", "is banned"))


def infinitive_openers():
    """"Nadar es" -> "Swimming is", "Fumar está prohibido" -> "Smoking is banned"."""
    rows = [(f"{g} {v}", f"{i} {w}", "es-en") for g, i in GERUNDS for w, v in INFINITIVE_VERBS]
    rows += [("Reading helps", "Leer ayuda a", "es-en"), ("Reading is", "Leer es", "es-en"),
             ("Sleeping well is", "Dormir bien es", "es-en"), ("Travelling opens", "Viajar abre", "es-en"),
             ("Learning a language takes", "Aprender un idioma lleva", "es-en"),
             ("Cooking at home", "Cocinar en casa", "es-en")]
    return rows


PHRASES = (gerund_openers() + infinitive_openers() + both_cases([(en, es, "en-es") for en, es in IDIOMS_EN_ES])
           + both_cases([(en, es, "es-en") for es, en in IDIOMS_ES_EN]))
