"""Entry point: build the en-XX parallel corpus from Debian's archive.

    /usr/bin/python3 -m models.data.build --lang es [--cache DIR]
        [--max-packages N] [--slice] [--sources binary,ddtp,...] [--no-fetch]

Steps: private apt update -> each source extracts raw pairs into
$CACHE/pairs/en-XX/<kind>/<unit>.jsonl.gz (cached, skipped on rerun) ->
normalise + filter (per-source stats) -> group hold-out dev/test ->
train dedup, <=4 translations per English string, near-dup removal ->
$CACHE/corpus/en-XX/{train,dev,test}.tsv + stats.json.
"""

import argparse
import json
import os
import time
from collections import Counter, defaultdict

from . import aptenv, clean, config, langs, pairstore, segment, split
from . import (src_bible, src_binary, src_chromium, src_ddtp, src_htmldocs, src_libreoffice,
               src_json, src_mallard, src_mozilla, src_phparrays, src_sourcepo)

SOURCES = {
    "binary": src_binary.run,        # gettext .mo + Qt .qm from binary packages
    "ddtp": src_ddtp.run,            # package description translations
    "libreoffice": src_libreoffice.run,  # LibreOffice translations tarball (PO)
    "sourcepo": src_sourcepo.run,    # PO files in a few source packages (installation-guide, calibre...)
    "mallard": src_mallard.run,      # GNOME/MATE Mallard help pages
    "htmldocs": src_htmldocs.run,    # HTML manuals per language (GIMP help, Debian docs)
    "chromium": src_chromium.run,    # Chromium UI strings (.pak), joined on resource id
    "mozilla": src_mozilla.run,      # Firefox ESR / Thunderbird: omni.ja vs langpack, key join
    "json": src_json.run,            # i18n JSON (MediaWiki...), en.json vs xx.json key join
    "phparrays": src_phparrays.run,  # web applications' PHP string arrays (Roundcube, DokuWiki), key join
    "bible": src_bible.run,          # SWORD WEB vs Reina-Valera 1909 (es only; low weight)
}
DEFAULT_SOURCES = "binary,ddtp,libreoffice,sourcepo,mallard,htmldocs,chromium,mozilla,json,phparrays,bible"
SLICE_SOURCES = "binary,ddtp"


def load_and_clean(units, lang, stats):
    """Read the cached units, normalise and filter; returns records."""
    records = []
    for i, path in enumerate(units):
        seen = set()  # exact duplicates inside one unit are not news
        for src, group, en, xx in pairstore.read(path):
            st = stats[src]
            st["raw"] += 1
            en, xx, reason = clean.clean_pair(en, xx, lang)
            if reason:
                st["drop:" + reason] += 1
                continue
            if (en, xx) in seen:
                st["drop:duplicate_in_unit"] += 1
                continue
            seen.add((en, xx))
            st["clean"] += 1
            records.append((src, group, en, xx))
            # multi-sentence strings also yield their sentences when both sides
            # split into the same number: more sentence-level prose (DATA.md)
            if len(en) > 40 and ". " in en:
                parts = segment.align_paragraph(en, xx)
                for a, b in parts if len(parts) > 1 else ():
                    if clean.check(a, b, lang) is None and (a, b) not in seen:
                        seen.add((a, b))
                        st["added_sentence_split"] += 1
                        records.append((src, group, a, b))
        if (i + 1) % 200 == 0 or i + 1 == len(units):
            config.log("clean: %d/%d units (%.0f%%), %d pairs kept"
                       % (i + 1, len(units), 100.0 * (i + 1) / len(units), len(records)))
    return records


