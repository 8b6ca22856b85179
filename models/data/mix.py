"""Writes one direction's training set from mix.json: real pairs by source type, synthetic
(back-/forward-translated) pairs, lexicon pairs, each weighted, capped and optionally tagged,
plus augmentation copies (augment.py), minus anything near a dev/test sentence.

    /usr/bin/python3 -m models.data.mix --lang es --direction es-en \\
        [--config models/data/mix.json] [--corpus DIR] [--out DIR] [--exclude-dev PATH ...]

Output (default $HEED_CACHE/mix/<direction>/): train.tsv in the corpus format
(`name<TAB>en<TAB>xx`, shuffled; name = ingredient/source, e.g. `bt:bt:docs:gimp-help`,
`aug-mask:ui:gettext:gimp`), dev.tsv and test.tsv copied from the corpus (so the bundle and
training read one consistent folder), stats.json (per ingredient: pairs read, written, words).

Tags: an ingredient's "tag" (e.g. "<bt>") is prepended with a space to the *source side of
this direction* of each of its pairs ("<bt> La casa ..." for es->en), after augmentation (the
tag looks like markup to the span finder). The engine never produces a tag at run time:
markup-like text in user input is a protected span, replaced by "%1" before the model reads
it. A tokenizer trained on the mix (tokenizer.py) keeps each tag as one piece
(user_defined_symbols); the shipped 8k vocabulary spells it in 3-4 pieces, still a
consistent marker for fine-tuning.

Weights: w copies of every pair (int part) plus a random fraction (frac part); pairs whose
source side has <= short_words words (UI labels: "File", "Save As") use short_weight.
"""

import argparse
import json
import os
import random
import re
import shutil
import unicodedata
from collections import Counter

from . import augment, config
from .mono import add_corpus_splits, load_exclusion

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CONFIG = os.path.join(HERE, "mix.json")


def generic(direction, lang):
    """'es-en' -> 'xx-en' (mix.json speaks of en-xx / xx-en)."""
    s, t = direction.split("-")
    if "en" not in (s, t) or lang not in (s, t):
        raise SystemExit("direction %s does not match --lang %s" % (direction, lang))
    return "en-xx" if s == "en" else "xx-en"


# Not prose: placeholders, markup, paths, code, wiki syntax ("%s", "{0}", "<b>", "a_b", "[[x]]").
NOT_PROSE = re.compile(r"[%{}<>\\_=$&|@#~^*\[\]]")
SENTENCE_END = re.compile(r"[.!?][\"'”»)]*$")


def shaped_like_prose(en, xx, least):
    """Whether a pair is a catalogue's prose (a game's dialogue, a help text): English of `least`
    words or more, both sides ending a sentence, neither holding a placeholder or markup.
    (monofilter.check is the mono road's test of prose; it lets "%s" and "{0}" through, which
    catalogues are full of.)"""
    return (len(en.split()) >= least and bool(SENTENCE_END.search(en)) and bool(SENTENCE_END.search(xx))
            and not NOT_PROSE.search(en) and not NOT_PROSE.search(xx))


def read_ingredient(ing, path):
    """-> list of (name, en, xx)."""
    rows = []
    types = set(ing.get("types", []))
    sources = tuple(ing.get("sources", []))   # name prefixes, e.g. "php:", "gettext:wordpress-l10n"
    least = ing.get("min_words")              # only a catalogue's prose (shaped_like_prose)
    with open(path, encoding="utf-8") as f:
        for line in f:
            p = line.rstrip("\n").split("\t")
            if ing.get("format", "corpus") == "lexicon":
                if len(p) < 2:
                    continue
                en, xx = (p[0], p[1]) if ing.get("columns", "en,xx") == "en,xx" else (p[1], p[0])
                rows.append(("lex", en, xx))
                continue
            if len(p) != 3:
                continue
            if types and p[0].split(":", 1)[0] not in types:
                continue
            if sources and not p[0].startswith(sources):
                continue
            if least and not shaped_like_prose(p[1], p[2], least):
                continue
            rows.append((p[0], p[1], p[2]))
    return rows


def weigh(rows, ing, short_words, rng, src_col):
    """Copies per pair by weight / short_weight, then the max_pairs cap (random, fixed seed)."""
    w, ws = float(ing.get("weight", 1.0)), float(ing.get("short_weight", ing.get("weight", 1.0)))
    out = []
    for r in rows:
        x = ws if len(r[src_col].split()) <= short_words else w
        n = int(x) + (1 if rng.random() < x - int(x) else 0)
        out.extend([r] * n)
    cap = ing.get("max_pairs")
    if cap is not None and len(out) > cap:
        out = rng.sample(out, cap)
    return out


def held_out(exclusion, text):
    """A dev/test sentence, as written or as the tokenizer will see it (NFKC: "º" is "o")."""
    return bool(exclusion.reason(text) or exclusion.reason(unicodedata.normalize("NFKC", text)))


