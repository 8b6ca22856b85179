// Static file server for `npm start` and the page tests: serves the repository root (web/, the
// wasm build, models) on 127.0.0.1 only, with the headers the page needs. `/` leads to the demo
// page at /web/, whose folder is also its service worker's scope. Usage: serve.mjs [port]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.argv[2] || 8765);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.json': 'application/json', '.wasm': 'application/wasm',
  '.heed': 'application/octet-stream', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.md': 'text/plain; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
};

// The page's Content-Security-Policy: scripts only from this origin, never inline or eval'd
// ('wasm-unsafe-eval' lets it compile WebAssembly, nothing else); no plugins, no <base>
// rewriting, no framing by other sites. Images may also be data: URLs (the examples use one);
// everything else (fetch, workers, styles) is this origin only. Sent with every response: a
// Worker takes its policy from its own script's response.
const csp = ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "img-src 'self' data:",
  "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"].join('; ');

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/healthz') return res.end('ok');
  if (url.pathname === '/' || url.pathname === '/web') {
    res.writeHead(302, { Location: '/web/' });
    return res.end();
  }
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400);
    return res.end('bad request');
  }
  if (pathname.endsWith('/')) pathname += 'index.html';
  const file = path.normalize(path.join(root, pathname));
  // Never serve outside the repository (a request for /../../etc/passwd stops here).
  if (!file.startsWith(root + path.sep)) { res.writeHead(403); return res.end('forbidden'); }
  fs.stat(file, (err, st) => {
    if (err || !st.isFile()) { res.writeHead(404); return res.end('not found'); }
    // A validator, so the browser's revalidation ('no-cache') is answered 304 and its cached
    // copy is used: Chromium then also reuses its compiled-code cache for heed.wasm, which a
    // fresh 200 response throws away (the bench's "return visit" load time).
    const etag = `"${st.size.toString(16)}-${Math.trunc(st.mtimeMs).toString(16)}"`;
    const headers = {
      // Cross-origin isolation gives the worker SharedArrayBuffer, so aborts stop work at once.
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-cache',
      ETag: etag,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': types[path.extname(file)] || 'application/octet-stream',
      'Content-Length': st.size,
    });
    fs.createReadStream(file).pipe(res);
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Heed is running: open http://127.0.0.1:${port}/ (Ctrl-C stops it)`));