def write_tsv(path, rows):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for src, _g, en, xx in rows:
            # normalise() already folded whitespace; this guards the format
            f.write("%s\t%s\t%s\n" % (src, en.replace("\t", " "), xx.replace("\t", " ")))
    os.replace(tmp, path)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lang", default="es", choices=sorted(langs.LANGS))
    ap.add_argument("--cache", default=None, help="cache dir (default $HEED_CACHE or %s)" % config.DEFAULT_CACHE)
    ap.add_argument("--max-packages", type=int, default=None, help="limit binary packages (smoke runs)")
    ap.add_argument("--slice", action="store_true", help="a few small packages + DDTP: CI smoke run")
    ap.add_argument("--sources", default=None, help="comma list of: " + ",".join(SOURCES))
    ap.add_argument("--no-fetch", action="store_true", help="only rebuild the corpus from cached pairs")
    ap.add_argument("--dev-size", type=int, default=2500, help="target pairs per dev/test split")
    ap.add_argument("--out", default=None,
                    help="output folder (default $CACHE/corpus/en-XX): a side build whose split differs "
                         "from the corpus the shipped models were scored on")
    a = ap.parse_args(argv)

    cache = config.cache_dir(a.cache)
    lang = a.lang
    timings = {}
    t0 = time.time()
    sources = (a.sources or (SLICE_SOURCES if a.slice or a.max_packages else DEFAULT_SOURCES)).split(",")
    if not a.no_fetch:
        apt = aptenv.AptEnv(cache)
        apt.update()
        timings["apt_update_s"] = round(time.time() - t0, 1)
        for s in sources:
            t = time.time()
            kw = {"max_packages": a.max_packages, "slice_": a.slice} if s == "binary" else {"slice_": a.slice}
            SOURCES[s](apt, cache, lang, **kw)
            timings["fetch_%s_s" % s] = round(time.time() - t, 1)

    t = time.time()
    stats = defaultdict(Counter)
    units = pairstore.all_units(cache, lang)
    small = a.slice or a.max_packages
    if small:
        # a smoke run uses only its own packages, not units cached by a full run
        pkgs = src_binary.plan_packages(aptenv.AptEnv(cache), lang, a.max_packages, a.slice)[0]
        wanted = {pairstore.unit_path(cache, lang, src_binary.KIND, p) for p in pkgs}
        units = [u for u in units if u in wanted or
                 (os.path.basename(os.path.dirname(u)) in sources and
                  os.path.basename(os.path.dirname(u)) != src_binary.KIND)]
    records = load_and_clean(units, lang, stats)
    timings["clean_s"] = round(time.time() - t, 1)

    t = time.time()
    target = min(a.dev_size, max(50, len(records) // 20))
    train, dev, test, split_stats = split.split(records, lang, target=target)
    train, d1 = split.dedup_train(train)
    train, d2 = split.remove_near_dups(train, dev + test)
    for (reason, src), n in list(d1.items()) + list(d2.items()):
        stats[src]["drop:" + reason] += n
    for name, rows in (("train", train), ("dev", dev), ("test", test)):
        for r in rows:
            stats[r[0]][name] += 1
    timings["split_dedup_s"] = round(time.time() - t, 1)

    suffix = "-slice" if a.slice else ("-max%d" % a.max_packages if a.max_packages else "")
    out = a.out or os.path.join(cache, "corpus", "en-" + lang + suffix)
    os.makedirs(out, exist_ok=True)
    for name, rows in (("train", train), ("dev", dev), ("test", test)):
        write_tsv(os.path.join(out, name + ".tsv"), rows)

    by_type = defaultdict(Counter)
    for src, c in stats.items():
        by_type[split.source_type(src)].update(c)
    sent_share = {n: round(sum(split.is_sentence(r[2]) for r in rows) / max(1, len(rows)), 3)
                  for n, rows in (("train", train), ("dev", dev), ("test", test))}
    summary = {
        "lang": lang,
        "counts": {"train": len(train), "dev": len(dev), "test": len(test)},
        "en_words_train": sum(len(r[2].split()) for r in train),
        "sentence_share_6plus_words": sent_share,
        "split": split_stats,
        "timings_s": timings,
        "by_type": {k: dict(v) for k, v in sorted(by_type.items())},
        "by_source": {k: dict(v) for k, v in sorted(stats.items())},
    }
    with open(os.path.join(out, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)
    config.log("done: train %d, dev %d, test %d -> %s" % (len(train), len(dev), len(test), out))
    for k, v in sorted(by_type.items()):
        config.log("  %-12s raw %8d clean %8d train %8d dev %5d test %5d"
                   % (k, v["raw"], v["clean"], v["train"], v["dev"], v["test"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
