// Heed on exactly what the onnxruntime bench decodes: the same sentences (tokenised by the same
// sentencepiece model inside the .heed file), the same max length, a warm-up pass first.
import { Translator } from '/web/heed.js';

const params = new URLSearchParams(location.search);
const model = params.get('model');
const sentences = JSON.parse(params.get('sentences'));
const maxLength = Number(params.get('maxLength') || 64);
const repeat = Number(params.get('repeat') || 3);

// What onnxruntime's graphs do: greedy search over the model's own tokens, no text rules
// (protected spans, case styles, repeat blocking are on by default and change the tokens), and
// no sentence cache (a repeated pass would otherwise measure the cache).
const raw = { beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, cache: false };

async function run() {
  const t = await Translator.create({ model });
  try {
    const pass = async () => {
      let tokens = 0;
      const t0 = performance.now();
      for (let r = 0; r < repeat; r++) {
        for (const s of sentences) {
          const res = await t.translate(s, { ...raw, maxLength, reportAttention: false });
          for (const sent of res.sentences) tokens += sent.targetIds.length + 1;
        }
      }
      return { tokens, tokensPerS: tokens / ((performance.now() - t0) / 1000) };
    };
    const firstPass = await pass();
    const greedy = await pass();
    const c = (await t.translate(sentences[0], { ...raw, maxLength: 16 })).sentences[0];
    return { firstPass, greedy, check: { ids: c.targetIds, logProbs: c.targetLogProbs, sourceIds: c.sourceIds } };
  } finally {
    t.dispose();
  }
}

run().then((r) => { window.heedResult = r; }, (e) => { window.heedResult = { error: String(e && e.stack || e) }; });
