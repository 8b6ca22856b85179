"""Source: HTML manuals shipped per language in binary packages
(GIMP help, Debian handbook, Debian reference, maint-guide, ...).

Pairs of files are found in the Contents index by path rules (same page,
language in a different path component or suffix); blocks are paired by
position when both pages have the same number of blocks, then split into
sentences where counts agree. One page is one hold-out group.
"""

import os
import re
import shutil
from collections import defaultdict

from . import config, debfetch, debindex, htmlblocks, pairstore, segment

KIND = "htmldocs"


def rules(lang):
    """(english path regex, function(match) -> target path)."""
    region = {"es": "es-ES", "de": "de-DE"}.get(lang, lang)
    return [
        (re.compile(r"^(usr/share/gimp/2\.0/help/)en/(.+\.html)$"),
         lambda m: "%s%s/%s" % (m.group(1), lang, m.group(2))),
        (re.compile(r"^(usr/share/doc/[^/]+/html/)en-US/(.+\.html)$"),
         lambda m: "%s%s/%s" % (m.group(1), region, m.group(2))),
        (re.compile(r"^(usr/share/doc/[^/]+/html/)en/(.+\.html)$"),
         lambda m: "%s%s/%s" % (m.group(1), lang, m.group(2))),
        (re.compile(r"^(.+)\.en\.html$"),
         lambda m: "%s.%s.html" % (m.group(1), lang)),
    ]


def _doc_name(pkg, lang):
    return re.sub(r"-(%s|%s-[a-z]{2})$" % (lang, lang), "", pkg)


def plan(apt, lang):
    owner = {}
    for path in apt.list_files("*_Contents-*.gz"):
        with debindex._open_text(path) as f:
            for line in f:
                if ".html" not in line:
                    continue
                fpath, own = line.rstrip("\n").rsplit(None, 1)
                if fpath.endswith(".html"):
                    owner[fpath] = own.split(",")[0].rsplit("/", 1)[-1]
    pairs = []
    rs = rules(lang)
    for p in owner:
        for rx, fn in rs:
            m = rx.match(p)
            if m:
                t = fn(m)
                if t in owner and t != p:
                    pairs.append((p, t))
                break
    return pairs, owner


def run(apt, cache, lang, slice_=False, **_):
    path = pairstore.unit_path(cache, lang, KIND, "htmldocs")
    if pairstore.exists(path) or slice_:
        return
    pairs, owner = plan(apt, lang)
    need = defaultdict(list)
    for e, x in pairs:
        need[owner[e]].append(e)
        need[owner[x]].append(x)
    config.log("htmldocs: %d page pairs in %d packages: %s"
               % (len(pairs), len(need), " ".join(sorted(need))[:300]))
    dest = debfetch.fetch_members(apt, cache, lang, "htmldocs", need)
    rows, matched = [], 0
    for e, x in sorted(pairs):
        try:
            be = htmlblocks.blocks(open(os.path.join(dest, e), encoding="utf-8", errors="replace").read())
            bx = htmlblocks.blocks(open(os.path.join(dest, x), encoding="utf-8", errors="replace").read())
        except OSError:
            continue
        if not be or len(be) != len(bx):
            continue
        matched += 1
        doc = _doc_name(owner[x], lang)
        for a, b in zip(be, bx):
            for ea, xb in segment.align_paragraph(a, b):
                rows.append(["html:" + doc, "page:%s/%s" % (doc, os.path.basename(x)), ea, xb])
    config.log("htmldocs: %d/%d pages with matching block structure, %d raw pairs"
               % (matched, len(pairs), len(rows)))
    pairstore.write(path, rows)
    shutil.rmtree(dest, ignore_errors=True)
