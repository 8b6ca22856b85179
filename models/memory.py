"""The model's memory of interface strings: short whole sentences of software and web interfaces
(a button, a menu item, a page's heading) and the translation Debian's catalogues agree on, used
by the engine when a sentence is one of them, whole (FORMAT.md, "Memory";
engine/src/translator_memory.h).

    /usr/bin/python3 -m models.memory build --direction en-es --model models/shipped/en-es.heed \\
        --exclude-split $HEED_CACHE/corpus/en-es --exclude-dev ../shared/eval/flores-dev --out memory.en-es.tsv
    /usr/bin/python3 -m models.memory add --model IN.heed --memory memory.en-es.tsv --out OUT.heed
    /usr/bin/python3 -m models.memory score --direction en-es --model models/shipped/en-es.heed \
        --exclude-split $HEED_CACHE/corpus/en-es --catalogue gettext:wordpress-l10n

Why: a web page is full of interface strings the small students get wrong although many human
translators have translated them: "Leave a Reply" came out "Dejar una Responder", "Quantity"
"Calidad", "Empty Trash" "Papelera vacía"; "Inscribirse" "Inscribe".
Part of the reason is the corpus split itself (models/data/split.py): every training pair whose
source is a near copy of a dev or test line is dropped, so the commonest strings ("Quantity",
"Cancel") are the likeliest to be missing from training. The raw pairs of every catalogue
(`models/data/pairstore.py`, before that split) hold them.

Which sentences (`select`): pairs of interface catalogues (gettext and Qt catalogues, Chromium,
Mozilla, LibreOffice, JSON and source .po files; not the Bible, package descriptions or manuals,
which are prose) cleaned as the corpus cleans them, whose source is one short sentence (2 to 60
characters, at most 8 words, no placeholder, markup, accelerator or line break, not a sentence
end inside). Each catalogue votes once per source, for its own commonest translation; the web
applications' catalogues (WordPress, MediaWiki, phpMyAdmin, Horde, Django and its apps, and the
PHP string arrays of Roundcube and DokuWiki, models/data/src_phparrays.py: what pages say)
together are one voice worth two votes for each translation they give (Horde alone ships its
shared strings in sixteen packages: counted one by one, they outvoted every desktop's "Cerrar
sesión" for "Log out" with "Salir"). A source is kept when its translation with the most votes
has more than any other (among equals, the one more catalogues gave; a tie of both stays out),
was voted for by 3 catalogues or more or by a web application's, and differs from the source
(a name kept as it is needs no memory). Forks and copies of one
catalogue in several packages count as several: their translators agreed with it. Catalogues of
the corpus's dev and test groups (`--exclude-split`) stay out, so the in-domain test split
measures the memory honestly (MediaWiki's and the browsers' strings with them), and so do
sentences of a general-domain dev set (`--exclude-dev`). Then the model is asked (`--model`,
the engine CLI, beam 4, the model's own tables but no memory): a sentence it already
translates the same (case, spaces and the final stop aside) is left out, so the table holds
only what changes an output.

Our own web strings (`web_strings.en-es.tsv`, `--web-strings`): what shops, sign-up forms,
cookie banners and news sites say, which Debian's catalogues lack ("Add to cart" came out "Añadir
a carro", "Checkout" "Descargar", "Out of stock" "Fuera de la bolsa") or give another sense of
(desktop programs "store" a value: "Almacenar"; a page's "Store" is a shop). Written for Heed,
in the tú form and infinitives Spanish pages use. In en->es they win over the catalogues' vote,
each English source also in both Title Cases ("Add to Cart", "Add To Cart", as buttons write
it); in es->en they only fill gaps, so a catalogue's "Contacto" -> "Contact" stays. They pass
the same model check.

Measured on 2026-11-27 (both model cards): 2 votes from any catalogues (38,419 sentences agreed
en->es, 18,845 kept, 885 KB) gained more on the in-domain test split (+0.14 / +0.21) but mostly
through copies of a held-out program's catalogue in another package, and half of it was one
translator's strings copied into two packages (ktikz and qtikz, gcc-11 and gcc-12); 3 votes or
web applications' as one voice: 27,291 agreed, 13,656 kept (629 KB). Left out of the memory
and scored on its own 2,354 strings, WordPress's changed lines rose from 56.9 to 65.1 chrF2
(en->es) and 40.6 to 74.6 (es->en). Longer strings of web applications (9 to 20 words, 3,350 more) would
double the table's size: not built. FLORES dev's output is the same byte for byte (no whole
sentence of prose is an interface string).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from collections import Counter, defaultdict
from typing import Callable, Dict, Iterable, List, Sequence, Set, Tuple

from .data import pairstore
from .data.clean import clean_pair
from .metrics import chrf
from .names import read_terms, set_text_tensors
from .phrases import translate

TENSOR = "glossary.memory"

# Kinds of the pair store (models/data) that hold interface strings, not prose.
INTERFACE_KINDS = ("binary", "chromium", "json", "libreoffice", "mozilla", "phparrays", "sourcepo")
MIN_VOTES = 3  # catalogues that agree, without a web application's
WEB_VOTES = 2
# Web applications' catalogues (WordPress, MediaWiki, phpMyAdmin, Horde, Django and its apps,
# mailing-list archives; every PHP string array): what pages say. One such catalogue is enough
# where no other translation has as many votes; together they count as two votes.
_WEB = re.compile(r"^(php:|(gettext|json):(wordpress|mediawiki|phpmyadmin|phpldapadmin|php-horde|python3-django|sympa"
                  r"|zabbix-frontend|tt-rss|liblemonldap-ng|python3-searx|ikiwiki|slbackup-php))")
MAX_CHARS = 60
MAX_WORDS = 8
# Placeholders ("%s", "{name}", "$1"), markup, accelerators ("_Open", "&Save"), escapes.
_NOT_PLAIN = re.compile(r"[%{}<>\\\n\t$@#|~^=_&*\[\]]")
_LETTERS = re.compile(r"[^\W\d_]{2}")
# A sentence end inside ("Done. Restart?"): the engine would see two sentences, never this one.
_INNER_END = re.compile(r"[.!?…]\s+\S")


def is_interface_sentence(text: str) -> bool:
    """Whether `text` can be a memory sentence: short, plain, one sentence, with a word."""
    return (2 <= len(text) <= MAX_CHARS and len(text.split()) <= MAX_WORDS and text == text.strip()
            and not _NOT_PLAIN.search(text) and not _INNER_END.search(text) and bool(_LETTERS.search(text)))


def interface_pairs(cache: str, lang: str, excluded: Set[str] = frozenset()) -> Iterable[Tuple[str, str, str]]:
    """(catalogue, English, other language) of the pair store's interface catalogues, cleaned,
    both sides plain short sentences; catalogues named in `excluded` left out."""
    for path in pairstore.all_units(cache, lang):
        if os.path.basename(os.path.dirname(path)) not in INTERFACE_KINDS:
            continue
        for name, _group, en_raw, xx_raw in pairstore.read(path):
            if name in excluded:
                continue
            en, xx, why = clean_pair(en_raw, xx_raw, lang)
            if why is None and is_interface_sentence(en) and is_interface_sentence(xx):
                yield name, en, xx


def is_web_catalogue(name: str) -> bool:
    """Whether the catalogue is a web application's: its strings are the text of web pages."""
    return bool(_WEB.match(name))


