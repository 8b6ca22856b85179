"""Entry point: monolingual prose (en, es or de) from Debian's archive.

    /usr/bin/python3 -m models.data.mono --lang en [--out DIR] [--cache DIR]
        [--sources wordnet,fortunes,docs,help,man,ddtp] [--exclude-dev PATH ...] [--no-fetch]

Steps: private apt update -> each source extracts paragraphs into
$CACHE/mono/raw/<lang>/<source>.jsonl.gz (cached; a rerun only re-filters)
-> normalise, sentence-split (segment.py), filter (monofilter.py), drop
anything matching a dev/test sentence, dedup across sources (the first
source in --sources keeps a sentence) -> DIR/mono.<lang>.txt (one sentence
a line), DIR/mono.<lang>.tsv (source<TAB>sentence), DIR/stats.<lang>.json.
DIR defaults to $CACHE/mono: outputs never enter git.

Dev/test exclusion: every dev.tsv/test.tsv under $CACHE/corpus/ (the
parallel pipeline's held-out splits, all columns but the source name), plus
each --exclude-dev PATH (a file, or a folder whose files are read; one
sentence a line, tab-separated fields each count), e.g.
`--exclude-dev ../shared/eval/flores-dev`. The shared folder is never read
unless given: a clone of the project has none.
"""

import argparse
import glob
import json
import os
import shutil
import time
from collections import Counter, defaultdict

from . import aptenv, config, monofilter, pairstore, segment
from . import mono_ddtp, mono_docs, mono_fortunes, mono_help, mono_man, mono_wordnet
from .normalize import near_key, normalize

SOURCES = {m.KIND: m for m in (mono_wordnet, mono_fortunes, mono_docs, mono_help, mono_man, mono_ddtp)}
DEFAULT_SOURCES = "wordnet,fortunes,docs,help,man,ddtp"
LANGS = ("en", "es", "de")


def raw_path(cache, lang, kind):
    return os.path.join(cache, "mono", "raw", lang, kind + ".jsonl.gz")


def source_label(kind, group):
    """Stats key: per document/collection where that is informative, else the source."""
    if kind not in ("docs", "fortunes", "wordnet", "help"):
        return kind  # man pages and descriptions: thousands of tiny groups
    prefix, name = group.split(":", 1)
    return prefix + ":" + name.split("/")[0]  # "fortunes:fortunes-de/zitate" -> "fortunes:fortunes-de"


def add_split_file(exclusion, path):
    """Adds every sentence of a pipeline dev/test TSV (source name, then the texts) to `exclusion`."""
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            for field in line.rstrip("\n").split("\t")[1:]:
                exclusion.add(field)


def add_corpus_splits(exclusion, corpus_dir):
    """Adds corpus_dir/{dev,test}.tsv, those that exist (a corpus may live outside the cache)."""
    for split in ("dev", "test"):
        path = os.path.join(corpus_dir, split + ".tsv")
        if os.path.exists(path):
            add_split_file(exclusion, path)


