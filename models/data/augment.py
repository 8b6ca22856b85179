"""Training-pair augmentation that matches what the engine does to text before the model sees it.

The engine (engine/src/text/protect.h) replaces protected spans -- URLs, e-mails, paths,
domains/file names, @handles/#tags, numbers and number-like words, `code`, markup tags and
character references, emoji and other characters the vocabulary can only spell as bytes -- by
placeholders "%1", "%2", ... (numbered left to right in the source) and puts the spans back in
the output. So at run time the model reads "%1" where a URL or a number was, and must copy it
to a sensible place in fluent prose. Debian's data teaches that only in UI strings (Qt's "%1");
these copies teach it in prose:

  mask     a pair whose two sides hold the same protected spans gets a copy with each span
           replaced by its placeholder on both sides (numbered in the *source* order, the
           target uses the same number for the same span);
  insert   a pair without spans gets a copy with one placeholder added at a place that exists
           on both sides without alignment: before the final punctuation in parentheses,
           after it (emoji style: "Done! %1"), or first ("%1 Done!");
  upper / title   ALL-CAPS and Title Case copies. The engine already translates ALL-CAPS and
           Title Case input from a lower-cased form (casing.h), but only when it is sure (>= 4
           capitals; >= 3 capitalised words of 4+ letters): short headings and labels reach the
           model as they are, so the copies are of short pairs (<= 6 words);
  punct    a little punctuation noise on the source: no final full stop (both sides), a
           lower-case first letter, Spanish without its opening "¿"/"¡" (people type that).

Each function returns a new (source, target) or None when it does not apply; `augment_rows`
draws them at the rates of mix.json's "augment" block. The span finder below is a simplified
port of protect.cc (same word classes; Unicode emoji by code point range instead of "the
vocabulary cannot spell it"), kept small on purpose: the engine is the reference.
"""

import random
import re

_OPENERS = "([{\"'¿¡«“‘"
_CLOSERS = ".,;:!?)]}\"'»”’…*"
_SUFFIXES = set("com org net edu gov io es de fr uk it eu info dev app mx ar co cl at ch nl pt br us ca "
                "txt pdf html htm md json xml csv png jpg jpeg gif svg zip gz tar py js cc cpp sh exe "
                "doc docx xlsx odt mp3 mp4 wav yaml toml conf".split())
_MARKUP = re.compile(r"</?[A-Za-z][^<>]{0,398}>|&#?\w{1,10};|`[^`]+`")
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF][\uFE0F\u200D\u20E3"
                    "\U0001F000-\U0001FAFF\U0001F3FB-\U0001F3FF]*")
_PLACEHOLDER = re.compile(r"%L?\d")


def _strip(w):
    b, e = 0, len(w)
    while b < e and w[b] in _OPENERS:
        b += 1
    while e > b and w[e - 1] in _CLOSERS:
        e -= 1
    return b, e


def _protect_word(w):
    lw = w.lower()
    if lw.startswith(("http://", "https://", "ftp://")) or "://" in w or (lw.startswith("www.") and len(w) > 6):
        return True
    if re.fullmatch(r"[\w.%+-]+@[\w-]+(\.[\w-]+)*\.\w{1,}", w, re.A):
        return True
    if re.fullmatch(r"[@#]\w*[A-Za-z]\w*", w, re.A):
        return True
    if re.match(r"(/[\w.]|~/|\./|\.\./|[A-Za-z]:\\)", w) or (w.count("/") >= 2 and "//" not in w):
        return True
    m = re.fullmatch(r"[A-Za-z0-9._-]*\.([A-Za-z0-9]+)", w)
    if m and ".." not in w and not w.startswith(".") and m.group(1) in _SUFFIXES:
        return True
    if any(c.isdigit() for c in w):
        # ordinals and decades are prose the model translates ("19th" -> "XIX")
        return not re.fullmatch(r"\d+(st|nd|rd|th|s)", w)
    return False


def spans(s):
    """Protected spans of s as sorted, disjoint (begin, end) character ranges."""
    found = [m.span() for m in _MARKUP.finditer(s)] + [m.span() for m in _EMOJI.finditer(s)]
    for m in re.finditer(r"\S+", s):
        b, e = _strip(m.group())
        if e > b and _protect_word(m.group()[b:e]):
            found.append((m.start() + b, m.start() + e))
    out = []
    for b, e in sorted(found):
        if out and b <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((b, e))
    return out


