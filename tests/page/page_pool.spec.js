// translatePage on a long generated article (fixtures/long_article.js, ~2,000 words) with a pool
// of Workers: the blocks in the viewport are written first (watched as DOM writes), every text
// is translated, cancelling stops every Worker, restore() is exact, and the original can be
// shown again (a toggle, and on hover).
import { test, expect } from '@playwright/test';

test.use({ viewport: { width: 900, height: 700 } });

/** Opens the article scrolled to its middle: the visible blocks are not the document's first. */
async function openArticle(page) {
  await page.goto('/tests/page/fixtures/long_article.html');
  await page.waitForFunction(() => window.article);
  await page.evaluate(() => {
    const blocks = document.querySelectorAll('#root > p');
    blocks[Math.floor(blocks.length / 2)].scrollIntoView({ block: 'start' });
    // Each block's first write, in order (a MutationObserver sees what the page sees).
    window.writes = [];
    const blockOf = (node) => node.parentElement.closest('#root > *, li');
    new MutationObserver((records) => {
      for (const r of records) {
        const block = blockOf(r.target);
        if (block && !window.writes.includes(block)) window.writes.push(block);
      }
    }).observe(document.getElementById('root'), { subtree: true, characterData: true });
  });
}

test('a pool of Workers translates the viewport first, then everything, and restore() is exact', async ({ page }) => {
  test.setTimeout(120_000);
  await openArticle(page);
  const html = await page.locator('#root').innerHTML();
  const out = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const inView = (el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; };
    const visibleAtStart = [...document.querySelectorAll('#root > *, #root li')].filter((el) => el.tagName !== 'UL' && inView(el));
    const blocks = [];
    const job = await translatePage(document.getElementById('root'), {
      model: '/models/shipped/en-es.heed', workers: 2, beam: 1,
      onBlock: (b) => blocks.push({ order: b.order, index: b.index, visible: b.visible }),
    });
    window.job = job;
    // Texts are *started* in that order; with two Workers a long visible paragraph may still be
    // in flight while the other Worker writes a few short texts below the viewport. So: the
    // first half of the writes are visible texts, and every visible text is written within the
    // first n + 5 writes (in document order they would come after 20 others).
    const n = visibleAtStart.length;
    const at = (el) => window.writes.indexOf(el);
    return {
      translated: job.translated, total: job.total, workers: job.workers, cancelled: job.cancelled,
      memory: job.wasmMemoryBytes, blocks, visibleCount: n,
      firstWritesVisible: window.writes.slice(0, Math.ceil(n / 2)).every((el) => visibleAtStart.includes(el)),
      allVisibleEarly: visibleAtStart.every((el) => at(el) >= 0 && at(el) < n + 5),
      firstVisibleIndex: Math.min(...blocks.filter((b) => b.visible).map((b) => b.index)),
      text: document.getElementById('root').innerText,
    };
  });
  expect(out.cancelled).toBe(false);
  expect(out.translated).toBe(out.total);
  expect(out.total).toBeGreaterThan(60);
  expect(await page.evaluate(() => window.article.words)).toBeGreaterThanOrEqual(2000);
  expect(out.workers).toBe(2);
  expect(out.memory).toBeGreaterThan(2 * 12e6);          // two engines, each holding the model
  expect(out.visibleCount).toBeGreaterThan(2);
  // The viewport was in the middle of the article, and its blocks were written first.
  expect(out.firstVisibleIndex).toBeGreaterThan(20);
  expect(out.firstWritesVisible).toBe(true);
  expect(out.allVisibleEarly).toBe(true);
  expect(out.blocks.slice(0, Math.ceil(out.visibleCount / 2)).every((b) => b.visible)).toBe(true);
  expect(out.text).not.toMatch(/The new version|Your account|before you close the window/);
  await page.evaluate(() => window.job.restore());
  expect(await page.locator('#root').innerHTML()).toBe(html);
});

test('cancelling stops every Worker of the pool, and what was done can be restored', async ({ page }) => {
  await openArticle(page);
  const html = await page.locator('#root').innerHTML();
  const workersBefore = page.workers().length;
  const out = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const controller = new AbortController();
    let started = 0;
    const job = await translatePage(document.getElementById('root'), {
      model: '/models/shipped/en-es.heed', workers: 2, beam: 1, signal: controller.signal,
      onProgress: (p) => { if (p.phase === 'translate' && p.loaded === 6) controller.abort(); },
      onBlock: () => { started += 1; },
    });
    const writesAtEnd = window.writes.length;
    await new Promise((r) => setTimeout(r, 1500));  // nothing may write after the promise resolved
    window.job = job;
    return { cancelled: job.cancelled, translated: job.translated, total: job.total, writesAtEnd, writesLater: window.writes.length, started };
  });
  expect(out.cancelled).toBe(true);
  expect(out.translated).toBeGreaterThanOrEqual(6);
  expect(out.translated).toBeLessThan(out.total);
  expect(out.writesLater).toBe(out.writesAtEnd);
  // Every Worker the pool started has been terminated.
  await expect.poll(() => page.workers().length).toBe(workersBefore);
  await page.evaluate(() => window.job.restore());
  expect(await page.locator('#root').innerHTML()).toBe(html);
});

