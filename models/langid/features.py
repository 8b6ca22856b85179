"""Character n-gram features of the language detector, exactly as web/language_detector.js
computes them (the tests check both on the same strings): NFC, lower case, markup, URLs, e-mail
addresses and digits removed, then every 1-4 character n-gram of each space-padded word, hashed
with 32-bit FNV-1a over UTF-16 code units into `buckets` buckets."""
from __future__ import annotations

import re
import unicodedata
from typing import List

ORDERS = (1, 2, 3, 4)
# Markup and machine text tell nothing about the language and must not fool the detector.
_NOISE = re.compile(r"<[^<>]*>|&#?\w+;|\b(?:https?|ftp)://\S+|\bwww\.\S+|\S+@\S+\.\w+|\d+", re.UNICODE)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def fnv1a_utf16(text: str) -> int:
    h = 0x811C9DC5
    data = text.encode("utf-16-le")
    for i in range(0, len(data), 2):
        h ^= data[i] | (data[i + 1] << 8)
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def words(text: str) -> List[str]:
    text = unicodedata.normalize("NFC", text).lower()
    return _WORD.findall(_NOISE.sub(" ", text))


def features(text: str, buckets: int) -> List[int]:
    out = []
    for w in words(text):
        padded = " " + w + " "
        for n in ORDERS:
            for i in range(len(padded) - n + 1):
                gram = padded[i:i + n]
                if gram != " ":
                    out.append(fnv1a_utf16(gram) % buckets)
    return out


if __name__ == "__main__":
    # stdin lines -> one JSON list of feature buckets a line (the web detector's tests compare).
    import json
    import sys
    buckets = int(sys.argv[1]) if len(sys.argv) > 1 else 1 << 14
    for line in sys.stdin:
        print(json.dumps(features(line.rstrip("\n"), buckets)))
