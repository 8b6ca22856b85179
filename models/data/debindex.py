"""Read the private apt indexes: Contents (which package owns which file)
and Packages (sizes), to plan which .debs hold catalogues for a language.

Why Contents: it lists every file of every binary package, so one scan
finds all ~2,000 packages with Spanish catalogues without downloading them.
"""

import gzip
import os
import re
from collections import defaultdict

from . import config, langs


def _open_text(path):
    if path.endswith(".gz"):
        return gzip.open(path, "rt", encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")


def scan_contents(apt, lang):
    """Return {package: {"mo": [paths], "qm": [paths]}} for the language.

    For .mo, keep one locale per (package, domain): plain 'es' over 'es_ES'
    over other variants, so es_AR/es_MX do not triple-count the same text. Catalogues under
    LC_MESSAGES, and those a web application names by their locale (langs.named_mo_regex)."""
    mo_re, qm_re, named_re = langs.mo_regex(lang), langs.qm_regex(lang), langs.named_mo_regex(lang)
    best = {}  # (pkg, dir-with-locale-stripped, domain) -> (rank, path)
    qms = defaultdict(list)
    files = apt.list_files("*_Contents-*.gz")
    for path in files:
        with _open_text(path) as f:
            for line in f:
                if ".mo" not in line and ".qm" not in line:
                    continue
                parts = line.rstrip("\n").rsplit(None, 1)
                if len(parts) != 2:
                    continue
                fpath, owners = parts
                # (locale, where the catalogue's name is read: one locale per place and name)
                m = mo_re.search(fpath)
                found = (m.group(1), (fpath[:m.start(1)], m.group(2))) if m else None
                if not found and "/LC_MESSAGES/" not in fpath:
                    n = named_re.search(fpath)
                    found = (n.group(2), (fpath[:n.start()], n.group(1) or "")) if n else None
                q = None if found else qm_re.search(fpath)
                if not found and not q:
                    continue
                for owner in owners.split(","):
                    pkg = owner.rsplit("/", 1)[-1]
                    if found:
                        key = (pkg,) + found[1]
                        r = langs.rank_locale(found[0], lang)
                        if key not in best or r < best[key][0]:
                            best[key] = (r, fpath)
                    else:
                        qms[pkg].append(fpath)
    plan = defaultdict(lambda: {"mo": [], "qm": []})
    for (pkg, _, _), (_, fpath) in best.items():
        plan[pkg]["mo"].append(fpath)
    for pkg, paths in qms.items():
        plan[pkg]["qm"].extend(paths)
    return dict(plan)


def package_sizes(apt):
    """{package: size in bytes of the .deb} from the Packages indexes."""
    sizes = {}
    for path in apt.list_files("*_binary-amd64_Packages"):
        pkg = None
        with _open_text(path) as f:
            for line in f:
                if line.startswith("Package: "):
                    pkg = line[9:].strip()
                elif line.startswith("Size: ") and pkg:
                    sizes[pkg] = max(sizes.get(pkg, 0), int(line[6:]))
    return sizes


def read_stanzas(path):
    """Yield deb822 stanzas as {field: value} (continuation lines kept)."""
    with _open_text(path) as f:
        cur, key = {}, None
        for line in f:
            if line == "\n":
                if cur:
                    yield cur
                cur, key = {}, None
            elif line[0] in " \t" and key:
                cur[key] += "\n" + line[1:].rstrip("\n")
            else:
                k, _, v = line.partition(":")
                key = k
                cur[k] = v.strip()
        if cur:
            yield cur


def contents_under(apt, prefix):
    """Yield (path, package) for every file under `prefix` in the Contents index; a file
    several packages ship is named with its first owner."""
    for path in apt.list_files("*_Contents-*.gz"):
        with _open_text(path) as f:
            for line in f:
                if not line.startswith(prefix):
                    continue
                fpath, owners = line.rstrip("\n").rsplit(None, 1)
                yield fpath, owners.split(",")[0].rsplit("/", 1)[-1]


def package_files(apt, pkgs):
    """{package: [paths]} for the given packages, from the Contents index (one pass)."""
    want, out = set(pkgs), defaultdict(list)
    for path in apt.list_files("*_Contents-*.gz"):
        with _open_text(path) as f:
            for line in f:
                parts = line.rstrip("\n").rsplit(None, 1)
                if len(parts) != 2:
                    continue
                for owner in parts[1].split(","):
                    pkg = owner.rsplit("/", 1)[-1]
                    if pkg in want:
                        out[pkg].append(parts[0])
    return dict(out)
