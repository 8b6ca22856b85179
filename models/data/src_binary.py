"""Source: catalogues inside binary packages (gettext .mo and Qt .qm).

This is the bulk of the corpus (~75%). Plan from the Contents index, then
download in a few parallel apt-get batches while the main thread extracts
and parses what has arrived, writing one pair file per package.
"""

import hashlib
import os
import shutil
from concurrent.futures import ThreadPoolExecutor, as_completed

from . import config, debfetch, debindex, mo, pairstore, qm

KIND = "binary"


def plan_packages(apt, lang, max_packages=None, slice_=False, max_deb_mb=500):
    plan = debindex.scan_contents(apt, lang)
    sizes = debindex.package_sizes(apt)
    pkgs = [p for p in plan if sizes.get(p, 0) <= max_deb_mb * 1e6]
    if slice_:
        # a handful of small packages, picked stably by name hash: CI smoke test
        small = [p for p in pkgs if 50e3 <= sizes.get(p, 0) <= 1.5e6 and plan[p]["mo"]]
        small.sort(key=lambda p: hashlib.sha1(p.encode()).hexdigest())
        pkgs = small[:max_packages or 8]
    else:
        # language-specific packages first (all their bytes are useful), then
        # smallest first: many groups early, big game data sets last
        pkgs.sort(key=lambda p: (not p.endswith("-" + lang) and ("-%s-" % lang) not in p,
                                 sizes.get(p, 0), p))
        if max_packages:
            pkgs = pkgs[:max_packages]
    return pkgs, plan, sizes


def extract_pairs(pkg, files, lang):
    """Parse the extracted catalogues of one package into pair rows."""
    rows = []
    for member, path in files:
        try:
            if member.endswith(".mo"):
                for ctx, en, xx in mo.parse_mo(path):
                    rows.append(["gettext:" + pkg, "pkg:" + pkg, en, xx])
            elif member.endswith(".qm"):
                for ctx, en, xx in qm.parse_qm(path):
                    rows.append(["qt:" + pkg, "pkg:" + pkg, en, xx])
        except (ValueError, OSError) as e:
            config.log("  %s: %s unreadable (%s)" % (pkg, member, e))
    return rows


def run(apt, cache, lang, max_packages=None, slice_=False, workers=3, batch=12):
    pkgs, plan, sizes = plan_packages(apt, lang, max_packages, slice_)
    debdir = os.path.join(cache, "debs")
    todo = [p for p in pkgs if not pairstore.exists(pairstore.unit_path(cache, lang, KIND, p))]
    total_mb = sum(sizes.get(p, 0) for p in todo) / 1e6
    config.log("binary catalogues: %d packages planned, %d to do (%.0f MB of .debs, some may be cached)"
               % (len(pkgs), len(todo), total_mb))
    done = npairs = 0
    mb = 0.0
    failed = []

    def process(batch_pkgs):
        """Download a batch, then extract+parse each package (worker thread:
        subprocesses release the GIL, so downloads and extraction overlap)."""
        try:
            bad = set(debfetch.download(apt, debdir, batch_pkgs))
        except Exception as e:  # network hiccup: leave for the rerun
            config.log("  download batch failed: %r" % e)
            return 0, list(batch_pkgs)
        n, fails = 0, []
        for p in batch_pkgs:
            deb = debfetch.deb_path(debdir, p)
            if p in bad or not deb:
                fails.append(p)
                continue
            try:
                dest = os.path.join(cache, "extract", lang, p)
                files = debfetch.extract(deb, plan[p]["mo"] + plan[p]["qm"], dest)
                rows = extract_pairs(p, files, lang)
                pairstore.write(pairstore.unit_path(cache, lang, KIND, p), rows)
                shutil.rmtree(dest, ignore_errors=True)
                n += len(rows)
            except Exception as e:
                config.log("  %s: extraction failed: %r" % (p, e))
                fails.append(p)
        return n, fails

    batches = [todo[i:i + batch] for i in range(0, len(todo), batch)]
    with ThreadPoolExecutor(max_workers=workers) as ex:
        futs = {ex.submit(process, b): b for b in batches}
        for fut in as_completed(futs):
            b = futs[fut]
            n, fails = fut.result()
            npairs += n
            failed.extend(fails)
            done += len(b)
            mb += sum(sizes.get(p, 0) for p in b) / 1e6
            config.log("binary: %d/%d packages (%.0f%%), %.0f/%.0f MB, %d raw pairs"
                       % (done, len(todo), 100.0 * done / max(1, len(todo)), mb, total_mb, npairs))
    if failed:
        config.log("binary: %d packages failed (a rerun retries them): %s"
                   % (len(failed), " ".join(failed[:30])))
    return pkgs
