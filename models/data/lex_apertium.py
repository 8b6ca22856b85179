"""Lexicon source: Apertium's English-Spanish bilingual dictionary as
(en, es, pos) word/phrase pairs.

Why from the compiled transducers and not the XML .dix: the .dix is only in
the source package, and the mirror reachable here serves the .dsc but not
the source tarballs (404). The binary package ships the same dictionary
compiled per direction (eng-spa.autobil.bin, spa-eng.autobil.bin);
`lt-print` (lttoolbox-dev, run from an extracted .deb with its library,
nothing installed) prints each as AT&T text, and every path from the start
state to a final state of the main section is one entry:
`bathroom<n>` -> `baño<n><m>`. The other sections are generated patterns
(numbers, money, centuries): skipped. `#` marks an invariable tail
("House# of Representatives"): removed. An entry present in both
directions is "both", else "en>es" or "es>en" (the .dix's LR/RL marks).
"""

import os
import re
import subprocess
from collections import defaultdict

from . import config, debfetch

KIND = "apertium"
DATA = "usr/share/apertium/apertium-eng-spa/"
LIB = "usr/lib/x86_64-linux-gnu/"
NEED = {"apertium-eng-spa": [DATA + "eng-spa.autobil.bin", DATA + "spa-eng.autobil.bin"],
        "lttoolbox-dev": ["usr/bin/lt-print"],
        "liblttoolbox3": [LIB + "liblttoolbox.so.3", LIB + "liblttoolbox.so.3.0.0"]}
MAX_PATHS = 2_000_000  # a guard: the main section has ~92 k paths
_ENTRY = re.compile(r"^([^<]+)((?:<[^<>]+>)*)$")


def att_sections(text):
    """[(arcs {state: [(dest, in, out)]}, finals set)] of lt-print's output."""
    out = []
    for block in text.split("\n--\n"):
        arcs, finals = defaultdict(list), set()
        for line in block.split("\n"):
            f = [x for x in line.split("\t") if x != ""]
            if len(f) >= 4:
                arcs[int(f[0])].append((int(f[1]), f[2], f[3]))
            elif f and f[0] != "--":
                finals.add(int(f[0]))
        out.append((arcs, finals))
    return out


def paths(arcs, finals, limit=MAX_PATHS):
    """(input, output) strings of every cycle-free path from state 0 to a final state."""
    out, stack = [], [(0, "", "", frozenset([0]))]
    while stack and len(out) < limit:
        s, i, o, seen = stack.pop()
        if s in finals:
            out.append((i, o))
        for d, a, b in arcs.get(s, ()):
            if d not in seen:
                stack.append((d, i + ("" if a == "ε" else a), o + ("" if b == "ε" else b), seen | {d}))
    return out


def split_entry(s):
    """'bathroom<n>' -> ('bathroom', ['n']); None if it is not lemma+tags."""
    m = _ENTRY.match(s)
    if not m:
        return None
    return m.group(1).replace("#", "").strip(), re.findall(r"<([^<>]+)>", m.group(2))


def entries(att_text):
    """{(source lemma, target lemma, pos)} of the main (largest) section."""
    secs = att_sections(att_text)
    arcs, finals = max(secs, key=lambda s: len(s[0]))
    got = set()
    for i, o in paths(arcs, finals):
        a, b = split_entry(i), split_entry(o)
        if a and b and a[0] and b[0]:
            got.add((a[0], b[0], a[1][0] if a[1] else ""))
    return got


def merge(en_es, es_en):
    """Rows (en, es, pos, dir) from the two directions' entries."""
    fwd = {(e, s): p for e, s, p in en_es}
    back = {(e, s): p for s, e, p in es_en}
    rows = []
    for k in sorted(set(fwd) | set(back)):
        d = "both" if k in fwd and k in back else ("en>es" if k in fwd else "es>en")
        rows.append((k[0], k[1], fwd.get(k) or back.get(k), d))
    return rows


def extract(apt, cache):
    dest = debfetch.fetch_members(apt, cache, "lexicon", KIND, NEED)
    tool = os.path.join(dest, "usr/bin/lt-print")
    env = dict(os.environ, LD_LIBRARY_PATH=os.path.join(dest, LIB))
    got = {}
    for name in ("eng-spa", "spa-eng"):
        r = subprocess.run(["nice", "-n", "10", tool, os.path.join(dest, DATA + name + ".autobil.bin")],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            config.log("apertium: lt-print failed on %s: %s" % (name, r.stderr.strip()[:200]))
            return []
        got[name] = entries(r.stdout)
        config.log("apertium: %s: %d entries" % (name, len(got[name])))
    return [["apertium-eng-spa:" + d, e, s, p, "phrase" if " " in e or " " in s else "word"]
            for e, s, p, d in merge(got["eng-spa"], got["spa-eng"])]
