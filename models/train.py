"""Train the reference Transformer (models/heed_ref) on token ids from models/tokenizer.py.

    /usr/bin/python3 -m models.train [--direction en-es] [--tok DIR] [--run DIR] [options]
    /usr/bin/python3 -m models.train --average-only --run DIR     # average the last K snapshots

Reads $HEED_CACHE/tok/en-xx/{spm.model,train.npz,dev.npz}; writes into --run
(default $HEED_CACHE/runs/<direction>):
  ckpt_last.pt   model + optimizer + step + data position + RNG (resume point, atomic)
  snap_<step>.pt fp32 weights every --snapshot-minutes (the last --keep are kept)
  avg.pt         {"config", "model"}: mean of the last --avg-k snapshots, export.py's input
  dev.jsonl      one line per dev evaluation (greedy chrF2/BLEU on --eval-sents sentences)
Progress lines go to stderr. Rerunning the same command resumes from ckpt_last.pt.
SIGTERM/SIGINT: finish the current step, save, exit 0.

Training recipe (Vaswani et al. 2017, with the choices below):
- loss: cross-entropy with label smoothing 0.1 over non-pad target tokens, normalised per token
  of the whole (accumulated) step;
- Adam(0.9, 0.98, eps 1e-9), lr = scale * d^-0.5 * min(step^-0.5, step * warmup^-1.5);
- dropout 0.1 on embeddings, sublayer outputs and attention probabilities;
- token-based batches: pairs sorted by (target, source) length with random tie-breaking, cut
  into batches of at most --max-tokens padded target tokens, batch order shuffled per epoch.
  The epoch's batch list is a pure function of (seed, epoch), so the data position is just
  (epoch, batch index) and resuming replays nothing and skips nothing.
- pre-norm by default: with the LayerNorm inside the residual branch the residual path is an
  identity, gradients reach the embeddings unscaled, and training is stable at the paper's
  peak lr (or higher) with a short warm-up; post-norm needs a long warm-up and diverges more
  often at high lr, which a CPU run that takes days cannot afford. The engine supports both.
- deep encoder, shallow decoder (6/2): the decoder runs once per output token, the encoder
  once per sentence, so depth is cheapest in the encoder (Kasai et al. 2021).
"""
from __future__ import annotations

import argparse
import contextlib
import dataclasses
import glob
import json
import math
import os
import signal
import sys
import time
from typing import Callable, Dict, List, Optional, Tuple

import numpy as np
import torch
import torch.nn as nn

from models import metrics
from models.heed_ref import search
from models.heed_ref.export import load_float_state
from models.grow import grow_encoder_state, grown_config
from models.heed_ref.transformer import HeedConfig, Transformer

DEFAULT_CACHE = "/work/cache/heed"


def log(msg: str) -> None:
    sys.stderr.write(time.strftime("[%m-%d %H:%M:%S] ") + msg + "\n")
    sys.stderr.flush()


