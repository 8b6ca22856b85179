"""The model's table of hints: the target word Debian's Apertium gives for a source word, which
beam search favours (FORMAT.md, "Hints"; engine/src/translator_hints.h, decode::HintWordRule).

    /usr/bin/python3 -m models.hints build --lexicon $HEED_CACHE/lexicon/lexicon.en-es.tsv \\
        --corpus $HEED_CACHE/corpus/en-es/train.tsv --direction es-en --out hints.es-en.tsv
    /usr/bin/python3 -m models.hints add --model IN.heed --hints hints.es-en.tsv --out OUT.heed

Why: trained on software text, the small students guess at the words of everyday prose that
their training text rarely had: "los fuelles del acordeón" came out as "the fuels", "focas" as
"fought", "cápsula" as "stable", "espesor" as "spike", "the boots" as "las arrancadas". A
dictionary knows these words; the model knows the sentence. A hypothesis that writes a hinted word
earns a bonus (the engine's kHintBonus): where the model hesitates between its guess and the
dictionary's word, the word wins; where it is sure of another word ("papel" as "role", not
"paper"), it keeps its own.

Which words (`build`): the source language's nouns of the dictionary (models/data/lexicon.py),
single lower-case words, in their singular and plural as Apertium's generator of that language
writes them; for Spanish sources also the verbs, in their infinitive, gerund, participles, the
third persons of the common tenses (English verbs take few forms, so "they cover" after
"abarcan" is one word to write) and the first person singular of the present and the past
("compré": "bought", after the model's "I"). A form whose analyses by Apertium's analyser (`lt-proc`) are not
all of that one class stays out ("cuenta": an account, or counts; "suelo": soil, or I usually),
since the engine has no sentence to choose by. Each form is translated alone by Apertium
(`apertium es-en`-like modes, the form followed by a full stop), and kept when its translation is
one word of letters (a subject pronoun before a verb, "it spans", is dropped), in lower case.
Adjectives stay out: their translation depends on the noun (Spanish agreement; "anchos" as a noun
is "widths"); hinting the Spanish forms that can only be adjectives too (56,542 rows) measured
46.54 on es->en FLORES dev (paired bootstrap of the gain -0.04 to +0.12) and 65.26 in-domain
(-0.05): no gain to keep. Words the training corpus's source side has 500
times or more stay out too: the model knows them in its domain better than a dictionary does
("eliminar" is "remove" in the software strings it learned, "acceso directo" a "shortcut").
One translation per form: Apertium's own choice. Every one-word translation the bilingual
dictionary gives as alternatives ("corteza": rind, skin, bark; 3,235 es->en forms, 481 en->es
after the corpus limit), any of which would do, left FLORES dev where it was (46.50 and 44.34).
Measured (shipped models, FLORES dev chrF2 / in-domain test split chrF2): without hints es->en
46.20 / 65.25, en->es 44.20 / 67.35; every word hinted 46.52 / 65.01 and 44.33 / 67.29; words
seen fewer than 20 / 100 / 500 / 2000 times 46.29 / 46.35 / 46.50 / 46.46 on es->en FLORES
(65.25 / 65.30 / 65.31 / 65.25 in-domain), 44.28 / 44.30 / 44.34 / 44.32 on en->es (67.34 /
67.36 / 67.40 / 67.38). One line per form, "source<TAB>target", sorted by
the source's UTF-8 bytes.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from typing import Dict, Iterable, List, Set, Tuple

from models.copied_words import read_corpus, word_classes
from models.names import read_lexicon, store_pairs

TENSOR = "glossary.hints"  # U8: UTF-8 lines "source<TAB>target\n" (FORMAT.md)
APERTIUM = "/usr/share/apertium/apertium-eng-spa/"
GENERATORS = {"es": APERTIUM + "eng-spa.autogen.bin", "en": APERTIUM + "spa-eng.autogen.bin"}
MODES = {"es-en": "spa-eng", "en-es": "eng-spa"}
LETTERS = re.compile(r"[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+")  # the engine's letters (known_words.py)
WORD = re.compile(f"^{LETTERS.pattern}$")
# The first person's tenses hinted, and the one whose hint is strong (FORMAT.md "Hints"):
# trained on software's imperatives and third persons, the model overrules a plain one in the
# past ("Perdí las llaves" -> "The car keys lost", "Cociné" -> "I got"; strong, "I lost the
# keys", "I cooked"), while the present's commonest verbs have senses the dictionary's one word
# lacks and a strong hint forced ("Espero que estés bien" -> "I expect you well").
FIRST_PERSON_TENSES = ("pri", "ifi")
STRONG_FIRST_PERSON = "<ifi><p1>"
# The forms generated per class and source language (Apertium's tags after the lemma).
FORM_TAGS = {
    ("n", "es"): ["<n><m><sg>", "<n><m><pl>", "<n><f><sg>", "<n><f><pl>", "<n><mf><sg>", "<n><mf><pl>"],
    ("n", "en"): ["<n><sg>", "<n><pl>"],
    ("vblex", "es"): ["<vblex><inf>", "<vblex><ger>"]
    + [f"<vblex><pp><{g}><{n}>" for g in ("m", "f") for n in ("sg", "pl")]
    + [f"<vblex><{t}><p3><{n}>" for t in ("pri", "ifi", "pii", "fti", "cni", "prs") for n in ("sg", "pl")]
    # The first person singular of the present and the past: a blog's, a review's, a letter's
    # ("Compré un libro" had come out "I will check a book", "Perdí" "I forget"). Not the
    # plural: "compramos" is present and past alike, and Apertium's one choice ("we win" for
    # "ganamos") is half the time the wrong tense.
    + [f"<vblex><{t}><p1><sg>" for t in FIRST_PERSON_TENSES],
}
CLASSES = {"es-en": ("n", "vblex"), "en-es": ("n",)}
SUBJECTS = {"it", "he", "she", "they", "we", "you", "i"}
MAX_CORPUS_COUNT = 500  # a source word the training corpus has this often or more gets no hint


def generate(lemmas_by_class: Dict[str, Set[str]], lang: str) -> Dict[str, str]:
    """{form: class} of every form Apertium's generator of `lang` writes for the lemmas (a form two
    classes give is left out); a verb form only the first person's past gives has the class
    "vblex-p1"."""
    requests: List[Tuple[str, str]] = []
    for cls, lemmas in lemmas_by_class.items():
        for lemma in sorted(lemmas):
            requests += [(cls, f"^{lemma}{tag}$") for tag in FORM_TAGS[(cls, lang)]]
    out = subprocess.run(["lt-proc", "-g", "-z", GENERATORS[lang]], input="".join(r + "\0" for _, r in requests),
                         capture_output=True, text=True, check=True).stdout.split("\0")
    forms: Dict[str, str] = {}
    for (cls, request), got in zip(requests, out):
        got = got.strip()
        if not got or got.startswith("#") or "/" in got or not WORD.match(got) or not got.islower():
            continue
        cls_of = f"{cls}-p1" if STRONG_FIRST_PERSON in request else cls
        if got in forms and forms[got] != cls_of:
            # another class, or the same verb class by another person: a plain verb form
            cls_of = "vblex" if {forms[got], cls_of} <= {"vblex", "vblex-p1"} else ""
        forms[got] = cls_of
    return {f: c for f, c in forms.items() if c}


def translate(forms: List[str], direction: str) -> Dict[str, str]:
    """{form: Apertium's translation of the form alone} (each followed by a full stop, so that
    no rule joins two lines)."""
    out = subprocess.run(["apertium", "-u", MODES[direction]], input="".join(f"{w} .\n" for w in forms),
                         capture_output=True, text=True, check=True).stdout.split("\n")
    if len(out) < len(forms):
        raise RuntimeError(f"apertium gave {len(out)} lines for {len(forms)} words")
    return {w: t.strip().removesuffix(".").strip() for w, t in zip(forms, out)}


def one_word(translation: str, cls: str) -> str:
    """The translation as one lower-case word of letters, or "" ("it spans" -> "spans")."""
    words = translation.split()
    if cls == "vblex" and len(words) == 2 and words[0].lower() in SUBJECTS:
        words = words[1:]
    # Apertium capitalises each line's first word; the engine compares words in lower case.
    if len(words) != 1 or not WORD.match(words[0]):
        return ""
    return words[0].lower()


def corpus_counts(corpus_rows: Iterable[Tuple[str, str]]) -> Counter:
    """How often each lower-case word of letters occurs in the corpus's source sides."""
    counts: Counter = Counter()
    for source, _ in corpus_rows:
        counts.update(w.lower() for w in LETTERS.findall(source))
    return counts


