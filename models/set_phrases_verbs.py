"""Spanish multi-word verbs in their common forms, for the glossary beside models/set_phrases.py
(which takes these lines into its PHRASES). es->en only.

Why: the es->en student translates such a verb word by word, and news and web prose are full
of them: "llevó a cabo una investigación" -> "took an investigation", "dio a conocer los
resultados" -> "gave to know the results", "dio a luz a una niña" -> "gave light to a nine",
"tener en cuenta" -> "Please note", "puso en marcha" -> "put", "se pusieron de acuerdo" -> "were
put according", "hizo frente a la crisis" -> "made front of the crisis", "puso fin a la guerra"
-> "set to war", "se hizo cargo de" -> "made charge of", "hizo hincapié en" -> "did snake in",
"salieron a la luz" -> "exited to light", "no tiene nada que ver con" -> "has nothing to see
with" (sentences of our own; Apertium's dictionary lists these verbs).

Which forms: the infinitive, the gerund, the participle (all four: "llevada a cabo", after "ha",
"fue"), and the third person of the present, preterite, imperfect, future and conditional
indicative (the forms prose narrates in), each with its English: "lleva a cabo" -> "carries
out", "llevaron a cabo" -> "carried out", "llevará a cabo" -> "will carry out". A verb that
takes "se" as a passive gets those forms too ("se llevó a cabo" -> "was carried out", "debe
llevarse a cabo" -> "must be carried out"; phrases() says where); a reflexive one ("darse cuenta")
only with its pronoun ("se dio cuenta de que" -> "realized that", "me di cuenta de" -> "I
realized"). A tail that
contracts ("a"/"al", "de"/"del") is listed both ways. The Spanish forms are Apertium's generator's
(apertium-eng-spa), written out here so that building needs no Apertium. Lower case, and a
capitalised twin whose target stays lower case (the engine capitalises it where it opens the
output): opening a sentence, a verb's unwritten subject may come before it in English.
"""
from __future__ import annotations

from typing import Dict, List, Tuple

from models.set_phrases_daily import both_cases

# The forms used, in the order FORMS lists them.
TENSES = ("inf", "ger", "pp", "pp_f", "pp_mp", "pp_fp", "pres3s", "pres3p", "past3s", "past3p", "past1s",
          "imp3s", "imp3p", "fut3s", "fut3p", "cond3s", "cond3p")
FORMS: Dict[str, Dict[str, str]] = {verb: dict(zip(TENSES, forms.split())) for verb, forms in {
    "llevar": "llevar llevando llevado llevada llevados llevadas lleva llevan llevó llevaron llevé llevaba llevaban llevará llevarán llevaría llevarían",
    "dar": "dar dando dado dada dados dadas da dan dio dieron di daba daban dará darán daría darían",
    "poner": "poner poniendo puesto puesta puestos puestas pone ponen puso pusieron puse ponía ponían pondrá pondrán pondría pondrían",
    "hacer": "hacer haciendo hecho hecha hechos hechas hace hacen hizo hicieron hice hacía hacían hará harán haría harían",
    "tener": "tener teniendo tenido tenida tenidos tenidas tiene tienen tuvo tuvieron tuve tenía tenían tendrá tendrán tendría tendrían",
    "tomar": "tomar tomando tomado tomada tomados tomadas toma toman tomó tomaron tomé tomaba tomaban tomará tomarán tomaría tomarían",
    "salir": "salir saliendo salido salida salidos salidas sale salen salió salieron salí salía salían saldrá saldrán saldría saldrían",
    # estar has no participle forms but "estado" ("-": none).
    "estar": "estar estando estado - - - está están estuvo estuvieron estuve estaba estaban estará estarán estaría estarían",
    "dejar": "dejar dejando dejado dejada dejados dejadas deja dejan dejó dejaron dejé dejaba dejaban dejará dejarán dejaría dejarían",
    "pasar": "pasar pasando pasado pasada pasados pasadas pasa pasan pasó pasaron pasé pasaba pasaban pasará pasarán pasaría pasarían",
    "pedir": "pedir pidiendo pedido pedida pedidos pedidas pide piden pidió pidieron pedí pedía pedían pedirá pedirán pediría pedirían",
    "llegar": "llegar llegando llegado llegada llegados llegadas llega llegan llegó llegaron llegué llegaba llegaban llegará llegarán llegaría llegarían",
    "entrar": "entrar entrando entrado entrada entrados entradas entra entran entró entraron entré entraba entraban entrará entrarán entraría entrarían",
    "ir": "ir yendo ido - - - va van fue fueron fui iba iban irá irán iría irían",
    "echar": "echar echando echado echada echados echadas echa echan echó echaron eché echaba echaban echará echarán echaría echarían",
    "prestar": "prestar prestando prestado prestada prestados prestadas presta prestan prestó prestaron presté prestaba prestaban prestará prestarán prestaría prestarían",
    "caer": "caer cayendo caído caída caídos caídas cae caen cayó cayeron caí caía caían caerá caerán caería caerían",
}.items()}
# A reflexive gerund takes its pronoun and an accent: "dándose cuenta".
REFLEXIVE_GERUND = {"dando": "dándose", "poniendo": "poniéndose", "haciendo": "haciéndose", "llevando": "llevándose"}

