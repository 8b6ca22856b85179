"""Monolingual source: manual pages (manpages, manpages-es, manpages-de).

Man pages are roff source. We keep only running text: request lines (".PP",
".TH"...) break paragraphs; no-fill regions (.nf/.fi, .EX/.EE: code and
examples) are skipped; font macros (.B, .IR...) contribute their words; the
tag line after .TP (usually an option) is its own block so it never glues
onto the description; escapes (\\fB, \\-, \\(em...) are resolved. Sections
that are not prose in any page (NAME, SYNOPSIS, SEE ALSO, authors,
copyright, translators, colophon) are dropped by their heading.
"""

import gzip
import os
import re
import shlex

from . import debfetch, debindex

KIND = "man"
NEED_END = True
PACKAGES = {"en": ["manpages"], "es": ["manpages-es"], "de": ["manpages-de"]}
_PATH = {"en": re.compile(r"^usr/share/man/man\d/[^/]+\.gz$"),
         "es": re.compile(r"^usr/share/man/es/man\d/[^/]+\.gz$"),
         "de": re.compile(r"^usr/share/man/de/man\d/[^/]+\.gz$")}
SKIP_SECTIONS = re.compile(
    r"^(name|nombre|synopsis|sinopsis|übersicht|see also|véase también|vea también|siehe auch|"
    r"authors?|autor(?:es|en)?|copyright|colophon|kolophon|translation|traducción|übersetzung|"
    r"reporting bugs|fehler melden|informar de errores|bugs|fehler|errores|files|archivos|dateien|"
    r"examples?|ejemplos?|beispiele?|versions|versiones|versionen|standards|estándares|standards)$",
    re.I)
FONT = {"B", "I", "SM", "SB"}  # words joined by spaces
ALT = {"BR", "RB", "BI", "IB", "IR", "RI"}  # alternating fonts: words joined without spaces
BREAK = {"PP", "P", "LP", "IP", "HP", "TP", "SH", "SS", "sp", "br", "RS", "RE", "in", "ti",
         "TQ", "UR", "UE", "MT", "ME", "SY", "YS", "OP", "TS", "TE", "bp", "ne"}
_ESC = [
    (re.compile(r'\\".*$'), ""),                 # comment
    (re.compile(r"\\f(?:\(..|\[[^]]*\]|.)"), ""),  # font changes
    (re.compile(r"\\s[+-]?\d"), ""),              # size changes
    (re.compile(r"\\\*(?:\(..|\[[^]]*\]|.)"), ""),  # strings (\*R, \*(Tm)
    (re.compile(r"\\\(em|\\\[em\]"), "—"), (re.compile(r"\\\(en|\\\[en\]"), "–"),
    (re.compile(r"\\\((?:lq|rq|dq)|\\\[(?:lq|rq|dq)\]"), '"'),
    (re.compile(r"\\\((?:aq|oq|cq)|\\\[(?:aq|oq|cq)\]"), "'"),
    (re.compile(r"\\\(bu|\\\[bu\]"), ""),
    (re.compile(r"\\\(..|\\\[[^]]*\]"), ""),        # other named glyphs: not prose
    (re.compile(r"\\[-]"), "-"), (re.compile(r"\\[ ~0]"), " "),
    (re.compile(r"\\[&|^c%)]"), ""), (re.compile(r"\\e"), "\\\\"),
]


def unescape(s):
    for rx, rep in _ESC:
        s = rx.sub(rep, s)
    return s


def _args(rest):
    try:
        return shlex.split(rest.replace("\\", "\x00"))
    except ValueError:
        return rest.split()


def blocks(text):
    """(section heading, paragraph) pairs of running text in one roff page."""
    out, para, section = [], [], ""
    nofill = tag_next = False

    def flush():
        if para:
            out.append((section, " ".join(para)))
        para.clear()

    for raw in text.split("\n"):
        line = raw.rstrip()
        if line.startswith((".", "'")):
            m = re.match(r"^[.']\s*(\S+)\s*(.*)$", line)
            if not m:
                continue
            req, rest = m.group(1), m.group(2)
            if req in ("nf", "EX", "TS"):
                flush()
                nofill = True
            elif req in ("fi", "EE", "TE"):
                nofill = False
            elif req in ("SH", "SS"):
                flush()
                if req == "SH":
                    section = unescape(" ".join(_args(rest)).replace("\x00", "\\")).strip()
            elif req == "MR" and not nofill:
                # man-pages 6 cross-reference: .MR name section [punctuation] -> "name(section)"
                args = _args(rest)
                if args:
                    para.append("%s(%s)%s" % (args[0], args[1] if len(args) > 1 else "",
                                              "".join(args[2:])))
            elif req in FONT or req in ALT:
                if nofill:
                    continue
                args = [a.replace("\x00", "\\") for a in _args(rest)]
                words = unescape((" " if req in FONT else "").join(args))
                if tag_next:
                    out.append((section, words))  # a .TP tag: option names, kept apart
                    tag_next = False
                elif words:
                    para.append(words)
            elif req in BREAK:
                flush()
                tag_next = req in ("TP", "TQ")
            continue
        if nofill:
            continue
        if tag_next:
            out.append((section, unescape(line)))
            tag_next = False
            continue
        if not line.strip():
            flush()
            continue
        para.append(unescape(line).strip())
    flush()
    return [(s, re.sub(r"\s+", " ", p).strip()) for s, p in out if p.strip()]


def prose(text):
    """Paragraphs of the sections worth reading (see SKIP_SECTIONS)."""
    if text.lstrip().startswith(".so "):
        return []  # a page that only includes another one
    return [p for s, p in blocks(text) if not SKIP_SECTIONS.match(s.strip())]


def extract(apt, cache, lang):
    pkgs = PACKAGES.get(lang, [])
    rx = _PATH[lang]
    need = {p: [f for f in fs if rx.match(f)] for p, fs in debindex.package_files(apt, pkgs).items()}
    dest = debfetch.fetch_members(apt, cache, "mono-" + lang, KIND, need)
    rows = []
    for _, m, path in debfetch.extracted_members(dest, need):
        try:
            with gzip.open(path, "rt", encoding="utf-8", errors="replace") as f:
                text = f.read()
        except (OSError, EOFError):
            continue
        page = os.path.basename(m)[:-3]
        rows.extend(["man:" + page, p] for p in prose(text))
    return rows
