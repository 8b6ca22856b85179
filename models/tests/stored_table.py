"""Tables read back from model files: one stored by a module's `add` command in a tiny model
file, and a shipped model's (the tests of copied_words.py, adjectives.py and nouns.py)."""
import os
import tempfile
from typing import Callable, List, Tuple

from models.heed_ref.heed_format import read_raw, write_tensors


def stored_table(main: Callable[[List[str]], None], flag: str, table: str, tensor: str) -> Tuple[str, List[str]]:
    """Runs `main(["add", "--model", M, flag, FILE, "--out", OUT])` with `table` in FILE and a
    model of one tensor; returns the text of `tensor` in OUT and OUT's tensor names."""
    with tempfile.TemporaryDirectory() as tmp:
        model = os.path.join(tmp, "m.heed")
        write_tensors(model, '{"vocab_size": 4}', {"embed.weight": ("F32", [4, 1], bytes(range(16)))})
        path = os.path.join(tmp, "table.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write(table)
        out = os.path.join(tmp, "out.heed")
        main(["add", "--model", model, flag, path, "--out", out])
        header, data, _ = read_raw(out)
        return bytes(data[slice(*header[tensor]["data_offsets"])]).decode("utf-8"), sorted(header)


def shipped_lines(model: str, tensor: str) -> List[str]:
    """The lines of the text tensor `tensor` of the shipped model `model` ("en-es")."""
    header, data, _ = read_raw(os.path.join(os.path.dirname(__file__), "..", "shipped", f"{model}.heed"))
    return bytes(data[slice(*header[tensor]["data_offsets"])]).decode("utf-8").splitlines()