def build(rows: Iterable[Tuple[str, ...]], direction: str, corpus_rows: Iterable[Tuple[str, str]] = ()) -> List[Tuple[str, str]]:
    """(source form, the rest of its line) rows: the target word, with "<TAB>strong" after the
    first person's past (STRONG_FIRST_PERSON), sorted by the source's UTF-8 bytes; a form the corpus's
    sources have MAX_CORPUS_COUNT times or more is left out."""
    src = direction.split("-")[0]
    lemmas: Dict[str, Set[str]] = {c: set() for c in CLASSES[direction]}
    for en, es, pos, *_ in rows:
        lemma = en if src == "en" else es
        if pos in lemmas and WORD.match(lemma) and lemma.islower():
            lemmas[pos].add(lemma)
    forms = generate(lemmas, src)
    counts = corpus_counts(corpus_rows)
    forms = {f: c for f, c in forms.items() if counts[f] < MAX_CORPUS_COUNT}
    analysed = word_classes(sorted(forms), src)
    base = {f: cls.split("-")[0] for f, cls in forms.items()}
    kept = sorted(f for f in forms if analysed.get(f) == {base[f]})
    translated = translate(kept, direction)
    pairs = [(f, one_word(translated[f], base[f])) for f in kept]
    return sorted(((f, t + ("\tstrong" if forms[f] == "vblex-p1" else "")) for f, t in pairs if t),
                  key=lambda p: p[0].encode("utf-8"))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="the hints of one direction, from the dictionary and Apertium")
    b.add_argument("--lexicon", required=True)
    b.add_argument("--corpus", help="training pairs (corpus TSV): words its sources have often stay out")
    b.add_argument("--direction", required=True, choices=sorted(MODES))
    b.add_argument("--out", required=True)
    a = sub.add_parser("add", help="store a table in a model file (replacing any it has)")
    a.add_argument("--model", required=True)
    a.add_argument("--hints", required=True)
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        corpus = read_corpus(args.corpus, args.direction) if args.corpus else ()
        pairs = build(read_lexicon(args.lexicon), args.direction, corpus)
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines(f"{s}\t{t}\n" for s, t in pairs)
        print(f"hints: {len(pairs)} -> {args.out}", file=sys.stderr)
    else:
        stored = store_pairs(args.model, args.hints, TENSOR, args.out)
        print(f"hints: {stored} stored in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
