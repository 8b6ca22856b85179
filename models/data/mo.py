"""GNU gettext .mo parser (binary catalogue -> msgid/msgstr pairs).

Why our own: the stdlib `gettext` module hides msgctxt and plural forms and
needs a file per domain; we want every (context, English, translation)
entry of any .mo, including big-endian ones, without third-party code.

Format (gettext manual, "MO Files"): magic 0x950412de, revision, N,
offset of original-string table, offset of translation table; each table has
N (length, offset) pairs. An original may be "ctxt\\x04msgid" and/or
"singular\\x00plural"; a translation of a plural entry is "form0\\x00form1...".
msgfmt never writes fuzzy or untranslated entries, but we still skip empties.
"""

import codecs
import struct

MAGIC_LE = 0x950412DE


class MoError(ValueError):
    pass


def _charset(header):
    for line in header.split("\n"):
        if line.lower().startswith("content-type:") and "charset=" in line:
            cs = line.rsplit("charset=", 1)[1].strip().split(";")[0].strip()
            if cs and cs.upper() != "CHARSET":
                return cs
    return "utf-8"


def parse_mo_bytes(data):
    """Yield (msgctxt or None, msgid, msgstr) for the singular of every entry."""
    if len(data) < 28:
        raise MoError("too short")
    magic = struct.unpack("<I", data[:4])[0]
    if magic == MAGIC_LE:
        end = "<"
    elif struct.unpack(">I", data[:4])[0] == MAGIC_LE:
        end = ">"
    else:
        raise MoError("bad magic")
    _rev, n, otab, ttab = struct.unpack(end + "4I", data[4:20])
    if otab + 8 * n > len(data) or ttab + 8 * n > len(data):
        raise MoError("truncated tables")

    def entry(table, i):
        ln, off = struct.unpack_from(end + "2I", data, table + 8 * i)
        if off + ln > len(data):
            raise MoError("string out of range")
        return data[off:off + ln]

    raw = [(entry(otab, i), entry(ttab, i)) for i in range(n)]
    charset = "utf-8"
    for o, t in raw:
        if o == b"":
            charset = _charset(t.decode("ascii", "replace"))
            break
    try:
        codecs.lookup(charset)
    except LookupError:  # e.g. "charset=charset=ISO-8859-1" in a sloppy header
        charset = "utf-8"
    for o, t in raw:
        if o == b"":
            continue  # the PO header
        ctxt = None
        if b"\x04" in o:
            c, o = o.split(b"\x04", 1)
            ctxt = c.decode(charset, "replace")
        msgid = o.split(b"\x00", 1)[0]      # singular only
        msgstr = t.split(b"\x00", 1)[0]     # form 0 = singular in en/es/de
        if not msgid or not msgstr:
            continue
        yield ctxt, msgid.decode(charset, "replace"), msgstr.decode(charset, "replace")


def parse_mo(path):
    with open(path, "rb") as f:
        return list(parse_mo_bytes(f.read()))


def write_mo(entries, path=None):
    """Build a .mo (used by the tests to make their own fixtures).

    entries: list of (msgctxt or None, msgid, msgstr); msgid/msgstr may hold
    \\x00-separated plural forms. A UTF-8 header is added."""
    header = "Content-Type: text/plain; charset=UTF-8\n"
    items = [(b"", header.encode())]
    for ctxt, mid, mstr in entries:
        key = ((ctxt + "\x04") if ctxt is not None else "") + mid
        items.append((key.encode("utf-8"), mstr.encode("utf-8")))
    items.sort()
    n = len(items)
    otab = 28
    ttab = otab + 8 * n
    pos = ttab + 8 * n
    blob = b""
    odesc, tdesc = [], []
    for o, _ in items:
        odesc.append((len(o), pos + len(blob)))
        blob += o + b"\x00"
    for _, t in items:
        tdesc.append((len(t), pos + len(blob)))
        blob += t + b"\x00"
    out = struct.pack("<7I", MAGIC_LE, 0, n, otab, ttab, 0, 0)
    for ln, off in odesc + tdesc:
        out += struct.pack("<2I", ln, off)
    out += blob
    if path:
        with open(path, "wb") as f:
            f.write(out)
    return out
