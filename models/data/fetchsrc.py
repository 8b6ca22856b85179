"""Fetch single files of a source package (e.g. LibreOffice's translations
tarball) without downloading the whole source package.

Why: `apt-get source` would pull every orig tarball (GBs for LibreOffice);
`apt-get source --print-uris` gives the URI, size and SHA256 of each file,
so we fetch only the one we need and verify it.
"""

import hashlib
import os
import re
import urllib.request

from . import config


def source_uris(apt, srcpkg):
    r = apt.run(["source", "--print-uris", "-q", srcpkg], capture_output=True, text=True)
    out = []
    for m in re.finditer(r"'([^']+)' (\S+) (\d+) (?:SHA256:)?(\S+)", r.stdout):
        out.append({"uri": m.group(1), "name": m.group(2), "size": int(m.group(3)), "sha256": m.group(4)})
    return out


def fetch_file(entry, destdir):
    """Download entry to destdir unless already there with the right size."""
    os.makedirs(destdir, exist_ok=True)
    path = os.path.join(destdir, entry["name"])
    if os.path.exists(path) and os.path.getsize(path) == entry["size"]:
        return path
    tmp = path + ".part"
    config.log("downloading %s (%.0f MB)" % (entry["name"], entry["size"] / 1e6))
    h = hashlib.sha256()
    with urllib.request.urlopen(entry["uri"], timeout=60) as r, open(tmp, "wb") as f:
        got = 0
        while True:
            chunk = r.read(1 << 20)
            if not chunk:
                break
            f.write(chunk)
            h.update(chunk)
            got += len(chunk)
    if len(entry["sha256"]) == 64 and h.hexdigest() != entry["sha256"]:
        os.unlink(tmp)
        raise IOError("checksum mismatch for %s" % entry["name"])
    os.replace(tmp, path)
    return path
