"""The en->es model's hints for English past verbs: the Spanish preterite, singular and plural
(FORMAT.md "Hints", a "past" row; engine/src/translator_hints.h).

    /usr/bin/python3 -m models.past_hints build --lexicon $HEED_CACHE/lexicon/lexicon.en-es.tsv \\
        --model models/shipped/en-es.heed --out pasts.tsv [--engine build/engine/tools/heed]
    /usr/bin/python3 -m models.past_hints add --model IN.heed --hints pasts.tsv --out OUT.heed

Why: trained on software text, whose verbs are participles and imperatives ("File saved",
"Select a file"), the student wrote an English simple past as a participle or a present: "The
team played well" -> "El equipo reproducido bien", "Researchers analysed data" -> "Los
investigadores analizan datos", "The plane landed" -> "El plano aterrizado", "científicos ...
anunciada la invención". Of the 300 regular pasts most frequent in the English monolingual text,
in "Yesterday the director <past> it.", 154 came out without a Spanish preterite. The hint gives
the preterite a bonus where the English word reads as a finite verb (the engine's
reads_as_finite_past: not after an article, "be", "have" or "to", nor before "by"), in the
plural after a plural subject ("dijeron").

Which (`build`): the English pasts Apertium's English generator gives for the dictionary's verbs
(a past that is also the verb's infinitive or present, "put", "read", stays out: the hint would
fire in the present), each translated by Apertium in "He <past> it." and "They <past> it." and
kept where both are one Spanish word and a preterite ("Lo anunció." -> "anunció", "anunciaron");
then only the pasts the model gets wrong: in "Yesterday the director <past> it.", "Yesterday
the directors <past> it.", "Yesterday the mayor of London <past> it." or "Germany <past> the
plan." (a glossary term before the verb: 447 more on 2026-11-29) its translation holds no
preterite (as strong_hints.py marks only the
hints the model overrules: a hint where the model is right only moves it to another verb,
"sugirió" where the reference had "planteó"). Left out by hand: auxiliaries and verbs whose
Apertium sense is not prose's (EXCLUDED).
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from typing import Dict, Iterable, List, Tuple

from models.heed_ref.heed_format import read_tensors
from models.names import read_lexicon, set_text_tensors

TENSOR = "glossary.hints"
GENERATOR = "/usr/share/apertium/apertium-eng-spa/spa-eng.autogen.bin"  # writes English
WORD = re.compile(r"^[a-z]+$")
SPANISH_WORDS = re.compile(r"[a-záéíóúñü]+")
# Words Apertium writes beside the verb in "Él lo anunció.": not the verb.
PRONOUNS = {"lo", "la", "le", "él", "ellos", "ellas", "se"}
# Left out: "had", an auxiliary ("had played" -> "tuvo juegos"); pasts whose Apertium sense is
# not prose's ("got" -> "cogió", "became" -> "acaeció", "related" -> "narró", "worked" ->
# "obró", "featured" -> "constó", "backed" -> "reculó", "shipped" -> "embarcó", "attached" ->
# "adosó", "damaged" -> "averió", "constrained" -> "apremió"); pasts of several common senses
# ("left": a place or a side, "turned", "looked" like, "stood", "held", "ran", "rose", "knew",
# "dropped", "fixed", "pushed", "cleared", "figured") and a past that is mostly a noun ("bit":
# "a bit"). The hint of a wrong sense pushes that word where the model was right.
EXCLUDED = {"had", "got", "became", "related", "worked", "featured", "backed", "shipped", "attached", "damaged",
            "constrained", "left", "turned", "looked", "stood", "held", "ran", "rose", "knew", "dropped", "fixed",
            "pushed", "cleared", "figured", "bit", "spent", "drew", "rang", "led", "lay", "striped", "spaced",
            "curved",
            # the third frame's (FRAMES): Apertium's sense not prose's, or prose's several ("raised
            # money" / "concerns" / "children", "managed to", "met with", "fired" a gun or a worker)
            "raised", "managed", "met", "charged", "qualified", "targeted", "loved", "laid", "pressed", "stuck",
            "creaked", "hovered", "disposed", "confined", "suited", "debited", "dated", "rated", "wondered",
            "traced", "interested", "pleased", "entitled", "kneeled", "accosted", "alighted", "blighted",
            "clutterred", "declutched", "grooved", "prestressed", "shitted", "smote", "dribbled", "ruled",
            "assembled", "aroused", "conditioned", "fired", "grazed", "disassembled", "insured", "rigged",
            "called",  # "birds called moas", "is mown shorter and called the green": a participle as often
            # the fourth frame's: mostly adjectives, or Apertium's sense not prose's
            "limited", "lined", "inclined", "accustomed", "complicated", "depressed", "disillusioned", "scared",
            "varied", "restricted", "quartered", "powdered", "instrumented", "jointed", "meshed", "notched",
            "paginated", "retarded", "tinkled", "invoiceed", "tired", "released", "headed", "biased", "racked",
            "litigated", "stirred"}
# Apertium's sense replaced by prose's: "played" -> "tocó" (an instrument) where news plays a match.
SENSES = {"played": ("jugó", "jugaron"), "showed": ("mostró", "mostraron"), "tried": ("intentó", "intentaron"),
          "struck": ("golpeó", "golpearon"), "capsized": ("volcó", "volcaron"), "allowed": ("permitió", "permitieron"),
          "discussed": ("discutió", "discutieron"), "argued": ("argumentó", "argumentaron"),
          "ended": ("terminó", "terminaron"), "prompted": ("provocó", "provocaron"), "uploaded": ("subió", "subieron"),
          "acted": ("actuó", "actuaron"), "accomplished": ("logró", "lograron"), "tracked": ("rastreó", "rastrearon"),
          "encouraged": ("animó", "animaron"), "donated": ("donó", "donaron"),
          "congratulated": ("felicitó", "felicitaron"), "coloured": ("coloreó", "colorearon"),
          "punched": ("golpeó", "golpearon"), "proved": ("demostró", "demostraron"), "noted": ("señaló", "señalaron")}
# A Spanish third-person preterite: regular endings and the irregular stems' forms.
PRETERITE = re.compile(
    r"\w(ó|aron|ieron|eron|yeron)\b|\b(hizo|dijo|puso|tuvo|vino|quiso|supo|pudo|trajo|\w*dujo|dio|fue|estuvo|"
    r"anduvo|hubo|vio|hicieron|dijeron|pusieron|tuvieron|vinieron|quisieron|supieron|pudieron|trajeron|"
    r"\w*dujeron|dieron|fueron|estuvieron|vieron)\b")
# The third and fourth frames' subjects are glossary terms, which the model reads as placeholders:
# after "%1" it wrote participles, software's "%1 deleted" -> "%1 eliminado" ("El alcalde de
# Sevilla visitado el puerto", "Arthur Guinness firmado"), for pasts it wrote right after "the
# director"; without "Yesterday" first, more ("Alemania firmado el plan").
FRAMES = ("Yesterday the director {} it.", "Yesterday the directors {} it.", "Yesterday the mayor of London {} it.",
          "Germany {} the plan.")


def english_pasts(rows: Iterable[Tuple[str, ...]]) -> Dict[str, str]:
    """{past: verb} of the dictionary's one-word verbs, as Apertium's English generator writes
    the past; a past that is also the verb's infinitive or third person present is left out."""
    verbs = sorted({en for en, _, pos, *_ in rows if pos == "vblex" and WORD.match(en)})
    forms = {}
    for tag in ("past", "inf", "pri><p3><sg"):
        request = "".join(f"^{v}<vblex><{tag}>$\0" for v in verbs)
        out = subprocess.run(["lt-proc", "-g", "-z", GENERATOR], input=request, capture_output=True, text=True,
                             check=True).stdout.split("\0")
        forms[tag] = {v: o.strip() for v, o in zip(verbs, out)}
    pasts: Dict[str, str] = {}
    for v in verbs:
        past = forms["past"][v]
        if WORD.match(past) and past not in (v, forms["inf"][v], forms["pri><p3><sg"][v]):
            pasts.setdefault(past, v)
    return pasts


