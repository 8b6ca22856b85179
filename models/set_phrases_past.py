"""English irregular past verbs the en->es student does not know (and Spanish pasts the es->en one
misreads, at the end), for the glossary beside
models/set_phrases.py (which takes these lines into its PHRASES): their past with Spanish's
singular and plural (the engine writes the plural after a plural subject: "Prices rose" ->
"subieron"; FORMAT.md "Glossary", text/english_subject.h), and their perfect and passive.

Why: trained on software text, whose verbs are in the present and the imperative, the student
guessed at the past of verbs that prose tells stories with: "The company sold its shares" came
out "lo solucionó" in a plainer sentence, "The protesters threw stones" -> "piedras echadas",
"She wore a red dress" -> "Ella rosa una bala roja", "He drove to the airport" -> "Se echó al
aeropuerto", "The bells rang" -> "llueves", "She sang in the choir" -> "Ella sang", "The army
withdrew" -> "conduce", "The ship sank" -> "La arena de barco", "The soldiers fed the prisoners"
-> "huyeron a los prisioneros", "She taught history" -> "Ella sabía", "He brought his family" ->
"Hijo su familia", and in "Yesterday the woman ... it": understood -> "lo bajo", hid -> "la
escondida", flew -> "huyó", hung -> "hambriento", overthrew -> "sobrepasó", shook -> "saque",
swept -> "durmió", underwent -> "subyacente", upheld -> "lo ha dicho", wept -> "llevó".

Which: a past whose sense in prose is one verb in Spanish. Left out: a past that is also its
present or a noun ("beat", "quit", "spread", "split", "bit", "rose": a flower), a past with
several common senses ("ran": a company or a race; "spent": money or time; "held": an event, a
hand or a title; "drew", "rang", "led", "lay"); the model already writes "took", "made", "gave",
"found", "lost", "fell", "fled", "struck", "chose", "stole", "began", "forgot".
"""
from __future__ import annotations

from typing import List, Tuple

# (past, participle, Spanish third person singular and plural of the preterite, Spanish
# participle, whether a passive "was/were <participle>" is listed).
VERBS = (
    ("sold", "sold", "vendió", "vendieron", "vendido", True),
    ("sought", "sought", "buscó", "buscaron", "buscado", False),
    ("threw", "thrown", "lanzó", "lanzaron", "lanzado", True),
    ("swore", "sworn", "juró", "juraron", "jurado", False),
    ("wore", "worn", "llevaba", "llevaban", "llevado", False),
    ("drove", "driven", "condujo", "condujeron", "conducido", False),
    ("sang", "sung", "cantó", "cantaron", "cantado", False),
    ("swam", "swum", "nadó", "nadaron", "nadado", False),
    ("withdrew", "withdrawn", "retiró", "retiraron", "retirado", True),
    ("froze", "frozen", "se congeló", "se congelaron", "congelado", False),
    ("grew", "grown", "creció", "crecieron", "crecido", False),
    ("fought", "fought", "luchó", "lucharon", "luchado", False),
    ("taught", "taught", "enseñó", "enseñaron", "enseñado", False),
    ("brought", "brought", "trajo", "trajeron", "traído", False),
    ("fed", "fed", "alimentó", "alimentaron", "alimentado", False),
    ("lent", "lent", "prestó", "prestaron", "prestado", False),
    ("overcame", "overcome", "superó", "superaron", "superado", False),
    ("forgave", "forgiven", "perdonó", "perdonaron", "perdonado", False),
    ("forbade", "forbidden", "prohibió", "prohibieron", "prohibido", True),
    ("understood", "understood", "entendió", "entendieron", "entendido", False),
    ("hid", "hidden", "escondió", "escondieron", "escondido", True),
    ("flew", "flown", "voló", "volaron", "volado", False),
    ("hung", "hung", "colgó", "colgaron", "colgado", False),
    ("overthrew", "overthrown", "derrocó", "derrocaron", "derrocado", True),
    ("shook", "shaken", "sacudió", "sacudieron", "sacudido", False),
    ("shone", "shone", "brilló", "brillaron", "brillado", False),
    ("swept", "swept", "barrió", "barrieron", "barrido", False),
    ("underwent", "undergone", "se sometió a", "se sometieron a", "sometido a", False),
    ("upheld", "upheld", "confirmó", "confirmaron", "confirmado", True),
    ("undertook", "undertaken", "emprendió", "emprendieron", "emprendido", True),
    ("foresaw", "foreseen", "previó", "previeron", "previsto", False),
    ("misled", "misled", "engañó", "engañaron", "engañado", False),
    ("overtook", "overtaken", "adelantó", "adelantaron", "adelantado", False),
    ("knelt", "knelt", "se arrodilló", "se arrodillaron", "arrodillado", False),
    ("wept", "wept", "lloró", "lloraron", "llorado", False),
    ("shrank", "shrunk", "se redujo", "se redujeron", "reducido", False),
    ("sank", "sunk", "se hundió", "se hundieron", "hundido", False),
    ("bought", "bought", "compró", "compraron", "comprado", True),
    ("dug", "dug", "excavó", "excavaron", "excavado", False),
    ("slid", "slid", "se deslizó", "se deslizaron", "deslizado", False),
    ("lasted", "lasted", "duró", "duraron", "durado", False),  # regular, but "llegó", "llamó"
)

