"""Set phrases of an encyclopedia's, a travel guide's and a news wire's prose (nature, a country,
a vote, a disaster, a study), for the glossary beside models/set_phrases.py (which takes PHRASES
last: a phrase listed before keeps its line).

Why: read on 100 sentences of our own in that style, each direction written for the other, the
students wrote a manual's words: en->es "The earthquake measured 6.4" -> "El territorio midió",
"Plants convert sunlight" -> "Los planetas", "play a vital role in" -> "reproducir un rol vital",
"were wiped out by" -> "fueron salvados por", "coastal areas" -> "áreas costosas", "a vote of no
confidence" -> "un voto de sin confianza", "in the last quarter" -> "en el último cuarto", "is
not customary" -> "no es personalizado", "The cheetah" -> "La quíetapa"; es->en "desempeñan un
papel fundamental" -> "unpack a fundamental paper", "depende en gran medida del" -> "depends on
great as", "moción de censura" -> "censure motion", "se enfrentaron a la policía" -> "Manifests
were faced on the police", "críticas dispares" -> "criticisms", "se derrumbó" -> "was returned",
"dejó decenas de heridos" -> "left tens of wounds", "lugares de interés" -> "interest places".

Each line is a term wherever it is written as here, so only words that mean one thing there; a
verb with its subject's number as the model writes it after a plural subject has both forms
("elogió\\telogiaron", FORMAT.md "Glossary"). Lower-case lines get a capitalised twin
(`both_cases`), en->es with the Spanish in lower case (the engine capitalises a term that opened
the source where it opens the output too). Left out, as measured before (models/set_phrases.py,
set_phrases_articles.py): "are more likely to" (the verb after it came out inflected) and "la
entrada es gratuita" (it lost the words after it). Measured on FLORES dev and left out: "en gran
medida" alone -> "largely" (the model's "influenced greatly" became "influenced largely") and
"after winning" -> "tras ganar" (the model writes "después de ganar" itself; the term garbled the
words after it); read on our sentences and left out: "the first woman to" -> "la primera mujer
en" (the verb after it came out "gana").
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases

# "el lunes en lugar del martes": a weekday's move, both ways.
DAYS = [("Monday", "lunes"), ("Tuesday", "martes"), ("Wednesday", "miércoles"), ("Thursday", "jueves"),
        ("Friday", "viernes"), ("Saturday", "sábado"), ("Sunday", "domingo")]

# English, Spanish (en->es).
PROSE_EN_ES = [
    ("the sights", "los lugares de interés"),
    ("is not customary", "no es costumbre"),
    ("considered rude", "de mala educación"),
    ("become impassable", "se vuelven intransitables"),
    ("depends heavily on", "depende en gran medida de"),
    ("depend heavily on", "dependen en gran medida de"),
    ("last erupted in", "entró en erupción por última vez en"),
    ("tropical rainforest", "selva tropical"),
    ("tropical rainforests", "selvas tropicales"),
    ("were wiped out", "fueron aniquilados"),
    ("was wiped out", "fue aniquilado"),
    ("plays a key role in", "desempeña un papel fundamental en"),
    ("play a key role in", "desempeñan un papel fundamental en"),
    ("plays a vital role in", "desempeña un papel fundamental en"),
    ("play a vital role in", "desempeñan un papel fundamental en"),
    ("played a key role in", "desempeñó un papel fundamental en"),
    ("plays an important role in", "desempeña un papel importante en"),
    ("play an important role in", "desempeñan un papel importante en"),
    ("played an important role in", "desempeñó un papel importante en"),
    ("plays a major role in", "desempeña un papel importante en"),
    ("play a major role in", "desempeñan un papel importante en"),
    ("the cheetah", "el guepardo"),
    ("a cheetah", "un guepardo"),
    ("cheetahs", "guepardos"),
    ("a vote of no confidence", "una moción de censura"),
    ("vote of no confidence", "moción de censura"),
    ("accused the government of", "acusó al Gobierno de"),
    ("clashed with police", "se enfrentaron a la policía"),
    ("the parliament building", "el edificio del parlamento"),
    ("in the last quarter", "en el último trimestre"),
    ("injuring dozens of people", "hiriendo a decenas de personas"),
    ("injuring several people", "hiriendo a varias personas"),
    ("the earthquake", "el terremoto"),
    ("an earthquake", "un terremoto"),
    ("coastal areas", "zonas costeras"),
    ("coastal towns", "pueblos costeros"),
    ("due to heavy rain", "debido a las fuertes lluvias"),
    ("praised", "elogió\telogiaron"),
    ("mixed reviews", "críticas dispares"),
    ("modern art", "arte moderno"),
    ("contemporary art", "arte contemporáneo"),
    ("museum houses", "museo alberga"),
    ("the journal Nature", "la revista Nature"),
    ("the journal Science", "la revista Science"),
    ("get sick", "enfermar"),
    ("muscle pain", "dolor muscular"),
    ("in a stable condition", "en estado estable"),
    ("in stable condition", "en estado estable"),
    ("has resigned", "ha dimitido"),
    ("had resigned", "había dimitido"),
    ("the Atlantic Ocean", "el océano Atlántico"),
    ("the Pacific Ocean", "el océano Pacífico"),
    ("the Indian Ocean", "el océano Índico"),
    ("the Arctic Ocean", "el océano Ártico"),
    # longer than models/set_phrases_places.py's "flows into the Atlantic", which left "Ocean" to
    # the model ("desemboca en el Atlántico Océano")
    ("flows into the Atlantic Ocean", "desemboca en el océano Atlántico"),
    ("flows into the Pacific Ocean", "desemboca en el océano Pacífico"),
    # a life's, a match's, a blog's, a planet's and a village's ("reached its peak" -> "logró su
    # pico", "the Nobel Prize" -> "el príncipe Nobel", "The trail is steep and can be slippery" ->
    # "El rastro está robado y puede ser asesinado", "book early" -> "el libro antes", "wine and
    # cheese" -> "vino y barato", "The team has won the league" -> "El equipo tiene ganó la liga")
    ("reached its peak", "alcanzó su apogeo"),
    ("reached their peak", "alcanzaron su apogeo"),
    ("the Nobel Prize", "el Premio Nobel"),
    ("the Nobel Peace Prize", "el Premio Nobel de la Paz"),
    ("has won the league", "ha ganado la liga"),
    ("have won the league", "han ganado la liga"),
    ("was sent off", "fue expulsado"),
    ("were sent off", "fueron expulsados"),
    ("disappointed with", "decepcionado con"),
    ("the ending", "el final"),
    ("join thousands of", "únete a miles de"),
    ("limited time offer", "oferta por tiempo limitado"),
    ("the climate crisis", "la crisis climática"),
    ("climate crisis", "crisis climática"),
    ("the biggest challenge", "el mayor desafío"),
    ("at an alarming rate", "a un ritmo alarmante"),
    ("at risk of extinction", "en peligro de extinción"),
    ("reduce waste", "reducir los residuos"),
    ("cut emissions", "reducir las emisiones"),
    ("wine and cheese", "vino y queso"),
    ("the cheese", "el queso"),
    ("the trail", "el sendero"),
    ("can be slippery", "puede resbalar"),
    ("gets cold at night", "hace frío por la noche"),
    ("so book early", "así que reserva con antelación"),
    ("book early", "reserva con antelación"),
    ("fill up quickly", "se llenan rápidamente"),
    ("tap water is safe to drink", "el agua del grifo es potable"),
    # a flat's listing, a forecast, a recipe, a form, a leaflet, a match, a job and a letter
    # ("The flat has" -> "La plana tiene", "Pour the batter into" -> "Atravesar el bolsillo en",
    # "Cook over a low heat" -> "Cocinero por un bajo calor", "his ankle" -> "su hormigón", "The
    # referee awarded a penalty" -> "El referido a una penalización", "The applicant" -> "El
    # aprendizaje", "Have a nice weekend!" -> "¡Hay un buen fin de semana!", "Best wishes" ->
    # "Mejor desea")
    ("two-bedroom apartment", "apartamento de dos dormitorios"),
    ("two-bedroom flat", "piso de dos dormitorios"),
    ("three-bedroom house", "casa de tres dormitorios"),
    ("the flat has", "el piso tiene"),
    ("a garden", "un jardín"),
    ("power lines", "líneas eléctricas"),
    ("light and fluffy", "ligera y esponjosa"),
    ("pour the batter into", "vierte la masa en"),
    ("a greased baking tin", "un molde engrasado"),
    ("leave the dough to rise", "deja que la masa suba"),
    ("the dough", "la masa"),
    ("chop the garlic finely", "pica el ajo finamente"),
    ("finely chopped", "picado finamente"),
    ("over a low heat", "a fuego lento"),
    ("over a medium heat", "a fuego medio"),
    ("over a high heat", "a fuego fuerte"),
    ("over low heat", "a fuego lento"),
    ("over medium heat", "a fuego medio"),
    ("over high heat", "a fuego fuerte"),
    ("stirring occasionally", "removiendo de vez en cuando"),
    ("you can unsubscribe", "puedes darte de baja"),
    ("nausea and dizziness", "náuseas y mareos"),
    ("dizziness", "mareos"),
    ("injured his ankle", "se lesionó el tobillo"),
    ("injured his knee", "se lesionó la rodilla"),
    ("has sacked", "ha destituido a"),
    ("two nil", "dos a cero"),
    ("the referee", "el árbitro"),
    ("awarded a penalty", "señaló un penalti"),
    ("the applicant", "el candidato"),
    ("must have a degree in", "debe tener un título en"),
    ("the successful candidate", "el candidato seleccionado"),
    ("will work closely with", "trabajará en estrecha colaboración con"),
    ("the marketing team", "el equipo de marketing"),
    ("the option to work from home", "la posibilidad de teletrabajar"),
    ("the plans for", "los planes para"),
    ("rubbish collection", "recogida de basura"),
    ("collection of rubbish", "la recogida de basura"),
    ("I'm writing to complain about", "le escribo para quejarme de"),
    ("I am writing to complain about", "le escribo para quejarme de"),
    ("I'm writing to", "le escribo para"),
    ("I am writing to", "le escribo para"),
    ("have a nice weekend", "que tengas un buen fin de semana"),
    ("have a good weekend", "que tengas un buen fin de semana"),
    ("best wishes", "un saludo"),
    ("best regards", "un saludo"),
] + [(f"instead of {en}", f"en lugar del {es}") for en, es in DAYS]
# Capitalised only: a plural that opens a sentence says something of them all ("Plants need" is
# in models/set_phrases_verbs.py's kind); mid-sentence "plants" may be factories.
OPENING_EN_ES = [("Plants", "Las plantas", "en-es")]

# Spanish, English (es->en).
PROSE_ES_EN = [
    ("lugares de interés", "places of interest"),
    ("cerca unos de otros", "close to each other"),
    ("cerca unas de otras", "close to each other"),
    ("no es costumbre", "it is not customary"),
    ("de mala educación", "rude"),
    ("dejar propina", "tip"),
    ("intransitables", "impassable"),
    ("intransitable", "impassable"),
    ("comida callejera", "street food"),
    ("depende en gran medida de", "depends heavily on"),
    ("dependen en gran medida de", "depend heavily on"),
    ("depende en gran medida del", "depends heavily on the"),
    ("dependen en gran medida del", "depend heavily on the"),
    ("un papel fundamental", "a key role"),
    ("un papel importante", "an important role"),
    ("el guepardo", "the cheetah"),
    ("un guepardo", "a cheetah"),
    ("guepardos", "cheetahs"),
    ("una moción de censura", "a vote of no confidence"),
    ("moción de censura", "vote of no confidence"),
    ("tras perder", "after losing"),
    ("después de perder", "after losing"),
    ("tras ganar", "after winning"),
    ("después de ganar", "after winning"),
    ("los manifestantes", "the protesters"),
    ("zonas costeras", "coastal areas"),
    ("críticas dispares", "mixed reviews"),
    ("en estado estable", "in a stable condition"),
    ("la revista Nature", "the journal Nature"),
    ("la revista Science", "the journal Science"),
    # ("alcanzó su apogeo" -> "reached his support", "golpe de Estado militar" -> "coup military",
    # "Oferta por tiempo limitado" -> "Often time limited", "cada vez más baratas" -> "more and
    # more barks", "El sendero es empinado" -> "The trail is slipped", "Lleva ropa de abrigo" ->
    # "Fill warm clothes", "el centro del pueblo" -> "the center of the people")
    ("su apogeo", "its peak"),
    ("golpe de Estado militar", "military coup"),
    ("un golpe de Estado", "a coup"),
    ("la primera mujer en", "the first woman to"),
    ("el primer hombre en", "the first man to"),
    ("la primera persona en", "the first person to"),
    ("un infarto", "a heart attack"),
    ("si te equivocas", "if you make a mistake"),
    ("me costó un rato", "it took me a while"),
    ("muy contento", "very happy"),
    ("muy contenta", "very happy"),
    ("asequible", "affordable"),
    ("asequibles", "affordable"),
    ("clientes satisfechos", "satisfied customers"),
    ("oferta por tiempo limitado", "limited-time offer"),
    ("por tiempo limitado", "for a limited time"),
    ("la crisis climática", "the climate crisis"),
    ("crisis climática", "climate crisis"),
    ("el mayor desafío", "the biggest challenge"),
    ("el mayor reto", "the biggest challenge"),
    ("a un ritmo alarmante", "at an alarming rate"),
    ("las energías renovables", "renewable energy"),
    ("energías renovables", "renewable energy"),
    ("más baratas", "cheaper"),
    ("más baratos", "cheaper"),
    ("empinado", "steep"),
    ("empinada", "steep"),
    ("puede resbalar", "can be slippery"),
    ("ropa de abrigo", "warm clothes"),
    ("lleva ropa de abrigo", "bring warm clothes"),
    ("el centro del pueblo", "the town center"),
    ("se llenan enseguida", "fill up quickly"),
    ("así que reserva con antelación", "so book in advance"),
    ("la gente del lugar", "the locals"),
    ("acogedora", "welcoming"),
    ("acogedor", "welcoming"),
    # ("Luminoso piso" -> "Lightweight", "un amplio salón" -> "a wide sale", "molde engrasado" ->
    # "engagement", "Pica el ajo finamente" -> "It pulls the fly", "Cocina a fuego lento" ->
    # "Slowing fire", "darte de baja" -> "give you down", "mareos" -> "seasicknesses", "pitó
    # penalti" -> "piped penalty", "Le escribo para quejarme" -> "I write to me", "Avísame si
    # tienes alguna duda" -> "Ask me if you have some doubt")
    ("luminoso", "bright"),
    ("luminosa", "bright"),
    ("piso de dos dormitorios", "two-bedroom flat"),
    ("piso de tres dormitorios", "three-bedroom flat"),
    ("un amplio salón", "a spacious living room"),
    ("bajarán de cero", "will drop below zero"),
    ("tendidos eléctricos", "power lines"),
    ("tendido eléctrico", "power lines"),
    ("esponjosa", "fluffy"),
    ("esponjoso", "fluffy"),
    ("un molde engrasado", "a greased tin"),
    ("vierte la masa", "pour the batter"),
    ("deja reposar la masa", "let the dough rest"),
    ("pica el ajo", "chop the garlic"),
    ("pica la cebolla", "chop the onion"),
    ("fríelo en", "fry it in"),
    ("fríela en", "fry it in"),
    ("finamente", "finely"),
    ("cocina a fuego lento", "cook over a low heat"),
    ("a fuego lento", "over a low heat"),
    ("a fuego medio", "over a medium heat"),
    ("a fuego fuerte", "over a high heat"),
    ("removiendo de vez en cuando", "stirring occasionally"),
    ("puedes darte de baja", "you can unsubscribe"),
    ("darte de baja", "unsubscribe"),
    ("darse de baja", "unsubscribe"),
    ("mareos", "dizziness"),
    ("pitó penalti", "awarded a penalty"),
    ("pitó un penalti", "awarded a penalty"),
    ("la posibilidad de teletrabajar", "the option to work from home"),
    ("la recogida de basura", "garbage collection"),
    ("le escribo para quejarme de", "I am writing to complain about"),
    ("le escribo para quejarme del", "I am writing to complain about the"),
    ("le escribo para", "I am writing to"),
    ("quedo a la espera de su respuesta", "I look forward to your reply"),
    ("avísame si tienes alguna duda", "let me know if you have any questions"),
    ("avísame si", "let me know if"),
    ("que tengas un buen fin de semana", "have a nice weekend"),
    ("que tengas un buen día", "have a nice day"),
    # a court's, a census's and a report's ("fue declarado culpable de fraude" -> "was declared of
    # fraud", "por anticipado" -> "by anticipated", "Una cuarta parte" -> "A fourth part", "en muy
    # mal estado" -> "very bad state"; "años de antigüedad" -> "years old" was read and left out:
    # "Se encontraron restos de 5000 años de antigüedad" lost its "restos")
    ("culpable de", "guilty of"),
    ("culpables de", "guilty of"),
    ("por anticipado", "in advance"),
    ("una cuarta parte", "a quarter"),
    ("una tercera parte", "a third"),
    ("una quinta parte", "a fifth"),
    ("tres cuartas partes", "three quarters"),
    ("en muy mal estado", "in very poor condition"),
    ("en mal estado", "in poor condition"),
]
# Verbs, mid-sentence only, after their subject: a Spanish sentence opening with its verb puts the
# subject after it ("Se derrumbó un edificio"), which a capitalised term would leave out.
VERBS_ES_EN = [
    ("causó la muerte de", "killed"),
    ("causaron la muerte de", "killed"),
    ("se extinguieron", "died out"),
    ("se extinguió", "died out"),
    ("corazón late", "heart beats"),
    ("desempeña un papel fundamental", "plays a key role"),
    ("desempeñan un papel fundamental", "play a key role"),
    ("desempeñó un papel fundamental", "played a key role"),
    ("desempeña un papel importante", "plays an important role"),
    ("desempeñan un papel importante", "play an important role"),
    ("desempeñó un papel importante", "played an important role"),
    ("acusó al Gobierno de", "accused the government of"),
    ("acusó al gobierno de", "accused the government of"),
    ("se enfrentaron a la policía", "clashed with police"),
    ("subieron bruscamente", "rose sharply"),
    ("subió bruscamente", "rose sharply"),
    ("se derrumbó", "collapsed"),
    ("se derrumbaron", "collapsed"),
    ("dejó decenas de heridos", "left dozens injured"),
    ("elogió a", "praised"),
    ("se duplicó", "doubled"),
    ("se duplicaron", "doubled"),
    ("se triplicó", "tripled"),
    ("se trasladó a", "moved to"),
    ("se trasladaron a", "moved to"),
    ("alcanzó su apogeo", "reached its peak"),
    ("fue derrocado", "was overthrown"),
    ("firmó un contrato", "signed a contract"),
    ("se están talando", "are being cut down"),
    ("se lesionó", "injured"),
    ("ha destituido a", "has sacked"),
    ("destituyó a", "sacked"),
    ("declarado culpable de", "found guilty of"),
    ("declarada culpable de", "found guilty of"),
    ("declarados culpables de", "found guilty of"),
    ("hallado culpable de", "found guilty of"),
    ("hallados culpables de", "found guilty of"),
    ("encontrado culpable de", "found guilty of"),
    ("encontrados culpables de", "found guilty of"),
    ("fue encarcelado", "was imprisoned"),
    ("fueron encarcelados", "were imprisoned"),
    ("se desempeña en", "works in"),
    ("se desempeñan en", "work in"),
    ("se desempeña como", "works as"),
    ("se encontraba en", "was in"),
    ("se encontraban en", "were in"),
]


def phrases() -> List[Tuple[str, str, str]]:
    """(English, Spanish, direction) lines, as models/set_phrases.py reads them, each once (a line
    that opens with "I" is its own capitalised twin)."""
    return list(dict.fromkeys(both_cases([(en, es, "en-es") for en, es in PROSE_EN_ES], lower_targets=True) + OPENING_EN_ES
            + both_cases([(en, es, "es-en") for es, en in PROSE_ES_EN]) + [(en, es, "es-en") for es, en in VERBS_ES_EN]
            + [(f"instead of {en}", f"en lugar del {es}", "es-en") for en, es in DAYS]))


PHRASES = phrases()
