// The demo page in Debian's Chromium with the shipped en->es model: streaming, the attention
// overlays, the heatmap, the progress bar, and markup typed as text.
import { test, expect } from '@playwright/test';
import { openReadyPage, translate, watchOutput } from './helpers.js';

test('the model download progress reaches 100% and the page says the model is ready', async ({ page }) => {
  const seen = [];
  await page.exposeFunction('reportProgress', (v) => seen.push(v));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const p = document.getElementById('progress');
      if (p) window.reportProgress(Number(p.value));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['value'], childList: true });
  });
  await openReadyPage(page);
  expect(Math.max(...seen)).toBe(100);
  // Intermediate values: the download reported progress, not just a jump at the end.
  expect(seen.filter((v) => v > 0 && v < 100).length).toBeGreaterThan(0);
  await expect(page.locator('#progress-text')).toContainText('English → Spanish ready');
  // Debian's Chromium validates relaxed SIMD: the page runs heed-relaxed.wasm and says what its
  // kernels run on (the relaxed dot only where Chromium makes it one instruction).
  await expect(page.locator('#progress-text')).toHaveText(/parameters; engine: wasm-simd128( \+ relaxed int8 dot)?\)$/);
  await expect(page.locator('#pair option')).toHaveText(['English → Spanish', 'Spanish → English']);
});

test('the output grows token by token before the translation completes', async ({ page }) => {
  await openReadyPage(page);
  await watchOutput(page);
  // Eight different sentences (a repeated one would come from the sentence cache at once), with
  // the CPU slowed 4x: on a fast machine three sentences were decoded within two frames, and a
  // run that ends before the next frame rightly shows no partial text.
  const text = 'Save the document before closing the window. The password must contain at least eight characters. ' +
    'Open the file menu and select a new name for the copy. The printer is not connected to this computer. ' +
    'Check the network cable and try again later. Your changes will be lost if you do not save them. ' +
    'The backup finished without errors last night. Restart the application to apply the new settings.';
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await translate(page, text);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const updates = await page.evaluate(() => window.outputUpdates);
  const final = await page.locator('#output').textContent();
  expect(final).toContain('Guardar el documento antes de cerrar la ventana.');
  // Updates while the run was still busy, each a strict prefix of the final text.
  const partial = updates.filter((u) => u.busy === 'true' && u.text.length > 0 && u.text.length < final.length);
  expect(partial.length).toBeGreaterThanOrEqual(2);
  for (const u of partial) expect(final.startsWith(u.text)).toBe(true);
  expect(new Set(partial.map((u) => u.text)).size).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: 'out/screenshots/demo-streamed.png', fullPage: true });
});

test('a protected span is copied verbatim, marked in the output and aligned to its source', async ({ page }) => {
  await openReadyPage(page);
  await translate(page, 'Write to support@example.org if you need help.');
  const kept = page.locator('#output .w.kept');
  await expect(kept).toHaveText(['support@example.org']);
  await kept.hover();
  // Its strongest source word is the address itself: the placeholder's tokens map to its bytes.
  const weights = await page.locator('#source-backdrop mark').evaluateAll((marks) =>
    marks.map((m) => ({ word: m.textContent, w: Number(m.style.getPropertyValue('--w') || 0) })));
  expect(weights.reduce((a, b) => (b.w > a.w ? b : a)).word).toBe('support@example.org');
  await page.screenshot({ path: 'out/screenshots/demo-protected.png', fullPage: true });
});

