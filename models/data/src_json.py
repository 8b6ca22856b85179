"""Source: key/value i18n JSON files (MediaWiki core and extensions, onionshare,
noVNC, lemonldap-ng, ...): <dir>/en.json joined with <dir>/xx.json on key.

Found through the Contents index: any directory in which one package ships
both en.json and xx.json. Nested objects are flattened to dotted keys;
'@metadata' (authors) is skipped. One JSON file is one hold-out group.
"""

import json
import os
import re
import shutil
from collections import defaultdict

from . import config, debfetch, debindex, pairstore

KIND = "json"


def flatten(obj, prefix=""):
    out = {}
    if isinstance(obj, dict):
        for k, v in obj.items():
            if str(k).startswith("@"):
                continue
            out.update(flatten(v, prefix + str(k) + "."))
    elif isinstance(obj, str):
        out[prefix[:-1]] = obj
    return out


def plan(apt, lang):
    rx = re.compile(r"^(.+)/(en|%s)\.json$" % lang)
    files = defaultdict(dict)
    for path in apt.list_files("*_Contents-*.gz"):
        with debindex._open_text(path) as f:
            for line in f:
                if ".json" not in line:
                    continue
                fpath, own = line.rstrip("\n").rsplit(None, 1)
                m = rx.match(fpath)
                if m:
                    files[m.group(1)][m.group(2)] = (fpath, own.split(",")[0].rsplit("/", 1)[-1])
    pairs = []
    for d, v in files.items():
        if "en" in v and lang in v and v["en"][1] == v[lang][1]:
            pairs.append((v["en"][1], v["en"][0], v[lang][0]))
    return pairs


def run(apt, cache, lang, slice_=False, **_):
    path = pairstore.unit_path(cache, lang, KIND, "json")
    if pairstore.exists(path) or slice_:
        return
    pairs = plan(apt, lang)
    dest, packages = debfetch.fetch_file_pairs(apt, cache, lang, "json", pairs)
    config.log("json: %d file pairs in %d packages" % (len(pairs), packages))
    rows = []
    for pkg, e, x in sorted(pairs):
        try:
            with open(os.path.join(dest, e), encoding="utf-8") as f:
                en = flatten(json.load(f))
            with open(os.path.join(dest, x), encoding="utf-8") as f:
                xx = flatten(json.load(f))
        except (OSError, ValueError):
            continue
        for k in sorted(set(en) & set(xx)):
            rows.append(["json:" + pkg, "json:" + os.path.dirname(e), en[k], xx[k]])
    config.log("json: %d raw pairs" % len(rows))
    pairstore.write(path, rows)
    shutil.rmtree(dest, ignore_errors=True)