def hms(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"


# ---------------------------------------------------------------------------------- data
class Side:
    """One language of a split: ids concatenated (uint16) and per-pair offsets/lengths."""

    def __init__(self, ids: np.ndarray, lens: np.ndarray):
        self.ids = ids                                             # (sum L,) uint16
        self.lens = lens.astype(np.int64)                          # (N,)
        self.offs = np.concatenate([[0], np.cumsum(self.lens)[:-1]]).astype(np.int64)  # (N,)

    def get(self, i: int) -> np.ndarray:
        return self.ids[self.offs[i]:self.offs[i] + self.lens[i]]


def load_pairs(npz: str, lang: str, direction: str) -> Tuple[Side, Side]:
    z = np.load(npz)
    src_l, tgt_l = direction.split("-")
    assert {src_l, tgt_l} == {"en", lang}, f"direction {direction} does not match data en-{lang}"
    return Side(z[src_l], z[src_l + "_len"]), Side(z[tgt_l], z[tgt_l + "_len"])


def make_batches(src: Side, tgt: Side, max_tokens: int, max_len: int, seed: int,
                 epoch: int) -> List[np.ndarray]:
    """Index arrays of pairs, one per batch. Lengths count eos (source) and bos/eos (target).
    A batch holds n pairs with n * max(target len) <= max_tokens and the padded source at most
    twice that (one long source in a short-target bucket must not blow up memory)."""
    rng = np.random.default_rng([seed, epoch])
    s_len, t_len = src.lens + 1, tgt.lens + 1
    keep = np.nonzero((s_len <= max_len) & (t_len <= max_len) & (src.lens > 0) & (tgt.lens > 0))[0]
    order = keep[np.lexsort((rng.random(len(keep)), s_len[keep], t_len[keep]))]
    batches, start, max_s, max_t = [], 0, 0, 0
    for k, i in enumerate(order.tolist()):
        ms, mt = max(max_s, s_len[i]), max(max_t, t_len[i])
        n = k - start + 1
        if n > 1 and (n * mt > max_tokens or n * ms > 2 * max_tokens):
            batches.append(order[start:k])
            start, ms, mt = k, s_len[i], t_len[i]
        max_s, max_t = ms, mt
    if start < len(order):
        batches.append(order[start:])
    rng.shuffle(batches)
    return batches


def collate(src: Side, tgt: Side, idx: np.ndarray, cfg: HeedConfig):
    """-> src (B, S) ids+eos, tgt_in (B, T) bos+ids, tgt_out (B, T) ids+eos; pad = cfg.pad_id."""
    B = len(idx)
    S = int(src.lens[idx].max()) + 1
    T = int(tgt.lens[idx].max()) + 1
    s = np.full((B, S), cfg.pad_id, dtype=np.int64)
    ti = np.full((B, T), cfg.pad_id, dtype=np.int64)
    to = np.full((B, T), cfg.pad_id, dtype=np.int64)
    for b, i in enumerate(idx.tolist()):
        a, c = src.get(i), tgt.get(i)
        s[b, :len(a)] = a
        s[b, len(a)] = cfg.eos_id
        ti[b, 0] = cfg.bos_id
        ti[b, 1:len(c) + 1] = c
        to[b, :len(c)] = c
        to[b, len(c)] = cfg.eos_id
    return torch.from_numpy(s), torch.from_numpy(ti), torch.from_numpy(to)


# --------------------------------------------------------------------------------- model
def init_weights(model: Transformer) -> None:
    """Xavier-uniform matrices, zero biases, embeddings N(0, D^-1/2): the embedding is scaled by
    sqrt(D) on input, so inputs start at unit variance, and as the tied output matrix its
    logits start small. (nn.Embedding's default N(0, 1) would start them at sqrt(D).)"""
    for name, p in model.named_parameters():
        if name == "embed.weight":
            nn.init.normal_(p, 0.0, model.cfg.d_model ** -0.5)
        elif p.dim() == 2:
            nn.init.xavier_uniform_(p)
        elif name.endswith(".bias") and "norm" not in name:
            nn.init.zeros_(p)


def lr_at(step: int, d_model: int, warmup: int, scale: float) -> float:
    step = max(step, 1)
    return scale * d_model ** -0.5 * min(step ** -0.5, step * warmup ** -1.5)


def device_scope(device: torch.device):
    """The reference creates masks with torch.ones(...) and keeps its positional table as a
    plain CPU tensor; on CUDA (torch >= 2) make factory calls default to the device."""
    if device.type != "cpu" and hasattr(torch, "set_default_device"):
        return torch.device(device)
    return contextlib.nullcontext()


def cpu_has_native_bf16(cpuinfo: str = "/proc/cpuinfo") -> bool:
    """True on a CPU with bf16 matmul instructions, where oneDNN runs bf16 faster than fp32:
    AMX tiles (Intel Xeon; TOOLCHAIN.md: 1,921 -> 426 ms/step) or AVX-512 BF16 (AMD EPYC
    Zen 4: a fine-tuning step of the shipped 6+2-layer model, 4,096 target tokens, one thread,
    8.8-10.4 s fp32 -> 5.7-5.8 s bf16, measured 2026-11-25). Elsewhere bf16 on the CPU is
    emulated and slower."""
    try:
        with open(cpuinfo) as f:
            return any(line.startswith("flags") and (" amx_bf16" in line or " avx512_bf16" in line)
                       for line in f)
    except OSError:
        return False


def wants_bf16(mode: str, device: torch.device, native_bf16: Callable[[], bool] = cpu_has_native_bf16) -> bool:
    """--bf16 auto|on|off -> whether the forward pass runs under bf16 autocast (the loss and the
    optimizer stay fp32 either way)."""
    if mode != "auto":
        return mode == "on"
    if device.type == "cuda":
        return torch.cuda.is_bf16_supported()
    return native_bf16()


def smoothed_loss(logits: torch.Tensor, target: torch.Tensor, pad: int, eps: float):
    """logits (N, V), target (N,) -> (smoothed loss sum, nll sum, tokens) over non-pad tokens.
    Same as F.cross_entropy(label_smoothing=eps): (1-eps) * nll + eps * mean_v(-log p_v)."""
    lp = torch.log_softmax(logits.float(), dim=-1)                 # (N, V)
    mask = target != pad
    nll = -lp.gather(1, target[:, None])[:, 0]                     # (N,)
    uniform = -lp.mean(dim=-1)                                     # (N,)
    loss = ((1 - eps) * nll + eps * uniform)[mask].sum()
    return loss, nll[mask].sum().detach(), int(mask.sum())


# ----------------------------------------------------------------------------- checkpoints
def atomic_save(obj, path: str) -> None:
    tmp = path + ".tmp"
    torch.save(obj, tmp)
    os.replace(tmp, path)                                          # never a half-written file


def snapshots(run: str) -> List[str]:
    return sorted(glob.glob(os.path.join(run, "snap_*.pt")))


def average_snapshots(run: str, k: int, out: Optional[str] = None) -> str:
    """Mean of the last k snapshots' weights -> {"config", "model"} at out (default run/avg.pt)."""
    paths = snapshots(run)[-k:]
    if not paths:
        last = os.path.join(run, "ckpt_last.pt")
        if not os.path.exists(last):
            raise FileNotFoundError(f"no snapshots or checkpoint in {run}")
        paths = [last]
    total, cfg = None, None
    for p in paths:
        ck = torch.load(p, map_location="cpu")
        cfg = ck["config"]
        sd = {n: t.float() for n, t in ck["model"].items()}
        total = sd if total is None else {n: total[n] + sd[n] for n in total}
    avg = {n: t / len(paths) for n, t in total.items()}
    out = out or os.path.join(run, "avg.pt")
    atomic_save({"config": cfg, "model": avg, "averaged": [os.path.basename(p) for p in paths]}, out)
    log(f"averaged {len(paths)} checkpoints -> {out}")
    return out


def save_fp16_parts(ckpt: str, out_dir: str, max_bytes: int = 15 * 2 ** 20) -> List[str]:
    """Split a {"config", "model"} file into fp16 parts of <= max_bytes (a device machine
    returns files of at most 16 MiB). join_parts() rebuilds it."""
    ck = torch.load(ckpt, map_location="cpu")
    os.makedirs(out_dir, exist_ok=True)
    parts, cur, size = [], {}, 0
    for n, t in ck["model"].items():
        t = t.half()
        if cur and size + t.numel() * 2 > max_bytes:
            parts.append(cur)
            cur, size = {}, 0
        cur[n] = t
        size += t.numel() * 2
    parts.append(cur)
    paths = []
    for i, p in enumerate(parts):
        path = os.path.join(out_dir, f"model_fp16.part{i:02d}.pt")
        torch.save({"config": ck["config"], "model": p, "part": i, "parts": len(parts)}, path)
        paths.append(path)
    return paths


def join_parts(paths: List[str], out: str) -> None:
    model, cfg = {}, None
    for p in sorted(paths):
        ck = torch.load(p, map_location="cpu")
        cfg = ck["config"]
        model.update({n: t.float() for n, t in ck["model"].items()})
    atomic_save({"config": cfg, "model": model}, out)


# ------------------------------------------------------------------------------------ dev
class DevSet:
    """A fixed random subset of dev pairs, greedy-decoded with the reference search."""

    def __init__(self, npz: str, lang: str, direction: str, spm_path: str, n: int, max_len: int):
        import sentencepiece as spm
        self.sp = spm.SentencePieceProcessor(model_file=spm_path)
        src, tgt = load_pairs(npz, lang, direction)
        ok = [i for i in range(len(src.lens)) if 0 < src.lens[i] < max_len]
        rng = np.random.default_rng(0)
        pick = sorted(rng.choice(ok, size=min(n, len(ok)), replace=False).tolist())
        self.src = [src.get(i).astype(np.int64).tolist() for i in pick]
        self.refs = [self.sp.decode(tgt.get(i).astype(np.int64).tolist()) for i in pick]

    def evaluate(self, model: Transformer, device: torch.device) -> Dict:
        was_training = model.training
        t = time.time()
        hyps = []
        with device_scope(device):
            for ids in self.src:
                h = search.greedy(model, ids + [model.cfg.eos_id])
                hyps.append(self.sp.decode(h.tokens))
        model.train(was_training)
        return {"chrf": round(metrics.chrf(hyps, self.refs), 2), "bleu": round(metrics.bleu(hyps, self.refs), 2),
                "n": len(hyps), "seconds": round(time.time() - t, 1), "example": hyps[:3]}


# ---------------------------------------------------------------------------------- main
def build_config(a, vocab: int) -> HeedConfig:
    src_l, tgt_l = a.direction.split("-")
    return HeedConfig(src_lang=src_l, tgt_lang=tgt_l, d_model=a.d_model, n_heads=a.heads,
                      d_ff=a.d_ff, encoder_layers=a.enc_layers, decoder_layers=a.dec_layers,
                      vocab_size=vocab, norm=a.norm, activation=a.activation,
                      max_positions=a.max_positions)


def fine_tune_start(path: str, direction: str, vocab: int):
    """-> (config, fp32 state) of a shipped model, checked against the run's direction and vocabulary."""
    cfg, state, _ = load_float_state(path)
    if f"{cfg.src_lang}-{cfg.tgt_lang}" != direction:
        raise SystemExit(f"{path} translates {cfg.src_lang}-{cfg.tgt_lang}, not {direction}")
    if cfg.vocab_size != vocab:
        raise SystemExit(f"{path} has a vocabulary of {cfg.vocab_size}, the bundle {vocab}: "
                         "build the bundle with --spm set to the model")
    return cfg, state


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    g = ap.add_argument_group("data")
    g.add_argument("--lang", default="es", help="the non-English language of the corpus")
    g.add_argument("--direction", default="en-es", help="en-xx or xx-en, from the same data")
    g.add_argument("--tok", help="tokenizer output dir (default $HEED_CACHE/tok/en-LANG)")
    g.add_argument("--run", help="run dir (default $HEED_CACHE/runs/DIRECTION)")
    g.add_argument("--max-len", type=int, default=200, help="drop pairs longer (pieces + eos)")
    g.add_argument("--init-from", help="a .heed model (f32 or int8) to fine-tune: its config and "
                   "weights replace the model flags; its tokenizer must be the bundle's")
    g.add_argument("--grow-encoder", type=int, default=0, help="with --init-from: this many encoder "
                   "layers, the new ones starting as identities (models/grow.py)")
    g = ap.add_argument_group("model")
    g.add_argument("--enc-layers", type=int, default=6)
    g.add_argument("--dec-layers", type=int, default=2)
    g.add_argument("--d-model", type=int, default=256)
    g.add_argument("--heads", type=int, default=8)
    g.add_argument("--d-ff", type=int, default=1024)
    g.add_argument("--norm", default="pre", choices=["pre", "post"])
    g.add_argument("--activation", default="relu", choices=["relu", "gelu"])
    g.add_argument("--max-positions", type=int, default=1024)
    g.add_argument("--dropout", type=float, default=0.1)
    g = ap.add_argument_group("optimisation")
    g.add_argument("--max-tokens", type=int, default=4096, help="padded target tokens per batch")
    g.add_argument("--accum", type=int, default=1, help="batches per optimizer step")
    g.add_argument("--warmup", type=int, default=4000)
    g.add_argument("--lr-scale", type=float, default=1.0, help="multiplies the paper's lr formula")
    g.add_argument("--label-smoothing", type=float, default=0.1)
    g.add_argument("--clip", type=float, default=1.0, help="gradient norm clip (0: off)")
    g.add_argument("--seed", type=int, default=1)
    g = ap.add_argument_group("run control")
    g.add_argument("--max-steps", type=int, default=0, help="0: no limit")
    g.add_argument("--epochs", type=float, default=0, help="0: no limit")
    g.add_argument("--max-hours", type=float, default=0, help="stop this process after (0: no limit)")
    g.add_argument("--log-every", type=int, default=50, help="steps between progress lines")
    g.add_argument("--ckpt-minutes", type=float, default=15)
    g.add_argument("--snapshot-minutes", type=float, default=60, help="weights kept for averaging")
    g.add_argument("--snapshot-steps", type=int, default=0, help="also snapshot every N steps")
    g.add_argument("--keep", type=int, default=8, help="snapshots kept")
    g.add_argument("--avg-k", type=int, default=5, help="snapshots averaged at the end")
    g.add_argument("--eval-minutes", type=float, default=60, help="dev chrF interval (0: off)")
    g.add_argument("--eval-sents", type=int, default=200)
    g.add_argument("--threads", type=int, default=2, help="CPU threads")
    g.add_argument("--device", default="auto", help="auto | cpu | cuda")
    g.add_argument("--bf16", default="auto", choices=["auto", "on", "off"],
                   help="bf16 autocast: auto = on a GPU that has it and on a CPU with AMX or AVX-512 BF16")
    g.add_argument("--no-resume", action="store_true", help="ignore an existing ckpt_last.pt")
    g.add_argument("--average-only", action="store_true", help="only write avg.pt and exit")
    g.add_argument("--fp16-parts", help="after averaging, also write fp16 parts (<=15 MiB) here")
    a = ap.parse_args(argv)
    if a.grow_encoder and not a.init_from:
        # A fresh model has nothing to grow: say so rather than train the default depth.
        ap.error("--grow-encoder needs --init-from (set the depth of a fresh model in its config)")
    return a


class Stop:
    """Set by SIGTERM/SIGINT; the loop saves and exits after the current step."""
    requested = False

    @classmethod
    def install(cls):
        def handler(signum, _frame):
            log(f"signal {signum}: will save and stop after this step")
            cls.requested = True
        signal.signal(signal.SIGTERM, handler)
        signal.signal(signal.SIGINT, handler)


def main(argv=None) -> int:
    a = parse_args(argv)
    cache = os.environ.get("HEED_CACHE") or DEFAULT_CACHE
    tok = a.tok or os.path.join(cache, "tok", "en-" + a.lang)
    run = a.run or os.path.join(cache, "runs", a.direction)
    os.makedirs(run, exist_ok=True)
    if a.average_only:
        out = average_snapshots(run, a.avg_k)
        if a.fp16_parts:
            log(f"fp16 parts: {save_fp16_parts(out, a.fp16_parts)}")
        return 0

    device = torch.device("cuda" if a.device == "auto" and torch.cuda.is_available() else
                          ("cpu" if a.device == "auto" else a.device))
    if device.type == "cpu":
        torch.set_num_threads(a.threads)
    torch.manual_seed(a.seed)
    with open(os.path.join(tok, "meta.json")) as f:
        meta = json.load(f)
    start_state = None
    if a.init_from:
        cfg, start_state = fine_tune_start(a.init_from, a.direction, meta["vocab_size"])
        trained_layers = cfg.encoder_layers
        if a.grow_encoder:
            cfg = grown_config(cfg, a.grow_encoder)
    else:
        cfg = build_config(a, meta["vocab_size"])

    t0 = time.time()
    src, tgt = load_pairs(os.path.join(tok, "train.npz"), a.lang, a.direction)
    log(f"train data: {len(src.lens)} pairs, {int(tgt.lens.sum())} target pieces ({time.time() - t0:.0f}s)")
    dev = None
    if a.eval_minutes > 0 and a.eval_sents > 0 and os.path.exists(os.path.join(tok, "dev.npz")):
        dev = DevSet(os.path.join(tok, "dev.npz"), a.lang, a.direction,
                     os.path.join(tok, meta.get("spm", "spm.model")), a.eval_sents, a.max_len)

    model = Transformer(cfg, dropout=a.dropout)
    init_weights(model)
    if start_state is not None:
        if a.grow_encoder:
            start_state = grow_encoder_state(start_state, trained_layers, model.state_dict())
            log(f"encoder grown from {trained_layers} to {cfg.encoder_layers} layers")
        model.load_state_dict(start_state, strict=True)
        log(f"weights from {a.init_from}")
    model.to(device)
    model._pe = model._pe.to(device)                               # plain tensor, not a buffer
    opt = torch.optim.Adam(model.parameters(), lr=0.0, betas=(0.9, 0.98), eps=1e-9)
    step, epoch, pos, elapsed_before, tokens_seen = 0, 0, 0, 0.0, 0

    last = os.path.join(run, "ckpt_last.pt")
    if os.path.exists(last) and not a.no_resume:
        ck = torch.load(last, map_location="cpu")
        if ck["config"] != dataclasses.asdict(cfg):
            raise SystemExit(f"{last} was trained with another config:\n{ck['config']}\n"
                             f"vs now\n{dataclasses.asdict(cfg)}\n(use --no-resume or another --run)")
        model.load_state_dict(ck["model"])
        opt.load_state_dict(ck["optimizer"])
        step, epoch, pos = ck["step"], ck["epoch"], ck["pos"]
        elapsed_before, tokens_seen = ck["elapsed"], ck["tokens_seen"]
        torch.set_rng_state(ck["rng"])
        log(f"resumed from {last}: step {step}, epoch {epoch}, batch {pos}, {hms(elapsed_before)} trained")
    with open(os.path.join(run, "args.json"), "w") as f:
        json.dump({"args": vars(a), "config": dataclasses.asdict(cfg), "device": str(device),
                   "torch": torch.__version__}, f, indent=1)
    n_params = sum(p.numel() for p in model.parameters())
    log(f"model {n_params / 1e6:.2f}M params, {cfg.encoder_layers}+{cfg.decoder_layers} layers, "
        f"d {cfg.d_model}, ff {cfg.d_ff}, V {cfg.vocab_size}, {cfg.norm}-norm, device {device}")

    use_bf16 = wants_bf16(a.bf16, device)
    autocast = (lambda: torch.autocast(device.type, dtype=torch.bfloat16)) if use_bf16 else contextlib.nullcontext
    log(f"bf16 autocast: {'on' if use_bf16 else 'off'} ({a.bf16})")

    def save_ckpt():
        atomic_save({"config": dataclasses.asdict(cfg), "model": model.state_dict(),
                     "optimizer": opt.state_dict(), "step": step, "epoch": epoch, "pos": pos,
                     "elapsed": elapsed_before + time.time() - t_start, "tokens_seen": tokens_seen,
                     "rng": torch.get_rng_state(), "args": vars(a)}, last)

    def save_snapshot():
        atomic_save({"config": dataclasses.asdict(cfg), "step": step,
                     "model": {n: t.detach().float().cpu() for n, t in model.state_dict().items()}},
                    os.path.join(run, f"snap_{step:08d}.pt"))
        for old in snapshots(run)[:-a.keep]:
            os.remove(old)

    def run_dev():
        r = dev.evaluate(model, device)
        r.update(step=step, epoch=epoch, elapsed=round(elapsed_before + time.time() - t_start))
        with open(os.path.join(run, "dev.jsonl"), "a") as f:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
        log(f"dev step {step}: chrF2 {r['chrf']} BLEU {r['bleu']} ({r['n']} sents, {r['seconds']}s) "
            f"e.g. {r['example'][0]!r}")

    Stop.install()
    model.train()
    t_start = time.time()
    t_ckpt = t_snap = t_eval = t_log = time.time()
    win_loss = win_nll = 0.0
    win_tok = 0
    batches = make_batches(src, tgt, a.max_tokens, a.max_len, a.seed, epoch)
    log(f"epoch {epoch}: {len(batches)} batches of <= {a.max_tokens} target tokens, from batch {pos}")
    finished = False
    while not Stop.requested:
        # ---- gather `accum` batches (crossing into the next epoch when needed)
        group, data_done = [], False
        while len(group) < a.accum:
            if pos >= len(batches):
                if a.epochs and epoch + 1 >= a.epochs:
                    data_done = True                               # position stays at the end
                    break
                epoch, pos = epoch + 1, 0
                batches = make_batches(src, tgt, a.max_tokens, a.max_len, a.seed, epoch)
                log(f"epoch {epoch}: {len(batches)} batches")
            group.append(batches[pos])
            pos += 1
        if not group:
            finished = True
            break
        tensors = [collate(src, tgt, idx, cfg) for idx in group]
        step_tokens = sum(int((to != cfg.pad_id).sum()) for _, _, to in tensors)
        # ---- forward/backward, loss normalised by the step's target tokens
        for s, ti, to in tensors:
            s, ti, to = s.to(device), ti.to(device), to.to(device)
            with device_scope(device), autocast():
                logits = model(s, ti)                              # (B, T, V)
            loss, nll, _ = smoothed_loss(logits.reshape(-1, logits.shape[-1]), to.reshape(-1),
                                         cfg.pad_id, a.label_smoothing)
            (loss / step_tokens).backward()
            win_loss += float(loss)
            win_nll += float(nll)
        step += 1
        lr = lr_at(step, cfg.d_model, a.warmup, a.lr_scale)
        for pg in opt.param_groups:
            pg["lr"] = lr
        if a.clip > 0:
            nn.utils.clip_grad_norm_(model.parameters(), a.clip)
        opt.step()
        opt.zero_grad(set_to_none=True)
        win_tok += step_tokens
        tokens_seen += step_tokens

        now = time.time()
        if step % a.log_every == 0:
            log(f"step {step} | ep {epoch} {pos}/{len(batches)} | loss {win_loss / win_tok:.3f} "
                f"nll {win_nll / win_tok:.3f} | {win_tok / (now - t_log):.0f} tok/s | lr {lr:.2e} | "
                f"elapsed {hms(elapsed_before + now - t_start)}")
            win_loss = win_nll = 0.0
            win_tok, t_log = 0, now
        if data_done or (a.max_steps and step >= a.max_steps):
            finished = True
            break
        if a.max_hours and now - t_start > a.max_hours * 3600:
            finished = True                                        # a planned end: average too
            break
        if now - t_ckpt > a.ckpt_minutes * 60:
            save_ckpt()
            t_ckpt = now
        if now - t_snap > a.snapshot_minutes * 60 or (a.snapshot_steps and step % a.snapshot_steps == 0):
            save_snapshot()
            t_snap = now
        if dev is not None and now - t_eval > a.eval_minutes * 60:
            run_dev()
            t_eval = t_log = time.time()                           # eval time is not training speed

    save_ckpt()
    log(f"saved {last} at step {step}")
    if finished:
        save_snapshot()
        if dev is not None:
            run_dev()
        out = average_snapshots(run, a.avg_k)
        if a.fp16_parts:
            log(f"fp16 parts: {save_fp16_parts(out, a.fp16_parts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