# (verb, the words after it, [(a tail, its English)], English: base, third-person present, past,
# participle, gerund; "passive": takes "se" as a passive, "reflexive": only with its pronoun).
VERBS = [
    ("llevar", "a cabo", [("", "")], ("carry out", "carries out", "carried out", "carried out", "carrying out"), "passive"),
    ("dar", "a conocer", [("", "")], ("announce", "announces", "announced", "announced", "announcing"), "passive"),
    ("dar", "a luz", [("a", " to"), ("", "")], ("give birth", "gives birth", "gave birth", "given birth", "giving birth"), ""),
    ("dar", "cuenta", [("de que", " that"), ("del", " the"), ("de", "")],
     ("realize", "realizes", "realized", "realized", "realizing"), "reflexive"),
    ("tener", "en cuenta", [("", "")], ("take into account", "takes into account", "took into account",
                                        "taken into account", "taking into account"), "passive"),
    ("tomar", "en cuenta", [("", "")], ("take into account", "takes into account", "took into account",
                                        "taken into account", "taking into account"), "passive"),
    ("poner", "en marcha", [("", "")], ("launch", "launches", "launched", "launched", "launching"), ""),
    ("poner", "de acuerdo", [("", "")], ("agree", "agrees", "agreed", "agreed", "agreeing"), "reflexive"),
    ("hacer", "frente", [("a", ""), ("al", " the")], ("face", "faces", "faced", "faced", "facing"), ""),
    ("poner", "fin", [("a", ""), ("al", " the")],
     ("put an end to", "puts an end to", "put an end to", "put an end to", "putting an end to"), ""),
    ("poner", "en peligro", [("", "")], ("endanger", "endangers", "endangered", "endangered", "endangering"), ""),
    ("poner", "de manifiesto", [("", "")], ("reveal", "reveals", "revealed", "revealed", "revealing"), "passive"),
    ("hacer", "cargo", [("de", ""), ("del", " the")],
     ("take charge of", "takes charge of", "took charge of", "taken charge of", "taking charge of"), "reflexive"),
    ("dar", "la bienvenida", [("a", ""), ("al", " the")], ("welcome", "welcomes", "welcomed", "welcomed", "welcoming"), ""),
    ("salir", "a la luz", [("", "")], ("come to light", "comes to light", "came to light", "come to light",
                                       "coming to light"), ""),
    ("hacer", "hincapié", [("en", "")], ("emphasize", "emphasizes", "emphasized", "emphasized", "emphasizing"), ""),
    ("dar", "a entender", [("que", " that"), ("", "")], ("imply", "implies", "implied", "implied", "implying"), ""),
    ("tener", "que ver", [("con", " with")], ("have to do", "has to do", "had to do", "had to do", "having to do"), ""),
    # The second list, from sentences of our own ("Estoy de acuerdo" -> "I'm according", "pasó por
    # alto" -> "happened at high", "pidió disculpas a" -> "asked for", "Llegó a ser" -> "He called
    # to be", "entró en erupción" -> "entrusted in eruption", "dio las gracias" -> "gave the thanks").
    ("estar", "de acuerdo", [("con", " with"), ("en", " on"), ("", "")], ("agree", "agrees", "agreed", "agreed", "agreeing"), ""),
    ("dar", "las gracias", [("a", ""), ("al", " the"), ("por", " for"), ("", "")],
     ("thank", "thanks", "thanked", "thanked", "thanking"), ""),
    ("dejar", "de lado", [("", "")], ("put aside", "puts aside", "put aside", "put aside", "putting aside"), "passive"),
    ("pasar", "por alto", [("", "")], ("overlook", "overlooks", "overlooked", "overlooked", "overlooking"), "passive"),
    ("pedir", "disculpas", [("a", " to"), ("por", " for"), ("", "")],
     ("apologize", "apologizes", "apologized", "apologized", "apologizing"), ""),
    ("pedir", "perdón", [("a", " to"), ("por", " for"), ("", "")],
     ("apologize", "apologizes", "apologized", "apologized", "apologizing"), ""),
    ("pedir", "prestado", [("", "")], ("borrow", "borrows", "borrowed", "borrowed", "borrowing"), ""),
    ("llegar", "a ser", [("", "")], ("become", "becomes", "became", "become", "becoming"), ""),
    ("llevar", "bien", [("con", " with"), ("", "")], ("get along", "gets along", "got along", "got along", "getting along"), "reflexive"),
    ("entrar", "en erupción", [("", "")], ("erupt", "erupts", "erupted", "erupted", "erupting"), ""),
    ("ir", "de compras", [("", "")], ("go shopping", "goes shopping", "went shopping", "gone shopping", "going shopping"), ""),
    ("dar", "prisa", [("", "")], ("hurry", "hurries", "hurried", "hurried", "hurrying"), "reflexive"),
    ("poner", "a la venta", [("", "")], ("put up for sale", "puts up for sale", "put up for sale", "put up for sale",
                                          "putting up for sale"), "passive"),
    ("caer", "en la cuenta", [("de que", " that"), ("de", ""), ("", "")], ("realize", "realizes", "realized", "realized", "realizing"), ""),
    # A third list ("puso en libertad a los detenidos" -> "put in freedom to the stopped", "hizo
    # público el informe" -> "did public the report", "echó a perder la cosecha" -> "threw to lose
    # the crop", "Presta atención a" -> "Prevent attention to", "Nunca hace caso a" -> "Never case").
    ("poner", "en libertad", [("a", ""), ("al", " the"), ("", "")], ("release", "releases", "released", "released", "releasing"), ""),
    ("dejar", "en libertad", [("a", ""), ("al", " the"), ("", "")], ("release", "releases", "released", "released", "releasing"), ""),
    ("hacer", "público", [("", "")], ("make public", "makes public", "made public", "made public", "making public"), ""),
    ("hacer", "pública", [("", "")], ("make public", "makes public", "made public", "made public", "making public"), ""),
    ("dar", "marcha atrás", [("en", " on"), ("con", " on"), ("", "")], ("back down", "backs down", "backed down", "backed down",
                                                                        "backing down"), ""),
    ("echar", "a perder", [("", "")], ("ruin", "ruins", "ruined", "ruined", "ruining"), "passive"),
    ("poner", "en contacto", [("con", " with"), ("", "")], ("get in touch", "gets in touch", "got in touch", "got in touch",
                                                             "getting in touch"), "reflexive"),
    ("hacer", "caso", [("a", " to"), ("al", " to the"), ("", "")], ("listen", "listens", "listened", "listened", "listening"), ""),
    ("prestar", "atención", [("a", " to"), ("al", " to the"), ("", "")], ("pay attention", "pays attention", "paid attention",
                                                                         "paid attention", "paying attention"), ""),
]
# Whole forms the table above cannot make: a negation inside, a subjunctive after "que".
EXTRA = [
    ("no tiene nada que ver con", "has nothing to do with"),
    ("no tienen nada que ver con", "have nothing to do with"),
    ("no tenía nada que ver con", "had nothing to do with"),
    ("no tenían nada que ver con", "had nothing to do with"),
    ("saliera a la luz", "came to light"),
    ("salieran a la luz", "came to light"),
    # "Hay que tener en cuenta" had come out "There is take into account".
    ("hay que tener en cuenta", "keep in mind"),
    # A train, a plan that starts by itself ("se puso en marcha" is no passive of "launch").
    ("se pone en marcha", "starts"),
    ("se ponen en marcha", "start"),
    ("se puso en marcha", "started"),
    ("se pusieron en marcha", "started"),
    ("se pondrá en marcha", "will start"),
    ("se pondrán en marcha", "will start"),
    # A first person's verb, its pronoun unwritten in Spanish. Left out: "estar a punto de" (the
    # model has it, and after the term it wrote "is about to exits"), "dar por sentado" ("There is
    # no one that take for granted").
    ("estoy de acuerdo", "I agree"), ("estoy de acuerdo con", "I agree with"), ("no estoy de acuerdo", "I do not agree"),
    ("no estoy de acuerdo con", "I do not agree with"), ("estamos de acuerdo", "we agree"),
    ("estamos de acuerdo con", "we agree with"), ("fui de compras", "I went shopping"),
    ("date prisa", "hurry up"), ("dese prisa", "hurry up"), ("daos prisa", "hurry up"), ("dense prisa", "hurry up"),
    # "contar con" is "have" where a place or a team has something; "cuenta con" alone may be an
    # account's ("una cuenta con saldo"), so only after "que" or "también".
    ("que cuenta con", "that has"), ("que cuentan con", "that have"), ("también cuenta con", "also has"),
    ("cuentan con", "have"), ("contaba con", "had"), ("contaban con", "had"), ("contará con", "will have"),
    ("contarán con", "will have"),
    ("me quedé dormido", "I fell asleep"), ("me quedé dormida", "I fell asleep"), ("se quedó dormido", "fell asleep"),
    ("se quedó dormida", "fell asleep"), ("se quedaron dormidos", "fell asleep"), ("quedarse dormido", "fall asleep"),
    ("tiene miedo de", "is afraid of"), ("tienen miedo de", "are afraid of"), ("tenía miedo de", "was afraid of"),
    ("tenían miedo de", "were afraid of"), ("tengo miedo de", "I am afraid of"), ("tiene miedo", "is afraid"),
    ("tienen miedo", "are afraid"), ("tengo miedo", "I am afraid"),
    ("tienes razón", "you are right"), ("tenías razón", "you were right"), ("tiene razón", "is right"),
    ("tienen razón", "are right"), ("tenía razón", "was right"), ("tengo razón", "I am right"),
    ("tuvo éxito", "was successful"), ("tuvieron éxito", "were successful"), ("tiene éxito", "is successful"),
    ("tienen éxito", "are successful"), ("tener éxito", "succeed"),
    ("merece la pena", "it is worth"), ("merecía la pena", "it was worth"), ("merecerá la pena", "it will be worth"),
]


