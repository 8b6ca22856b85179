"""Filters for monolingual sentences, and the dev/test exclusion.

Why a separate rule set from clean.py: there is no second side to compare
with, so the checks are about the sentence alone: is it prose (not code, a
table row, a command line or markup), is it in the expected language, is it
boilerplate (licences, copyright lines, bare URLs). Each rule returns a
reason so stats.json shows what every rule removed from every source.
"""

import re

from . import langs
from .normalize import near_key, normalize

MIN_WORDS, MAX_WORDS, MAX_CHARS = 4, 80, 500
MIN_LETTER_RATIO = 0.7  # letters / non-space chars; prose is ~0.8, code and tables far lower
NGRAM = 8  # a training sentence sharing 8 consecutive words with a dev sentence is dropped

# Portuguese shows up in some collections (fortunes-mario is Brazilian); words of
# other languages that are also stop words of ours ("una", "die") do not count
_PT = set("""não em uma com você também são ao às pelo pela isso muito ele ela foi
tem os meu minha seu sua ou mas já quando""".split())
# langs.py's lists are tuned to UI strings ("file", "please"); narrative prose also
# needs pronouns and auxiliaries ("Her eyes were tearing" has none of the former).
# A word that is frequent in two of the languages ("es" in es and de) counts for none.
_EXTRA = {
    "en": """i my he him his she her we us our they them their were had do does did
    but up out about than then what who how here its one into over just like""",  # not "me": Spanish
    "es": """yo mi tu te él ella nosotros les fue era hay ser tiene hacer bien ya si qué
    donde mucho nada otro otra todos hasta sólo solo había hace dice tan cada quien
    siempre nunca jamás aunque mientras año""",
    "de": """er ihr ihm ihn seine war waren hat haben sind mir mich dir dich uns aber
    dann schon kein keine wer wo hier ein einer eines nichts mehr sehr sein sollte
    wurde um zum zur vom beim dass daß ganz immer alle viel""",
}
_ALL = {"en": langs.EN_STOP | set(_EXTRA["en"].split()), "es": langs.ES_STOP | set(_EXTRA["es"].split()),
        "de": langs.DE_STOP | set(_EXTRA["de"].split())}
_SHARED = {w for k, v in _ALL.items() for w in v if any(w in o for j, o in _ALL.items() if j != k)}
_OURS = set().union(*_ALL.values())
STOP = {k: v - _SHARED for k, v in _ALL.items()}
STOP["other"] = (langs.OTHER_STOP | _PT) - _OURS
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_URL = re.compile(r"(?:https?|ftp)://|www\.\w|\S+@\S+\.\w", re.I)
# characters that ordinary prose does not contain but code, markup, wiki and roff do
_MARKUP = re.compile(r"[<>{}\\|`^~]|\$\w|\w=\w|\w\(\)|\[\[|&\w+;|(?:^|\s)--?\w|/\w+/|\w_\w|::")
_BOILER = re.compile(
    r"copyright|\(c\)\s*\d|©|all rights reserved|licen[cs]e|licencia|lizenz|\bgpl\b|"
    r"free software foundation|without any warranty|sin ninguna garant|ohne jegliche garantie|"
    r"permission is granted|this (?:program|library|document) is free|"
    r"this (?:manual )?page (?:was|is part)|report (?:bugs|errors) to|send (?:bug|comments)|"
    r"übersetzung dieser|traducción (?:al español )?de esta|translation of this (?:page|manual)",
    re.I)


def lang_of(text):
    """(best language among en/es/de/other, its stop-word count, number of words)."""
    words = [w.lower() for w in _WORD.findall(text)]
    counts = {k: sum(1 for w in words if w in s) for k, s in STOP.items()}
    best = max(counts, key=lambda k: counts[k])
    return best, counts, len(words)


def check(s, lang, need_end=True):
    """None if the normalised sentence s is kept as prose in `lang`, else the reason."""
    n_words = len(s.split())
    if n_words < MIN_WORDS:
        return "too_short"
    if n_words > MAX_WORDS or len(s) > MAX_CHARS:
        return "too_long"
    if _URL.search(s):
        return "url_email"
    if _MARKUP.search(s):
        return "markup_code"
    chars = len(s.replace(" ", ""))
    letters = sum(1 for c in s if c.isalpha())
    if letters < MIN_LETTER_RATIO * chars:
        return "few_letters"
    if not (s[0].isupper() or s[0].isdigit() or s[0] in "\"'¿¡«„“‘(") and need_end:
        return "fragment"  # starts mid-sentence: a broken line wrap or a list tail
    if need_end and s[-1] not in ".!?…\"'»“”’)":
        return "fragment"  # headings, labels, table cells
    upper = sum(1 for c in s if c.isupper())
    if upper > 0.5 * letters:
        return "shouting"  # ALL-CAPS banners and headings
    if _BOILER.search(s):
        return "boilerplate"
    best, counts, _ = lang_of(s)
    mine = counts[lang]
    if mine == 0 or any(c >= mine for k, c in counts.items() if k != lang):
        return "wrong_lang"
    return None


def ngrams(words, n=NGRAM):
    return {" ".join(words[i:i + n]) for i in range(len(words) - n + 1)}


def _ngram_words(s):
    return [w.lower() for w in _WORD.findall(s)]


class DevExclusion:
    """Every dev/test sentence we know of: a training sentence is excluded when it
    equals one after normalisation (near_key: case, punctuation, digits ignored)
    or shares NGRAM consecutive words with one (a dev sentence quoted inside a
    longer training sentence, or a light edit of it)."""

    def __init__(self):
        self.keys, self.grams, self.count = set(), set(), 0

    def add(self, sentence):
        s = normalize(sentence)
        if not s:
            return
        self.count += 1
        self.keys.add(near_key(s))
        self.grams |= ngrams(_ngram_words(s))

    def reason(self, s):
        if near_key(s) in self.keys:
            return "dev_exact"
        if self.grams and not ngrams(_ngram_words(s)).isdisjoint(self.grams):
            return "dev_ngram"
        return None
