"""Text in languages other than en/es/de, which the detector must call "und": the translations
in the gettext catalogues (.mo) of a few widely translated Debian packages (apt-get download).
Latin-script languages get a file (and a class) each, since one mixed class would be too flat
to win against en/es/de on French or Portuguese; other scripts share "other".

    /usr/bin/python3 -m models.langid.other_text --out-dir DIR [--cache DIR]  -> DIR/<lang>.txt
"""
from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import tempfile

from models.data.mo import parse_mo_bytes

PACKAGES = ["coreutils", "grep", "sed", "tar", "findutils", "diffutils", "wget", "gettext-base"]
# Latin-script languages close to ours matter most (they are what the detector could confuse);
# a few other scripts make sure those say "und" too.
CLASSES = {"fr": ["fr"], "it": ["it"], "pt": ["pt", "pt_BR"], "nl": ["nl"], "ca": ["ca"], "gl": ["gl"],
           "ro": ["ro"], "pl": ["pl"], "sv": ["sv", "da", "nb"], "fi": ["fi", "hu", "eo"],
           "tr": ["tr", "vi", "id"], "cs": ["cs", "sk", "sl", "hr"],
           "other": ["ru", "uk", "el", "ja", "zh_CN", "ko", "eu"]}


def collect(deb_dir: str, locales) -> list:
    lines = []
    for deb in sorted(glob.glob(os.path.join(deb_dir, "*.deb"))):
        with tempfile.TemporaryDirectory() as root:
            subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
            for lang in locales:
                for mo in glob.glob(os.path.join(root, "usr/share/locale", lang, "LC_MESSAGES", "*.mo")):
                    with open(mo, "rb") as f:
                        for _, _, msgstr in parse_mo_bytes(f.read()):
                            text = " ".join(msgstr.split())
                            if len(text) >= 12 and sum(c.isalpha() for c in text) > len(text) / 2:
                                lines.append(text)
    return lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--cache", default=os.path.join(os.environ.get("HEED_CACHE", os.path.expanduser("~/.cache/heed")), "langid-debs"))
    a = ap.parse_args(argv)
    os.makedirs(a.cache, exist_ok=True)
    missing = [p for p in PACKAGES if not glob.glob(os.path.join(a.cache, p + "_*.deb"))]
    if missing:
        subprocess.run(["apt-get", "download", *missing], cwd=a.cache, check=True)
    os.makedirs(a.out_dir, exist_ok=True)
    for name, locales in CLASSES.items():
        lines = sorted(set(collect(a.cache, locales)))
        with open(os.path.join(a.out_dir, name + ".txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print(f"other_text: {name}: {len(lines)} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
