import dataclasses
import unittest

import torch

from models.heed_ref import search
from models.heed_ref.transformer import HeedConfig, sinusoidal_positions
from models.heed_ref.tests.common import random_source, tiny_config, tiny_model


def pad(rows, pad_id):
    width = max(len(r) for r in rows)
    return torch.tensor([r + [pad_id] * (width - len(r)) for r in rows])


class ModelTest(unittest.TestCase):
    def test_incremental_decoding_matches_teacher_forcing(self):
        """KV cache steps == one teacher-forced pass, in a padded batch, < 1e-5."""
        for norm, act in (("post", "relu"), ("pre", "gelu")):
            model = tiny_model(7, norm=norm, activation=act)
            cfg = model.cfg
            srcs = [random_source(1, 9, cfg), random_source(2, 4, cfg)]
            tgts = [[cfg.bos_id] + random_source(3, 7, cfg)[:-1], [cfg.bos_id, 5, 6]]
            with torch.no_grad():
                forced = model(pad(srcs, cfg.pad_id), pad(tgts, cfg.pad_id))    # (2, T, V)
                for b, (src, tgt) in enumerate(zip(srcs, tgts)):
                    memory, allowed = model.encode(torch.tensor([src]))
                    state = model.start_decoding(memory, allowed)
                    for t, tok in enumerate(tgt):
                        logits, attn = model.decode_step(torch.tensor([tok]), state)
                        diff = (logits[0] - forced[b, t]).abs().max().item()
                        self.assertLess(diff, 1e-5, f"{norm} row {b} step {t}")
                        self.assertAlmostEqual(attn[0].sum(-1).mean().item(), 1.0, places=5)

    def test_greedy_logits_are_teacher_forced_logits(self):
        model = tiny_model(8)
        src = random_source(4, 6, model.cfg)
        h = search.greedy(model, src, max_length=8)
        tgt = [model.cfg.bos_id] + h.tokens[:len(h.step_logits) - 1]
        with torch.no_grad():
            forced = model(torch.tensor([src]), torch.tensor([tgt]))[0]
        self.assertLess((forced - torch.stack(h.step_logits)).abs().max().item(), 1e-5)
        self.assertEqual(len(h.step_logits), len(h.tokens) + 1)  # the eos check step
        self.assertEqual([int(l.argmax()) for l in h.step_logits[:len(h.tokens)]], h.tokens)

    def test_beam_size_one_is_greedy(self):
        for seed in range(6):
            model = tiny_model(seed, norm="pre" if seed % 2 else "post")
            src = random_source(seed, 3 + seed, model.cfg)
            g = search.greedy(model, src, max_length=12, alpha=0.0)
            b = search.beam_search(model, src, beam_size=1, alpha=0.0, max_length=12)
            self.assertEqual(b.tokens, g.tokens)
            self.assertEqual(b.finished, g.finished)
            self.assertAlmostEqual(b.score, g.score, places=5)

    def test_beam_finds_at_least_greedy_score(self):
        # Without length penalty the beam's sum of log-probs can only be >= greedy's when both
        # finish; here we only check that beam search runs and returns a sane hypothesis.
        model = tiny_model(11)
        src = random_source(5, 8, model.cfg)
        b = search.beam_search(model, src, beam_size=4, alpha=0.6, max_length=10)
        self.assertLessEqual(len(b.tokens), 10)
        self.assertEqual(len(b.attention), len(b.tokens))
        self.assertEqual(len(b.log_probs), len(b.tokens))
        self.assertNotIn(model.cfg.eos_id, b.tokens)

    def test_word_reward_bounded_and_unbounded(self):
        # The engine's rule (search.h): score + word_reward * min(len, rewarded_length).
        for seed in range(4):
            model = tiny_model(seed)
            src = random_source(seed, 5, model.cfg)
            plain = search.beam_search(model, src, beam_size=4, alpha=0.6, max_length=12)
            # Every hypothesis has at least one token (EOS counts), so a reward bounded at 1 adds
            # the same to all of them: the same choice, the score shifted by the reward.
            flat = search.beam_search(model, src, beam_size=4, alpha=0.6, max_length=12,
                                      word_reward=2.0, rewarded_length=1)
            self.assertEqual(flat.tokens, plain.tokens)
            self.assertAlmostEqual(flat.score, plain.score + 2.0, places=4)
            # An unbounded reward far above any log-prob runs every sentence to max_length.
            runaway = search.beam_search(model, src, beam_size=4, alpha=0.0, max_length=12, word_reward=50.0)
            self.assertEqual(len(runaway.tokens), 12)

    def test_switches_change_outputs(self):
        src = torch.tensor([random_source(6, 7, tiny_config())])
        tgt = torch.tensor([[1, 9, 10, 11]])
        outs = {}
        for norm in ("post", "pre"):
            for act in ("relu", "gelu"):
                with torch.no_grad():
                    outs[norm, act] = tiny_model(9, norm=norm, activation=act)(src, tgt)
        keys = list(outs)
        for i in range(len(keys)):
            for j in range(i + 1, len(keys)):
                self.assertGreater((outs[keys[i]] - outs[keys[j]]).abs().max().item(), 1e-3,
                                   f"{keys[i]} vs {keys[j]}")
        self.assertIn("encoder.final_norm.weight", tiny_model(0, norm="pre").state_dict())
        self.assertNotIn("encoder.final_norm.weight", tiny_model(0).state_dict())

    def test_padding_does_not_leak(self):
        model = tiny_model(10)
        src = random_source(7, 5, model.cfg)
        with torch.no_grad():
            alone = model(torch.tensor([src]), torch.tensor([[1, 4]]))
            padded = model(torch.tensor([src + [0, 0, 0]]), torch.tensor([[1, 4, 0]]))
        self.assertLess((alone[0] - padded[0, :2]).abs().max().item(), 1e-5)

    def test_positions_and_config(self):
        pe = sinusoidal_positions(3, 4)
        self.assertEqual(pe[0].tolist(), [0.0, 1.0, 0.0, 1.0])
        self.assertAlmostEqual(pe[2, 0].item(), 0.9092974, places=6)      # sin(2)
        self.assertAlmostEqual(pe[2, 3].item(), 0.99980003, places=6)     # cos(2 / 100)
        cfg = tiny_config(norm="pre", activation="gelu")
        self.assertEqual(HeedConfig.from_json(cfg.to_json()), cfg)
        self.assertEqual(set(dataclasses.asdict(cfg)),
                         {"src_lang", "tgt_lang", "d_model", "n_heads", "d_ff", "encoder_layers",
                          "decoder_layers", "vocab_size", "norm", "activation", "layer_norm_eps",
                          "max_positions", "pad_id", "bos_id", "eos_id", "unk_id", "weights",
                          "word_reward", "word_reward_ratio"})
        # The decoding defaults are written only when set, so files without them stay byte-identical.
        self.assertNotIn("word_reward", cfg.to_json())
        tuned = dataclasses.replace(cfg, word_reward=0.6, word_reward_ratio=1.1)
        self.assertIn('"word_reward":0.6,"word_reward_ratio":1.1', tuned.to_json())
        self.assertEqual(HeedConfig.from_json(tuned.to_json()), tuned)
        with self.assertRaises(ValueError):
            tiny_config(n_heads=5)


if __name__ == "__main__":
    unittest.main()
