"""Score a model on a general-domain dev set (a folder outside the repo, given by path) with the engine.

    /usr/bin/python3 -m models.eval_general --model M.heed --dev DIR [--engine build/engine/tools/heed]
        [--direction en-es] [--out DIR] [--limit N] [--case title|upper] [-- extra heed translate flags...]

DIR holds one file per language, `<name>.<lang>` (flores-dev.en, flores-dev.es): same lines,
multi-way parallel. The set's rules (its README) apply: dev only, outputs stay in
ignored folders. Prints one JSON line: chrF2, BLEU, the output/reference length ratio (BLEU's
13a tokens), lines with a word 3-gram repeated 3+ times that the source lacks, lines with U+FFFD,
and seconds. Used to tune decoding defaults (alpha, the length cap) and for the model cards.

`--case title` / `--case upper` give the engine the sources in Title Case ("Scientists From the
Stanford University School of Medicine Announced...") or ALL-CAPS, as web headings and buttons
write them, and add `chrf2_lowercase` (output and reference lower-cased): how much of the
translation survives the case, whatever case the output is written in.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import re
import sys
import time
from collections import Counter
from typing import List

from models import metrics
from models.eval import run_lines


def repeated_trigrams(hyp: str, src: str, times: int = 3) -> List[str]:
    """Word 3-grams that occur `times`+ times in hyp but fewer times in src (case-folded)."""
    def grams(s: str) -> Counter:
        w = s.lower().split()
        return Counter(tuple(w[i:i + 3]) for i in range(len(w) - 2))
    h, s = grams(hyp), grams(src)
    return [" ".join(g) for g, n in h.items() if n >= times and s[g] < n]


# A stop may have closing quotes or a bracket after it: 'happy."' ends a sentence as "feliz»." does.
SENTENCE_END = re.compile(r"[.!?]+[\"'»”’)]*(?:\s|$)")
# A word before a full stop that makes it an abbreviation's: a lone letter ("a. m."), a doubled
# capital ("EE. UU."), letters with stops inside ("U.S.", "a.m.") or a title ("St.", "Dr.").
ABBREVIATION = re.compile(r"(?:^|\s)(?:[^\W\d_]|([A-Z])\1|(?:[^\W\d_]+\.)+[^\W\d_]+|St|Mr|Mrs|Ms|Dr|Sr|Sra|Srta|etc)$")


def sentence_ends(text: str) -> int:
    """How many sentences `text` ends: runs of . ! ? (and closing quotes) before a space or the
    end, less the full stops of abbreviations."""
    return sum(1 for m in SENTENCE_END.finditer(text)
               if not (m.group().startswith(".") and ABBREVIATION.search(text[:m.start()])))


def extra_sentence_ends(hyp: str, src: str) -> bool:
    """True when the output ends more sentences than the source: text added after the
    translation was done, the way a too-large word reward pads an output."""
    return sentence_ends(hyp.strip()) > sentence_ends(src.strip())


def report(srcs: List[str], hyps: List[str], refs: List[str]) -> dict:
    correct, total, sys_len, ref_len = [0] * 4, [0] * 4, 0, 0
    for h, r in zip(hyps, refs):
        c, t, sl, rl = metrics.bleu_stats(h, r)
        correct = [a + b for a, b in zip(correct, c)]
        total = [a + b for a, b in zip(total, t)]
        sys_len += sl
        ref_len += rl
    return {
        "n": len(hyps),
        "chrf2": round(metrics.chrf(hyps, refs), 2),
        "bleu": round(metrics.bleu(hyps, refs), 2),
        "length_ratio": round(sys_len / max(1, ref_len), 3),
        "repeat_lines": sum(1 for h, s in zip(hyps, srcs) if repeated_trigrams(h, s)),
        "extra_sentence_lines": sum(1 for h, s in zip(hyps, srcs) if extra_sentence_ends(h, s)),
        "replacement_char_lines": sum(1 for h in hyps if "\ufffd" in h),
    }


# Words a title leaves in lower case after its first (engine/src/text/casing.cc has the same).
TITLE_MINOR = set("a an the and or but nor of in on at to by up as for off per via vs from into onto with over than "
                  "upon de del la las el los lo y e o u en al con por para sin sobre un una unos unas".split())


def recase(line: str, case: str) -> str:
    """`line` in ALL-CAPS or Title Case (every word's first letter capitalised but the minor words')."""
    if case == "upper":
        return line.upper()
    words = re.split(r"(\s+)", line)
    seen_word = False
    for i, w in enumerate(words):
        m = re.search(r"[^\W_]", w)  # the token's first letter or digit: "60th" stays as it is
        if not m or not m.group().isalpha():
            seen_word = seen_word or bool(m)
            continue
        at = m.start()
        if not (seen_word and w[at:].lower().rstrip(".,;:!?)\"»") in TITLE_MINOR):
            words[i] = w[:at] + w[at].upper() + w[at + 1:]
        seen_word = True
    return "".join(words)


def read_dev(dev: str, lang: str, limit: int) -> List[str]:
    paths = glob.glob(os.path.join(dev, f"*.{lang}"))
    if len(paths) != 1:
        sys.exit(f"eval_general: expected one *.{lang} file in {dev}, found {paths}")
    with open(paths[0], encoding="utf-8") as f:
        lines = [ln.rstrip("\n") for ln in f]
    return lines[:limit] if limit else lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", required=True)
    ap.add_argument("--dev", required=True, help="folder with <name>.<lang> files")
    ap.add_argument("--direction", help="e.g. en-es (default: the model file name)")
    ap.add_argument("--engine", default="build/engine/tools/heed")
    ap.add_argument("--out", help="folder for the outputs (keep it ignored)")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--case", choices=["title", "upper"], help="re-case the sources first")
    ap.add_argument("flags", nargs="*", help="extra `heed translate` flags (after --)")
    a = ap.parse_args(argv)
    direction = a.direction or os.path.basename(a.model).split(".")[0]
    src_lang, tgt_lang = direction.split("-")
    srcs, refs = read_dev(a.dev, src_lang, a.limit), read_dev(a.dev, tgt_lang, a.limit)
    if a.case:
        srcs = [recase(s, a.case) for s in srcs]
    start = time.time()
    hyps = run_lines([a.engine, "translate", "--model", a.model] + a.flags, srcs, timeout=6 * 3600)
    result = {"direction": direction, "flags": " ".join(a.flags), **({"case": a.case} if a.case else {}),
              **report(srcs, hyps, refs), "seconds": round(time.time() - start, 1)}
    if a.case:
        result["chrf2_lowercase"] = round(metrics.chrf([h.lower() for h in hyps], [r.lower() for r in refs]), 2)
    if a.out:
        os.makedirs(a.out, exist_ok=True)
        # A file name from the flags; a flag's value may be a path (--glossary /tmp/g.tsv).
        tag = re.sub(r"[^A-Za-z0-9.=-]+", "_", "_".join(f.strip("-") for f in a.flags)).strip("_") or "default"
        tag += f".{a.case}" if a.case else ""
        with open(os.path.join(a.out, f"hyp.{direction}.{tag}.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(hyps) + "\n")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
