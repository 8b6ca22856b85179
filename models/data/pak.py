"""Chromium .pak resource bundle reader (versions 4 and 5).

Why: Chromium's UI strings (browser vocabulary: tabs, bookmarks, downloads,
permissions) exist in Debian only as compiled locale .pak files, keyed by
numeric resource id; en-US.pak and xx.pak share ids, so a join gives pairs.

v5 layout (chromium tools/grit/grit/format/data_pack.py): u32 version,
u8 encoding (1 UTF-8, 2 UTF-16), 3 pad, u16 resource count, u16 alias
count, (count+1) x (u16 id, u32 offset), aliases x (u16 id, u16 index),
data. v4: u32 version, u32 count, u8 encoding, then the same entry table.
"""

import struct


def read_pak(data):
    """{resource id: text} (strings only; binary resources are skipped)."""
    version = struct.unpack_from("<I", data, 0)[0]
    if version == 5:
        enc = data[4]
        count, aliases = struct.unpack_from("<HH", data, 8)
        pos = 12
    elif version == 4:
        count, enc = struct.unpack_from("<IB", data, 4)
        aliases = 0
        pos = 9
    else:
        raise ValueError("unsupported pak version %d" % version)
    entries = [struct.unpack_from("<HI", data, pos + 6 * i) for i in range(count + 1)]
    out = {}
    for i in range(count):
        rid, off = entries[i]
        raw = data[off:entries[i + 1][1]]
        try:
            out[rid] = raw.decode("utf-16-le" if enc == 2 else "utf-8")
        except UnicodeDecodeError:
            continue  # compressed or binary resource
    apos = pos + 6 * (count + 1)
    for j in range(aliases):
        rid, idx = struct.unpack_from("<HH", data, apos + 4 * j)
        if entries[idx][0] in out:
            out[rid] = out[entries[idx][0]]
    return out


def write_pak(strings):
    """Build a v5 UTF-8 pak from {id: text} (tests)."""
    ids = sorted(strings)
    blobs = [strings[i].encode("utf-8") for i in ids]
    header = struct.pack("<IB3xHH", 5, 1, len(ids), 0)
    off = len(header) + 6 * (len(ids) + 1)
    table = b""
    for i, b in zip(ids, blobs):
        table += struct.pack("<HI", i, off)
        off += len(b)
    table += struct.pack("<HI", 0, off)
    return header + table + b"".join(blobs)
