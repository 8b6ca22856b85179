// Heed as a site installs it: the `npm pack` tarball, installed into a scratch app and bundled by
// Vite (scripts/pack_app.sh), runs in Chromium under the strict CSP of scripts/serve.mjs
// (script-src 'self' 'wasm-unsafe-eval'): the standard API through the polyfill, with the
// standard-API fixture script unchanged, and Heed's own module with attention.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import config from '../../playwright.config.js';

const baseArgs = config.use.launchOptions.args;
test.use({ launchOptions: { ...config.use.launchOptions, args: [...baseArgs, '--disable-features=TranslationAPI,LanguageDetectionAPI'] } });

const root = path.resolve(import.meta.dirname, '../..');
let tarball = '';

test.beforeAll(() => {
  test.setTimeout(240_000);
  tarball = execFileSync('bash', ['scripts/pack_app.sh'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
});

test('the tarball holds the module, its worker, the engine and types, and no models or demo', () => {
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const f of ['web/heed.js', 'web/worker.js', 'web/polyfill.js', 'build-wasm/heed.js', 'build-wasm/heed.wasm', 'build-wasm/heed-relaxed.wasm',
    'build-types/heed.d.ts', 'build-types/polyfill.d.ts', 'models/shipped/langid.bin', 'package.json']) {
    expect(listing).toContain(`package/${f}`);
  }
  expect(listing.filter((f) => /\.heed$|web\/app\/|sw\.js|page_example|tests\//.test(f))).toEqual([]);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  expect(pkg.private).toBeUndefined();
  // The build copied the worker and the engine as files of its own, not left them in node_modules.
  const assets = fs.readdirSync(path.join(root, 'out/package-app/dist/assets'));
  expect(assets.some((f) => f.endsWith('.wasm'))).toBe(true);
  expect(assets.filter((f) => /^worker.*\.js$/.test(f))).toHaveLength(1);  // bundled, not also copied raw
});

test('the bundled app translates through the polyfill and the module under a strict CSP', async ({ page }) => {
  const violations = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused/.test(m.text())) violations.push(m.text()); });
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const response = await page.goto('/out/package-app/dist/index.html');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  const out = await page.evaluate(() => window.standardRun);
  expect(await page.evaluate(() => globalThis.Translator.heed)).toBe(true);
  expect(out.translated).toBe('Guardar el documento antes de cerrar la ventana.');
  expect(out.chunks.join('')).toBe(out.translated);
  expect(out.progress.at(-1)).toBe(1);
  expect(out).toMatchObject({
    createError: 'NotSupportedError', abortError: 'AbortError', quotaError: 'QuotaExceededError',
    destroyedError: 'InvalidStateError', detected: 'es',
  });
  const heed = await page.evaluate(() => window.heedRun);
  expect(heed.text).toMatch(/^Abr(a|ir) el archivo\.$/);   // the imperative or the UI infinitive
  expect(heed.tokens.map((t) => t.delta).join('')).toBe(heed.text);
  for (const t of heed.tokens) expect(t.row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
  await expect(page.locator('#out')).toHaveText(out.translated);
  expect(violations).toEqual([]);
  // Everything came from the build, except the models the site hosts.
  expect(requests.filter((p) => !p.startsWith('/out/package-app/dist/') && !p.startsWith('/models/'))).toEqual([]);
  expect(requests.some((p) => p.includes('node_modules'))).toBe(false);
});
