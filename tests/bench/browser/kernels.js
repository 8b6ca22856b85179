// Runs build-wasm/heed_kernel_bench.mjs (tests/bench/wasm_kernel_bench.cc) and exposes its JSON
// as window.kernelResult. Its own file: the server's Content-Security-Policy refuses inline
// scripts, which left the kernel row of `npm run bench` waiting until it timed out.
import createKernelBench from '/build-wasm/heed_kernel_bench.mjs';

const lines = [];
// main() runs during instantiation; its printf lines arrive through `print`.
createKernelBench({ print: (line) => lines.push(line), printErr: (line) => console.error(line) })
  .then(() => JSON.parse(lines.find((l) => l.startsWith('{'))))
  .then((r) => { window.kernelResult = r; },
        (e) => { window.kernelResult = { error: `${e && e.stack || e}\n${lines.join('\n')}` }; });
