"""Small shared helpers for the reference tests: tiny configs and seeded models."""
import math

import torch

from models.heed_ref.transformer import HeedConfig, Transformer

torch.set_num_threads(1)  # a shared 2-core machine; also keeps results reproducible


def tiny_config(**changes) -> HeedConfig:
    base = dict(d_model=32, n_heads=4, d_ff=64, encoder_layers=2, decoder_layers=2,
                vocab_size=48, max_positions=96)
    base.update(changes)
    return HeedConfig(**base)


def tiny_model(seed: int = 0, **changes) -> Transformer:
    """Seeded random model with non-trivial norms and biases (defaults would hide bugs that
    swap a LayerNorm's weight and bias, or drop a bias)."""
    model = Transformer(tiny_config(**changes))
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            r = torch.randn(p.shape, generator=g)
            if p.dim() == 2:
                p.copy_(r / math.sqrt(p.shape[1]))
            elif "norm" in name and name.endswith(".weight"):
                p.copy_(1 + 0.3 * r)
            else:
                p.copy_(0.2 * r)
    return model.eval()


def random_source(seed: int, length: int, cfg: HeedConfig):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(4, cfg.vocab_size, (length,), generator=g).tolist() + [cfg.eos_id]
