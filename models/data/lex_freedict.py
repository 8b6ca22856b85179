"""Lexicon source: FreeDict German-English dictionaries (dict-freedict-deu-eng,
dict-freedict-eng-deu), dictd format, as (de, en, pos) word/phrase pairs.

A dictd database is a (dictzip = gzip) text plus an index of
`headword<TAB>offset<TAB>length` with base-64 numbers. One entry reads:

    Aalsuppe /ˈɑːlzʊpə/ <fem, n, sg>       headword, pronunciation, grammar
     [cook.] eel soup <n>, fish soup <n>   translations, comma-separated
             Note: ...                     notes, "see:", synonyms: skipped
          "a bowl of it" - eine Schale     examples: a phrase pair

Grammar tags (<n>, <v>, <adj>...) give the part of speech; domain labels
([cook.]) and gender/number tags are dropped from the text.
"""

import gzip
import os
import re

from . import debfetch

KIND = "freedict"
PACKAGES = {"dict-freedict-deu-eng": ("de", "usr/share/dictd/freedict-deu-eng"),
            "dict-freedict-eng-deu": ("en", "usr/share/dictd/freedict-eng-deu")}
POS = {"n", "v", "adj", "adv", "num", "prep", "conj", "pron", "interj", "art", "pl", "vi", "vt"}
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_SKIP = re.compile(r"^\s*(?:Note:|see:|Synonyms?:|Antonyms?:|See also:)", re.I)
_EXAMPLE = re.compile(r'^\s*"([^"]+)"\s+-\s+(.+)$')
_TAG = re.compile(r"<([^<>]*)>")
_LABEL = re.compile(r"\[[^\]]*\]|\{[^}]*\}")
_PRON = re.compile(r"(?:^|\s)/[^/]+/(?=\s|$)")  # "/ˈhaʊs/" between spaces only: "and/or" stays


def b64(s):
    n = 0
    for c in s:
        n = n * 64 + _B64.index(c)
    return n


def read_index(path):
    """[(headword, offset, length)] without the 00-database-* metadata entries."""
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 3 and not re.match(r"00-?database", parts[0]):
                out.append((parts[0], b64(parts[1]), b64(parts[2])))
    return out


def _pos(text):
    for tags in _TAG.findall(text):
        for t in tags.split(","):
            if t.strip() in POS:
                return {"vi": "v", "vt": "v"}.get(t.strip(), t.strip())
    return ""


def _clean(term):
    return re.sub(r"\s+", " ", _PRON.sub(" ", _TAG.sub("", _LABEL.sub("", term)))).strip(" ;,")


def _split_terms(line):
    """Comma-separated terms, commas inside (...), [...] or <...> kept."""
    out, depth, cur = [], 0, ""
    for c in line:
        depth += 1 if c in "([<" else -1 if c in ")]>" else 0
        if c == "," and depth <= 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    return out + [cur]


def parse_entry(text):
    """[(source term, target term, pos, kind)] of one entry; kind "word" or "example"."""
    lines = text.split("\n")
    head = lines[0]
    src = _clean(head)
    head_pos = _pos(head)
    out = []
    for ln in lines[1:]:
        if not ln.strip() or _SKIP.match(ln):
            continue
        m = _EXAMPLE.match(ln)
        if m:
            a, b = _clean(m.group(1)), _clean(m.group(2))
            if a and b:
                out.append((a, b, "", "example"))
            continue
        if ln.startswith(" " * 5):
            continue  # deeper-indented continuation of a note
        for term in _split_terms(ln):
            t = _clean(term)
            if t and src and any(c.isalpha() for c in t):
                out.append((src, t, head_pos or _pos(term), "word"))
    return out


def pairs_from_dict(base, src_lang):
    """(de, en, pos, kind) rows from base.index + base.dict.dz."""
    with gzip.open(base + ".dict.dz", "rb") as f:
        data = f.read()
    rows = []
    for _hw, off, ln in read_index(base + ".index"):
        for a, b, pos, kind in parse_entry(data[off:off + ln].decode("utf-8", "replace").strip("\n")):
            rows.append((a, b, pos, kind) if src_lang == "de" else (b, a, pos, kind))
    return rows


def extract(apt, cache):
    need = {p: [b + ".index", b + ".dict.dz"] for p, (_, b) in PACKAGES.items()}
    dest = debfetch.fetch_members(apt, cache, "lexicon", KIND, need)
    rows = []
    for pkg, (src_lang, base) in sorted(PACKAGES.items()):
        path = os.path.join(dest, base)
        if os.path.exists(path + ".index"):
            rows.extend([pkg] + list(r) for r in pairs_from_dict(path, src_lang))
    return rows
