"""Entry point: bilingual word/phrase lists (lexicons) from Debian's archive.

    /usr/bin/python3 -m models.data.lexicon --pair de-en|en-es [--out DIR] [--cache DIR]

de-en: FreeDict deu-eng + eng-deu (lex_freedict) -> DIR/lexicon.de-en.tsv
(`de<TAB>en<TAB>pos<TAB>kind<TAB>source`, kind "word" or "example"; exact
duplicates across the two directions merged; pos empty where the entry
has none) + DIR/stats.lexicon.de-en.json. DIR defaults to $CACHE/lexicon.

en-es: Apertium's eng-spa bilingual dictionary (lex_apertium) ->
DIR/lexicon.en-es.tsv, same columns (`en<TAB>es<TAB>pos<TAB>word|phrase<TAB>
apertium-eng-spa:both|en>es|es>en`).

Raw rows are cached in $CACHE/lexicon/raw/<pair>.jsonl.gz; a rerun re-filters.
"""

import argparse
import json
import os
import shutil
from collections import Counter

from . import aptenv, config, lex_apertium, lex_freedict, pairstore

PAIRS = {"de-en": lex_freedict, "en-es": lex_apertium}
MAX_WORDS = 12  # longer "entries" are idiom explanations and example sentences


def keep(a, b):
    """None if the pair is kept, else the reason."""
    if not a or not b:
        return "empty"
    if len(a.split()) > MAX_WORDS or len(b.split()) > MAX_WORDS:
        return "too_long"
    if not any(c.isalpha() for c in a) or not any(c.isalpha() for c in b):
        return "no_letters"
    if a == b and any(c.isdigit() for c in a):
        return "number_copy"  # Apertium's generated times/amounts ("7.20am"): not vocabulary
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pair", required=True, choices=sorted(PAIRS))
    ap.add_argument("--out", default=None, help="output folder (default $CACHE/lexicon)")
    ap.add_argument("--cache", default=None)
    ap.add_argument("--no-fetch", action="store_true")
    a = ap.parse_args(argv)
    cache = config.cache_dir(a.cache)
    out = os.path.abspath(a.out or os.path.join(cache, "lexicon"))
    os.makedirs(out, exist_ok=True)
    raw = os.path.join(cache, "lexicon", "raw", a.pair + ".jsonl.gz")
    if not pairstore.exists(raw) and not a.no_fetch:
        apt = aptenv.AptEnv(cache)
        apt.update()
        pairstore.write(raw, PAIRS[a.pair].extract(apt, cache))
        shutil.rmtree(os.path.join(cache, "extract", "lexicon"), ignore_errors=True)
    stats, seen = Counter(), set()
    path = os.path.join(out, "lexicon.%s.tsv" % a.pair)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        for src, x, y, pos, kind in pairstore.read(raw):
            stats["raw"] += 1
            x, y = x.replace("\t", " ").strip(), y.replace("\t", " ").strip()
            reason = keep(x, y) or ("duplicate" if (x, y) in seen else None)
            if reason:
                stats["drop:" + reason] += 1
                continue
            seen.add((x, y))
            stats["kept"] += 1
            stats["kept_" + kind] += 1
            stats["with_pos"] += bool(pos)
            f.write("%s\t%s\t%s\t%s\t%s\n" % (x, y, pos, kind, src))
    os.replace(path + ".tmp", path)
    with open(os.path.join(out, "stats.lexicon.%s.json" % a.pair), "w") as f:
        json.dump(dict(stats), f, indent=1)
    config.log("lexicon %s: %d pairs (%d with a part of speech) -> %s"
               % (a.pair, stats["kept"], stats["with_pos"], path))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
