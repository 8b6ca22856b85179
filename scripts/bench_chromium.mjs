// What the browser benches share: the static server of the repository and Debian's Chromium,
// headless, with the flags that keep it quiet on this closed network.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Starts scripts/serve.mjs on `port` and Chromium; `close()` stops both. @param {number} port */
export async function startBench(port) {
  const server = spawn('node', ['scripts/serve.mjs', String(port)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch(launchOptions);
  return {
    browser,
    async close() {
      await browser.close();
      server.kill();
    },
  };
}

/**
 * Opens `path` on the bench server in a new page, waits for `window[key]` (a result object, or
 * `{error}`) and returns it. An uncaught page error fails at once instead of leaving the bench
 * waiting for a result that will not come (say heed.wasm rebuilt under it).
 * @param {import('@playwright/test').Browser} browser @param {number} port @param {string} path @param {string} key
 */
export async function pageResult(browser, port, path, key) {
  const page = await browser.newPage();
  const failed = new Promise((_, reject) => page.on('pageerror', (e) => reject(new Error(`${path}: ${e.message}`))));
  failed.catch(() => {});  // an error after the result is in does not matter
  try {
    await page.goto(`http://127.0.0.1:${port}${path}`);
    await Promise.race([failed, page.waitForFunction((k) => window[k], key, { timeout: 600_000, polling: 500 })]);
    const r = await page.evaluate((k) => window[k], key);
    if (r.error) throw new Error(`${path}: ${r.error}`);
    return r;
  } finally {
    await page.close();
  }
}

/**
 * A browser context with a profile on disk, as a visitor's browser has: its HTTP cache and
 * its compiled-code caches live in the profile, where a new context of `startBench`'s browser is
 * a private window's, kept in memory and without code caches. `close()` removes the profile.
 */
export async function profileContext() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heed-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions, headless: true });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
