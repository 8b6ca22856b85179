"""Monolingual source (English only): WordNet glosses and example sentences.

wordnet-base ships /usr/share/wordnet/data.{noun,verb,adj,adv}; each synset
line ends in `| gloss`, the gloss being a definition followed by quoted
examples ("the dog barked all night"). Definitions are noun phrases, not
sentences, and examples are mostly lower-case fragments, so this source is
filtered without the sentence-shape rule (NEED_END = False). The files open
with a licence block on lines that start with spaces: skipped.
"""

import os
import re

from . import debfetch

KIND = "wordnet"
NEED_END = False
PACKAGE = "wordnet-base"
FILES = ["usr/share/wordnet/data." + p for p in ("noun", "verb", "adj", "adv")]
_QUOTED = re.compile(r'"([^"]+)"')


def parse_line(line):
    """(definition, [examples]) of one data.* line, or None for header lines."""
    if line.startswith(" ") or " | " not in line:
        return None
    gloss = line.split(" | ", 1)[1].strip()
    examples = [e.strip() for e in _QUOTED.findall(gloss)]
    definition = gloss.split('"', 1)[0].strip().rstrip(";").strip()
    return definition, examples


def extract(apt, cache, lang):
    if lang != "en":
        return []
    dest = debfetch.fetch_members(apt, cache, "mono-" + lang, KIND, {PACKAGE: FILES})
    rows = []
    for member in FILES:
        pos = member.rsplit(".", 1)[1]
        path = os.path.join(dest, member)
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                parsed = parse_line(line)
                if not parsed:
                    continue
                definition, examples = parsed
                if definition:
                    rows.append(["wordnet-gloss:" + pos, definition])
                for e in examples:
                    rows.append(["wordnet-example:" + pos, e])
    return rows