def _replace(s, ranges, numbers):
    parts, last = [], 0
    for (b, e), n in zip(ranges, numbers):
        # a span glued to a word ("Hi🎉", "<b>Hi</b>") is set apart by a space, as the engine does
        parts += [s[last:b], " %%%d " % n]
        last = e
    parts.append(s[last:])
    out = "".join(parts)
    out = re.sub(r" +", " ", out).strip()
    return re.sub(r" ([.,;:!?)\]»”’…])", r"\1", re.sub(r"([(\[¿¡«“‘]) ", r"\1", out))


def mask(src, tgt):
    """Both sides with their protected spans as placeholders, when the sides hold the same
    spans (the same strings, as often) and no placeholder already; else None."""
    if _PLACEHOLDER.search(src) or _PLACEHOLDER.search(tgt):
        return None
    rs, rt = spans(src), spans(tgt)
    if not rs:
        return None
    ss, st = [src[b:e] for b, e in rs], [tgt[b:e] for b, e in rt]
    if sorted(ss) != sorted(st):
        return None
    # the engine numbers every occurrence ("%1, %2" for "1.2, 1.2"): the k-th occurrence of a
    # span in the target gets the number of its k-th occurrence in the source
    numbers, seen = {}, {}
    for i, w in enumerate(ss):
        seen[w] = seen.get(w, 0) + 1
        numbers[(w, seen[w])] = i + 1
    seen, tnum = {}, []
    for w in st:
        seen[w] = seen.get(w, 0) + 1
        tnum.append(numbers[(w, seen[w])])
    return _replace(src, rs, range(1, len(ss) + 1)), _replace(tgt, rt, tnum)


_FINAL = re.compile(r"([.!?…:;]*)$")


def insert(src, tgt, rng):
    """One placeholder added at the same place on both sides (None if the pair has spans)."""
    if _PLACEHOLDER.search(src) or _PLACEHOLDER.search(tgt) or spans(src) or spans(tgt):
        return None
    where = rng.choice(("paren", "after", "first"))
    if where == "first":
        return "%1 " + src, "%1 " + tgt
    if where == "after":
        return src + " %1", tgt + " %1"
    ps, pt = _FINAL.search(src).start(), _FINAL.search(tgt).start()
    return src[:ps] + " (%1)" + src[ps:], tgt[:pt] + " (%1)" + tgt[pt:]


def _title(s):
    return re.sub(r"\b(\w)(\w{3,})", lambda m: m.group(1).upper() + m.group(2), s)


def case_copy(src, tgt, style, max_words=6):
    """ALL-CAPS ("upper") or Title Case ("title") copy of a short pair; None if it changes
    nothing or the pair is longer than max_words. Placeholders are untouched either way."""
    if len(src.split()) > max_words:
        return None
    f = str.upper if style == "upper" else _title
    out = f(src), f(tgt)
    return None if out == (src, tgt) else out


def punct_noise(src, tgt, rng):
    """A source as people type it; the target stays well-formed except for a dropped final stop
    (a source without one usually wants a target without one)."""
    kinds = []
    if src.endswith(".") and tgt.endswith(".") and not src.endswith(".."):
        kinds.append("stop")
    if src[:1].isupper() and src[1:2].islower():
        kinds.append("lower")
    if src[:1] in "¿¡":
        kinds.append("inverted")
    if not kinds:
        return None
    k = rng.choice(kinds)
    if k == "stop":
        return src[:-1], tgt[:-1]
    if k == "lower":
        return src[0].lower() + src[1:], tgt
    return src.replace("¿", "").replace("¡", "").lstrip(), tgt


def augment_rows(rows, rates, seed=1):
    """rows: (name, src, tgt) in the direction's order. Yields the *extra* rows, named
    "aug-<kind>:<name>", each kind drawn independently at its rate (0..1)."""
    rng = random.Random(seed)
    for name, src, tgt in rows:
        for kind in ("mask", "insert", "upper", "title", "punct"):
            rate = rates.get(kind, 0.0)
            if rate <= 0 or rng.random() >= rate:
                continue
            if kind == "mask":
                out = mask(src, tgt)
            elif kind == "insert":
                out = insert(src, tgt, rng)
            elif kind in ("upper", "title"):
                out = case_copy(src, tgt, kind)
            else:
                out = punct_noise(src, tgt, rng)
            if out:
                yield "aug-%s:%s" % (kind, name), out[0], out[1]
