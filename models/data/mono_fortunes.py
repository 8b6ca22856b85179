"""Monolingual source: fortune cookie collections (quotations, jokes,
literature, proverbs) from the fortunes* packages.

A fortune file is entries separated by lines holding only "%"; an entry
ends with an attribution line ("    -- Mark Twain") that is not prose. Lines
of one entry are joined (their breaks are layout) and sentence-split later.
The offensive collections (fortunes-*-off, rot13 encoded) are not read.
"""

import os
import re

from . import debfetch, debindex

KIND = "fortunes"
NEED_END = True
PACKAGES = {
    "en": ["fortunes-min", "fortunes", "fortune-anarchism"],  # fortunes-mario is Portuguese
    "es": ["fortunes-es"],
    "de": ["fortunes-de"],
}
_ATTRIB = re.compile(r"^\s*(?:--|—|―|~)\s*\S")
_DIALOG = re.compile(r"^\s*[A-Z][\w .]{0,20}:\s")  # "Q: ...", "Fred: ..." speaker tags


def entries(text):
    """Paragraphs of a fortune file: one per entry (or per blank-line block
    inside an entry), attribution lines dropped."""
    out = []
    for entry in re.split(r"^%\s*$", text, flags=re.M):
        block = []
        for line in entry.split("\n") + [""]:
            if _ATTRIB.match(line):
                break  # the attribution and anything after it (sources, dates)
            if not line.strip() or _DIALOG.match(line):
                if block:
                    out.append(" ".join(block))
                block = [_DIALOG.sub("", line).strip()] if line.strip() else []
                continue
            block.append(line.strip())
        if block:
            out.append(" ".join(block))
    return [p for p in out if p]


def _is_fortune_file(path):
    return ("/fortunes/" in path and not path.endswith((".dat", ".u8")) and "/off/" not in path
            and not os.path.basename(path).startswith("."))


def extract(apt, cache, lang):
    pkgs = PACKAGES.get(lang, [])
    files = debindex.package_files(apt, pkgs)
    need = {p: [f for f in fs if _is_fortune_file(f)] for p, fs in files.items()}
    dest = debfetch.fetch_members(apt, cache, "mono-" + lang, KIND, need)
    rows = []
    for pkg, m, path in debfetch.extracted_members(dest, need):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        name = "%s/%s" % (pkg, os.path.basename(m))
        rows.extend(["fortunes:" + name, p] for p in entries(text))
    return rows