def corpus_pairs(path: str, lang: str) -> Iterable[Tuple[str, str, str]]:
    """(catalogue, English, other language) of a corpus TSV (models/data: already cleaned and
    deduplicated, so a catalogue's repeats are gone): what a slice run has instead of a pair store."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 3 and is_interface_sentence(parts[1]) and is_interface_sentence(parts[2]):
                yield parts[0], parts[1], parts[2]


def select(pairs: Iterable[Tuple[str, str, str]], direction: str, excluded_sentences: Set[str] = frozenset(),
           min_votes: int = MIN_VOTES) -> Dict[str, str]:
    """source -> the translation its catalogues agree on (see the module's doc); `pairs` are
    (catalogue, English, other language)."""
    by_source: Dict[str, Dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
    for name, en, xx in pairs:
        source, target = (en, xx) if direction.startswith("en-") else (xx, en)
        by_source[source][name][target] += 1
    chosen = {}
    for source, catalogues in by_source.items():
        if source.casefold() in excluded_sentences:
            continue
        # Each catalogue votes for its commonest translation (the first met among equals); the
        # web applications' catalogues together are one voice worth WEB_VOTES (Horde's sixteen
        # packages share one translation of "Log out").
        votes: Counter = Counter()
        given: Counter = Counter()  # catalogues one by one: what breaks a tie of votes
        web = set()
        for name, c in catalogues.items():
            mine = max(c.items(), key=lambda kv: kv[1])[0]
            given[mine] += 1
            if is_web_catalogue(name):
                web.add(mine)
            else:
                votes[mine] += 1
        for target in web:
            votes[target] += WEB_VOTES
        ranked = sorted(votes, key=lambda t: (votes[t], given[t]), reverse=True)
        best, n = ranked[0], votes[ranked[0]]
        tied = len(ranked) > 1 and (votes[ranked[1]], given[ranked[1]]) == (n, given[best])
        agreed = n >= min_votes or best in web
        if agreed and not tied and best != source and best.casefold() not in excluded_sentences:
            chosen[source] = best
    return chosen


def same_translation(a: str, b: str) -> bool:
    """Whether two translations differ only in case, spaces, the final stop or the ellipsis."""
    key = lambda s: re.sub(r"\s+", " ", s.replace("…", "...")).strip().rstrip(".").strip().casefold()
    return key(a) == key(b)


def without_memory(model: str, out: str) -> str:
    """A copy of `model` without a memory (the model's own outputs are what is compared)."""
    set_text_tensors(model, {TENSOR: ""}, out)
    return out


def keep_changed(memory: Dict[str, str], outputs: Sequence[str]) -> List[Tuple[str, str]]:
    """The entries (in `memory`'s order) whose output by the model is not already the memory's."""
    return [(s, t) for (s, t), out in zip(memory.items(), outputs) if not same_translation(out, t)]


def read_excluded_sentences(dev_dir: str) -> Set[str]:
    out = set()
    for name in sorted(os.listdir(dev_dir)):
        with open(os.path.join(dev_dir, name), encoding="utf-8") as f:
            out.update(line.strip().casefold() for line in f if line.strip())
    return out


def split_catalogues(corpus_dir: str) -> Set[str]:
    """The catalogues (the corpus TSVs' first column) of the corpus's dev and test splits."""
    names = set()
    for split in ("dev", "test"):
        with open(os.path.join(corpus_dir, f"{split}.tsv"), encoding="utf-8") as f:
            names.update(line.split("\t", 1)[0] for line in f if "\t" in line)
    return names


WEB_STRINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "web_strings.en-es.tsv")
# Words a web page's Title Case leaves in lower case ("Add to Cart", "Terms and Conditions").
_TITLE_SMALL = {"a", "an", "and", "as", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with"}


def title_case(text: str, small_words: bool = True) -> str:
    """'Add to cart' -> 'Add to Cart' ('Add To Cart' with small_words=False): a button's English
    as pages write it."""
    def cap(i: int, w: str) -> str:   # a word with a capital already ("iPhone") stays as it is
        keep = not w.islower() or (small_words and i and w in _TITLE_SMALL)
        return w if keep else w[:1].upper() + w[1:]
    return " ".join(cap(i, w) for i, w in enumerate(text.split(" ")))


def _lines_for(path: str, direction: str) -> Iterable[Tuple[str, str]]:
    """(English, Spanish) of each line of one of our own tables ("English<TAB>Spanish[<TAB>the
    one direction the line is for]", "#" comments) that is for `direction`, in the file's order."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            en, es, *only = line.rstrip("\n").split("\t")
            if not only or only[0] == direction:
                yield en, es


def web_strings(path: str, direction: str) -> Dict[str, str]:
    """source -> target of our own web strings (models/web_strings.en-es.tsv) for `direction`:
    the first line of a source wins; in en->es each English source in Title Case too."""
    rows: Dict[str, str] = {}
    for en, es in _lines_for(path, direction):
        if direction == "en-es":
            rows.setdefault(en, es)
            if not en.endswith("."):
                rows.setdefault(title_case(en), es)
                rows.setdefault(title_case(en, small_words=False), es)
        else:
            rows.setdefault(es, en)
    return rows


PHRASEBOOK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "phrasebook.en-es.tsv")


def _lower_first(text: str) -> str:
    """'Buenos días' -> 'buenos días', '¡Hola!' -> '¡hola!'; English's "I" stays ("I'm sorry")."""
    i = 1 if text[:1] in "¿¡" else 0
    if text[i:i + 2] in ("I ", "I'"):
        return text
    return text[:i] + text[i:i + 1].lower() + text[i + 1:]


def _phrase_forms(source: str, target: str, source_lang: str) -> List[Tuple[str, str]]:
    """The forms people type of one phrase (source, target): as written and with its first letter
    in lower case, a phrase without final punctuation also with "!" (Spanish opens it with "¡")
    and, of two words or more, with "." ("Hasta luego." had come out "Up to next."; not one
    word: "No." is a table's "Núm."), English phrases also in Title Case ("Happy New Year", as a
    heading), a Spanish "¿...?" or "¡...!" also without its opening mark."""
    def exclaimed(text: str, lang: str) -> str:
        return "¡" + text + "!" if lang == "es" else text + "!"
    target_lang = "en" if source_lang == "es" else "es"
    forms = [(source, target)]
    if source[-1:] not in "?.!":
        forms.append((exclaimed(source, source_lang), exclaimed(target, target_lang)))
        if " " in source and target[-1:] not in "?.!":
            forms.append((source + ".", target + "."))
    forms += [(_lower_first(s), _lower_first(t)) for s, t in forms]
    if source_lang == "en":
        forms += [(title_case(s), t) for s, t in forms[:2] if not s.endswith((".", "?"))]
    if source_lang == "es":
        forms += [(s[1:], t) for s, t in forms if s[:1] in "¿¡"]
    return forms


def phrasebook(path: str, direction: str) -> Dict[str, str]:
    """source -> target of the phrasebook (models/phrasebook.en-es.tsv) for `direction`, in the
    forms people type (_phrase_forms); the first line of a source wins."""
    rows: Dict[str, str] = {}
    for en, es in _lines_for(path, direction):
        source, target = (en, es) if direction == "en-es" else (es, en)
        for s, t in _phrase_forms(source, target, direction[:2]):
            rows.setdefault(s, t)
    return rows


def add_web_strings(memory: Dict[str, str], web: Dict[str, str], direction: str,
                    excluded_sentences: Set[str] = frozenset()) -> None:
    """Our web strings into `memory`: in en->es over the catalogues' choice (a page's "Store" is a
    shop), in es->en only where the catalogues agreed on nothing (their "Contacto" stays "Contact")."""
    for source, target in web.items():
        if source.casefold() in excluded_sentences or target.casefold() in excluded_sentences:
            continue
        if direction == "en-es":
            memory[source] = target
        else:
            memory.setdefault(source, target)


def build(pairs: Iterable[Tuple[str, str, str]], direction: str, model: str, engine: str,
          excluded_sentences: Set[str], min_votes: int = MIN_VOTES,
          web: Dict[str, str] = None, phrases: Dict[str, str] = None) -> List[Tuple[str, str]]:
    memory = select(pairs, direction, excluded_sentences, min_votes)
    print(f"memory: {len(memory)} sentences agreed on", file=sys.stderr)
    if web:
        add_web_strings(memory, web, direction, excluded_sentences)
        print(f"memory: {len(memory)} with our web strings", file=sys.stderr)
    for source, target in (phrases or {}).items():  # over the catalogues' choice, both ways
        if source.casefold() not in excluded_sentences and target.casefold() not in excluded_sentences:
            memory[source] = target
    if phrases:
        print(f"memory: {len(memory)} with the phrasebook", file=sys.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        outputs = translate(engine, without_memory(model, os.path.join(tmp, "model.heed")), list(memory))
    return sorted(keep_changed(memory, outputs))


def add(model_in: str, rows: List[Tuple[str, str]], model_out: str) -> int:
    """Rewrites `model_in` with `rows` as its memory (sorted by source; replacing any it has)."""
    rows = sorted(dict(rows).items())
    set_text_tensors(model_in, {TENSOR: "".join(f"{s}\t{t}\n" for s, t in rows)}, model_out)
    return len(rows)


def score_left_out(pairs: Sequence[Tuple[str, str, str]], catalogue: str, direction: str,
                   translate_lines: Callable[[List[str]], List[str]]) -> Dict[str, float]:
    """How a memory built without `catalogue` does on that catalogue's own strings, against its
    own translations: `pairs` (catalogue, English, other language) of every catalogue;
    `translate_lines` the model's translations (without a memory). chrF2 of the model alone and
    with the memory, on all the strings and on those the memory changes."""
    memory = select([p for p in pairs if p[0] != catalogue], direction)
    held: Dict[str, str] = {}
    for name, en, xx in pairs:
        if name == catalogue:
            held.setdefault(*((en, xx) if direction.startswith("en-") else (xx, en)))
    sources = sorted(held)
    refs = [held[s] for s in sources]
    outputs = translate_lines(sources)
    changed = [i for i, s in enumerate(sources) if s in memory and not same_translation(outputs[i], memory[s])]
    changes = set(changed)
    with_memory = [memory[s] if i in changes else o for i, (s, o) in enumerate(zip(sources, outputs))]
    pick = lambda xs: [xs[i] for i in changed]
    return {"strings": len(sources), "memory": len(memory), "changed": len(changed),
            "chrf2_model": round(chrf(outputs, refs), 2), "chrf2_with_memory": round(chrf(with_memory, refs), 2),
            "changed_chrf2_model": round(chrf(pick(outputs), pick(refs)), 2) if changed else None,
            "changed_chrf2_with_memory": round(chrf(pick(with_memory), pick(refs)), 2) if changed else None}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="select one direction's memory from the pair store, asking the model")
    b.add_argument("--direction", required=True, choices=["en-es", "es-en"])
    b.add_argument("--model", required=True, help="the model whose outputs the memory must change")
    b.add_argument("--engine", default="build/engine/tools/heed")
    b.add_argument("--cache", default=os.environ.get("HEED_CACHE", "/work/cache/heed"))
    b.add_argument("--exclude-split", help="a corpus folder: its dev and test catalogues stay out")
    b.add_argument("--corpus", help="read this corpus TSV's pairs instead of the pair store (a slice run)")
    b.add_argument("--min-votes", type=int, default=MIN_VOTES,
                   help="catalogues that must agree (default %(default)s; a slice's deduplicated corpus: 1)")
    b.add_argument("--exclude-dev", help="a dev set's folder: its sentences stay out")
    b.add_argument("--web-strings", default=WEB_STRINGS, help="our own web strings (default %(default)s; '' for none)")
    b.add_argument("--phrasebook", default=PHRASEBOOK, help="our own phrasebook (default %(default)s; '' for none)")
    b.add_argument("--out", required=True)
    e = sub.add_parser("score", help="a memory built without one catalogue, scored on that catalogue's strings")
    e.add_argument("--direction", required=True, choices=["en-es", "es-en"])
    e.add_argument("--model", required=True, help="the model (its memory, if any, is left out)")
    e.add_argument("--catalogue", default="gettext:wordpress-l10n")
    e.add_argument("--engine", default="build/engine/tools/heed")
    e.add_argument("--cache", default=os.environ.get("HEED_CACHE", "/work/cache/heed"))
    e.add_argument("--exclude-split", help="a corpus folder: its dev and test catalogues stay out")
    a = sub.add_parser("add", help="store a memory in a model file (replacing any it has)")
    a.add_argument("--model", required=True)
    a.add_argument("--memory", required=True)
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        excluded = split_catalogues(args.exclude_split) if args.exclude_split else set()
        sentences = read_excluded_sentences(args.exclude_dev) if args.exclude_dev else set()
        lang = args.direction.replace("en-", "").replace("-en", "")
        pairs = corpus_pairs(args.corpus, lang) if args.corpus else interface_pairs(args.cache, lang, excluded)
        web = web_strings(args.web_strings, args.direction) if args.web_strings else None
        phrases = phrasebook(args.phrasebook, args.direction) if args.phrasebook else None
        rows = build(pairs, args.direction, args.model, args.engine, sentences, args.min_votes, web, phrases)
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines(f"{s}\t{t}\n" for s, t in rows)
        print(f"memory: {len(rows)} sentences the model translates otherwise -> {args.out}", file=sys.stderr)
    elif args.cmd == "score":
        excluded = split_catalogues(args.exclude_split) if args.exclude_split else set()
        lang = args.direction.replace("en-", "").replace("-en", "")
        with tempfile.TemporaryDirectory() as tmp:
            bare = without_memory(args.model, os.path.join(tmp, "model.heed"))
            result = score_left_out(list(interface_pairs(args.cache, lang, excluded)), args.catalogue, args.direction,
                                    lambda lines: translate(args.engine, bare, lines))
        print(json.dumps({"direction": args.direction, "catalogue": args.catalogue, **result}))
    else:
        print(f"memory: {add(args.model, read_terms(args.memory), args.out)} sentences in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
