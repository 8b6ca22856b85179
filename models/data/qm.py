"""Qt .qm parser (compiled Qt Linguist catalogue -> source/translation pairs).

Why: Qt applications (qgis, musescore, lxqt, qttranslations...) ship .qm,
not .mo; unlike many binary catalogues, .qm keeps the source text (unless
built id-based), so the pair can be read straight out of it.

Layout (qtbase src/corelib/kernel/qtranslator.cpp): 16-byte magic, then
sections [tag:u8][length:u32 BE][payload]. The Messages section (tag 0x69)
is a stream of [tag:u8] items: 1 End (message done), 3 Translation
(u32 length + UTF-16BE, 0xffffffff = null; repeated for numerus forms),
6 SourceText / 7 Context / 8 Comment (u32 length + UTF-8 bytes),
2/4 old UTF-16 source/context (u32 length + UTF-16BE), 5/9 obsolete (no payload).
"""

import struct

QM_MAGIC = bytes([0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95,
                  0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD])
TAG_MESSAGES = 0x69
T_END, T_SRC16, T_TRANS, T_CTX16, T_OBS1, T_SRC, T_CTX, T_CMT, T_OBS2 = range(1, 10)


class QmError(ValueError):
    pass


def parse_qm_bytes(data):
    """Yield (context, source, translation) for messages with both texts."""
    if not data.startswith(QM_MAGIC):
        raise QmError("bad magic")
    pos = 16
    messages = None
    while pos + 5 <= len(data):
        tag = data[pos]
        ln = struct.unpack_from(">I", data, pos + 1)[0]
        if tag == TAG_MESSAGES:
            messages = data[pos + 5:pos + 5 + ln]
        pos += 5 + ln
    if messages is None:
        return
    m = messages
    i = 0
    ctx = src = None
    trans = []
    while i < len(m):
        tag = m[i]
        i += 1
        if tag == T_END:
            if src and trans and trans[0]:
                yield ctx, src, trans[0]
            ctx = src = None
            trans = []
        elif tag in (T_OBS1, T_OBS2):
            continue
        elif tag in (T_TRANS, T_SRC16, T_CTX16, T_SRC, T_CTX, T_CMT):
            if i + 4 > len(m):
                raise QmError("truncated")
            ln = struct.unpack_from(">I", m, i)[0]
            i += 4
            if ln == 0xFFFFFFFF:
                val = None
            else:
                raw = m[i:i + ln]
                i += ln
                if tag in (T_TRANS, T_SRC16, T_CTX16):
                    val = raw.decode("utf-16-be", "replace")
                else:
                    val = raw.decode("utf-8", "replace")
            if tag == T_TRANS:
                trans.append(val)
            elif tag in (T_SRC, T_SRC16):
                src = val
            elif tag in (T_CTX, T_CTX16):
                ctx = val
        else:
            raise QmError("unknown tag %d" % tag)


def parse_qm(path):
    with open(path, "rb") as f:
        return list(parse_qm_bytes(f.read()))


def write_qm(entries):
    """Build a minimal .qm (for tests): entries of (context, source, translation)."""
    body = b""
    for ctx, src, tr in entries:
        t = tr.encode("utf-16-be")
        body += bytes([T_TRANS]) + struct.pack(">I", len(t)) + t
        s = src.encode("utf-8")
        body += bytes([T_SRC]) + struct.pack(">I", len(s)) + s
        c = (ctx or "").encode("utf-8")
        body += bytes([T_CTX]) + struct.pack(">I", len(c)) + c
        body += bytes([T_END])
    return QM_MAGIC + bytes([TAG_MESSAGES]) + struct.pack(">I", len(body)) + body