def english(tense: str, en: Tuple[str, str, str, str, str]) -> str:
    """The English of an active form."""
    base, third, past, participle, gerund = en
    return {"ger": gerund, "pres3s": third, "pres3p": base, "fut3s": "will " + base,
            "fut3p": "will " + base, "cond3s": "would " + base, "cond3p": "would " + base}.get(
        tense, participle if tense.startswith("pp") else past)


def verb_rows() -> List[Tuple[str, str]]:
    """(Spanish, English) of every form of every verb, lower case."""
    rows: List[Tuple[str, str]] = []
    for verb, middle, tails, en, kind in VERBS:
        forms = FORMS[verb]
        for spanish_tail, english_tail in tails:
            rest = f" {middle} {spanish_tail}".rstrip()

            def add(spanish: str, target: str) -> None:  # one form with this tail
                rows.append((spanish + rest, target + english_tail))

            infinitive = forms["inf"] + ("se" if kind == "reflexive" else "")
            # An infinitive is English's "to" form, but after the words that take a bare one or a
            # gerund ("Quiero llevar a cabo" had come out "I want carry out", "para" + the term
            # "For carry out", "Debemos" + "to take" "We must to take").
            add(infinitive, "to " + en[0])
            for before, english_before, gerund in INFINITIVE_AFTER:
                add(f"{before} {infinitive}", f"{english_before} {en[4] if gerund else en[0]}")
            if kind == "reflexive":
                add(REFLEXIVE_GERUND[forms["ger"]], en[4])
                add("me " + forms["past1s"], "I " + en[2])
                for tense in ("pres3s", "pres3p", "past3s", "past3p", "imp3s", "imp3p", "fut3s", "fut3p", "cond3s", "cond3p"):
                    add("se " + forms[tense], english(tense, en))
                continue
            for tense in TENSES:
                if tense not in ("past1s", "inf") and forms[tense] != "-":
                    add(forms[tense], english(tense, en))
                if tense in NEGATIVE:  # "no llevó a cabo" -> "did not carry out"
                    add("no " + forms[tense], f"{NEGATIVE[tense]} {en[0]}")
            if kind == "passive":  # "debe llevarse a cabo" -> "must be carried out"
                add(forms["inf"] + "se", "be " + en[3])
                for tense, auxiliary in PASSIVE.items():  # "se llevó a cabo" -> "was carried out"
                    add("se " + forms[tense], f"{auxiliary} {en[3]}")
    return rows + EXTRA


