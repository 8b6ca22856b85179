"""Set phrases of a person's own words: what they love and like, a stay or a meal they review, a
cold they caught, a recipe's last steps, for the glossary beside models/set_phrases.py (which
takes PHRASES last: a phrase listed before keeps its line).

Why: read on 150 everyday sentences of our own (reviews, a diary, recipes, a cold, a chat), the
students wrote a software manual's words for a person's: en->es "I love this place" -> "Me ama
este lugar" (he loves me), "I love you" -> "Te ama", "I love dogs" -> "Me amo perros", "I really
like the new design" -> "Realmente gusta", "a sore throat" -> "una amenaza tanta", "apple pie"
-> "pie de aprendizaje", "Our train leaves" -> "Nuestro entrenamiento deja", "Five stars!" ->
"¡Cuenta estrellas!", "Highly recommended!" -> "¡Alto recomendable!", "The fans celebrated" ->
"Los ventiladores"; es->en "Te quiero mucho" -> "I want you much", "Nos encantó el hotel" ->
"The hotel didn't take the hotel", "Lo pasamos muy bien" -> "We happen it very well", "riquísima"
-> "chemist", "¡Muchísimas gracias" -> "Look at", "Se mudaron a Canadá" -> "They died to Canada",
"perdió la final por dos puntos" -> "by colon", "¿A qué hora abre?" -> "What hour opens",
"tarta de manzana" -> "cake of apple", "ojos marrones" -> "hairy eyes", "pelo rubio" -> "rubber".

Each line is a term wherever it is written as here, so only words that mean one thing there:
"I love" is "me encanta" (its object follows; "I love you" and "I love them" are their own
lines, a longer term winning), not "she loves" (le encanta, or la quiere: who is loved decides).
A Spanish target is in lower case where it may open the sentence (the engine capitalises a term
that opened the source where it opens the output too). Left out: "I like" (the model writes "Me
gusta" itself), "it's cold" (the weather, or the soup), "get worse" and "get up" without their
subject, "los niños" (children, or boys: "Boys were playing" stays), and words a program's
messages mean otherwise: "por dos puntos" (separated by colons), "los pedidos" (a server's
requests), "a qué hora" (measured: "At what time does the day start" lost its article), "the startup" and
"is running out of" (read: the words after them came out in disorder, "Las camas de hospital se
está quedando sin."), and "es profesor"
-> "is a teacher" (the model then wrote "My parent is" for "Mi padre es"; only the nurse, which
it made "sick", stays).
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases

# English, Spanish: a person's likes and feelings, as "I" or "we" say them (en->es).
LIKES_EN_ES = [
    ("I love you", "te quiero"),
    ("I love you too", "yo también te quiero"),
    ("I love it", "me encanta"),
    ("I love to", "me encanta"),
    ("We love to", "nos encanta"),
    ("I love them", "me encantan"),
    ("I love", "me encanta"),
    ("I really love", "me encanta"),
    ("I absolutely love", "me encanta"),
    ("We love", "nos encanta"),
    ("we love", "nos encanta"),
    ("We love it", "nos encanta"),
    ("I really like", "me gusta mucho"),
    ("We really like", "nos gusta mucho"),
    ("I really enjoyed", "disfruté mucho"),
    ("We really enjoyed", "disfrutamos mucho"),
    ("I enjoyed", "disfruté"),
    ("We enjoyed", "disfrutamos"),
    ("I'm so happy for you", "me alegro mucho por ti"),
    ("I'm happy for you", "me alegro por ti"),
    ("I'm sorry to hear that", "siento oír eso"),
    ("We had a wonderful time", "lo pasamos de maravilla"),
    ("We had a lovely time", "lo pasamos de maravilla"),
    ("I had a great time", "lo pasé genial"),
    ("I go to the gym", "voy al gimnasio"),
    ("I usually get up", "normalmente me levanto"),
    ("We went shopping", "fuimos de compras"),
    ("I went shopping", "fui de compras"),
    ("go shopping", "ir de compras"),
    ("We got married", "nos casamos"),
    ("We are hiring", "estamos contratando"),
    ("We're hiring", "estamos contratando"),
]
# A review's, a kitchen's, a cold's and a day out's words (en->es; lower case, both cases made).
EVERYDAY_EN_ES = [
    ("highly recommended", "muy recomendable"),
    ("five stars", "cinco estrellas"),
    ("breakfast included", "desayuno incluido"),
    ("was worth every penny", "valió cada céntimo"),
    ("worth every penny", "vale cada céntimo"),
    ("thank you so much for", "muchísimas gracias por"),
    ("thank you so much", "muchísimas gracias"),
    ("thanks so much", "muchas gracias"),
    ("on holiday", "de vacaciones"),
    ("on vacation", "de vacaciones"),
    ("golden brown", "dorado"),
    ("serve hot", "servir caliente"),
    ("tastes great", "sabe genial"),
    ("tastes delicious", "sabe delicioso"),
    ("apple pie", "tarta de manzana"),
    ("sore throat", "dolor de garganta"),
    ("a sore throat", "dolor de garganta"),
    ("caught a cold", "se resfrió"),
    ("catch a cold", "resfriarse"),
    ("get plenty of sleep", "duerme lo suficiente"),
    ("get some rest", "descansa"),
    ("warm and sunny", "cálido y soleado"),
    ("sunny and warm", "soleado y cálido"),
    ("warm weather", "tiempo cálido"),
    ("raining cats and dogs", "lloviendo a cántaros"),
    ("it's raining cats and dogs", "está lloviendo a cántaros"),
    ("our train", "nuestro tren"),
    ("my train", "mi tren"),
    ("by train", "en tren"),
    ("the next train", "el próximo tren"),
    ("symptoms get worse", "síntomas empeoran"),
    ("symptoms worsen", "síntomas empeoran"),
    # a stay's, a shop's, a job's and a home's ("The view was amazing" -> "estaba amazando",
    # "stainless steel" -> "acero sin mancha", "My order" -> "Mi orden", "I passed my driving
    # test!" -> "¡Te pasó mi prueba de secadero!", "reduce stress" -> "reducir la estiración",
    # "My dad" -> "Mi dad", "We are hiring!" -> "¡Hemos escondido!")
    ("was amazing", "fue increíble"),
    ("is amazing", "es increíble"),
    ("were amazing", "fueron increíbles"),
    ("are amazing", "son increíbles"),
    ("stainless steel", "acero inoxidable"),
    ("dishwasher safe", "apto para lavavajillas"),
    ("add to cart", "añadir al carrito"),
    ("write a review", "escribe una reseña"),
    ("my order", "mi pedido"),
    ("your order", "tu pedido"),
    ("keeps crashing", "se bloquea una y otra vez"),
    ("driving test", "examen de conducir"),
    ("drunk driving", "conducir ebrio"),
    ("was put out", "fue apagado"),
    ("eat more", "come más"),
    ("reduce stress", "reducir el estrés"),
    ("my dad", "mi padre"),
    ("my mum", "mi madre"),
    ("my mom", "mi madre"),
    ("after work", "después del trabajo"),
    # a week's news, a night out and a label ("The startup" -> "El inicio", "Cases of the flu"
    # -> "Los cascos", "Spanish cuisine" -> "La cursiva", "The wedding" -> "La bolsa",
    # "Hundreds of people" -> "Hundidos de la gente", "The couple" -> "El par", "my luggage" ->
    # "mi hueco", "The hotel staff" -> "El hotel pentagrama", "on a lead" -> "en un plato")
    ("website was down", "sitio web estuvo caído"),
    ("underwent surgery", "se sometió a una operación"),
    ("knee surgery", "operación de rodilla"),
    ("cases of", "casos de"),
    ("went on strike", "se declararon en huelga"),
    ("on strike", "en huelga"),
    ("low pay", "los bajos salarios"),
    ("the summer holidays", "las vacaciones de verano"),
    ("summer holidays", "vacaciones de verano"),
    ("the Christmas holidays", "las vacaciones de Navidad"),
    ("passed the exam", "aprobó el examen\taprobaron el examen"),
    ("local cuisine", "la gastronomía local"),
    ("traditional cuisine", "la cocina tradicional"),
    ("rice dish", "plato de arroz"),
    ("traditional dishes", "platos tradicionales"),
    ("local dishes", "platos locales"),
    ("typical dishes", "platos típicos"),
    ("at reasonable prices", "a precios razonables"),
    ("the wedding", "la boda"),
    ("a wedding", "una boda"),
    ("weddings", "bodas"),
    ("hundreds of people", "cientos de personas"),
    ("hundreds of", "cientos de"),
    ("attended the funeral", "asistieron al funeral"),
    ("the couple", "la pareja"),
    ("my luggage", "mi equipaje"),
    ("your luggage", "tu equipaje"),
    ("our luggage", "nuestro equipaje"),
    ("the luggage", "el equipaje"),
    ("the hotel staff", "el personal del hotel"),
    ("went out of their way to", "hicieron todo lo posible por"),
    ("was breathtaking", "fue impresionante"),
    ("breathtaking views", "vistas impresionantes"),
    ("was sold out", "se agotó"),
    ("within minutes", "en cuestión de minutos"),
    ("best supporting actor", "mejor actor de reparto"),
    ("best supporting actress", "mejor actriz de reparto"),
    ("can be bought online", "se pueden comprar por internet"),
    ("buy online", "comprar por internet"),
    ("opening hours", "horario de apertura"),
    ("on a lead", "con correa"),
    ("on a leash", "con correa"),
]
# Names that are words too ("Real Madrid" had come out "Madrid"); not "Real Sociedad", which is
# also a royal society's ("la Real Sociedad para la Prevención de la Crueldad").
# A Spanish sentence opening with its verb has its subject in it: "Se mudaron a Canadá" had come
# out "Moved to Canada" with "se mudaron a" alone.
# Not "Fue detenido" -> "He was arrested": news puts the subject after it ("Fue detenido el
# conductor").
OPENING_ES_EN = [("They moved to", "Se mudaron a", "es-en")]
# A plural that opens a sentence takes its article in Spanish ("Casos de la gripe ha incrementado").
OPENING_EN_ES = [("Cases of", "Los casos de", "en-es"), ("Spanish cuisine", "la cocina española", "en-es")]
# Mid-sentence only, after their subject.
MID_ES_EN = [("was arrested", "fue detenida", "es-en"), ("were arrested", "fueron detenidos", "es-en"),
             ("raised", "recaudó", "es-en"), ("raised", "recaudaron", "es-en"),
             ("went on strike", "se declararon en huelga", "es-en"), ("passed the exam", "aprobaron el examen", "es-en"),
             ("passed the exam", "aprobó el examen", "es-en"), ("sold out", "se agotaron", "es-en"),
             ("sold out", "se agotó", "es-en")]
NAMES = [("Real Madrid", "Real Madrid", "both"),
         ("Real Betis", "Real Betis", "both"), ("Atlético de Madrid", "Atlético de Madrid", "both")]

# Spanish, English (es->en; lower case, both cases made).
EVERYDAY_ES_EN = [
    ("te quiero mucho", "I love you so much"),
    ("te quiero", "I love you"),
    ("te amo", "I love you"),
    ("me gusta mucho", "I really like"),
    ("nos gusta mucho", "we really like"),
    ("nos encantó", "we loved"),
    ("me encantó", "I loved"),
    ("lo pasamos muy bien", "we had a great time"),
    ("lo pasamos genial", "we had a great time"),
    ("lo pasamos de maravilla", "we had a wonderful time"),
    ("lo pasé muy bien", "I had a great time"),
    ("lo pasé genial", "I had a great time"),
    ("riquísima", "delicious"),
    ("riquísimo", "delicious"),
    ("muy recomendable", "highly recommended"),
    ("muchísimas gracias", "thank you so much"),
    ("déjalo enfriar", "let it cool"),
    ("dejar enfriar", "let cool"),
    ("ojos marrones", "brown eyes"),
    ("ojos azules", "blue eyes"),
    ("ojos verdes", "green eyes"),
    ("pelo largo", "long hair"),
    ("pelo corto", "short hair"),
    ("pelo rubio", "blond hair"),
    ("tarta de manzana", "apple pie"),
    ("tarta de chocolate", "chocolate cake"),
    ("tarta de queso", "cheesecake"),
    ("está lloviendo a cántaros", "it's raining cats and dogs"),
    ("lloviendo a cántaros", "raining cats and dogs"),
    ("llueve a cántaros", "it's pouring"),
    ("mi mejor amiga", "my best friend"),
    ("su mejor amiga", "her best friend"),
    ("los deberes", "homework"),
    ("se mudaron a", "moved to"),
    ("se mudó a", "moved to"),
    ("nos mudamos a", "we moved to"),
    ("me mudé a", "I moved to"),
    ("los síntomas empeoran", "symptoms get worse"),
    ("batió el récord", "broke the record"),
    ("récord mundial", "world record"),
    # a stay's, a shop's, a job's, a home's and a cold's ("eran espectaculares" -> "were
    # spectaculars", "Añadir al carrito" -> "Add to the carrier", "Mi pedido" -> "My request",
    # "¡Estamos contratando!" -> "We are counting!", "a jornada completa" -> "complete journey",
    # "Fue detenido por conducir borracho" -> "It was stopped by conducing erasing", "mi madre es
    # enfermera" -> "my mother is sick", "muy cariñoso" -> "very crazy", "Me duele la cabeza" ->
    # "I'm due to the head", "Mañana lloverá" -> "Tomorrow will be over")
    ("espectaculares", "spectacular"),
    ("apto para lavavajillas", "dishwasher safe"),
    ("añadir al carrito", "add to cart"),
    ("escribe una reseña", "write a review"),
    ("mi pedido", "my order"),
    ("tu pedido", "your order"),
    ("todo el rato", "all the time"),
    ("vuelve a encenderlo", "turn it back on"),
    ("examen de conducir", "driving test"),
    ("estamos contratando", "we're hiring"),
    ("a jornada completa", "full-time"),
    ("a media jornada", "part-time"),
    ("por conducir borracho", "for drunk driving"),
    ("apagaron el incendio", "put out the fire"),
    ("come más", "eat more"),
    ("fruta y verdura", "fruit and vegetables"),
    ("es enfermera", "is a nurse"),
    ("es enfermero", "is a nurse"),
    ("nos casamos", "we got married"),
    ("muy cariñoso", "very affectionate"),
    ("muy cariñosa", "very affectionate"),
    ("después del trabajo", "after work"),
    ("me duele la cabeza", "I have a headache"),
    ("me duele la garganta", "I have a sore throat"),
    ("me duele el estómago", "I have a stomach ache"),
    ("mañana lloverá", "it will rain tomorrow"),
    ("qué tal estás", "how are you"),
    # ("recaudó" -> "played", "se está quedando sin"
    # -> "is remaining without", "plato de arroz" -> "arrel", "Perdí la maleta" -> "I lost the
    # case", "más bonitos" -> "most bony", "se agotaron" -> "were exhausted", "Pilas no
    # incluidas" -> "Non-including Pythons", "Fabricado en" -> "Sabricated in")
    ("respecto al año anterior", "compared to the previous year"),
    ("respecto al año pasado", "compared to last year"),
    ("estuvo caída", "was down"),
    ("estuvo caído", "was down"),
    ("se está quedando sin", "is running out of"),
    ("se están quedando sin", "are running out of"),
    ("embarazada de", "pregnant with"),
    ("en huelga", "on strike"),
    ("los bajos salarios", "low pay"),
    ("un plato de arroz", "a rice dish"),
    ("plato de arroz", "rice dish"),
    ("platos tradicionales", "traditional dishes"),
    ("platos típicos", "typical dishes"),
    ("plato típico", "typical dish"),
    ("un viaje a", "a trip to"),
    ("la maleta", "the suitcase"),
    ("mi maleta", "my suitcase"),
    ("las maletas", "the suitcases"),
    ("bonitos", "beautiful"),
    ("bonitas", "beautiful"),
    ("bonita", "beautiful"),
    ("en pocos minutos", "within minutes"),
    ("mejor actor de reparto", "best supporting actor"),
    ("mejor actriz de reparto", "best supporting actress"),
    ("por internet", "online"),
    ("horario de apertura", "opening hours"),
    ("con correa", "on a leash"),
    ("fabricado en", "made in"),
    ("fabricados en", "made in"),
    ("pilas no incluidas", "batteries not included"),
    ("el gato", "the cat"),
] + [(f"por {n} puntos", f"by {n_en} points") for n, n_en in (
    ("tres", "three"), ("cuatro", "four"), ("cinco", "five"), ("seis", "six"),
    ("siete", "seven"), ("ocho", "eight"), ("nueve", "nine"), ("diez", "ten"))]


def phrases() -> List[Tuple[str, str, str]]:
    """(English, Spanish, direction) lines, as models/set_phrases.py reads them."""
    likes = [(en, es, "en-es") for en, es in LIKES_EN_ES]
    return (likes + OPENING_EN_ES + OPENING_ES_EN + MID_ES_EN + both_cases([(en, es, "en-es") for en, es in EVERYDAY_EN_ES], lower_targets=True) + NAMES
            + both_cases([(en, es, "es-en") for es, en in EVERYDAY_ES_EN]))


PHRASES = phrases()
