"""Monolingual source: package long descriptions (DDTP Translation-xx).

Translation-en holds every package's description (written by maintainers);
Translation-es/-de hold the human translations. The short description is a
label ("library for X"), so only the long body's paragraphs and list items
are kept; the block parser is src_ddtp's, so both roads read DDTP one way.
"""

from . import debindex, src_ddtp

KIND = "ddtp"
NEED_END = True


def paragraphs(desc):
    """Body blocks of one Description-xx value (short description dropped)."""
    _short, paras = src_ddtp._blocks(desc)
    return [b for p in paras for b in p]


def extract(apt, cache, lang):
    rows, seen = [], set()
    for path in apt.list_files("*_i18n_Translation-%s" % lang):
        for st in debindex.read_stanzas(path):
            desc = st.get("Description-%s" % lang)
            md5 = st.get("Description-md5")
            if not desc or md5 in seen:  # one description shared by many packages
                continue
            seen.add(md5)
            for b in paragraphs(desc):
                rows.append(["ddtp:" + md5, b])
    return rows
