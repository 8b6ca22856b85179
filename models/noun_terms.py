"""Rare nouns the model does not know, with their article, as glossary terms (FORMAT.md,
"Glossary"): en->es "the whale" -> "la ballena", "a mirage" -> "un espejismo", "skyscrapers" ->
"rascacielos"; es->en "el tifón" -> "the typhoon", "las medusas" -> "the jellyfish".

    /usr/bin/python3 -m models.noun_terms build --model M.heed --lexicon $HEED_CACHE/lexicon/lexicon.en-es.tsv \\
        --corpus $HEED_CACHE/corpus/en-es/train.tsv --out noun_terms.tsv [--nouns EN-ES.heed] [--engine BIN]
    /usr/bin/python3 -m models.phrases add --model M.heed --phrases noun_terms.tsv --out OUT.heed

Why: trained on software text, the students write a word they know for a noun they never saw:
en->es "the whale" came out "el borroso", "the flu" "el fluido", "the airline" "el aire", "a
mirage" "el migado", "skyscrapers" "cielos"; es->en "el tifón" "the ticket", "las medusas" "the
cheese", "pelotas" "hairs", "torniquetes" "painters". The hints table (models/hints.py) has the
dictionary's word for these, but a hint moves the model only where it hesitates, and a strong
one did not move it either (every en->es hint of a rare noun marked strong: FLORES dev 46.14 ->
46.14). A term is written as it is. A noun alone as a term broke the noun phrases around it,
since the model then reads a placeholder where English puts its modifiers ("the water
molecules" came out "el agua moléculas"; every rare en->es noun alone: FLORES dev 46.14 ->
45.94); with its article before it the placeholder stands where a noun phrase begins. A plural
alone is a term too (lists of things, "in tubes called arteries"), and the engine makes the
model's article before it plural ("el %1" -> "los acorazados"; text/restore.h).

Which (`build`): the hints table's plain rows (nouns of the dictionary, singular and plural, as
models/hints.py chose them; not a word with a sense row, models/sense_hints.py), whose source
word the training corpus's source side has fewer than `--max-count` times (50: the model knows
the others from its domain), whose Spanish side's gender the list of Spanish nouns gives
(models/nouns.py; the en->es model's), and whose lemma the dictionary pairs with one
noun only, in entries of either way ("temple": "templo" or "sien", "coat": "abrigo" or "capa",
"breakfast": "almuerzo" one way and "desayuno" the other). Of those, each is
put into two plain sentences of the source language ("We saw the X yesterday.", "The X was in
the news again."; "Vimos la X ayer.", "La X estaba otra vez en las noticias.") and translated
by the engine with the model as it is: a noun whose translation is in both, or a word the
dictionary pairs with it, is one the model knows, and stays out. The rest become terms: "the
X" and "The X" with the article of the Spanish noun's gender and number ("el aula": a stressed
a), "a X" / "A X" or "an X" / "An X" for a singular ("del X", "of the X", in es->en), and a plural
alone (where a Spanish sentence opens "Los X", the term: "Sharks have lived", not "The sharks").
es->en writes a target in the American spelling where Debian's word lists give one
("legalisation" -> "legalization").

Common nouns too (`--common-max-count 500`): a noun the corpus has 50 to 499 times was seen in
training, yet the model may still not know it ("el petróleo" came out "the hair", "the
whisper", "the wild"; "el queso", "las venas", "los lobos", "la esgrima", "the officials" as
"los oficiales"). Two frames are too few to tell: one can throw the model ("Vimos" came out
"Let's look at", the noun lost), and the model may write a right word the dictionary lacks
("clima" as "weather"). So such a noun is put into four frames (COMMON_FRAMES) and becomes terms
only where at most one output has a translation the dictionary gives (or its American
spelling) and no word but the frames' own is in three of the four (garbled_by_model). es->en
also takes a noun whose one word in three frames is wrong all the same (english_wrong_word:
"niña" as "nine", "pelota" as "hair", "col" as "hill"): a noun the corpus has fewer than 150
times, the word no cognate of it and unrelated in WordNet to the dictionary's words.
Measured (FLORES dev chrF2, test split chrF2): the model cards.
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import Counter
from typing import Callable, Dict, Iterable, List, Sequence, Set, Tuple

from models.copied_words import AMERICAN, american_spellings, read_corpus
from models.english_targets import plain
from models.heed_ref.heed_format import read_tensors
from models.names import ENGLISH_WORD_LISTS, read_english_words, read_lexicon, spanish_plural_gender, write_terms
from models.strong_hints import is_past_row, read_lines
from models.wordnet_nouns import WordNetNouns

NOUNS_TENSOR = "words.nouns"
WORDS = re.compile(r"[^\W\d_]+")
DEFINITE = {("m", False): "el", ("f", False): "la", ("m", True): "los", ("f", True): "las"}
# Two plain sentences a noun is put into, by the source language; es: {article}, {was}.
FRAMES = {
    "en-es": ("We saw the {noun} yesterday.", "The {noun} was in the news again."),
    "es-en": ("Vimos {article} {noun} ayer.", "{Article} {noun} {was} otra vez en las noticias."),
}
# A noun the corpus has often (the model saw it, yet may still not know it) is put into two more
# and must be missed by the model in three of the four: a frame alone can throw the model
# ("Vimos" came out "Let's look at", the noun lost).
COMMON_FRAMES = {
    "en-es": FRAMES["en-es"] + ("We talked about the {noun} during the meeting.", "Nobody knows where the {noun} {was_en}."),
    "es-en": FRAMES["es-en"] + ("Hablamos de {article} {noun} durante la reunión.", "Nadie sabe dónde {was} {article} {noun}."),
}
# Below this count a Spanish noun's one English word in the frames may be a wrong one
# (english_wrong_word); above it, software's senses.
CONSISTENT_MAX_COUNT = 150
# Words every frame's translation may share besides the noun's (a frame's own words).
FRAME_WORDS = {"the", "a", "an", "of", "was", "were", "he", "she", "it", "they", "is", "are", "where",
               "el", "la", "los", "las", "un", "una", "de", "del", "en", "que", "se", "lo", "estaba", "estaban"}
Noun = Tuple[str, str, str, bool]  # source, target, the Spanish side's gender, plural


def source_counts(corpus_rows: Iterable[Tuple[str, str]]) -> Counter:
    """How often each lower-case word is written in the corpus's source side."""
    counts: Counter = Counter()
    for source, _ in corpus_rows:
        counts.update(WORDS.findall(source.lower()))
    return counts


