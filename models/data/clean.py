"""Pair filters. Each rule returns a reason string so stats.json can say
how much every rule removed from every source (rules are tuned by looking
at those counts, so they must be visible).
"""

import re

from . import langs
from .normalize import normalize
from .placeholders import same_placeholders

MAX_CHARS = 1000
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
_KEYWORDS = re.compile(r"^[^;.!?]{1,40}(?:;[^;.!?]{0,40})+;?$")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_CREDIT = re.compile(r"translator[-_ ]?credits|translator[-_ ]?name|your[-_ ]names?$|"
                     r"^translators?$|launchpad contributions", re.I)


def _letters(s):
    return sum(1 for c in s if c.isalpha())


def _stop_counts(s, lang):
    words = [w.lower() for w in _WORD.findall(s)]
    en = sum(1 for w in words if w in langs.EN_STOP)
    xx = sum(1 for w in words if w in langs.lang_conf(lang)["stop"])
    return len(words), en, xx


def check(en, xx, lang):
    """Return None if the (normalised) pair is kept, else the drop reason."""
    if not en or not xx:
        return "empty"
    if _CREDIT.search(en) or _EMAIL.search(en) or _EMAIL.search(xx):
        return "credits_email"
    if en.count(";") >= 2 and _KEYWORDS.match(en):
        return "keyword_list"  # .desktop Keywords=a;b;c; entries, not text
    if len(en) > MAX_CHARS or len(xx) > MAX_CHARS:
        return "too_long"
    le, lx = _letters(en), _letters(xx)
    if le == 0 or lx == 0:
        return "no_letters"
    if en.casefold() == xx.casefold():
        return "identical"
    ne = len(en.replace(" ", ""))
    nx = len(xx.replace(" ", ""))
    if le < 0.55 * ne or lx < 0.55 * nx:
        return "few_letters"
    ratio = len(xx) / len(en)
    lo, hi = (0.2, 5.0) if min(len(en), len(xx)) < 15 else (0.4, 2.5)
    if not lo <= ratio <= hi:
        return "length_ratio"
    if not same_placeholders(en, xx):
        return "placeholders"
    # language test: only meaningful with a few words; English stop words
    # dominating the target (untranslated copy) or target words in the source
    nw, e_en, x_en = _stop_counts(en, lang)
    nwx, e_xx, x_xx = _stop_counts(xx, lang)
    if nwx >= 4 and e_xx >= 2 and e_xx > x_xx:
        return "wrong_lang"
    if nw >= 4 and x_en >= 2 and x_en > e_en:
        return "wrong_lang"
    other = sum(1 for w in _WORD.findall(en) if w.lower() in langs.OTHER_STOP)
    if nw >= 4 and other >= 2 and other > e_en:
        return "wrong_lang"
    return None


def clean_pair(en_raw, xx_raw, lang):
    """Normalise then check; returns (en, xx, reason)."""
    en, xx = normalize(en_raw), normalize(xx_raw)
    return en, xx, check(en, xx, lang)
