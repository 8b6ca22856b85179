"""Source: LibreOffice UI and help PO files from the source package's
orig-translations tarball (~200 MB, one file of the libreoffice source).

Why: the binary l10n packages ship compiled .mo for the UI only; the help
(real prose, ~33k es pairs) exists only as PO in this tarball. Groups are
PO files (one help document or UI module each), so dev/test hold out
whole documents.
"""

import os
import shutil
import subprocess

from . import config, fetchsrc, pairstore, po

KIND = "libreoffice"


def run(apt, cache, lang, slice_=False, **_):
    path = pairstore.unit_path(cache, lang, KIND, "libreoffice")
    if pairstore.exists(path) or slice_:
        return
    entries = [e for e in fetchsrc.source_uris(apt, "libreoffice")
               if e["name"].endswith(".orig-translations.tar.xz")]
    if not entries:
        config.log("libreoffice: no translations tarball found, skipped")
        return
    tarball = fetchsrc.fetch_file(entries[0], os.path.join(cache, "src"))
    dest = os.path.join(cache, "extract", lang, "libreoffice")
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    config.log("libreoffice: extracting translations/source/%s/ (xz, takes a minute)" % lang)
    subprocess.run(["nice", "-n", "10", "tar", "-xJf", tarball, "-C", dest, "--wildcards",
                    "*translations/source/%s/*" % lang], check=False)
    rows = []
    for root, _dirs, files in os.walk(dest):
        for f in sorted(files):
            if not f.endswith(".po"):
                continue
            full = os.path.join(root, f)
            rel = full.split("/source/%s/" % lang, 1)[-1]
            name = "po:libreoffice-help" if rel.startswith("helpcontent2") else "po:libreoffice-ui"
            for ctx, en, xx in po.parse_po(full):
                rows.append([name, "lo:" + rel, en, xx])
    config.log("libreoffice: %d raw pairs" % len(rows))
    pairstore.write(path, rows)
    shutil.rmtree(dest, ignore_errors=True)
