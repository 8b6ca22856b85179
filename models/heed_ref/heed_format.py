"""The Heed model file format (engine/src/io/FORMAT.md): write and read its bytes, by hand (no
safetensors package). Knows tensors only as (dtype, shape, bytes): no torch, no model.

Layout: u64 little-endian header length N, N bytes of JSON padded with spaces so the data
section starts at a multiple of 64, then the data section. Every tensor starts at a multiple of
64 inside it. Tensors are laid out in name order with `tokenizer.model` (the only tensor of
arbitrary byte length) last: when D, F and V are multiples of 16 every other tensor's byte size
is a multiple of 64, so there are no gaps between tensors and strict safetensors readers (which
require the tensors to tile the data section) accept the file too.

Its own module so that the exporter, the int8 simulation and the shortlist tool share it without
importing each other (export -> quant_sim -> shortlist -> export was a loop).
"""
from __future__ import annotations

import json
import struct
import zlib
from typing import Dict, Tuple

import numpy as np

ALIGN = 64
FORMAT_NAME = "heed-transformer"
FORMAT_VERSION = "1"
TOKENIZER = "tokenizer.model"

NUMPY_OF = {"F32": np.dtype("<f4"), "I8": np.dtype("i1"), "U8": np.dtype("u1"), "U16": np.dtype("<u2"),
            "I32": np.dtype("<i4")}  # little-endian numpy dtype of each FORMAT.md dtype name
SHORTLIST_PREFIX = "shortlist."  # the optional lexical table (models/shortlist.py)


def write_tensors(path: str, config_json: str, tensors: Dict[str, Tuple[str, list, bytes]]) -> None:
    """Lays out final tensors {name: (dtype, shape, raw little-endian bytes)} (FORMAT.md)."""
    names = sorted(n for n in tensors if n != TOKENIZER) + ([TOKENIZER] if TOKENIZER in tensors else [])
    header: Dict[str, object] = {}
    chunks, offset = [], 0
    for name in names:
        if offset % ALIGN:
            # Fill the gap up to 64 with a named U8 tensor of zeros: strict safetensors readers
            # require the tensors to tile the data section (FORMAT.md, constraint 1).
            gap = ALIGN - offset % ALIGN
            header[f"__pad.{len(header)}"] = {"dtype": "U8", "shape": [gap],
                                             "data_offsets": [offset, offset + gap]}
            chunks.append(b"\0" * gap)
            offset += gap
        dtype, shape, data = tensors[name]
        header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [offset, offset + len(data)]}
        chunks.append(data)
        offset += len(data)
    data_section = b"".join(chunks)
    meta = {"heed.format": FORMAT_NAME, "heed.format_version": FORMAT_VERSION,
            "heed.config": config_json,
            "heed.data_crc32": format(zlib.crc32(data_section) & 0xFFFFFFFF, "08x")}
    text = json.dumps({"__metadata__": meta, **header}, separators=(",", ":")).encode("utf-8")
    text += b" " * (-(8 + len(text)) % ALIGN)                       # data starts at 64k bytes
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        f.write(data_section)



def read_raw(path: str):
    """-> (header dict incl. __metadata__, data section bytes, data section file offset)."""
    with open(path, "rb") as f:
        blob = f.read()
    (n,) = struct.unpack_from("<Q", blob, 0)
    if 8 + n > len(blob):
        raise ValueError(f"{path}: header length {n} exceeds file size {len(blob)}")
    return json.loads(blob[8:8 + n].decode("utf-8")), blob[8 + n:], 8 + n



def read_tensors(path: str, keep=lambda name: True):
    """-> (heed.config JSON string, {name: (dtype, shape, raw bytes)}) of the tensors `keep`
    accepts, padding left out: what write_tensors takes, so a tool can rewrite a file with some
    tensors replaced and every other one copied byte for byte (shortlist.py, names.py)."""
    header, data, _ = read_raw(path)
    meta = header.pop("__metadata__")
    tensors = {}
    for name, info in header.items():
        if name.startswith("__pad.") or not keep(name):
            continue
        start, end = info["data_offsets"]
        tensors[name] = (info["dtype"], info["shape"], bytes(data[start:end]))
    return meta["heed.config"], tensors


def read_checked(path: str):
    """-> (metadata, header without __metadata__, data section bytes). Checks format name,
    version and CRC-32 like the engine does; raises ValueError naming the cause."""
    header, data, _ = read_raw(path)
    meta = header.pop("__metadata__", {})
    if meta.get("heed.format") != FORMAT_NAME:
        raise ValueError(f"{path}: not a Heed model (heed.format={meta.get('heed.format')!r})")
    if meta.get("heed.format_version") != FORMAT_VERSION:
        raise ValueError(f"{path}: format version {meta.get('heed.format_version')!r}, "
                         f"this reader knows {FORMAT_VERSION!r}")
    crc = format(zlib.crc32(data) & 0xFFFFFFFF, "08x")
    if meta.get("heed.data_crc32") != crc:
        raise ValueError(f"{path}: data crc32 {crc} != recorded {meta.get('heed.data_crc32')}")
    return meta, header, data