def read_genders(model: str) -> Dict[str, str]:
    """A model file's list of Spanish nouns (the en->es model's): form -> "m", "f" or "mf"."""
    _, tensors = read_tensors(model, keep=lambda n: n == NOUNS_TENSOR)
    if NOUNS_TENSOR not in tensors:
        raise ValueError(f"{model} has no {NOUNS_TENSOR} (models/nouns.py)")
    return dict(line.split("\t") for line in tensors[NOUNS_TENSOR][2].decode("utf-8").splitlines() if line)


def noun_translations(rows: Iterable[Tuple[str, ...]], direction: str) -> Dict[str, Set[str]]:
    """Source noun lemma -> the target nouns the dictionary pairs with it, one-way entries of
    either way too: "breakfast" is "almuerzo" en>es and "desayuno" es>en, a word the model may
    rightly write and a noun with two translations to choose from."""
    out: Dict[str, Set[str]] = {}
    for en, es, pos, _ in rows:
        if pos == "n":
            source, target = (en, es) if direction == "en-es" else (es, en)
            out.setdefault(source.lower(), set()).add(target.lower())
    return out


def singulars(form: str, lang: str) -> List[str]:
    """The forms a noun's singular may have in `lang` ("en", "es"), itself first: "whales" ->
    "whale", "camiones" -> "camión", "luces" -> "luz"."""
    tries = [form]
    if form.endswith("s"):
        tries += [form[:-1], form[:-2]]
        if lang == "en" and form.endswith("ies"):
            tries.append(form[:-3] + "y")
        if lang == "es":
            tries.append(form[:-3] + "z")
            tries += [form[:-len(end)] + accented for end, accented in
                      (("iones", "ión"), ("ones", "ón"), ("enes", "én"), ("ines", "ín")) if form.endswith(end)]
    return tries