test("a name from the model's own glossary is marked as a fixed translation, a copied span as copied", async ({ page }) => {
  await openReadyPage(page);
  await translate(page, 'Write to support@example.org from Poland.');
  const kept = page.locator('#output .w.kept');
  await expect(kept).toHaveText([/support@example\.org/, /Polonia/]);
  await expect(kept.nth(0)).toHaveAttribute('title', /copied from the source as it is/);
  await expect(kept.nth(1)).toHaveAttribute('title', /a fixed translation \(a glossary term, a name or date the model file carries, or a number written the target language's way\)/);
});

test('a quotation over two sentences keeps both marks, and the words beside them are not marked as kept', async ({ page }) => {
  await openReadyPage(page);
  await translate(page, 'After the meeting, he said: "I am happy with the result. Tomorrow we start working on the new version."');
  const out = await page.locator('#output').textContent();
  expect(out.match(/["«»“”]/gu)?.length).toBe(2);
  await expect(page.locator('#output .w.kept')).toHaveCount(0);
});

test('a number written the Spanish way is marked as a fixed translation', async ({ page }) => {
  await openReadyPage(page);
  await translate(page, 'The tank holds 55,000 barrels.');
  await expect(page.locator('#output')).toContainText('55\u00a0000');
  const kept = page.locator('#output .w.kept');
  await expect(kept.first()).toHaveText('55');
  await expect(kept.first()).toHaveAttribute('data-kept', /a fixed translation/);
});

test('Spanish typed on the English page is detected and translated by the Spanish model', async ({ page }) => {
  await openReadyPage(page);
  await page.locator('#source').fill('Guarda el documento antes de cerrar la ventana, por favor.');
  await page.locator('#translate').click();
  await expect(page.locator('#detected')).toHaveText('Detected: Spanish');
  await expect(page.locator('#pair')).toHaveValue('es-en');
  await expect(page.locator('#model-status')).toContainText('Spanish → English', { timeout: 45_000 });
  await expect(page.locator('#output')).toContainText(/document/i);
  await translate(page, 'Save the document before closing the window.');
  await expect(page.locator('#detected')).toHaveText('Detected: English');
  await expect(page.locator('#pair')).toHaveValue('en-es');
});

test('the language is detected while the page is idle after an edit, not on the click that translates', async ({ page }) => {
  await openReadyPage(page);
  // The page's own detector (one module instance per URL): count what it reads.
  await page.evaluate(async () => {
    const { LanguageDetector } = await import('/web/language_detector.js');
    const detect = LanguageDetector.prototype.detectNow;
    window.detected = [];
    LanguageDetector.prototype.detectNow = function (text) { window.detected.push(text.length); return detect.call(this, text); };
  });
  // Spanish for the first 400 characters, then English: the first 400 decide.
  const spanish = 'Guarda el documento antes de cerrar la ventana y comprueba que la copia ha terminado. ';
  const text = spanish.repeat(5).slice(0, 400) + ' ' + 'Save the document before closing the window. '.repeat(20);
  await page.locator('#source').fill(text);
  await expect.poll(() => page.evaluate(() => window.detected)).toEqual([400]);
  await page.locator('#translate').click();
  await expect(page.locator('#detected')).toHaveText('Detected: Spanish');
  expect(await page.evaluate(() => window.detected)).toEqual([400]);
});

test('hovering a target word lights up source words with unequal weights, and the reverse', async ({ page }) => {
  await openReadyPage(page);
  await translate(page, 'Save the document before closing the window.');
  const word = page.locator('#output .w', { hasText: 'documento' });
  await word.hover();
  await expect(word).toHaveClass(/active/);
  const weights = await page.locator('#source-backdrop mark').evaluateAll((marks) =>
    marks.map((m) => ({ word: m.textContent, w: Number(m.style.getPropertyValue('--w') || 0) })));
  const lit = weights.filter((x) => x.w > 0);
  expect(lit.length).toBeGreaterThanOrEqual(2);
  expect(new Set(lit.map((x) => x.w)).size).toBeGreaterThan(1);  // non-uniform
  // The strongest source word of "documento" is "document".
  const top = weights.reduce((a, b) => (b.w > a.w ? b : a));
  expect(top.word).toBe('document');
  await page.screenshot({ path: 'out/screenshots/demo-hover.png', fullPage: true });

  // Reverse: pointing at the source word "window" lights target words, "ventana" the most.
  await page.mouse.move(0, 0);
  const box = await page.locator('#source-backdrop mark', { hasText: 'window' }).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(async () => page.locator('#output .w').evaluateAll((ws) =>
    ws.reduce((a, b) => (Number(b.style.getPropertyValue('--w') || 0) > Number(a.style.getPropertyValue('--w') || 0) ? b : a)).textContent))
    .toContain('ventana');

  // Keyboard: focusing a word shows its links too.
  await page.mouse.move(0, 0);
  await page.locator('#output .w').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#output .w').nth(1)).toBeFocused();
  await expect(page.locator('#output .w').nth(1)).toHaveClass(/active/);
});

test('a word the engine writes a token late (an article and adjective held for their noun) lights its own source word', async ({ page }) => {
  await openReadyPage(page);
  // "La nueva versión del programa": "La" and "nueva" wait for "versión", each word's text comes
  // with the token after it; the tokens still go with their own words.
  await translate(page, 'The new version of the program is faster.');
  await expect(page.locator('#output')).toHaveText('La nueva versión del programa es más rápida.');
  const strongest = async (word) => {
    await page.locator('#output .w', { hasText: new RegExp(`^${word}$`, 'u') }).hover();
    return page.locator('#source-backdrop mark').evaluateAll((marks) => marks.reduce((a, b) =>
      (Number(b.style.getPropertyValue('--w') || 0) > Number(a.style.getPropertyValue('--w') || 0) ? b : a)).textContent);
  };
  expect(await strongest('versión')).toBe('version');
  expect(await strongest('programa')).toBe('program');
  expect(await strongest('del')).toBe('of');
  expect(await strongest('es')).toBe('is');
});

test('the heatmap has one row per output token, and the layer and head selectors redraw it', async ({ page }) => {
  await openReadyPage(page);
  await page.locator('#beam').selectOption('1');
  await translate(page, 'The password must contain at least eight characters.');
  const tokens = await page.evaluate(async () => {
    const { Translator } = await import('/web/heed.js');
    const m = await fetch('/models/manifest.json').then((r) => r.json());
    const t = await Translator.create({ model: '/models/' + m.models[0].file });
    const r = await t.translate('The password must contain at least eight characters.');
    t.dispose();
    return r.tokens.length;
  });
  await expect(page.locator('#heatmap .hm-row')).toHaveCount(tokens);
  const sourceCols = await page.locator('#heatmap .hm-col').count();
  expect(sourceCols).toBeGreaterThan(7);  // source pieces incl. </s>
  const weights = await page.locator('#heatmap .hm-row').first().getAttribute('data-weights');
  expect(weights.split(',')).toHaveLength(sourceCols);
  // The box shows a cell per row and column of the canvas, and they are drawn: some cells carry
  // colour. (The canvas's bitmap may be larger, kept from a longer sentence: the box shows its
  // top left corner.)
  const canvas = await page.locator('#heatmap .hm-box').evaluate((box) => {
    const c = /** @type {HTMLCanvasElement} */ (box.querySelector('canvas'));
    const scale = c.width / c.clientWidth;
    const d = c.getContext('2d').getImageData(0, 0, Math.round(box.clientWidth * scale), Math.round(box.clientHeight * scale)).data;
    let coloured = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 2] > d[i] + 40) coloured++;  // blue-ish: the heat colour
    return { width: box.clientWidth, height: box.clientHeight, coloured };
  });
  expect(canvas.width).toBe(18 * sourceCols);
  expect(canvas.height).toBeGreaterThanOrEqual(18 * tokens);
  expect(canvas.coloured).toBeGreaterThan(100);
  const cells = () => page.locator('#heatmap .hm-row').evaluateAll((rows) => rows.map((r) => r.dataset.weights).join(';'));
  const mean = await cells();
  await expect(page.locator('#layer option')).toHaveCount(2);
  await page.locator('#head').selectOption('0');
  const head0 = await cells();
  expect(head0).not.toBe(mean);
  await page.locator('#layer').selectOption('0');
  expect(await cells()).not.toBe(head0);
  await expect(page.locator('#heatmap .hm-row')).toHaveCount(tokens);
  await page.screenshot({ path: 'out/screenshots/demo-heatmap.png', fullPage: true });
});

test('the heatmap of a new sentence shows its own pieces and nothing of the sentence before', async ({ page }) => {
  await openReadyPage(page);
  await page.locator('#beam').selectOption('1');
  // A long first sentence fills more rows and columns than the second one needs; the heatmap
  // keeps its elements and its canvas from one sentence to the next.
  await translate(page, 'Open the file menu, select a new name for the copy of the report, and check that ' +
    'the backup finished without errors last night. Save it.');
  await expect(page.locator('#heatmap-caption')).toHaveText('sentence 2');
  const cols = await page.locator('#heatmap .hm-col').allTextContents();
  expect(cols.join('').replace(/▁/gu, ' ').trim()).toBe('Save it.</s>');
  const rows = await page.locator('#heatmap .hm-row').count();
  const picture = await page.locator('#heatmap .hm-box').evaluate((box, n) => {
    const c = /** @type {HTMLCanvasElement} */ (box.querySelector('canvas'));
    const scale = c.width / c.clientWidth;
    const w = Math.round(box.clientWidth * scale), h = Math.round(box.clientHeight * scale);
    const d = c.getContext('2d').getImageData(0, 0, w, h).data;
    let drawnBelow = 0, coloured = 0;
    const lastRow = Math.round(18 * n * scale);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = 4 * (y * w + x);
        if (y >= lastRow && d[i + 3] > 0) drawnBelow++;
        if (y < lastRow && d[i + 2] > d[i] + 40) coloured++;
      }
    }
    return { width: box.clientWidth, height: box.clientHeight, drawnBelow, coloured };
  }, rows);
  expect(picture.width).toBe(18 * cols.length);
  expect(picture.height).toBeGreaterThan(18 * rows);  // rows to spare, never drawn
  expect(picture.drawnBelow).toBe(0);
  expect(picture.coloured).toBeGreaterThan(50);
});

test("the heatmap labels a date's and an amount's rows with their Spanish text, not the placeholder's pieces", async ({ page }) => {
  await openReadyPage(page);
  await translate(page, 'I paid $5 on 3 May 2020.');
  const rows = page.locator('#heatmap .hm-row');
  // Each span is decoded as two placeholder pieces ("▁%", "1"), labelled alike as they stream.
  await expect(rows.filter({ hasText: /^▁el 3 de mayo de 2020$/u })).toHaveCount(2);
  await expect(rows.filter({ hasText: /^▁\$5$/u })).toHaveCount(2);
  expect(await rows.allTextContents()).not.toContain('▁%');
  // The first piece's row was labelled before the span's text came: its title follows too.
  await expect(rows.filter({ hasText: /mayo/u }).first()).toHaveAttribute('title', /^▁el 3 de mayo de 2020 → ▁on 3 May 2020 /u);
  // Drawn again from the record (another head), the same labels.
  await page.locator('#head').selectOption('0');
  await expect(rows.filter({ hasText: /^▁el 3 de mayo de 2020$/u })).toHaveCount(2);
  expect(await rows.allTextContents()).not.toContain('▁%');
});

test('markup typed into the box is shown as text and never runs', async ({ page }) => {
  await openReadyPage(page);
  await page.evaluate(() => { window.fired = 0; });
  const evil = '<img src=x onerror="window.fired=1"> Save <b>the</b> document. <script>window.fired=2</script>';
  await translate(page, evil);
  expect(await page.evaluate(() => window.fired)).toBe(0);
  expect(await page.locator('#output img, #output b, #output script, #source-backdrop img').count()).toBe(0);
  expect(await page.locator('#output').textContent()).toContain('<');
});

test('empty input says so; a model switch mid-translation and a 20,000-character text are handled', async ({ page }) => {
  await openReadyPage(page);
  await page.locator('#live').uncheck();
  await page.locator('#source').fill('   ');
  await page.locator('#translate').click();
  await expect(page.locator('#model-status')).toHaveText('Nothing to translate: type some text.');

  // Each sentence differs in its words, so none comes from the sentence cache: with one sentence
  // repeated, or differing only in a number (numbers are protected spans, so the cache sees the
  // same sentence), the cache answered the rest so fast that Stop landed after 17,016 characters.
  const adjectives = ['new', 'old', 'large', 'small', 'main', 'second', 'hidden', 'shared', 'local', 'remote',
    'empty', 'open', 'saved', 'broken', 'public', 'private', 'default', 'current', 'last', 'first'];
  const nouns = ['files', 'folders', 'pictures', 'messages', 'accounts', 'printers', 'songs', 'contacts', 'tasks', 'notes',
    'pages', 'tables', 'fonts', 'users', 'groups', 'servers', 'windows', 'themes', 'devices', 'reports'];
  const sentences = Array.from({ length: 400 }, (_, i) =>
    `The ${adjectives[i % 20]} window shows the list of ${nouns[Math.floor(i / 20)]} that were changed since the last backup. `);
  const long = sentences.join('').slice(0, 20000);
  await page.locator('#source').fill(long);
  await page.locator('#translate').click();
  // Polled every 20 ms: the default back-off (up to 1 s between looks) let a fast engine
  // translate most of the text before Stop was clicked.
  await expect.poll(() => page.locator('#output .w').count(), { intervals: [20] }).toBeGreaterThan(20);
  await expect(page.locator('#output')).toHaveAttribute('aria-busy', 'true');
  await page.screenshot({ path: 'out/screenshots/demo-mid-stream.png', fullPage: true });
  // Stop: the output stops growing and the page says how far it got.
  await page.locator('#stop').click();
  await expect(page.locator('#model-status')).toContainText('Stopped after');
  await expect(page.locator('#output')).toHaveAttribute('aria-busy', 'false');
  const stopped = await page.locator('#output').textContent();
  await page.waitForTimeout(300);
  expect(await page.locator('#output').textContent()).toBe(stopped);
  // Stopped before the end: fewer sentences out than in (a run that finished first would not
  // say 'Stopped after'; this also holds however fast the engine is).
  const sentenceEnds = (text) => (text.match(/[.!?](\s|$)/g) ?? []).length;
  expect(sentenceEnds(stopped)).toBeLessThan(sentenceEnds(long));
  // Again, then switch models while it runs.
  await page.locator('#translate').click();
  await expect.poll(() => page.locator('#output .w').count()).toBeGreaterThan(20);
  await expect(page.locator('#output')).toHaveAttribute('aria-busy', 'true');
  // Switch to es->en while the long text is being translated: the old run stops, the new model loads.
  await page.locator('#pair').selectOption('es-en');
  await expect(page.locator('#progress-text')).toContainText('Spanish → English ready', { timeout: 45_000 });
  await page.locator('#source').fill('Guarde el documento antes de cerrar la ventana.');
  await page.locator('#translate').click();
  await expect(page.locator('#model-status')).toContainText('tokens/s', { timeout: 45_000 });
  await expect(page.locator('#output')).toContainText(/document/i);
  await expect(page.locator('#error')).toBeHidden();
});

test('typing translates by itself after a pause, cancelling the run it replaces', async ({ page }) => {
  await openReadyPage(page);
  await expect(page.locator('#output')).toContainText('Guardar el documento');  // the initial text
  await page.locator('#source').fill('');
  await page.locator('#source').pressSequentially('Open the file menu.', { delay: 20 });
  await expect(page.locator('#output')).toContainText(/archivo/, { timeout: 15_000 });
  await expect(page.locator('#output')).not.toContainText('Guardar el documento');
  await expect(page.locator('#model-status')).toContainText('tokens/s');
});

test('the page-translation example translates its article and restores it', async ({ page }) => {
  await page.goto('/web/page_example.html');
  const original = await page.locator('#article').innerText();
  const html = await page.locator('#article').innerHTML();
  await page.locator('#go').click();
  await expect(page.locator('#progress-text')).toHaveText(/^done: \d+ texts, \d Workers?$/, { timeout: 45_000 });
  await expect(page.locator('#progress')).toHaveAttribute('value', '100');
  const translated = await page.locator('#article').innerText();
  expect(translated).not.toBe(original);
  await expect(page.locator('#article h2')).not.toHaveText('Account settings');
  await expect(page.locator('#article .heed-done').first()).toBeVisible();     // per-block progress
  await page.locator('#original').check();                                    // the original, by a toggle
  expect(await page.locator('#article').innerText()).toBe(original);
  await page.locator('#original').uncheck();
  expect(await page.locator('#article').innerText()).toBe(translated);
  await page.locator('#restore').click();
  expect(await page.locator('#article').innerText()).toBe(original);
  expect(await page.locator('#article').innerHTML()).toBe(html);
});

test('the page-translation example translates only the selected paragraph', async ({ page }) => {
  await page.goto('/web/page_example.html');
  const paragraphs = page.locator('#article > p');
  const before = await paragraphs.allInnerTexts();
  await paragraphs.nth(1).evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
  });
  await page.locator('#selection').click();
  await expect(page.locator('#progress-text')).toHaveText(/^done: 1 texts?/, { timeout: 45_000 });
  const after = await paragraphs.allInnerTexts();
  expect(after[1]).not.toBe(before[1]);
  expect(after.filter((t, i) => i !== 1)).toEqual(before.filter((t, i) => i !== 1));
  await expect(page.locator('#article h2')).toHaveText('Account settings');
});

