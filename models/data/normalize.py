"""Text normalisation applied to both sides before any filtering.

Why each step:
- NFC so that "é" has one byte sequence (dedup and tokeniser see one form);
- unescape entities and strip tags: catalogues embed HTML/Pango/XML markup
  that a browser translator receives already rendered as text;
- accelerator markers (_File, &File, ~File) are UI plumbing, not language;
- literal "\\n" and real newlines/tabs become a single space so a pair is
  one TSV line and the model sees running text.
"""

import html
import re
import unicodedata

_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9:_.-]*(?:\s+[^<>]*)?/?>")
# block-level tags separate words ("line<br>next"); inline ones do not ("<b>F</b>ile")
_BLOCK_TAG = re.compile(r"</?(?:br|p|div|li|ul|ol|tr|td|th|h[1-6]|table|hr|qt|html|body|head|"
                        r"title|center|blockquote|pre|dl|dt|dd|nl|para|item|list)\b[^<>]*/?>", re.I)
_WS = re.compile(r"\s+")
# one accelerator: a marker glued to the start of a letter, not doubled
_ACCEL = {
    "_": re.compile(r"(?<![_\w])_(?=\w)|(?<=[^\W_])_(?=[^\W_])"),
    "&": re.compile(r"&(?=[^\W\d_])(?!#?\w+;)"),
    "~": re.compile(r"~(?=[^\W\d_])"),
}


def strip_accelerators(s):
    """Remove a mnemonic marker only when the string has exactly one of it,
    so snake_case identifiers and 'Tom & Jerry' survive ('&&' is a literal &)."""
    s = s.replace("&&", "\x00")
    for ch, rx in _ACCEL.items():
        hits = rx.findall(s)
        if len(hits) == 1 and s.count(ch) == 1:
            s = rx.sub("", s)
    return s.replace("\x00", "&")


def normalize(s):
    s = unicodedata.normalize("NFC", s)
    s = s.replace("\\n", " ").replace("\\t", " ")
    s = _BLOCK_TAG.sub(" ", s)
    s = _TAG.sub("", s)
    s = strip_accelerators(s)
    s = html.unescape(s)
    s = _BLOCK_TAG.sub(" ", s)  # markup that was entity-escaped (&lt;b&gt;)
    s = _TAG.sub("", s)
    s = s.replace("\u00a0", " ").replace("\u200b", "")
    s = _WS.sub(" ", s).strip()
    return unicodedata.normalize("NFC", s)


_PUNCT_DIGITS = re.compile(r"[\W\d_]+", re.UNICODE)


def near_key(s):
    """Key for near-duplicate detection: lowercase, no punctuation/digits/spaces."""
    return _PUNCT_DIGITS.sub("", s.lower())
