"""Placeholder extraction: a translation must keep every format placeholder.

Why: a pair whose placeholders differ is either a broken translation or a
misaligned one; training on it teaches the model to drop or invent %s/{0},
which breaks the strings of any application the translator is used on.
Positional indices (%1$s) are ignored so legitimate reordering is allowed.
"""

import re
from collections import Counter

_RX = re.compile(
    r"%(?:\d+\$)?[-+#0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|L|q|j|z|t|I64)?[diouxXeEfFgGaAcspn]"
    r"|%\([A-Za-z_][\w.-]*\)[-+#0]*\d*(?:\.\d+)?[diouxXeEfFgGrsac]"   # python %(name)s
    r"|%L?\d+"                                                           # Qt %1, %L1
    r"|\{\d*\}|\{[A-Za-z_][\w.]*(?::[^{}]*)?\}"                         # {0} {} {name}
    r"|\$\{[A-Za-z_]\w*\}"                                               # ${var}
    r"|\$\d\b"                                                          # Chromium $1
)
_POS = re.compile(r"^%\d+\$")


def placeholders(s):
    s = s.replace("%%", "")
    out = Counter()
    for m in _RX.finditer(s):
        tok = m.group(0)
        if tok.startswith(("%(", "{", "$")):
            out[tok] += 1
        elif re.match(r"^%L?\d+$", tok):
            out[tok.replace("L", "")] += 1
        else:
            out[_POS.sub("%", tok)] += 1
    return out


def same_placeholders(a, b):
    return placeholders(a) == placeholders(b)
