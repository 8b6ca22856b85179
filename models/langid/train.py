"""Train the language detector (naive Bayes over hashed character n-grams) and write it.

    /usr/bin/python3 -m models.langid.train --text en=FILE --text es=FILE --text de=FILE \
        --text other=FILE [--text other=FILE2 ...] --out models/shipped/langid.bin [--lines N]

Texts are one sentence a line: the monolingual prose of models/data (python3 -m
models.data.mono) for en/es/de, and translations into other languages (gettext catalogues of
Debian packages: `python3 -m models.langid.other_text`), a class each; the detector reports
every class but en/es/de as "und". File format (read by web/language_detector.js):
  b"HEEDLID1", uint32 LE header length, header JSON {"languages", "buckets", "offset", "scale"},
  then (languages, buckets) uint8: log p(bucket | language) = offset[l] + q * scale[l].
"""
from __future__ import annotations

import argparse
import json
import math
import random
import struct
import sys
from collections import defaultdict
from typing import Dict, List

from models.langid.features import features

MAGIC = b"HEEDLID1"
DEFAULT_BUCKETS = 1 << 14  # 17 classes x 16 KB: under the 300 KB budget


def read_lines(path: str, limit: int, seed: int) -> List[str]:
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = [ln.strip() for ln in f if ln.strip()]
    random.Random(seed).shuffle(lines)
    return lines[:limit] if limit else lines


def train(texts: Dict[str, List[str]], buckets: int, smoothing: float = 0.5) -> dict:
    languages = sorted(texts)
    tables = []
    for lang in languages:
        counts = [0] * buckets
        for line in texts[lang]:
            for b in features(line, buckets):
                counts[b] += 1
        total = sum(counts) + smoothing * buckets
        tables.append([math.log((c + smoothing) / total) for c in counts])
    return {"languages": languages, "buckets": buckets, "tables": tables}


def quantise(model: dict) -> bytes:
    offsets, scales, rows = [], [], []
    for table in model["tables"]:
        lo, hi = min(table), max(table)
        scale = (hi - lo) / 255 or 1.0
        offsets.append(lo)
        scales.append(scale)
        rows.append(bytes(min(255, max(0, round((v - lo) / scale))) for v in table))
    header = json.dumps({"languages": model["languages"], "buckets": model["buckets"],
                         "offset": offsets, "scale": scales}).encode()
    return MAGIC + struct.pack("<I", len(header)) + header + b"".join(rows)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--text", action="append", required=True, help="CLASS=FILE (classes other than en/es/de mean und)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--lines", type=int, default=60000, help="lines per file at most (0: all)")
    ap.add_argument("--buckets", type=int, default=DEFAULT_BUCKETS)
    a = ap.parse_args(argv)
    texts: Dict[str, List[str]] = defaultdict(list)
    for i, spec in enumerate(a.text):
        lang, path = spec.split("=", 1)
        texts[lang].extend(read_lines(path, a.lines, seed=i))
    blob = quantise(train(texts, a.buckets))
    with open(a.out, "wb") as f:
        f.write(blob)
    print(json.dumps({"out": a.out, "bytes": len(blob), **{k: len(v) for k, v in texts.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