# Words before an infinitive and their English, which takes the bare verb (False) or its gerund
# (True) after it.
MODALS = {"puede": "can", "pueden": "can", "podemos": "we can", "puedes": "you can", "podría": "could",
          "podrían": "could", "debe": "must", "deben": "must", "debemos": "we must", "debería": "should",
          "deberían": "should"}
INFINITIVE_AFTER = (("para", "to", False), ("es importante", "it is important to", False),
                    ("es necesario", "it is necessary to", False), ("sin", "without", True), ("antes de", "before", True),
                    ("después de", "after", True)) + tuple((modal, english, False) for modal, english in MODALS.items())


# The English of a finite form's negation, before the base form ("no lleva a cabo" -> "does not").
NEGATIVE = {"pres3s": "does not", "pres3p": "do not", "past3s": "did not", "past3p": "did not", "imp3s": "did not",
            "imp3p": "did not", "fut3s": "will not", "fut3p": "will not", "cond3s": "would not", "cond3p": "would not"}


# The English auxiliary of a "se" passive in each finite form ("se llevó a cabo" -> "was").
PASSIVE = {"pres3s": "is", "pres3p": "are", "past3s": "was", "past3p": "were", "imp3s": "was", "imp3p": "were",
           "fut3s": "will be", "fut3p": "will be", "cond3s": "would be", "cond3p": "would be"}


