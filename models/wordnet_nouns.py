"""Whether two English nouns are related in WordNet (`wordnet-base`: /usr/share/wordnet), for
models/noun_terms.py to tell a model that writes a right word the dictionary lacks ("clima" as
"weather", the dictionary's "climate") from one that writes a wrong word each time ("niña" as
"nine", the dictionary's "girl").

Related: one noun is a word of the other's senses, of the senses just above or below them
(hypernyms, hyponyms), or of their glosses ("climate: the weather in some location averaged over
some long period of time"; "walnut: nut of any of various walnut trees"). Glosses are wide on
purpose: a word wrongly called related only keeps a noun out of the terms, as before.
"""
from __future__ import annotations

import os
import re
from typing import Dict, List, Set, Tuple

WORDNET = "/usr/share/wordnet"
NEIGHBOURS = ("@", "@i", "~", "~i")  # WordNet's pointers to hypernyms and hyponyms


class WordNetNouns:
    def __init__(self, folder: str = WORDNET):
        if not os.path.isfile(os.path.join(folder, "index.noun")):
            raise SystemExit(f"{folder} has no WordNet: apt-get install wordnet-base")
        self.data_path = os.path.join(folder, "data.noun")
        self.senses: Dict[str, List[int]] = {}  # lemma -> its synsets' byte offsets in data.noun
        with open(os.path.join(folder, "index.noun"), encoding="utf-8") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                fields = line.split()
                self.senses[fields[0]] = [int(o) for o in fields[-int(fields[2]):]]
        self.data = b""  # data.noun, read once where a synset is first asked for
        self.synsets: Dict[int, Tuple[Set[str], Set[str], List[int]]] = {}
        self.bags: Dict[str, Set[str]] = {}

    def synset(self, offset: int) -> Tuple[Set[str], Set[str], List[int]]:
        """(its words, its gloss's words, its neighbours' offsets), read once from data.noun."""
        if offset not in self.synsets:
            if not self.data:
                with open(self.data_path, "rb") as f:
                    self.data = f.read()
            line = self.data[offset:self.data.index(b"\n", offset)]
            head, gloss = line.decode("utf-8").split("|", 1)
            fields = head.split()
            count = int(fields[3], 16)
            words = {part for i in range(count) for part in fields[4 + 2 * i].lower().split("_")}
            at = 4 + 2 * count
            pointers = [fields[at + 1 + 4 * i: at + 5 + 4 * i] for i in range(int(fields[at]))]
            neighbours = [int(p[1]) for p in pointers if p[0] in NEIGHBOURS and p[2] == "n"]
            self.synsets[offset] = (words, set(re.findall(r"[a-z]+", gloss.lower())), neighbours)
        return self.synsets[offset]

    def bag(self, noun: str) -> Set[str]:
        """The words of `noun`'s senses, of their glosses and of their neighbours' senses."""
        if noun not in self.bags:
            out: Set[str] = set()
            for offset in self.senses.get(noun, []):
                words, gloss, neighbours = self.synset(offset)
                out |= words | gloss
                for other in neighbours:
                    out |= self.synset(other)[0]
            self.bags[noun] = out
        return self.bags[noun]

    def related(self, a: str, b: str) -> bool:
        return a != b and (b in self.bag(a) or a in self.bag(b))
