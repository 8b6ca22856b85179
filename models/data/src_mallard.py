"""Source: GNOME/MATE Mallard help pages (/usr/share/help/{C,xx}/doc/*.page).

Why: real documentation prose. Translated pages are produced by itstool
from the C page, so both have the same block structure: we pair the i-th
text block of the C page with the i-th of the translated page when the
block counts agree (about 94% of pages), then sentence-split the blocks.
A whole help document is one group for the dev/test hold-out.
"""

import os
import re
import shutil
import xml.etree.ElementTree as ET
from collections import defaultdict

from . import config, debfetch, debindex, pairstore, segment

KIND = "mallard"
BLOCKS = {"p", "title", "desc", "subtitle", "caption"}
SKIP = {"code", "screen", "media", "credit", "license", "name", "email", "years", "revision"}
_PAGE = r"^usr/share/help/(%s)/([^/]+)/([^/]+\.page)$"


def _local(tag):
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def blocks(path):
    """Text of every block element in document order (nested blocks inside a
    block are not split out: the outer text already contains them)."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError):
        return None
    out = []

    def walk(el):
        name = _local(el.tag)
        if name in SKIP:
            return
        if name in BLOCKS:
            out.append(re.sub(r"\s+", " ", "".join(el.itertext())).strip())
            return
        for ch in el:
            walk(ch)
    walk(root)
    return out


def plan(apt, lang):
    rx = re.compile(_PAGE % ("C|" + lang))
    owners = {"C": {}, lang: {}}
    for fpath, pkg in debindex.contents_under(apt, "usr/share/help/"):
        m = rx.match(fpath)
        if m:
            owners[m.group(1)][(m.group(2), m.group(3))] = pkg
    pages = [k for k in owners[lang] if k in owners["C"]]
    return pages, owners


def run(apt, cache, lang, slice_=False, **_):
    path = pairstore.unit_path(cache, lang, KIND, "mallard")
    if pairstore.exists(path) or slice_:
        return
    pages, owners = plan(apt, lang)
    need = defaultdict(list)
    for doc, page in pages:
        need[owners["C"][(doc, page)]].append("usr/share/help/C/%s/%s" % (doc, page))
        need[owners[lang][(doc, page)]].append("usr/share/help/%s/%s/%s" % (lang, doc, page))
    config.log("mallard: %d page pairs in %d packages" % (len(pages), len(need)))
    dest = debfetch.fetch_members(apt, cache, lang, "mallard", need)
    rows, matched = [], 0
    for doc, page in sorted(pages):
        bc = blocks(os.path.join(dest, "usr/share/help/C", doc, page))
        bx = blocks(os.path.join(dest, "usr/share/help", lang, doc, page))
        if not bc or not bx or len(bc) != len(bx):
            continue
        matched += 1
        for a, b in zip(bc, bx):
            for ea, xb in segment.align_paragraph(a, b):
                rows.append(["mallard:" + doc, "help:" + doc, ea, xb])
    config.log("mallard: %d/%d pages with matching block structure, %d raw pairs"
               % (matched, len(pages), len(rows)))
    pairstore.write(path, rows)
    shutil.rmtree(dest, ignore_errors=True)