def build(cfg, lang, direction, corpus, cache, exclude_paths=(), log=config.log):
    """-> (rows [(name, en, xx)], stats). Pure function of its inputs and cfg['seed']."""
    gdir = generic(direction, lang)
    src_col = 1 if gdir == "en-xx" else 2
    rng = random.Random(cfg.get("seed", 1))
    short = cfg.get("short_words", 3)
    exclusion, ex_info = load_exclusion(cache, exclude_paths)
    # the corpus's own dev/test (maybe not under cache/corpus: --corpus) are excluded too
    add_corpus_splits(exclusion, corpus)
    stats = {"direction": direction, "exclusion": dict(ex_info, sentences=exclusion.count), "ingredients": []}
    out = []
    for ing in cfg["ingredients"]:
        if gdir not in ing.get("directions", ["en-xx", "xx-en"]) or lang not in ing.get("langs", [lang]):
            continue
        path = ing["file"].format(cache=cache, corpus=corpus, lang=lang)
        st = {"name": ing["name"], "file": path}
        stats["ingredients"].append(st)
        if not os.path.exists(path):
            if not ing.get("optional"):
                raise SystemExit("mix: ingredient %s: %s missing" % (ing["name"], path))
            st["missing"] = True
            log("mix: %-8s skipped (no %s)" % (ing["name"], path))
            continue
        rows = read_ingredient(ing, path)
        st["read"] = len(rows)
        kept = []
        for r in rows:
            if held_out(exclusion, r[1]) or held_out(exclusion, r[2]):
                st["dev_excluded"] = st.get("dev_excluded", 0) + 1
            else:
                kept.append(r)
        rows = weigh(kept, ing, short, rng, src_col)
        ordered = [(r[0], r[src_col], r[3 - src_col]) for r in rows]   # (name, source, target)
        rates = cfg.get("augment", {}) if ing.get("augment", True) else {}
        extra = list(augment.augment_rows(ordered, rates, seed=rng.random()))
        # a copy can become a held-out sentence: "All PNG files" masked is the dev set's "All %1 files"
        n_extra = len(extra)
        extra = [e for e in extra if not (held_out(exclusion, e[1]) or held_out(exclusion, e[2]))]
        if len(extra) < n_extra:
            st["dev_excluded_augmented"] = n_extra - len(extra)
        st["augmented"] = dict(Counter(e[0].split(":", 1)[0] for e in extra))
        tag = ing.get("tag")
        for name, s, t in ordered + extra:
            if tag:
                s = tag + " " + s
            en, xx = (s, t) if src_col == 1 else (t, s)
            out.append(("%s:%s" % (ing["name"], name), en, xx))
        st["written"] = len(ordered) + len(extra)
        st["words_en"] = sum(len(r[1].split()) for r in rows)
        st["words_xx"] = sum(len(r[2].split()) for r in rows)
        log("mix: %-8s read %8d  written %8d (augmentation %d)" % (ing["name"], st["read"], st["written"], len(extra)))
    rng.shuffle(out)
    stats["pairs"] = len(out)
    return out, stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lang", default="es")
    ap.add_argument("--direction", required=True, help="en-xx or xx-en, e.g. es-en")
    ap.add_argument("--config", default=DEFAULT_CONFIG)
    ap.add_argument("--cache", default=None)
    ap.add_argument("--corpus", help="parallel corpus folder (default $CACHE/corpus/en-LANG)")
    ap.add_argument("--out", help="default $CACHE/mix/<direction>")
    ap.add_argument("--exclude-dev", action="append", default=[], metavar="PATH",
                    help="more dev/test sentences to keep out (e.g. ../shared/eval/flores-dev)")
    a = ap.parse_args(argv)
    cache = config.cache_dir(a.cache)
    corpus = os.path.abspath(a.corpus or os.path.join(cache, "corpus", "en-" + a.lang))
    out = os.path.abspath(a.out or os.path.join(cache, "mix", a.direction))
    with open(a.config, encoding="utf-8") as f:
        cfg = json.load(f)
    rows, stats = build(cfg, a.lang, a.direction, corpus, cache, a.exclude_dev)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "train.tsv.tmp"), "w", encoding="utf-8") as f:
        f.writelines("%s\t%s\t%s\n" % r for r in rows)
    os.replace(os.path.join(out, "train.tsv.tmp"), os.path.join(out, "train.tsv"))
    for split in ("dev", "test"):
        shutil.copyfile(os.path.join(corpus, split + ".tsv"), os.path.join(out, split + ".tsv"))
    stats["config"] = os.path.abspath(a.config)
    with open(os.path.join(out, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, indent=1, ensure_ascii=False)
    config.log("mix %s: %d pairs -> %s/train.tsv" % (a.direction, len(rows), out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