def lemma(form: str, lemmas: Dict[str, Set[str]], direction: str = "en-es") -> str:
    """The dictionary's lemma of a source noun form ("whales" -> "whale"), or ""."""
    return next((t for t in singulars(form, direction[:2]) if t in lemmas), "")


def english_plural(form: str, lemmas: Dict[str, Set[str]]) -> bool:
    """Whether an English noun form is a plural, by the source: "skyscrapers" is (Spanish's
    "rascacielos" is either), "crisis" and "bus" are not, "crises" is."""
    root = lemma(form, lemmas)
    if root:
        return root != form
    return form.endswith("s") and not form.endswith(("ss", "is", "us"))


def candidates(hint_lines: Sequence[str], counts: Counter, genders: Dict[str, str],
               lemmas: Dict[str, Set[str]], max_count: int, direction: str = "en-es",
               min_count: int = 0) -> List[Noun]:
    """The hints the docstring's first filters keep, of source words the corpus has `min_count`
    to `max_count` - 1 times. A word with a sense row (models/sense_hints.py: "partido", a match
    or a party) stays out too."""
    with_senses = {line.split("\t", 1)[0] for line in hint_lines if "\tsense\t" in line}
    out = []
    for line in hint_lines:
        cols = line.split("\t")
        if is_past_row(line) or len(cols) > 3 or (len(cols) == 3 and cols[2] != "strong"):
            continue
        source, target = cols[0], cols[1]
        if not WORDS.fullmatch(source) or source != source.lower() or not min_count <= counts[source] < max_count:
            continue
        gender = genders.get(target if direction == "en-es" else source)
        if gender not in ("m", "f") or source in with_senses:
            continue
        root = lemma(source, lemmas, direction)
        if root and len(lemmas[root]) > 1:
            continue
        if direction == "en-es":
            # "algae" -> "algas", "airmen" -> "aviadores": the Spanish says so where English's
            # s does not ("the airmen" is "los aviadores", not "el aviadores").
            plural = english_plural(source, lemmas) or spanish_plural_gender(target, genders) != ""
        else:
            plural = spanish_plural_gender(source, genders) != ""
        out.append((source, target, gender, plural))
    return out


def frame_sentences(cands: Sequence[Noun], direction: str = "en-es", frames: Dict = FRAMES) -> List[str]:
    out = []
    for source, _, gender, plural in cands:
        article = DEFINITE[(gender, plural)]
        for frame in frames[direction]:
            out.append(frame.format(noun=source, article=article, Article=article.capitalize(),
                                    was="estaban" if plural else "estaba", was_en="were" if plural else "was"))
    return out


def unknown_to_model(cands: Sequence[Noun], outputs: Sequence[str], lemmas: Dict[str, Set[str]],
                     direction: str = "en-es") -> List[Noun]:
    """The candidates whose translation a frame's output lacks, where the model's words there
    are no other translation the dictionary gives the noun."""
    n = len(FRAMES[direction])
    if len(outputs) != len(cands) * n:
        raise ValueError(f"{len(outputs)} outputs for {len(cands)} nouns in {n} frames")
    kept = []
    for i, noun in enumerate(cands):
        synonyms = {noun[1]} | lemmas.get(lemma(noun[0], lemmas, direction), set())
        # A synonym in the plural counts too ("cuadernos" for "notebooks": the dictionary's
        # lemmas are singular).
        said = [{f for w in WORDS.findall(o.lower()) for f in singulars(w, direction[3:])}
                for o in outputs[i * n:(i + 1) * n]]
        if any(not (words & synonyms) for words in said):
            kept.append(noun)
    return kept