def verb_of(translation: str) -> str:
    """The one Spanish word of Apertium's "Lo anunció." besides its pronouns, or ""."""
    words = [w for w in SPANISH_WORDS.findall(translation.lower()) if w not in PRONOUNS]
    return words[0] if len(words) == 1 else ""


def spanish_pasts(pasts: List[str]) -> Dict[str, Tuple[str, str]]:
    """{past: (singular, plural)} of Apertium's preterites for each English past."""
    def translate(frame: str) -> List[str]:
        text = "".join(frame.format(p) + "\n" for p in pasts)
        return subprocess.run(["apertium", "-u", "eng-spa"], input=text, capture_output=True, text=True,
                              check=True).stdout.split("\n")
    out = {}
    for past, sg, pl in zip(pasts, translate("He {} it."), translate("They {} it.")):
        singular, plural = verb_of(sg), verb_of(pl)
        if singular.endswith(("ó", "o")) and plural.endswith("ron"):
            out[past] = (singular, plural)
    return out


def is_preterite(spanish: str) -> bool:
    return PRETERITE.search(spanish) is not None


def failing(pasts: List[str], *outputs: List[str]) -> List[str]:
    """The pasts whose frames' translations (one list per frame of FRAMES, in order) lack a
    preterite in any."""
    return [p for p, *spanish in zip(pasts, *outputs)
            if p not in EXCLUDED and not all(is_preterite(s) for s in spanish)]


