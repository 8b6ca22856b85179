"""Source: web applications' PHP string arrays (Roundcube's webmail and its plugins, DokuWiki
and its plugins, ...): the English file joined with the other language's on key.

Why: web applications written in PHP keep their interface text in PHP arrays, not gettext
catalogues, so the binary-catalogue source never sees them; yet their strings ("Log out",
"Compose", "Recent Changes", "Back to top") are what web pages say. Two layouts, found through
the Contents index in one package:
- Roundcube: `<dir>/localization/en_US/<name>.inc` with `<dir>/localization/es_ES/<name>.inc`,
  or `<dir>/localization/en_US.inc` with `<dir>/localization/es_ES.inc` (plugins):
  `$labels['logout'] = 'Log out';`
- DokuWiki: `<dir>/lang/en/lang.php` with `<dir>/lang/es/lang.php`: `$lang['btn_edit'] = '...';`
Entries are `$name['key']... = 'text';` with a single- or double-quoted PHP string; others
(concatenations, heredocs, variables inside double quotes) are skipped. One file pair is one
hold-out group; rows are named `php:<package>`.
"""

import os
import re
import shutil
from collections import defaultdict

from . import config, debfetch, debindex, pairstore

KIND = "phparrays"

# Each language's locale as Roundcube names it, where it is not the language code twice.
ROUNDCUBE_LOCALES = {"es": "es_ES", "de": "de_DE", "fr": "fr_FR", "it": "it_IT", "pt": "pt_PT"}

_ENTRY = re.compile(r"""^\s*\$(\w+)((?:\[\s*(?:'[^']*'|"[^"]*")\s*\])+)\s*=\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\$]|\\.)*")\s*;""",
                    re.M)
_DOUBLE_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "$": "$"}


def php_string(literal):
    """The text of a single- or double-quoted PHP string literal (quotes included)."""
    body = literal[1:-1]
    if literal[0] == "'":
        return re.sub(r"\\([\\'])", r"\1", body)
    return re.sub(r"\\(.)", lambda m: _DOUBLE_ESCAPES.get(m.group(1), "\\" + m.group(1)), body)


def php_array_entries(text):
    """{"name[key]...": text} of a PHP file's plain string assignments."""
    return {name + re.sub(r"\s+", "", keys): php_string(value) for name, keys, value in _ENTRY.findall(text)}


def pair_paths(paths, lang):
    """(English path, other language's path) of the layouts above among `paths` (one package's)."""
    loc = ROUNDCUBE_LOCALES.get(lang, "%s_%s" % (lang, lang.upper()))
    have = set(paths)
    out = []
    for p in sorted(have):
        for en_part, xx_part in (("/localization/en_US/", "/localization/%s/" % loc),
                                 ("/localization/en_US.inc", "/localization/%s.inc" % loc),
                                 ("/lang/en/lang.php", "/lang/%s/lang.php" % lang)):
            if en_part in p and (p.endswith(".inc") or p.endswith(".php")):
                other = p.replace(en_part, xx_part)
                if other in have:
                    out.append((p, other))
    return out


def plan(apt, lang):
    """(package, English member, other member) pairs found through the Contents index."""
    rx = re.compile(r"/(localization/[a-z]{2}_[A-Z]{2}(/[\w-]+)?\.inc|lang/[a-z]{2}/lang\.php)$")
    files = defaultdict(list)
    for path in apt.list_files("*_Contents-*.gz"):
        with debindex._open_text(path) as f:
            for line in f:
                if "localization/" not in line and "/lang/" not in line:
                    continue
                fpath, own = line.rstrip("\n").rsplit(None, 1)
                if rx.search(fpath):
                    files[own.split(",")[0].rsplit("/", 1)[-1]].append(fpath)
    return [(pkg, e, x) for pkg, paths in sorted(files.items()) for e, x in pair_paths(paths, lang)]


def rows_of(pkg, en_member, en_text, xx_text):
    """Pair rows of one file pair: keys both files assign, in key order."""
    en, xx = php_array_entries(en_text), php_array_entries(xx_text)
    return [["php:" + pkg, "php:" + en_member, en[k], xx[k]] for k in sorted(set(en) & set(xx))]


def run(apt, cache, lang, slice_=False, **_):
    path = pairstore.unit_path(cache, lang, KIND, "phparrays")
    if pairstore.exists(path) or slice_:
        return
    pairs = plan(apt, lang)
    dest, packages = debfetch.fetch_file_pairs(apt, cache, lang, KIND, pairs)
    config.log("php arrays: %d file pairs in %d packages" % (len(pairs), packages))
    rows = []
    for pkg, e, x in pairs:
        try:
            with open(os.path.join(dest, e), encoding="utf-8") as f:
                en_text = f.read()
            with open(os.path.join(dest, x), encoding="utf-8") as f:
                xx_text = f.read()
        except (OSError, UnicodeDecodeError):
            continue
        rows += rows_of(pkg, e, en_text, xx_text)
    config.log("php arrays: %d raw pairs" % len(rows))
    pairstore.write(path, rows)
    shutil.rmtree(dest, ignore_errors=True)