test('the copy button puts the translation on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openReadyPage(page);
  await translate(page, 'The password must contain at least eight characters.');
  await page.locator('#copy').click();
  await expect(page.locator('#copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('#output').textContent());
});

test('a source word stays under its highlight when the text is long enough to scroll', async ({ page }) => {
  await openReadyPage(page);
  const text = 'Open the file menu and select a new name for the copy of the document. '.repeat(20) + 'Close the window.';
  await translate(page, text);
  await page.locator('#source').evaluate((ta) => { ta.scrollTop = ta.scrollHeight; });
  const word = page.locator('#output .w', { hasText: 'ventana' }).last();
  await word.hover();
  // The most attended source mark is "window", and it sits where the textarea shows "window".
  const mark = await page.locator('#source-backdrop mark').evaluateAll((ms) => {
    const top = ms.reduce((a, b) => (Number(b.style.getPropertyValue('--w') || 0) > Number(a.style.getPropertyValue('--w') || 0) ? b : a));
    const r = top.getBoundingClientRect();
    return { text: top.textContent, x: r.x + 2, y: r.y + r.height / 2 };
  });
  expect(mark.text).toBe('window.');
  const ta = await page.locator('#source').boundingBox();
  expect(mark.y).toBeGreaterThan(ta.y);
  expect(mark.y).toBeLessThan(ta.y + ta.height);
  // Same wrapping width, same content height, same scroll offset: the backdrop's lines are the
  // textarea's lines, so the highlight sits on the word people see.
  const geometry = await page.evaluate(() => {
    const ta = document.getElementById('source'), bd = document.getElementById('source-backdrop');
    return { ta: [ta.clientWidth, ta.scrollHeight, ta.scrollTop], bd: [bd.clientWidth, bd.scrollHeight, bd.scrollTop] };
  });
  expect(geometry.ta[1]).toBeGreaterThan(400);  // it really scrolls
  expect(geometry.bd).toEqual(geometry.ta);
});