def past_row(past: str, singular: str, plural: str) -> str:
    """A hints line for a past (FORMAT.md "Hints")."""
    return f"{past}\t{singular}\tpast\t{plural}"


def merged(existing: List[str], added: List[str]) -> List[str]:
    """The table's lines with `added` joined where the table has no row for their source (its
    own rows win), sorted by the source's UTF-8 bytes as the engine requires."""
    have = {line.split("\t", 1)[0] for line in existing}
    lines = list(existing) + [line for line in added if line.split("\t", 1)[0] not in have]
    return sorted(lines, key=lambda line: line.split("\t", 1)[0].encode("utf-8"))


def translate_lines(engine: str, model: str, lines: List[str]) -> List[str]:
    out = subprocess.run([engine, "translate", "--model", model], input="".join(l + "\n" for l in lines),
                         capture_output=True, text=True, check=True).stdout.splitlines()
    if len(out) != len(lines):
        raise RuntimeError(f"the engine gave {len(out)} lines for {len(lines)}")
    return out


def without_past_rows(lines: List[str]) -> List[str]:
    return [line for line in lines if "\tpast\t" not in line]


def build(lexicon: str, model: str, engine: str) -> List[str]:
    spanish = spanish_pasts(sorted(english_pasts(read_lexicon(lexicon))))
    pasts = sorted(spanish)
    # The model as it is without past rows: building again from a shipped file gives the same rows.
    _, tensors = read_tensors(model, keep=lambda n: n == TENSOR)
    existing = tensors[TENSOR][2].decode("utf-8").splitlines() if TENSOR in tensors else []
    with tempfile.TemporaryDirectory() as tmp:
        plain = os.path.join(tmp, "plain.heed")
        set_text_tensors(model, {TENSOR: "".join(line + "\n" for line in without_past_rows(existing))}, plain)
        outputs = [translate_lines(engine, plain, [frame.format(p) for p in pasts]) for frame in FRAMES]
    return [past_row(p, *SENSES.get(p, spanish[p])) for p in failing(pasts, *outputs)]


def add(model: str, hints_path: str, out: str) -> int:
    _, tensors = read_tensors(model, keep=lambda n: n == TENSOR)
    existing = tensors[TENSOR][2].decode("utf-8").splitlines() if TENSOR in tensors else []
    with open(hints_path, encoding="utf-8") as f:
        added = [line.rstrip("\n") for line in f if line.strip()]
    lines = merged(existing, added)
    set_text_tensors(model, {TENSOR: "".join(line + "\n" for line in lines)}, out)
    return len(lines) - len(existing)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="the pasts the model gets wrong, with Apertium's preterites")
    b.add_argument("--lexicon", required=True)
    b.add_argument("--model", required=True, help="the en-es model whose translations are checked")
    b.add_argument("--engine", default="build/engine/tools/heed")
    b.add_argument("--out", required=True)
    a = sub.add_parser("add", help="join the rows to a model's hints (its own rows win)")
    a.add_argument("--model", required=True)
    a.add_argument("--hints", required=True)
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        rows = build(args.lexicon, args.model, args.engine)
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines(row + "\n" for row in rows)
        print(f"past hints: {len(rows)} -> {args.out}", file=sys.stderr)
    else:
        print(f"past hints: {add(args.model, args.hints, args.out)} added to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
