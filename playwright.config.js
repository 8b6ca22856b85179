// Playwright drives Debian's Chromium (never a downloaded browser) against pages served on
// localhost by scripts/serve.mjs. The flags keep Chromium quiet on this closed network.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/page',
  outputDir: 'out/playwright',  // screenshots and traces: ignored, never committed
  timeout: 60_000,
  workers: 1,                   // two cores: one browser at a time keeps timings honest
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:8765',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run',
             '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs 8765',
    url: 'http://127.0.0.1:8765/healthz',
    reuseExistingServer: false,
  },
});