def phrases() -> List[Tuple[str, str, str]]:
    """The (English, Spanish, "es-en") lines: each form with its capitalised twin, but a form with
    "se" in lower case only: opening a sentence Spanish leaves the subject out ("Se dio cuenta de
    que" would come out "Realized that"; models/set_phrases_daily.py's MID), and a "se" passive's
    subject follows it ("Se llevaron a cabo varias reuniones" had come out "carried out several
    meetings"). Mid-sentence its subject may come first ("La encuesta se llevó a cabo en enero"
    -> "The survey was carried out in January"; without the passive term, "is carried out") or
    after it ("se llevaban a cabo los funerales" -> "were carried out the funerals": the words
    right, their order not). Where a sentence or a comma opens "llevar a cabo"'s, English opens
    with "there" too: "Se llevaron a cabo varias reuniones." -> "There were several meetings." """
    rows = [(en, es, "es-en") for es, en in verb_rows()]
    # A negation or a modal opening a sentence leaves its subject unwritten too ("No llevó a
    # cabo", "Debemos tener en cuenta" is the model's); lower case only, which also keeps the
    # glossary well under its 10,000 terms.
    lower_only = ("se ", "no ") + tuple(f"{modal} " for modal in MODALS)
    alone = [row for row in rows if row[1].startswith(lower_only)]
    twins = both_cases([row for row in rows if not row[1].startswith(lower_only)], lower_targets=True)
    return IMPERATIVES + twins + alone + OPENING_PASSIVES


# Opening a sentence "Presta atención" is an imperative, not the third person's twin (the first
# line of a source wins).
IMPERATIVES = [(en, es, "es-en") for es, en in (
    ("Presta atención a", "Pay attention to"), ("Preste atención a", "Pay attention to"), ("Presta atención", "Pay attention"),
    ("Preste atención", "Pay attention"), ("Ponte en contacto con", "Get in touch with"))]


# "llevar a cabo"'s passive opening a sentence or after a comma: "there" and the passive's auxiliary.
OPENING_PASSIVES = [row for tense, auxiliary in PASSIVE.items() for row in (
    (f"there {auxiliary}", f"Se {FORMS['llevar'][tense]} a cabo", "es-en"),
    (f", there {auxiliary}", f", se {FORMS['llevar'][tense]} a cabo", "es-en"))]


