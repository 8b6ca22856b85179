"""Monolingual source: manuals shipped as HTML in documentation packages
(Debian handbook, Debian reference, installation guide, FAQ, maintainers'
guide, developers' reference, GIMP and LibreOffice help, LilyPond manuals,
Debian Edu, FreedomBox, aptitude, Ubuntu packaging guide), one language at
a time. A package that ships one language only is read whole: strays in
another language fall to the language check.

Pages are read with htmlblocks (the parallel road's reader: <pre>, scripts
and styles skipped), so a block is a paragraph, list item, heading or cell;
headings and cells fall to the sentence-shape filter later.
"""

import gzip
import os
import re

from . import debfetch, debindex, htmlblocks

KIND = "docs"
NEED_END = True
# (package, path regex) per language; the path picks the language inside
# packages that ship several (handbook, installation guide)
DOCS = {
    "en": [("debian-handbook", r"/html/en-US/[^/]+\.html$"),
           ("debian-reference-en", r"\.en\.html$"),
           ("installation-guide-amd64", r"/installation-guide-amd64/en/[^/]+\.html$"),
           ("debian-faq", r"\.html(?:\.gz)?$"),
           ("maint-guide", r"\.en\.html$"),
           ("developers-reference", r"^usr/share/developers-reference/[^/]+\.html$"),
           ("gimp-help-en", r"/help/en/.+\.html$"),
           ("libreoffice-help-en-us", r"/help/en-US/.+\.html$"),
           ("lilypond-doc-html", r"(?<!\.[a-z]{2})\.html$"),
           ("debian-edu-doc-en", r"\.html$"),
           ("freedombox-doc-en", r"\.html$"),
           ("aptitude-doc-en", r"\.html$"),
           ("ubuntu-packaging-guide-html", r"\.html$")],
    "es": [("debian-handbook", r"/html/es-ES/[^/]+\.html$"),
           ("debian-reference-es", r"\.es\.html$"),
           ("installation-guide-amd64", r"/installation-guide-amd64/es/[^/]+\.html$"),
           ("maint-guide-es", r"\.es\.html$"),
           ("gimp-help-es", r"/help/es/.+\.html$"),
           ("libreoffice-help-es", r"/help/es/.+\.html$"),
           ("lilypond-doc-html-es", r"\.html$"),
           ("debian-edu-doc-es", r"\.html$"),
           ("freedombox-doc-es", r"\.html$"),
           ("aptitude-doc-es", r"\.html$"),
           ("ubuntu-packaging-guide-html-es", r"\.html$")],
    "de": [("debian-handbook", r"/html/de-DE/[^/]+\.html$"),
           ("debian-reference-de", r"\.de\.html$"),
           ("installation-guide-amd64", r"/installation-guide-amd64/de/[^/]+\.html$"),
           ("debian-faq-de", r"\.html(?:\.gz)?$"),
           ("maint-guide-de", r"\.de\.html$"),
           ("developers-reference-de", r"^usr/share/developers-reference/de/[^/]+\.html$"),
           ("gimp-help-de", r"/help/de/.+\.html$"),
           ("libreoffice-help-de", r"/help/de/.+\.html$"),
           ("lilypond-doc-html-de", r"\.html$"),
           ("debian-edu-doc-de", r"\.html$"),
           ("ubuntu-packaging-guide-html-de", r"\.html$")],
}


def plan(files, lang):
    """{package: [member paths]} from package_files() output."""
    need = {}
    for pkg, rx in DOCS.get(lang, []):
        r = re.compile(rx)
        hits = [f for f in files.get(pkg, []) if r.search(f)]
        if hits:
            need[pkg] = sorted(set(need.get(pkg, []) + hits))
    return need


def read_page(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as f:
        return htmlblocks.blocks(f.read())


def extract(apt, cache, lang):
    pkgs = [p for p, _ in DOCS.get(lang, [])]
    need = plan(debindex.package_files(apt, pkgs), lang)
    dest = debfetch.fetch_members(apt, cache, "mono-" + lang, KIND, need)
    rows = []
    for pkg, members in sorted(need.items()):
        doc = re.sub(r"-(?:en|es|de|en-us|amd64|html)$", "", re.sub(r"-html-(?:es|de)$", "", pkg))
        for m in members:
            path = os.path.join(dest, m)
            if os.path.isfile(path):
                rows.extend(["docs:" + doc, b] for b in read_page(path))
    return rows
