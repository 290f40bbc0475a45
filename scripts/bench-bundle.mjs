// Measures what the landing page loads at first: the entry chunk, its static imports and CSS
// from the Vite manifest, gzip-compressed. Budget: JavaScript ≤ 120 KB gzip. Also prints the
// brotli size, which is what the server sends to browsers that accept it (the build's .br files).
// It takes a second or two, so BENCH_SMOKE=1 (the bench smoke test) runs it as it is.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureBuild, root } from './ensure-build.mjs';

const BUDGET_KB = 120;
ensureBuild();
const webDir = path.join(root, 'dist/web');
const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const gz = (file) => gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
const br = (file) => {
  const full = path.join(webDir, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  return brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};
const kb = (n) => (n / 1024).toFixed(1);

const seen = new Set();
let js = 0;
let jsBr = 0;
let css = 0;
(function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  js += gz(chunk.file);
  jsBr += br(chunk.file);
  for (const c of chunk.css ?? []) css += gz(c);
  for (const imp of chunk.imports ?? []) visit(imp);
})(entryKey);

const lazy = Object.entries(manifest)
  .filter(([k, c]) => !seen.has(k) && c.file.endsWith('.js'))
  .map(([k, c]) => `${path.basename(k)} ${kb(gz(c.file))} KB`);

console.log(`landing first load: JS ${kb(js)} KB gzip (budget ${BUDGET_KB} KB; ${kb(jsBr)} KB brotli), CSS ${kb(css)} KB gzip`);
console.log(`lazy chunks (${lazy.length}): ${lazy.join(', ')}`);
if (js / 1024 > BUDGET_KB) {
  console.error(`over budget by ${kb(js - BUDGET_KB * 1024)} KB`);
  process.exit(1);
}
