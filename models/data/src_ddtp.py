"""Source: DDTP, the translated package descriptions (Translation-xx).

apt already fetched Translation-en and Translation-xx into the private lists
(Acquire::Languages). Join on Description-md5; the short description is one
pair; the long one is split into paragraphs (" ." lines) and list items, and
paired position by position only where the structure matches.
"""

import re

from . import config, debindex, pairstore, segment

KIND = "ddtp"
_BULLET = re.compile(r"^\s*[*+o-]\s+")


def _descriptions(apt, lang):
    out = {}
    for path in apt.list_files("*_i18n_Translation-%s" % lang):
        for st in debindex.read_stanzas(path):
            md5, desc = st.get("Description-md5"), st.get("Description-%s" % lang)
            if md5 and desc:
                out[md5] = desc
    return out


def _blocks(desc):
    """Short description, then a list of paragraphs, each a list of blocks
    (running text or one list item)."""
    lines = desc.split("\n")
    short, body = lines[0].strip(), lines[1:]
    paras, cur, block = [], [], []
    for ln in body:
        if ln.strip() == ".":
            if block:
                cur.append(" ".join(block))
            if cur:
                paras.append(cur)
            cur, block = [], []
            continue
        if _BULLET.match(ln) or (ln.startswith(" ") and not block):
            if block:
                cur.append(" ".join(block))
            block = [_BULLET.sub("", ln).strip()]
        else:
            block.append(ln.strip())
    if block:
        cur.append(" ".join(block))
    if cur:
        paras.append(cur)
    return short, paras


def pairs_from(en_desc, xx_desc):
    se, pe = _blocks(en_desc)
    sx, px = _blocks(xx_desc)
    out = [(se, sx)]
    if len(pe) != len(px):
        return out
    for a, b in zip(pe, px):
        if len(a) != len(b):
            continue
        for ea, xb in zip(a, b):
            out.extend(segment.align_paragraph(ea, xb))
    return out


def run(apt, cache, lang, slice_=False, **_):
    path = pairstore.unit_path(cache, lang, KIND, "ddtp")
    if pairstore.exists(path):
        return
    xx = _descriptions(apt, lang)
    en = _descriptions(apt, "en")
    rows = []
    for md5, dx in sorted(xx.items()):
        de = en.get(md5)
        if not de:
            continue
        for a, b in pairs_from(de, dx):
            rows.append(["ddtp", "ddtp:" + md5, a, b])
    config.log("ddtp: %d translated descriptions, %d joined, %d raw pairs"
               % (len(xx), sum(1 for m in xx if m in en), len(rows)))
    pairstore.write(path, rows)
