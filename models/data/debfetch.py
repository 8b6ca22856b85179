"""Download binary packages with apt-get download (private config) and pull
only the wanted files out of them.

Why not extract whole packages: the union is ~6 GB compressed; we only need
a few catalogue files per package, so `dpkg-deb --fsys-tarfile | tar -x`
with an explicit member list keeps disk and time low. Downloads are reused
on rerun (skip if $CACHE/debs/<pkg>_*.deb exists).
"""

import glob
import os
import shutil
import subprocess
import tempfile
from collections import defaultdict

from . import config


def deb_path(debdir, pkg):
    hits = glob.glob(os.path.join(debdir, glob.escape(pkg) + "_*.deb"))
    return hits[0] if hits else None


def download(apt, debdir, pkgs):
    """apt-get download a batch into debdir; returns packages that failed.

    A batch is tried at once (one apt run, pipelined); if apt refuses it
    (one bad name fails the whole command) we retry one by one."""
    os.makedirs(debdir, exist_ok=True)
    todo = [p for p in pkgs if not deb_path(debdir, p)]
    if not todo:
        return []
    tmp = tempfile.mkdtemp(prefix="dl-", dir=debdir)
    try:
        r = apt.run(["download", "-q"] + todo, cwd=tmp,
                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if r.returncode != 0 and len(todo) > 1:
            for p in todo:
                apt.run(["download", "-q", p], cwd=tmp,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for f in os.listdir(tmp):
            if f.endswith(".deb"):
                os.replace(os.path.join(tmp, f), os.path.join(debdir, f))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return [p for p in todo if not deb_path(debdir, p)]


def extract(deb, members, dest):
    """Extract the listed paths (as in Contents, no leading './') into dest.

    Symlinked catalogues are extracted as links; callers resolve or skip them.
    tar exits non-zero when a member is missing; we keep whatever came out."""
    os.makedirs(dest, exist_ok=True)
    names = ["./" + m.lstrip("/") for m in members]
    lst = os.path.join(dest, ".members")
    with open(lst, "w") as f:
        f.write("\n".join(names) + "\n")
    p1 = subprocess.Popen(["nice", "-n", "10", "dpkg-deb", "--fsys-tarfile", deb],
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    p2 = subprocess.run(["nice", "-n", "10", "tar", "-x", "-C", dest, "-T", lst,
                         "--no-same-owner", "--no-wildcards"],
                        stdin=p1.stdout, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    p1.stdout.close()
    p1.wait()
    os.unlink(lst)
    out = []
    for m in members:
        path = os.path.join(dest, m.lstrip("/"))
        if os.path.isfile(path) and not os.path.islink(path):
            out.append((m, path))
        elif os.path.islink(path):
            # link inside the package: follow it within dest if we have the target
            tgt = os.path.realpath(path)
            if tgt.startswith(os.path.realpath(dest)) and os.path.isfile(tgt):
                out.append((m, tgt))
    return out


def fetch_members(apt, cache, lang, name, need):
    """Downloads the packages of `need` (package -> member paths) and extracts just those
    members into a fresh $cache/extract/<lang>/<name>; returns that folder. Shared by the
    sources that pair files inside binary packages (HTML docs, Mallard help, JSON catalogues)."""
    debdir = os.path.join(cache, "debs")
    pkgs = sorted(need)
    for i in range(0, len(pkgs), 12):  # apt-get download in small groups: one bad name fails a call
        download(apt, debdir, pkgs[i:i + 12])
    dest = os.path.join(cache, "extract", lang, name)
    shutil.rmtree(dest, ignore_errors=True)
    for p in pkgs:
        deb = deb_path(debdir, p)
        if deb:
            extract(deb, need[p], dest)
    return dest


def fetch_file_pairs(apt, cache, lang, name, pairs):
    """fetch_members for (package, English member, other member) file pairs; returns the folder
    and how many packages they came from (the sources that join two files on key: JSON, PHP)."""
    need = defaultdict(list)
    for pkg, en_member, xx_member in pairs:
        need[pkg] += [en_member, xx_member]
    return fetch_members(apt, cache, lang, name, need), len(need)


def extracted_members(dest, need):
    """Yield (package, member, path) for each member of `need` that fetch_members extracted into
    `dest`, in a stable order (packages and members sorted); missing members are skipped."""
    for pkg, members in sorted(need.items()):
        for m in sorted(members):
            path = os.path.join(dest, m)
            if os.path.isfile(path):
                yield pkg, m, path
