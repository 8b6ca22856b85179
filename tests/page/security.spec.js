// The page's promises about what it runs and what it sends: the served Content-Security-Policy
// holds for the demo and the page example (no violation while they load and translate), and
// once the model is loaded, translating sends nothing over the network.
import { test, expect } from '@playwright/test';
import { openReadyPage, translate } from './helpers.js';

/** Records CSP violations from the page's first script on. */
async function watchViolations(page) {
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`));
  });
}

/** Every request the browser makes from now on: pages, workers, the service worker. */
function recordRequests(context) {
  const seen = [];
  context.on('request', (r) => seen.push(`${r.method()} ${r.url()}`));
  return seen;
}

test('the demo is served with a strict CSP and runs under it without a violation', async ({ page }) => {
  await watchViolations(page);
  const response = await page.goto('/web/');
  const csp = response.headers()['content-security-policy'];
  expect(csp.split(/;\s*/)).toEqual(expect.arrayContaining(["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"]));
  expect(csp).not.toContain('unsafe-inline');
  await expect(page.locator('#progress-text')).toContainText('ready', { timeout: 45_000 });
  await translate(page, 'Save the document before closing the window.');
  await expect(page.locator('#output')).toContainText('documento');
  // The policy is really enforced: an inline script added now is refused.
  const inline = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.inlineRan = true;';
    document.body.append(s);
    return window.inlineRan === true;
  });
  expect(inline).toBe(false);
  const violations = await page.evaluate(() => window.violations);
  expect(violations).toEqual([expect.stringMatching(/^script-src/)]);  // that script, nothing else
});

test('the page example translates its article under the CSP', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/web/page_example.html');
  await page.locator('#go').click();
  await expect(page.locator('#progress-text')).toHaveText(/^done: /, { timeout: 45_000 });
  await expect(page.locator('#article')).toContainText('contraseña');
  expect(await page.evaluate(() => window.violations)).toEqual([]);
});

test('once the model is loaded, translating on the demo page sends nothing', async ({ page, context }) => {
  await openReadyPage(page);
  const seen = recordRequests(context);
  // Typed text, translated as it is typed (streaming token by token into the output)...
  await page.locator('#source').fill('');
  await page.locator('#source').pressSequentially('The password must contain at least eight characters.', { delay: 5 });
  await expect(page.locator('#model-status')).toContainText('tokens/s', { timeout: 45_000 });
  await expect(page.locator('#output')).toContainText('contraseña');
  // ...and with the button, on beam 1, a longer text.
  await page.locator('#beam').selectOption('1');
  await translate(page, 'Save the document before closing the window. Open the file menu and select Save as.');
  expect(seen).toEqual([]);
});

test('once the model is loaded, streaming and translatePage send nothing', async ({ page, context }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  await page.evaluate(async () => {
    const heed = await import('/web/heed.js');
    window.heed = heed;
    window.translator = await heed.Translator.create({ model: '/models/shipped/en-es.heed' });
  });
  const seen = recordRequests(context);
  const r = await page.evaluate(async () => {
    let streamed = '';
    for await (const ev of window.translator.stream('Close the window before you leave.')) streamed += ev.delta;
    const job = await window.heed.translatePage(document.getElementById('root'), { translator: window.translator });
    return { streamed, translated: job.translated, text: document.getElementById('root').innerText };
  });
  expect(r.streamed.length).toBeGreaterThan(0);
  expect(r.translated).toBeGreaterThan(5);
  expect(r.text).toMatch(/contraseña/);
  expect(seen).toEqual([]);
});
