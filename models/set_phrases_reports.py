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
from models.set_phrases_guides import GUIDES_EN_ES, GUIDES_ES_EN
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
              ("was awarded", "recibió", "recibió"),
              # "He studied medicine" came out "El estudió Medicina" (the pronoun without its accent);
              # "studied law" is a term of its own, which a shorter "He studied" loses to
              ("studied", "estudió", "estudió"),
              ("studied law", "estudió Derecho", "estudió Derecho"))


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


ES_EN = both_cases([(en, es, "es-en") for es, en in GUIDES_ES_EN + (
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

EN_ES = both_cases([(en, es, "en-es") for en, es in GUIDES_EN_ES + (
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