# Pasts of verbs that take no object: no passive or participle after "be" is listed.
INTRANSITIVE = {"lasted", "knelt", "wept", "slid", "shone"}

# Set phrases of pasts left out alone: (English, singular, plural).
PHRASES_OF_PAST = (
    ("sold out", "se agotó", "se agotaron"),
    ("sought to", "trató de", "trataron de"),
    ("complained about", "se quejó de", "se quejaron de"),  # was "que cumplan sobre"
    ("scored twice", "marcó dos goles", "marcaron dos goles"),  # was "se puntuó dos veces"
    ("missed a penalty", "falló un penalti", "fallaron un penalti"),  # was "Perdió una penalización"
    # English leaves out "that" after "said", Spanish does not: "Witnesses said they heard" came
    # out "Los testigos dijeron oyó"
    ("said they", "dijo que", "dijeron que"),
    ("said he", "dijo que", "dijeron que"),
    ("said she", "dijo que", "dijeron que"),
    ("complained that", "se quejó de que", "se quejaron de que"),
    ("withdrew from", "se retiró de", "se retiraron de"),
    ("taught at", "dio clases en", "dieron clases en"),
    ("held a meeting", "celebró una reunión", "celebraron una reunión"),
    ("held talks", "mantuvo conversaciones", "mantuvieron conversaciones"),
    ("shook hands with", "estrechó la mano de", "estrecharon la mano de"),
    ("rose to power", "llegó al poder", "llegaron al poder"),
    ("rose sharply", "subió considerablemente", "subieron considerablemente"),
    ("rose by", "subió un", "subieron un"),
    ("dealt with", "se ocupó de", "se ocuparon de"),
    ("meant that", "significó que", "significaron que"),
    ("woke up", "se despertó", "se despertaron"),
    ("broke out", "estalló", "estallaron"),
    ("tore down", "derribó", "derribaron"),
    ("sprang up", "surgió", "surgieron"),
    ("ran away", "huyó", "huyeron"),
    ("drew attention to", "llamó la atención sobre", "llamaron la atención sobre"),
    # the pasts above with a particle that changes them ("grew up" is no "creció up")
    ("grew up", "creció", "crecieron"),
    ("brought about", "provocó", "provocaron"),
    ("brought back", "trajo de vuelta", "trajeron de vuelta"),
    ("shook his head", "negó con la cabeza", "negaron con la cabeza"),
    ("shook her head", "negó con la cabeza", "negaron con la cabeza"),
    ("hung up", "colgó", "colgaron"),
    ("swept away", "arrastró", "arrastraron"),
    ("threw away", "tiró", "tiraron"),
    ("threw up", "vomitó", "vomitaron"),
    ("sold off", "vendió", "vendieron"),
    ("drove off", "se marchó", "se marcharon"),
    ("fought back", "se defendió", "se defendieron"),
    ("dug up", "desenterró", "desenterraron"),
    ("flew over", "sobrevoló", "sobrevolaron"),
)

# Fixed subjects and states: Spanish's number is in the English already.
FIXED = (
    ("is sold out", "está agotado"), ("are sold out", "están agotados"),
    ("was sold out", "estaba agotado"), ("were sold out", "estaban agotados"),
    ("was shot", "recibió un disparo"), ("were shot", "recibieron disparos"),
    ("was shot dead", "murió por disparos"), ("were shot dead", "murieron por disparos"),
    ("was hurt", "resultó herido"), ("were hurt", "resultaron heridos"),
    ("is sold", "se vende"), ("are sold", "se venden"),
    ("fed up with", "harto de"),
    # adverbs before a past that the model garbled beside its term ("allegedly drove" ->
    # "allegó a condujo")
    ("allegedly", "supuestamente"),
    ("reportedly", "según se informa"),
)


