"""Monolingual source: GNOME/MATE Mallard help pages
(/usr/share/help/<C|xx>/<doc>/*.page; "C" is the English original).

Task-oriented user documentation ("To print a page, press..."): the most
everyday prose of the desktop. Pages are read with src_mallard.blocks, the
parallel road's reader (code, screens, credits and licences skipped).
"""

import os
import re
from collections import defaultdict

from . import debfetch, debindex, src_mallard

KIND = "help"
NEED_END = True


def plan(apt, lang):
    """{package: [page paths]} for the language's help pages."""
    rx = re.compile(r"^usr/share/help/%s/[^/]+/[^/]+\.page$" % ("C" if lang == "en" else lang))
    need = defaultdict(list)
    for fpath, pkg in debindex.contents_under(apt, "usr/share/help/"):
        if rx.match(fpath):
            need[pkg].append(fpath)
    return dict(need)


def extract(apt, cache, lang):
    need = plan(apt, lang)
    dest = debfetch.fetch_members(apt, cache, "mono-" + lang, KIND, need)
    rows = []
    for pkg, members in sorted(need.items()):
        for m in sorted(members):
            doc = m.split("/")[4]  # usr/share/help/<lang>/<doc>/x.page
            for b in src_mallard.blocks(os.path.join(dest, m)) or []:
                rows.append(["help:" + doc, b])
    return rows