# en->es: English phrasal verbs word by word ("The police carried out an investigation." -> "La
# policía ha llevado una investigación", "It turned out that" -> "Se apagó que", "They called off
# the strike" -> "Se llamaron al golpe", "The volcano erupted" -> "El volcán eruptó", "We ran out
# of milk" -> "Hemos salido de leche"; sentences of our own). Spanish verbs agree with their
# subject, which English's past does not show: only forms whose person the words tell (a
# pronoun before it, a passive's number, an infinitive, "It turned out"). Left out: "looking
# forward to" ("Tengo muchas ganas de te ves": the gerund after it stayed a verb), "to carry out"
# and other infinitives with their "to" ("in good shape to carry out" had its "para"), "find out
# what" ("We need to find out what happened." -> "Necesitamos averiguar qué.": the verb lost).
SUBJECTS = (("I", 0), ("we", 1), ("he", 2), ("she", 2), ("it", 2), ("they", 3))  # Spanish past: 1s, 1p, 3s, 3p
EN_PAST = [  # English past, its Spanish in the persons of SUBJECTS' numbers
    ("carried out", ("llevé a cabo", "llevamos a cabo", "llevó a cabo", "llevaron a cabo")),
    ("found out that", ("descubrí que", "descubrimos que", "descubrió que", "descubrieron que")),
    ("ran out of", ("me quedé sin", "nos quedamos sin", "se quedó sin", "se quedaron sin")),
    ("called off", ("cancelé", "cancelamos", "canceló", "cancelaron")),
    ("looked after", ("cuidé de", "cuidamos de", "cuidó de", "cuidaron de")),
    ("got along well with", ("me llevaba bien con", "nos llevábamos bien con", "se llevaba bien con", "se llevaban bien con")),
    # A second list ("He came up with a brilliant idea" -> "Subió con una idea brillante", "I got up
    # early" -> "Tengo temprano", "He showed up late" -> "Se mostró más tarde", "I gave up smoking"
    # -> "Me di ahumar").
    ("came up with", ("se me ocurrió", "se nos ocurrió", "se le ocurrió", "se les ocurrió")),
    ("got up", ("me levanté", "nos levantamos", "se levantó", "se levantaron")),
    ("showed up", ("aparecí", "aparecimos", "apareció", "aparecieron")),
    ("gave up smoking", ("dejé de fumar", "dejamos de fumar", "dejó de fumar", "dejaron de fumar")),
]
EN_ES_VERBS = [(f"{pronoun} {past}", forms[person], "en-es") for past, forms in EN_PAST for pronoun, person in SUBJECTS] + [
    (en, es, "en-es") for en, es in (
        ("carrying out", "llevando a cabo"), ("carries out", "lleva a cabo"),
        ("is carried out", "se lleva a cabo"), ("are carried out", "se llevan a cabo"),
        ("were carried out", "se llevaron a cabo"), ("has carried out", "ha llevado a cabo"),
        ("Find out more", "Más información"), ("it turned out that", "resultó que"), ("it turns out that", "resulta que"),
        ("turned out to be", "resultó ser"), ("looks after", "cuida de"),
        ("was called off", "se canceló"), ("were called off", "se cancelaron"), ("has been called off", "se ha cancelado"),
        ("was put off", "se aplazó"), ("were put off", "se aplazaron"), ("has been put off", "se ha aplazado"),
        ("erupted", "entró en erupción"), ("erupts", "entra en erupción"),
        ("get along with", "llevarse bien con"), ("gets along with", "se lleva bien con"),
        # A subject that tells the number: "Prices went up" -> "Los precios subió" had lost it.
        ("prices went up", "los precios subieron"), ("prices went down", "los precios bajaron"),
        ("prices go up", "los precios suben"), ("prices have gone up", "los precios han subido"),
        ("the price went up", "el precio subió"), ("the price went down", "el precio bajó"),
        ("the plane took off", "el avión despegó"), ("the flight took off", "el vuelo despegó"),
        ("the car broke down", "el coche se averió"),
    )]

PHRASES = phrases() + both_cases(EN_ES_VERBS)
