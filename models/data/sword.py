"""Reader for SWORD zText Bible modules (no libsword needed).

Why: the only Spanish Bible in Debian (sword-text-sparv, Reina-Valera 1909)
and the English WEB come as SWORD modules; their zText layout is simple:
  <testament>.bzs  12-byte records (offset, size, uncompressed size) of
                   zlib blocks in <testament>.bzz (one block per book here)
  <testament>.bzv  10-byte records (block, offset, size:u16) per index entry
The index runs module header, testament header, then per book a heading
entry and per chapter a heading entry (carrying <chapter sID="Book.N"/>)
followed by one entry per verse. The two modules use different
versifications (NRSVA vs KJV), so we key verses by (book, chapter, verse)
read from those headings rather than by index position.
"""

import os
import re
import struct
import zlib

_CH = re.compile(r'<chapter\b[^>]*\bsID="([\w.]+)\.(\d+)"')
_BOOK = re.compile(r'<div\b(?=[^>]*type="book")(?=[^>]*\bsID=)[^>]*>')  # start, not end, of a book
_DROP = re.compile(r"<note\b.*?</note>|<title\b.*?</title>", re.S)
_TAG = re.compile(r"<[^>]+>")


def verse_text(osis):
    """OSIS markup -> plain text (footnotes and section titles removed)."""
    t = _TAG.sub("", _DROP.sub(" ", osis))
    return re.sub(r"\s+", " ", t).strip()


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def read_module(moddir):
    """{(book, chapter, verse): plain text} for a zText module directory."""
    out = {}
    for testament in ("ot", "nt"):
        bzs = os.path.join(moddir, testament + ".bzs")
        if not os.path.exists(bzs):
            continue
        idx = _read(bzs)
        vidx = _read(os.path.join(moddir, testament + ".bzv"))
        data = _read(os.path.join(moddir, testament + ".bzz"))
        blocks = [struct.unpack_from("<3I", idx, i) for i in range(0, len(idx) - 11, 12)]
        cache = {}
        book = chap = None
        verse = 0
        for i in range(0, len(vidx) - 9, 10):
            b, off, size = struct.unpack_from("<IIH", vidx, i)
            if size == 0:
                verse += 1 if chap else 0
                continue
            if b not in cache:
                o, s, _u = blocks[b]
                cache = {b: zlib.decompress(data[o:o + s])}
            raw = cache[b][off:off + size].decode("utf-8", "replace")
            m = _CH.search(raw)
            if m:
                book, chap, verse = m.group(1), int(m.group(2)), 0
                continue
            if _BOOK.search(raw):
                book = chap = None  # a book heading: wait for its first chapter
                continue
            if chap is None:
                continue
            verse += 1
            txt = verse_text(raw)
            if txt:
                out[(book, chap, verse)] = txt
    return out