test('the original comes back by a toggle and on hover, and restore() removes every mark', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const html = await page.locator('#root').innerHTML();
  const out = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const root = document.getElementById('root');
    const job = await translatePage(root, { model: '/models/shipped/en-es.heed', originalOnHover: true });
    const translated = root.innerHTML;
    const titleOfP1 = document.getElementById('p1').getAttribute('title');
    job.showOriginal(true);
    const original = root.innerHTML;
    job.showOriginal(false);
    const again = root.innerHTML;
    window.job = job;
    return { translated, original, again, titleOfP1, p1: document.getElementById('p1').textContent };
  });
  expect(out.again).toBe(out.translated);
  expect(out.original).not.toBe(out.translated);
  // Shown as the original: the same text as before, plus only the hover titles.
  expect(out.original.replace(/ title="[^"]*"/g, '')).toBe(html.replace(/ title="[^"]*"/g, ''));
  expect(out.titleOfP1).toMatch(/^Choose a strong new password/);
  expect(out.p1).not.toMatch(/^Choose/);
  await page.evaluate(() => window.job.restore());
  expect(await page.locator('#root').innerHTML()).toBe(html);
});

test('a block the model is unsure of is marked and says why; restore() removes the mark', async ({ page }) => {
  await page.goto('/tests/page/fixtures/blank.html');
  const out = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    document.body.innerHTML = '<div id="root"><p id="sure">Save the document before closing the window.</p>'
      + '<p id="unsure">Vreeb glontic sporf a wumbling crandox, yet fleebish morts quib.</p><p id="menu">Open the file menu.</p></div>';
    const html = document.getElementById('root').innerHTML;
    const confidence = {};
    const job = await translatePage(document.getElementById('root'), {
      model: '/models/shipped/en-es.heed', markLowConfidence: 0.7,
      onBlock: (b) => { confidence[b.element.id] = b.confidence; },
    });
    const marks = ['sure', 'unsure', 'menu'].map((id) => {
      const el = document.getElementById(id);
      return { id, mark: el.getAttribute('data-heed-low-confidence'), title: el.getAttribute('title') };
    });
    job.restore();
    return { confidence, marks, restored: document.getElementById('root').innerHTML === html };
  });
  expect(out.confidence.sure).toBeGreaterThan(0.7);
  expect(out.confidence.unsure).toBeLessThan(0.7);
  expect(out.marks[0]).toEqual({ id: 'sure', mark: null, title: null });
  expect(out.marks[1].mark).toBe(out.confidence.unsure.toFixed(2));
  expect(out.marks[1].title).toMatch(/^Heed is unsure of this translation: its words' mean probability is 0\.\d\d, below 0\.70\.$/);
  expect(out.marks[2].mark).toBeNull();
  expect(out.restored).toBe(true);
});

test('a subtree without text resolves at once, loading no model and starting no Worker', async ({ page }) => {
  await page.goto('/tests/page/fixtures/blank.html');
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const out = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    document.body.innerHTML = '<div id="root"><p>   </p><pre>Save the file.</pre></div>';
    const job = await translatePage(document.getElementById('root'), { model: '/models/shipped/en-es.heed', workers: 'many' });
    return { total: job.total, translated: job.translated, workers: job.workers, cancelled: job.cancelled };
  });
  expect(out).toEqual({ total: 0, translated: 0, workers: 0, cancelled: false });
  expect(requests.filter((p) => p.endsWith('.heed') || p.endsWith('.wasm'))).toEqual([]);
  expect(page.workers()).toHaveLength(0);
});

test('a model that cannot load rejects translatePage with its code and leaves the page as it was', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const html = await page.locator('#root').innerHTML();
  const code = await page.evaluate(async () => {
    const { translatePage, HeedError } = await import('/web/heed.js');
    return translatePage(document.getElementById('root'), { model: '/models/shipped/missing.heed' })
      .then(() => 'resolved', (e) => (e instanceof HeedError ? e.code : String(e)));
  });
  expect(code).toBe('model-not-found');
  expect(await page.locator('#root').innerHTML()).toBe(html);
  await expect.poll(() => page.workers().length).toBe(0);
});

/**
 * translateSubtree with 2 Workers over `paragraphs` short paragraphs, with a stand-in for
 * Translator.create that logs each call: when each Worker loads, and each block's write.
 */
async function poolLog(page, paragraphs) {
  await page.goto('/tests/page/fixtures/blank.html');
  return page.evaluate(async (count) => {
    const { translateSubtree } = await import('/web/translate_page.js');
    document.body.innerHTML = `<div id="root">${'<p>One short paragraph.</p>'.repeat(count)}</div>`;
    const log = [];
    let made = 0;
    const create = async () => {
      const name = `worker ${++made}`;
      log.push(`load ${name}`);
      return {
        translate: async (text) => {
          await new Promise((r) => setTimeout(r, 20));
          return { text: text.toUpperCase(), tokens: [{ logProb: 0 }], cached: false, sentences: [] };
        },
        wasmMemoryBytes: async () => 0,
        dispose() {},
      };
    };
    const job = await translateSubtree(document.getElementById('root'), {
      model: 'stand-in', workers: 2, onBlock: (b) => log.push(`write ${b.order}`),
    }, create);
    log.push(`${job.translated} of ${job.total} by ${job.workers}`);
    return log;
  }, paragraphs);
}

test("the pool's other Workers load their model after the first block is written, not before", async ({ page }) => {
  // The helper's load (its CRC and tokenizer on a fresh page's baseline code) must not compete
  // with the lead's first block; and with nothing left to translate it does not load at all.
  const log = await poolLog(page, 6);
  expect(log.slice(0, 3)).toEqual(['load worker 1', 'write 0', 'load worker 2']);
  expect(log.at(-1)).toBe('6 of 6 by 2');
  expect(await poolLog(page, 1)).toEqual(['load worker 1', 'write 0', '1 of 1 by 1']);
});
