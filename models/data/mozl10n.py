"""Readers for Mozilla localisation files: Fluent (.ftl) and .properties.

Why: Firefox ESR / Thunderbird ship en-US strings inside omni.ja and each
language as a langpack .xpi, both keyed by message id, so a key join on the
same file path gives pairs. We keep simple messages and attributes, skip
access keys, terms (-brand...) and select expressions (plural variants),
and turn brand term references into the brand name.
"""

import re

BRANDS = {"-brand-short-name": "Firefox", "-brand-shorter-name": "Firefox",
          "-brand-full-name": "Firefox", "-brand-product-name": "Firefox",
          "-vendor-short-name": "Mozilla", "-brand-shortcut-name": "Firefox"}
_MSG = re.compile(r"^([A-Za-z][\w-]*)\s*=\s*(.*)$")
_ATTR = re.compile(r"^\s+\.([\w-]+)\s*=\s*(.*)$")
_TERM_REF = re.compile(r"\{\s*(-[\w-]+)(?:\.[\w-]+)?\s*(?:\([^)]*\))?\s*\}")
_VAR = re.compile(r"\{\s*\$([\w-]+)\s*\}")


def _clean_ftl_value(v):
    if "->" in v:
        return None  # select expression: plural/gender variants
    v = _TERM_REF.sub(lambda m: BRANDS.get(m.group(1), m.group(0)), v)
    v = _VAR.sub(lambda m: "{%s}" % m.group(1).replace("-", "_"), v)
    if re.search(r"\{\s*-", v):
        return None  # an unknown term reference
    return v.strip()


def parse_ftl(text):
    """{message id or id.attribute: value}"""
    out = {}
    msg = attr = None
    buf = []

    def flush():
        if msg and not msg.startswith("-") and buf and (attr or "") != "accesskey":
            v = _clean_ftl_value(" ".join(x.strip() for x in buf if x.strip()))
            if v:
                out[msg + ("." + attr if attr else "")] = v

    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            if not line.strip():
                continue
            flush()
            msg, attr, buf = None, None, []
            continue
        m = _MSG.match(line)
        if m:
            flush()
            msg, attr, buf = m.group(1), None, [m.group(2)]
            continue
        if line.startswith("-"):
            flush()
            msg, attr, buf = None, None, []
            continue
        a = _ATTR.match(line)
        if a and msg:
            flush()
            attr, buf = a.group(1), [a.group(2)]
            continue
        if line[:1].isspace() and msg:
            buf.append(line)
    flush()
    return out


def parse_properties(text):
    out = {}
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line[0] in "#!":
            continue
        while line.endswith("\\") and i < len(lines):
            line = line[:-1] + lines[i].strip()
            i += 1
        m = re.match(r"^([^=:\s]+)\s*[=:]\s*(.*)$", line)
        if not m or m.group(1).endswith(".accesskey") or m.group(1).endswith(".key"):
            continue
        v = re.sub(r"\\u([0-9a-fA-F]{4})", lambda x: chr(int(x.group(1), 16)), m.group(2))
        v = v.replace("\\n", "\n").replace("\\t", "\t").replace("\\", "")
        if v.strip():
            out[m.group(1)] = v.strip()
    return out
