"""models/grow.py: a deeper encoder that starts as the same function, and learns.

Run from the repo root: /usr/bin/python3 -m unittest discover -s models/tests -t .
"""
import contextlib
import io
import unittest

import torch

from models import train
from models.grow import grow_encoder_state, grown_config, new_layer_slots
from models.heed_ref.transformer import HeedConfig, Transformer


def tiny_model(cfg: HeedConfig, seed: int) -> Transformer:
    torch.manual_seed(seed)
    m = Transformer(cfg)
    train.init_weights(m)
    return m.eval()


class GrowEncoderTest(unittest.TestCase):
    cfg = HeedConfig(vocab_size=50, d_model=16, n_heads=2, d_ff=32, encoder_layers=3,
                     decoder_layers=1, norm="pre", src_lang="en", tgt_lang="es")

    def test_growing_needs_weights_to_grow(self):
        err = io.StringIO()
        with contextlib.redirect_stderr(err), self.assertRaises(SystemExit):
            train.parse_args(["--grow-encoder", "10"])
        self.assertIn("--grow-encoder needs --init-from", err.getvalue())
        self.assertEqual(train.parse_args(["--grow-encoder", "10", "--init-from", "m.heed"]).grow_encoder, 10)

    def test_new_layers_spread_between_trained_ones(self):
        self.assertEqual(new_layer_slots(6, 4), [1, 2, 4, 5])
        self.assertEqual(new_layer_slots(6, 3), [1, 3, 5])
        self.assertEqual(new_layer_slots(6, 6), [0, 1, 2, 3, 4, 5])
        self.assertEqual(new_layer_slots(3, 1), [2])

    def test_grown_model_computes_what_the_trained_one_did(self):
        trained = tiny_model(self.cfg, 1)
        cfg5 = grown_config(self.cfg, 5)
        grown = tiny_model(cfg5, 2)
        state = grow_encoder_state(trained.state_dict(), 3, grown.state_dict())
        grown.load_state_dict(state, strict=True)
        # 3 trained + 2 new: the new ones follow trained layers 1 and 2 -> T0 T1 N T2 N
        self.assertEqual(new_layer_slots(3, 2), [1, 2])
        self.assertTrue(torch.equal(state["encoder.layers.0.ffn.fc1.weight"],
                                    trained.state_dict()["encoder.layers.0.ffn.fc1.weight"]))
        self.assertTrue(torch.equal(state["encoder.layers.3.ffn.fc1.weight"],
                                    trained.state_dict()["encoder.layers.2.ffn.fc1.weight"]))
        self.assertEqual(float(state["encoder.layers.2.self_attn.o_proj.weight"].abs().sum()), 0.0)
        self.assertGreater(float(state["encoder.layers.2.self_attn.q_proj.weight"].abs().sum()), 0.0)
        src = torch.randint(4, 50, (2, 7))
        tgt = torch.randint(4, 50, (2, 5))
        with torch.no_grad():
            before, after = trained(src, tgt), grown(src, tgt)
        before = before[0] if isinstance(before, tuple) else before
        after = after[0] if isinstance(after, tuple) else after
        self.assertLess(float((before - after).abs().max()), 1e-5)

    def test_new_layers_learn(self):
        """The zeroed output matrices get gradients at once, so the new layers do not stay identities."""
        grown = tiny_model(grown_config(self.cfg, 4), 2)
        grown.load_state_dict(grow_encoder_state(tiny_model(self.cfg, 1).state_dict(), 3,
                                                 grown.state_dict()))
        grown.train()
        src = torch.randint(4, 50, (2, 7))
        tgt = torch.randint(4, 50, (2, 6))
        logits = grown(src, tgt[:, :-1])
        logits = logits[0] if isinstance(logits, tuple) else logits
        torch.nn.functional.cross_entropy(logits.reshape(-1, 50), tgt[:, 1:].reshape(-1)).backward()
        new = grown.encoder.layers[new_layer_slots(3, 1)[0] + 1]
        self.assertGreater(float(new.ffn.fc2.weight.grad.abs().sum()), 0.0)
        self.assertGreater(float(new.self_attn.o_proj.weight.grad.abs().sum()), 0.0)

    def test_refuses_what_cannot_start_as_the_same_function(self):
        with self.assertRaisesRegex(SystemExit, "already has 3 encoder layers"):
            grown_config(self.cfg, 3)
        post = HeedConfig(vocab_size=50, d_model=16, n_heads=2, d_ff=32, encoder_layers=3,
                          decoder_layers=1, norm="post", src_lang="en", tgt_lang="es")
        with self.assertRaisesRegex(SystemExit, "pre-norm"):
            grown_config(post, 5)


if __name__ == "__main__":
    unittest.main()