def garbled_by_model(cands: Sequence[Noun], outputs: Sequence[str], lemmas: Dict[str, Set[str]],
                     direction: str = "en-es", spellings: Callable[[str], Set[str]] = lambda word: set(),
                     wrong_word: Callable[[Noun, str], bool] = lambda noun, word: False) -> List[Noun]:
    """The common candidates the model does not know: in COMMON_FRAMES' outputs at most one has
    a translation the dictionary gives the noun (or its other spelling, `spellings`), and no word
    but the frames' own is in all outputs but one (a model that writes "weather" for "clima" each time
    knows the word by a synonym the dictionary lacks; one that writes "hair", "whisper" and
    "wild" for "petróleo" does not). `wrong_word(noun, word)` says the model's one word is
    wrong all the same ("nine" each time for "niña": english_wrong_word)."""
    n = len(COMMON_FRAMES[direction])
    if len(outputs) != len(cands) * n:
        raise ValueError(f"{len(outputs)} outputs for {len(cands)} nouns in {n} frames")
    kept = []
    for i, noun in enumerate(cands):
        synonyms = {noun[1]} | spellings(noun[1]) | lemmas.get(lemma(noun[0], lemmas, direction), set())
        words = [WORDS.findall(o.lower()) for o in outputs[i * n:(i + 1) * n]]
        said = [{f for w in ws for f in singulars(w, direction[3:])} for ws in words]
        seen = Counter(w for ws in words for w in set(ws) if w not in FRAME_WORDS)
        shared = [w for w, k in seen.items() if k >= n - 1]
        if sum(bool(forms & synonyms) for forms in said) <= 1 and all(wrong_word(noun, w) for w in shared):
            kept.append(noun)
    return kept


def english_wrong_word(counts: Counter, wordnet: WordNetNouns, max_count: int = CONSISTENT_MAX_COUNT
                       ) -> Callable[[Noun, str], bool]:
    """es->en: whether the one English word the model writes for a Spanish noun in the frames is
    wrong: the noun is rarer than `max_count` in the corpus (commoner ones have software's senses
    the model rightly writes: "comodín" a wildcard, "lote" a batch, "tirador" a handle), the
    word is not WordNet's cognate of the source ("inscripción" as "inscription": five letters
    alike, doubled letters single) and WordNet relates it to none of the dictionary's words
    ("clima" as "weather": related; "niña" as "nine", "pelota" as "hair", "col" as "hill": not)."""
    def single(word: str) -> str:
        return re.sub(r"(.)\1", r"\1", plain(word))

    def wrong(noun: Noun, word: str) -> bool:
        source, target = noun[0], noun[1]
        if counts[source] >= max_count:
            return False
        forms = singulars(word, "en")
        if any(f in wordnet.senses for f in forms) and single(word)[:5] == single(source)[:5]:
            return False
        return not any(wordnet.related(t, f) for t in singulars(target, "en") for f in forms)
    return wrong


def opens_with_stressed_a(noun: str) -> bool:
    """Whether a Spanish noun opens with a stressed a, as the feminine nouns that take "el" and
    "un" ("el aula", "un hacha"): the engine's rule (text/agreement.h), which counts syllables by
    their vowels and takes the stress the written accent says."""
    word = noun[1:] if noun.startswith("h") else noun
    if word.startswith("á"):
        return True
    if not word.startswith("a") or any(c in "éíóú" for c in word):
        return False
    syllables, in_vowel, last_strong = 0, False, False
    for c in word:
        vowel, strong = c in "aeiouü", c in "aeo"
        if vowel and (not in_vowel or (strong and last_strong)):
            syllables += 1
        in_vowel, last_strong = vowel, vowel and strong
    return syllables == 1 or (syllables == 2 and word[-1] in "aeiouns")


def spanish_articles(noun: str, gender: str, plural: bool) -> Tuple[str, str]:
    """The definite and the indefinite article of a Spanish noun ("el aula", "un aula")."""
    if gender == "f" and not plural and opens_with_stressed_a(noun):
        return "el", "un"
    return DEFINITE[(gender, plural)], ("un" if gender == "m" else "una") if not plural else ""


