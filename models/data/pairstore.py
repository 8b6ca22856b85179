"""Raw extracted pairs, cached per unit of work (a package, a tarball...).

Why: extraction is the slow part; each unit writes one gzipped JSON-lines
file [source_name, group, en, xx] atomically, so a rerun (or a crash) redoes
only the missing units, and cleaning rules can change without re-extracting.
"""

import gzip
import json
import os


def unit_path(cache, lang, kind, unit):
    safe = unit.replace("/", "_")
    return os.path.join(cache, "pairs", "en-" + lang, kind, safe + ".jsonl.gz")


def exists(path):
    return os.path.exists(path)


def write(path, rows):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=3) as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


def read(path):
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            yield json.loads(line)


def all_units(cache, lang):
    base = os.path.join(cache, "pairs", "en-" + lang)
    if not os.path.isdir(base):
        return []
    out = []
    for kind in sorted(os.listdir(base)):
        d = os.path.join(base, kind)
        for f in sorted(os.listdir(d)):
            if f.endswith(".jsonl.gz"):
                out.append(os.path.join(d, f))
    return out