# Spanish pasts the es->en student misread, in "Ayer <verb>.": "compró" -> "completed", "luchó" ->
# "led", "voló" -> "fled", "nadó" -> "was born", "lanzó" -> "washed", "cantó" -> "canned",
# "enseñó" -> "knocked", "alimentó" -> "deleted", "entendió" -> "held", "fundó" -> "found",
# "engañó" -> "claimed", "lloró" -> "slope". (singular, plural, English past.) Lower case only:
# a sentence they open has its subject in the verb ("Fundó la empresa": he or she), which the
# model writes itself.
SPANISH_PASTS = (
    ("compró", "compraron", "bought"), ("luchó", "lucharon", "fought"), ("voló", "volaron", "flew"),
    ("nadó", "nadaron", "swam"), ("derrocó", "derrocaron", "overthrew"), ("arrasó", "arrasaron", "devastated"),
    ("lanzó", "lanzaron", "launched"), ("juró", "juraron", "swore"), ("cantó", "cantaron", "sang"),
    ("creció", "crecieron", "grew"), ("enseñó", "enseñaron", "taught"), ("alimentó", "alimentaron", "fed"),
    ("perdonó", "perdonaron", "forgave"), ("entendió", "entendieron", "understood"), ("colgó", "colgaron", "hung"),
    ("brilló", "brillaron", "shone"), ("barrió", "barrieron", "swept"), ("previó", "previeron", "foresaw"),
    ("engañó", "engañaron", "deceived"), ("lloró", "lloraron", "cried"), ("excavó", "excavaron", "excavated"),
    ("fundó", "fundaron", "founded"), ("huyó", "huyeron", "fled"), ("escondió", "escondieron", "hid"),
    ("se hundió", "se hundieron", "sank"), ("se disparó", "se dispararon", "soared"),
    ("duró", "duraron", "lasted"),
)
SPANISH_PAST_PHRASES = (
    ("creció en", "grew up in"), ("crecieron en", "grew up in"), ("prestó atención", "paid attention"),
    ("se fundó en", "was founded in"), ("desemboca en", "flows into"), ("desembocan en", "flow into"), ("huyó de", "fled"), ("huyeron de", "fled"),
)


def number(singular: str, plural: str) -> str:
    """A target with its plural (FORMAT.md "Glossary": "target<TAB>plural target")."""
    return f"{singular}\t{plural}"


def after_he_or_she(en: str, singular: str) -> List[Tuple[str, str, str]]:
    """"He sold" -> "Vendió" ("He" alone came out Spanish's "He vendido", I have sold); as long
    as the phrase's own term, so that "She grew" does not win over "grew up" by length."""
    return [(f"{pronoun} {en}", singular[0].upper() + singular[1:] if pronoun[0].isupper() else singular, "en-es")
            for pronoun in ("he", "she", "He", "She")]


def past_rows() -> List[Tuple[str, str, str]]:
    rows = [(en, es, "en-es") for en, es in FIXED]  # first: a fixed line wins ("is sold" -> "se vende")
    for past, participle, sg, pl, es_participle, passive in VERBS:
        rows.append((past, number(sg, pl), "en-es"))
        rows += after_he_or_she(past, sg)
        rows.append((f"has {participle}", f"ha {es_participle}", "en-es"))
        rows.append((f"have {participle}", f"han {es_participle}", "en-es"))
        rows.append((f"had {participle}", number(f"había {es_participle}", f"habían {es_participle}"), "en-es"))
        if past in INTRANSITIVE:  # no passive, and "is lasted" is no English
            continue
        if passive or participle == past:
            plural_participle = es_participle + "s" if " " not in es_participle else es_participle
            rows.append((f"was {participle}", f"fue {es_participle}", "en-es"))
            rows.append((f"were {participle}", f"fueron {plural_participle}", "en-es"))
        if participle == past:
            # The past's term would take a participle after "be" for a past: "are being sold"
            # came out "están siendo vendió".
            rows += [(f"is {participle}", f"es {es_participle}", "en-es"),
                     (f"are {participle}", f"son {plural_participle}", "en-es"),
                     (f"be {participle}", f"ser {es_participle}", "en-es"),
                     (f"been {participle}", f"sido {es_participle}", "en-es"),
                     (f"being {participle}", f"siendo {es_participle}", "en-es")]
    for en, sg, pl in PHRASES_OF_PAST:
        rows.append((en, number(sg, pl), "en-es"))
        rows += after_he_or_she(en, sg)
    return rows


def spanish_past_rows() -> List[Tuple[str, str, str]]:
    rows = []
    for sg, pl, en in SPANISH_PASTS:
        rows += [(en, sg, "es-en"), (en, pl, "es-en")]
    rows += [(en, es, "es-en") for es, en in SPANISH_PAST_PHRASES]
    return rows


PHRASES = past_rows() + spanish_past_rows()
