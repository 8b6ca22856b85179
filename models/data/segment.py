"""Sentence splitting for paragraph pairs.

Why: descriptions and help paragraphs are long; when both sides split into
the same number of sentences, the i-th sentences are (almost always)
translations of each other, which gives sentence-level prose pairs - the
domain a browser translator needs most. When counts differ we keep the
paragraph pair whole instead of guessing an alignment.
"""

import re

_ABBR = {"e.g", "i.e", "etc", "vs", "dr", "mr", "mrs", "no", "nr", "p.ej", "ej",
         "sr", "sra", "z.b", "bzw", "ca", "usw", "inc", "ltd", "approx", "fig"}
_CAND = re.compile(r"[.!?](?:[\"')\]»”]*)\s+(?=[\"'(¿¡«“]?[A-ZÁÉÍÓÚÑÜÄÖ0-9])")


def split_sentences(text):
    out, start = [], 0
    for m in _CAND.finditer(text):
        before = text[start:m.start()]
        last = before.rsplit(None, 1)[-1].lower() if before.split() else ""
        if last.rstrip(".") in _ABBR or len(last.rstrip(".")) == 1:
            continue  # "e.g. Foo", "p. ej. Bar", initials
        out.append(text[start:m.end()].strip())
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def align_paragraph(en, xx):
    """Sentence pairs if both sides have the same number (>1) of sentences,
    else the paragraph pair itself."""
    se, sx = split_sentences(en), split_sentences(xx)
    if len(se) == len(sx) and len(se) > 1:
        return list(zip(se, sx))
    return [(en, xx)]
