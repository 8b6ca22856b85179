"""Source: Bible verses, English WEB vs Spanish Reina-Valera 1909 (SWORD).

Why include archaic Spanish: 31k long, fully parallel prose sentences; the
source name 'bible' lets the trainer give it a low weight. A book is one
group for the dev/test hold-out. Only es has a Bible in Debian.

The 1909 text's spelling predates the 1952 accent reform: "fué á Jerusalem",
"dió", "vió", "ó". The student copied it into modern prose ("fueron á la
jungla": 10 such words in its FLORES dev output). `modern_spelling` writes
those words the way Spanish is written now; words and grammar stay 1909's.
"""

import math
import os
import re
import shutil
from collections import defaultdict

from . import config, debfetch, pairstore, sword

KIND = "bible"
MODULES = {"es": ("sword-text-sparv", "spaRV1909eb")}
ENGLISH = ("sword-text-web", "engWEB2015eb")


def _cost(a, b):
    return sum(abs(math.log((len(x) + 10) / (len(y) + 10))) for x, y in zip(a, b)) / max(1, min(len(a), len(b)))


# Monosyllables that lost their accent in the 1952 reform, as whole words.
_UNACCENTED = {"á": "a", "é": "e", "fué": "fue", "fuí": "fui", "dió": "dio", "vió": "vio", "dí": "di", "ví": "vi"}
_OLD_WORD = re.compile(r"(?<!\w)(%s)(?!\w)" % "|".join(sorted(_UNACCENTED, key=len, reverse=True)), re.IGNORECASE)
# "ó" (or) kept its accent between digits until 2010 ("3 ó 4"); a 1909 verse has no such case.
_OLD_OR = re.compile(r"(?<!\w)ó(?!\w)", re.IGNORECASE)


def modern_spelling(text):
    """Reina-Valera 1909's pre-1952 accents on monosyllables, as written today ("fué á" -> "fue a")."""
    def plain(m):
        word = m.group(0)
        new = _UNACCENTED[word.lower()]
        return new[0].upper() + new[1:] if word[0].isupper() else new
    text = _OLD_WORD.sub(plain, text)
    return _OLD_OR.sub(lambda m: "O" if m.group(0).isupper() else "o", text)


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
    rows = [["bible", "bible:" + k[0], en[k], modern_spelling(xx[k]) if lang == "es" else xx[k]]
            for k in sorted(xx) if k in en and k[:2] in chapters]
    config.log("bible: %d English verses, %d %s verses, %d chapters kept, %d pairs"
               % (len(en), len(xx), lang, len(chapters), len(rows)))
    pairstore.write(path, rows)
    shutil.rmtree(dest, ignore_errors=True)
