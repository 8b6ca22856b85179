"""Source: Chromium UI strings (en-US.pak in chromium-common vs xx.pak in
chromium-l10n), joined on resource id.

Browser vocabulary is the domain closest to what Heed translates. Resource
ids of one feature are mostly contiguous, so hold-out groups are id blocks
of 100 rather than single strings.
"""

import os
import shutil

from . import config, debfetch, pak, pairstore

KIND = "chromium"
EN = ("chromium-common", "usr/lib/chromium/locales/en-US.pak")
XX = ("chromium-l10n", "usr/lib/chromium/locales/%s.pak")


def run(apt, cache, lang, slice_=False, **_):
    path = pairstore.unit_path(cache, lang, KIND, "chromium")
    if pairstore.exists(path) or slice_:
        return
    debdir = os.path.join(cache, "debs")
    dest = os.path.join(cache, "extract", lang, "chromium")
    shutil.rmtree(dest, ignore_errors=True)
    texts = []
    for pkg, member in (EN, (XX[0], XX[1] % lang)):
        debfetch.download(apt, debdir, [pkg])
        deb = debfetch.deb_path(debdir, pkg)
        files = debfetch.extract(deb, [member], dest) if deb else []
        if not files:
            config.log("chromium: %s from %s not available, skipped" % (member, pkg))
            return
        with open(files[0][1], "rb") as f:
            texts.append(pak.read_pak(f.read()))
    en, xx = texts
    rows = [["chromium", "chromium:%d" % (rid // 100), en[rid], xx[rid]]
            for rid in sorted(xx) if rid in en and en[rid] and xx[rid]]
    config.log("chromium: %d en strings, %d %s strings, %d pairs" % (len(en), len(xx), lang, len(rows)))
    pairstore.write(path, rows)
    shutil.rmtree(dest, ignore_errors=True)
