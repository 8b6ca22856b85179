"""Source: PO translations inside source packages (documentation and
programs whose translations are not shipped compiled, or only partly):
installation-guide, debian-edu-doc, calibre (incl. its user manual), dpkg,
apt, aptitude (incl. their man pages), debconf, po4a, Debian FAQ,
developers-reference, maint-guide.

Only the source tarballs are fetched (no build), and only the language's
PO files are read from them, streaming. One PO file is one hold-out group.
"""

import os
import re
import tarfile

from . import config, fetchsrc, pairstore, po

KIND = "sourcepo"
PACKAGES = ["installation-guide", "debian-edu-doc", "calibre", "dpkg", "apt", "aptitude",
            "debconf", "po4a", "debian-faq", "developers-reference", "maint-guide"]
SKIP_FILES = re.compile(r"hyphenation|mathjax|\.asc$|\.dsc$")


def po_member_re(lang):
    # .../es.po, .../es_ES.po, .../es/anything.po, .../po/es/..., manpages es.po
    return re.compile(r"(?:^|/|\.)%s(?:_[A-Z]{2})?\.po$|/%s(?:_[A-Z]{2})?/[^/]+\.po$" % (lang, lang))


def select(found, lang):
    """Drop byte-identical copies (calibre ships its PO files in two tarballs)
    and regional variants (es_MX) where the plain language exists beside them."""
    seen, out = set(), []
    names = set(found)
    for rel in sorted(found, key=lambda r: (len(r), r)):
        h = hash(found[rel])
        if h in seen:
            continue
        plain = re.sub(r"(?<=[/.])%s_[A-Z]{2}(?=\.po$|/)" % lang, lang, rel)
        if plain != rel and plain in names:
            continue
        seen.add(h)
        out.append(rel)
    return sorted(out)


def run(apt, cache, lang, slice_=False, **_):
    if slice_:
        return
    rx = po_member_re(lang)
    for pkg in PACKAGES:
        path = pairstore.unit_path(cache, lang, KIND, pkg)
        if pairstore.exists(path):
            continue
        rows, failed, found = [], False, {}
        for e in fetchsrc.source_uris(apt, pkg):
            if SKIP_FILES.search(e["name"]) or ".tar." not in e["name"]:
                continue
            try:
                tb = fetchsrc.fetch_file(e, os.path.join(cache, "src"))
            except OSError as err:
                config.log("sourcepo: %s: %s" % (e["name"], err))
                failed = True  # some .orig tarballs 404 on the mirror (DATA.md)
                continue
            with tarfile.open(tb, "r:*") as tf:
                for m in tf:
                    if m.isfile() and rx.search(m.name):
                        found[m.name.split("/", 1)[-1]] = tf.extractfile(m).read()
        for rel in select(found, lang):
            text = found[rel].decode("utf-8", "replace")
            for _ctx, en, xx in po.parse_po_text(text):
                rows.append(["po:" + pkg, "srcpo:%s/%s" % (pkg, rel), en, xx])
        config.log("sourcepo: %s: %d raw pairs" % (pkg, len(rows)))
        if rows or not failed:  # a failed download is retried by the next run
            pairstore.write(path, rows)
