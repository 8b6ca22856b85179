"""Source: Bible verses, English WEB vs Spanish Reina-Valera 1909 (SWORD).

Why include archaic Spanish: 31k long, fully parallel prose sentences; the
source name 'bible' lets the trainer give it a low weight. A book is one
group for the dev/test hold-out. Only es has a Bible in Debian.
"""

import math
import os
import shutil
from collections import defaultdict

from . import config, debfetch, pairstore, sword

KIND = "bible"
MODULES = {"es": ("sword-text-sparv", "spaRV1909eb")}
ENGLISH = ("sword-text-web", "engWEB2015eb")


def _cost(a, b):
    return sum(abs(math.log((len(x) + 10) / (len(y) + 10))) for x, y in zip(a, b)) / max(1, min(len(a), len(b)))


def aligned_chapters(en, xx):
    """Chapters whose verse numbering agrees between the two versifications
    (NRSVA vs KJV shift verses in e.g. 1 Samuel 24, Joel, Malachi): same last
    verse number, and pairing verse i with i fits lengths better than i with i+-1."""
    ce, cx = defaultdict(dict), defaultdict(dict)
    for (b, c, v), t in en.items():
        ce[(b, c)][v] = t
    for (b, c, v), t in xx.items():
        cx[(b, c)][v] = t
    keep = set()
    for ch, vx in cx.items():
        ve = ce.get(ch)
        if not ve or max(ve) != max(vx):
            continue
        n = max(vx)
        a = [ve.get(i, "") for i in range(1, n + 1)]
        b = [vx.get(i, "") for i in range(1, n + 1)]
        if n < 3 or _cost(a, b) <= min(_cost(a[1:], b), _cost(a, b[1:])):
            keep.add(ch)
    return keep


def run(apt, cache, lang, slice_=False, **_):
    path = pairstore.unit_path(cache, lang, KIND, "bible")
    if pairstore.exists(path) or slice_ or lang not in MODULES:
        return
    debdir = os.path.join(cache, "debs")
    dest = os.path.join(cache, "extract", lang, "bible")
    shutil.rmtree(dest, ignore_errors=True)
    texts = []
    for pkg, mod in (ENGLISH, MODULES[lang]):
        debfetch.download(apt, debdir, [pkg])
        deb = debfetch.deb_path(debdir, pkg)
        if not deb:
            config.log("bible: %s not downloadable, skipped" % pkg)
            return
        base = "usr/share/sword/modules/texts/ztext/%s/" % mod
        members = [base + t + ext for t in ("ot", "nt") for ext in (".bzs", ".bzv", ".bzz")]
        debfetch.extract(deb, members, dest)
        texts.append(sword.read_module(os.path.join(dest, base)))
    en, xx = texts
    if not en or not xx:
        config.log("bible: module unreadable, nothing written (rerun retries)")
        return
    chapters = aligned_chapters(en, xx)
    rows = [["bible", "bible:" + k[0], en[k], xx[k]] for k in sorted(xx)
            if k in en and k[:2] in chapters]
    config.log("bible: %d English verses, %d %s verses, %d chapters kept, %d pairs"
               % (len(en), len(xx), lang, len(chapters), len(rows)))
    pairstore.write(path, rows)
    shutil.rmtree(dest, ignore_errors=True)
