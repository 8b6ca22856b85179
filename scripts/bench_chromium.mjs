// What the browser benches share: the static server of the repository and Debian's Chromium,
// headless, with the flags that keep it quiet on this closed network.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

/** Starts scripts/serve.mjs on `port` and Chromium; `close()` stops both. @param {number} port */
export async function startBench(port) {
  const server = spawn('node', ['scripts/serve.mjs', String(port)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    browser,
    async close() {
      await browser.close();
      server.kill();
    },
  };
}
