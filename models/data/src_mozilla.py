"""Source: Firefox ESR and Thunderbird strings, en-US (omni.ja in the main
package) joined with the langpack .xpi of the language on file + key.

One .ftl/.properties file is one hold-out group.
"""

import os
import shutil
import zipfile

from . import config, debfetch, mozl10n, pairstore

KIND = "mozilla"
LOCALE = {"es": "es-ES", "de": "de"}
PRODUCTS = {
    "firefox": ("firefox-esr", ["usr/lib/firefox-esr/omni.ja", "usr/lib/firefox-esr/browser/omni.ja"],
                "firefox-esr-l10n-{l}",
                "usr/lib/firefox-esr/browser/extensions/langpack-{L}@firefox-esr.mozilla.org.xpi"),
    "thunderbird": ("thunderbird", ["usr/lib/thunderbird/omni.ja", "usr/share/thunderbird/omni.ja"],
                    "thunderbird-l10n-{l}",
                    "usr/lib/thunderbird/extensions/langpack-{L}@thunderbird.mozilla.org.xpi"),
}


def _strings(zips, loc):
    """{relative file path after the locale dir: {key: value}}"""
    out = {}
    for path in zips:
        with zipfile.ZipFile(path) as z:
            for n in z.namelist():
                if "/%s/" % loc not in n or not n.endswith((".ftl", ".properties")):
                    continue
                rel = n.rsplit("/%s/" % loc, 1)[-1]
                text = z.read(n).decode("utf-8", "replace")
                d = mozl10n.parse_ftl(text) if n.endswith(".ftl") else mozl10n.parse_properties(text)
                out.setdefault(rel, {}).update(d)
    return out


def run(apt, cache, lang, slice_=False, **_):
    if slice_ or lang not in LOCALE:
        return
    loc = LOCALE[lang]
    debdir = os.path.join(cache, "debs")
    for prod, (enpkg, enfiles, xxpkg, xxfile) in PRODUCTS.items():
        path = pairstore.unit_path(cache, lang, KIND, prod)
        if pairstore.exists(path):
            continue
        xxpkg = xxpkg.format(l=loc.lower())
        xxfile = xxfile.format(L=loc)
        dest = os.path.join(cache, "extract", lang, prod)
        shutil.rmtree(dest, ignore_errors=True)
        debfetch.download(apt, debdir, [enpkg, xxpkg])
        got = []
        for pkg, members in ((enpkg, enfiles), (xxpkg, [xxfile])):
            deb = debfetch.deb_path(debdir, pkg)
            got.append([p for _, p in debfetch.extract(deb, members, dest)] if deb else [])
        if not got[0] or not got[1]:
            config.log("%s: packages or files missing, skipped" % prod)
            continue
        en, xx = _strings(got[0], "en-US"), _strings(got[1], loc)
        rows = []
        for rel in sorted(set(en) & set(xx)):
            for key in sorted(set(en[rel]) & set(xx[rel])):
                rows.append([prod, "%s:%s" % (prod, rel), en[rel][key], xx[rel][key]])
        config.log("%s: %d files joined, %d pairs" % (prod, len(set(en) & set(xx)), len(rows)))
        pairstore.write(path, rows)
        shutil.rmtree(dest, ignore_errors=True)