def terms(nouns: Iterable[Noun], direction: str = "en-es") -> List[Tuple[str, str]]:
    """The glossary rows of each noun (the docstring's last sentence)."""
    out = []
    for source, target, gender, plural in nouns:
        spanish = target if direction == "en-es" else source
        definite, indefinite = spanish_articles(spanish, gender, plural)
        english = source if direction == "en-es" else target
        rows = [(f"the {english}", f"{definite} {spanish}")]
        # A Spanish sentence opening "Los X" states something general, which English says
        # without "the": the plural alone is the term there, and the engine drops the model's
        # "The" before it (text/restore.h).
        if not (plural and direction == "es-en"):
            rows.append((f"The {english}", f"{definite.capitalize()} {spanish}"))
        if plural:
            rows.append((english, spanish))
        else:
            a = "an" if english[0] in "aeiou" else "a"
            # Capitalised too: a definition opens so ("Un tornado es..." had come out "A torn is").
            rows += [(f"{a} {english}", f"{indefinite} {spanish}"),
                     (f"{a.capitalize()} {english}", f"{indefinite.capitalize()} {spanish}")]
            if direction == "es-en" and definite == "el":
                rows.append((f"of the {english}", f"del {spanish}"))
        out += rows if direction == "en-es" else [(es, en) for en, es in rows]
    return sorted(out, key=lambda row: row[0].encode("utf-8"))


def american(word: str, american_words: Set[str], british_words: Set[str]) -> str:
    """An English noun in the American spelling where the word lists say it is one
    ("legalisation" -> "legalization", "centre" -> "center"); web prose is as often American."""
    return next(iter(american_spellings(word, american_words, british_words)), word)


def translate_lines(engine: str, model: str, lines: Sequence[str]) -> List[str]:
    text = "".join(line + "\n" for line in lines)
    return subprocess.run([engine, "translate", "--model", model], input=text, capture_output=True,
                          text=True, check=True).stdout.splitlines()


def build(model: str, lexicon: str, corpus: str, engine: str, max_count: int,
          nouns_model: str = "", common_max_count: int = 0) -> List[Tuple[str, str]]:
    """The terms of the rare nouns the model gets wrong and, with `common_max_count` above
    `max_count`, of the nouns the corpus has up to that often that the model garbles
    (garbled_by_model)."""
    config = json.loads(read_tensors(model, keep=lambda n: False)[0])
    direction = f"{config['src_lang']}-{config['tgt_lang']}"
    if direction not in FRAMES:
        raise ValueError(f"no frames for direction {direction!r}")
    lemmas = noun_translations(read_lexicon(lexicon), direction)
    hint_lines, counts = read_lines(model), source_counts(read_corpus(corpus, direction))
    genders = read_genders(nouns_model or model)
    cands = candidates(hint_lines, counts, genders, lemmas, max_count, direction)
    kept = unknown_to_model(cands, translate_lines(engine, model, frame_sentences(cands, direction)),
                            lemmas, direction)
    if common_max_count > max_count:
        common = candidates(hint_lines, counts, genders, lemmas, common_max_count, direction, min_count=max_count)
        outputs = translate_lines(engine, model, frame_sentences(common, direction, COMMON_FRAMES))
        # The model's "legalization" is the dictionary's "legalisation": any American ending counts.
        spell = (lambda word: {re.sub(b, a, word) for b, a in AMERICAN}) if direction == "es-en" else (lambda word: set())
        wrong = english_wrong_word(counts, WordNetNouns()) if direction == "es-en" else (lambda noun, word: False)
        kept += garbled_by_model(common, outputs, lemmas, direction, spell, wrong)
    if direction == "es-en":
        us, gb = read_english_words([ENGLISH_WORD_LISTS[0]]), read_english_words([ENGLISH_WORD_LISTS[1]])
        kept = [(s, american(t, us, gb), g, p) for s, t, g, p in kept]
    return terms(kept, direction)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="a model's noun terms, as a phrases TSV")
    b.add_argument("--model", required=True)
    b.add_argument("--lexicon", required=True)
    b.add_argument("--corpus", required=True)
    b.add_argument("--out", required=True)
    b.add_argument("--engine", default="build/engine/tools/heed")
    b.add_argument("--max-count", type=int, default=50)
    b.add_argument("--common-max-count", type=int, default=0,
                   help="also the nouns the corpus has --max-count to this often that the model garbles "
                   "in four frames (0: none)")
    b.add_argument("--nouns", default="", help="the model file whose list of Spanish nouns to read (es-en: the "
                   "en-es model's; default: --model)")
    args = ap.parse_args(argv)
    rows = build(args.model, args.lexicon, args.corpus, args.engine, args.max_count, args.nouns,
                 args.common_max_count)
    write_terms(args.out, rows)
    print(f"noun terms: {len(rows)} -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