def load_exclusion(cache, paths):
    ex = monofilter.DevExclusion()
    files = sorted(glob.glob(os.path.join(cache, "corpus", "*", "dev.tsv")) +
                   glob.glob(os.path.join(cache, "corpus", "*", "test.tsv")))
    for f in files:
        add_split_file(ex, f)
    n_pipeline = ex.count
    for p in paths:
        fs = sorted(os.path.join(p, x) for x in os.listdir(p)) if os.path.isdir(p) else [p]
        for f in fs:
            if not os.path.isfile(f):
                continue
            with open(f, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    for field in line.rstrip("\n").split("\t"):
                        ex.add(field)
    return ex, {"pipeline_files": files, "pipeline_sentences": n_pipeline,
                "given_paths": list(paths), "given_sentences": ex.count - n_pipeline}


def sentences(rows, kind, lang, exclusion, seen, stats, dropped=None):
    """Yield (label, sentence) kept from one source's raw rows; counts into stats."""
    need_end = SOURCES[kind].NEED_END
    for group, text in rows:
        label = source_label(kind, group)
        st = stats[label]
        st["paragraphs"] += 1
        for s in segment.split_sentences(normalize(text)):
            st["sentences"] += 1
            reason = monofilter.check(s, lang, need_end)
            if not reason:
                k = near_key(s)
                if k in seen:
                    reason = "duplicate"
                else:
                    reason = exclusion.reason(s)
                    if not reason:
                        seen.add(k)
            if reason:
                st["drop:" + reason] += 1
                if dropped:
                    dropped.write("%s\t%s\t%s\n" % (reason, label, s))
                continue
            st["kept"] += 1
            st["words"] += len(s.split())
            yield label, s


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lang", required=True, choices=LANGS)
    ap.add_argument("--out", default=None, help="output folder (default $CACHE/mono)")
    ap.add_argument("--cache", default=None, help="cache dir (default $HEED_CACHE or %s)" % config.DEFAULT_CACHE)
    ap.add_argument("--sources", default=DEFAULT_SOURCES, help="comma list, in dedup priority order")
    ap.add_argument("--exclude-dev", action="append", default=[], metavar="PATH",
                    help="extra dev/test sentences to keep out (file or folder); repeatable")
    ap.add_argument("--dropped", action="store_true",
                    help="also write mono.<lang>.dropped.tsv (reason, source, sentence) to audit the filters")
    ap.add_argument("--no-fetch", action="store_true", help="only re-filter cached raw paragraphs")
    a = ap.parse_args(argv)

    cache = config.cache_dir(a.cache)
    out = os.path.abspath(a.out or os.path.join(cache, "mono"))
    os.makedirs(out, exist_ok=True)
    kinds = a.sources.split(",")
    for k in kinds:
        if k not in SOURCES:
            raise SystemExit("unknown source %r (have: %s)" % (k, ", ".join(SOURCES)))
    timings = {}
    apt = None
    for k in kinds:
        path = raw_path(cache, a.lang, k)
        if pairstore.exists(path) or a.no_fetch:
            continue
        if apt is None:
            apt = aptenv.AptEnv(cache)
            apt.update()
        t = time.time()
        rows = SOURCES[k].extract(apt, cache, a.lang)
        pairstore.write(path, rows)
        shutil.rmtree(os.path.join(cache, "extract", "mono-" + a.lang), ignore_errors=True)
        timings["extract_%s_s" % k] = round(time.time() - t, 1)
        config.log("mono %s/%s: %d raw paragraphs" % (a.lang, k, len(rows)))

    t = time.time()
    exclusion, ex_info = load_exclusion(cache, a.exclude_dev)
    if not ex_info["pipeline_files"]:
        config.log("note: no dev/test splits under %s/corpus: only --exclude-dev sentences are kept out" % cache)
    stats, seen = defaultdict(Counter), set()
    base = os.path.join(out, "mono.%s" % a.lang)
    fdrop = open(base + ".dropped.tsv", "w", encoding="utf-8") if a.dropped else None
    with open(base + ".txt.tmp", "w", encoding="utf-8") as ftxt, \
            open(base + ".tsv.tmp", "w", encoding="utf-8") as ftsv:
        for k in kinds:
            path = raw_path(cache, a.lang, k)
            if not pairstore.exists(path):
                continue
            for label, s in sentences(pairstore.read(path), k, a.lang, exclusion, seen, stats, fdrop):
                ftxt.write(s + "\n")
                ftsv.write("%s\t%s\n" % (label, s))
    if fdrop:
        fdrop.close()
    os.replace(base + ".txt.tmp", base + ".txt")
    os.replace(base + ".tsv.tmp", base + ".tsv")
    timings["filter_s"] = round(time.time() - t, 1)

    by_kind = defaultdict(Counter)
    for label, c in stats.items():
        by_kind[label.split(":", 1)[0]].update(c)
    summary = {
        "lang": a.lang,
        "sentences": sum(c["kept"] for c in by_kind.values()),
        "words": sum(c["words"] for c in by_kind.values()),
        "exclusion": ex_info,
        "timings_s": timings,
        "by_kind": {k: dict(v) for k, v in sorted(by_kind.items())},
        "by_source": {k: dict(v) for k, v in sorted(stats.items())},
    }
    with open(os.path.join(out, "stats.%s.json" % a.lang), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)
    config.log("mono %s: %d sentences, %d words -> %s.txt" % (a.lang, summary["sentences"], summary["words"], base))
    for k, v in sorted(by_kind.items()):
        config.log("  %-16s paragraphs %8d sentences %8d kept %8d words %9d"
                   % (k, v["paragraphs"], v["sentences"], v["kept"], v["words"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
