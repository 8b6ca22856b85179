"""Gettext .po parser (source-package catalogues: LibreOffice, dpkg docs...).

Why our own: only the standard library is available. Handles msgctxt, multi-line strings,
C escapes, plural entries (msgstr[0] = singular), and skips fuzzy,
obsolete (#~) and untranslated entries and the header.
"""

import re

_ESC = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_STR = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _unquote(s):
    return re.sub(r"\\(.)", lambda m: _ESC.get(m.group(1), m.group(1)), s)


def parse_po_text(text):
    """Yield (msgctxt or None, msgid, msgstr) for translated, non-fuzzy entries."""
    entries = []
    cur = {}
    field = None
    flags = ""

    def flush():
        nonlocal cur, flags, field
        if "msgid" in cur:
            entries.append((cur, "fuzzy" in flags))
        cur, flags, field = {}, "", None

    for line in text.splitlines():
        line = line.strip()
        if not line:
            flush()
            continue
        if line.startswith("#,"):
            if "msgid" in cur:
                flush()
            flags += line
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                field = None  # obsolete
            continue
        if line.startswith('"'):
            if field:
                m = _STR.match(line)
                if m:
                    cur[field] += _unquote(m.group(1))
            continue
        key, _, rest = line.partition(" ")
        # a new entry starts at msgctxt, or at msgid once a msgstr was seen
        if "msgid" in cur and (key == "msgctxt" or
                               (key == "msgid" and any(k.startswith("msgstr") for k in cur))):
            flush()
        m = _STR.match(rest.strip())
        if not m:
            field = None
            continue
        if key.startswith("msgstr[") and key != "msgstr[0]":
            field = None
            continue
        field = "msgstr" if key.startswith("msgstr") else key
        cur[field] = _unquote(m.group(1))
    flush()
    for e, fuzzy in entries:
        mid, mstr = e.get("msgid", ""), e.get("msgstr", "")
        if fuzzy or not mid or not mstr:
            continue
        yield e.get("msgctxt"), mid, mstr


def parse_po(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return list(parse_po_text(f.read()))
