// Production build: the web app with Vite, the server bundled with esbuild (dependencies stay in
// node_modules), the SQL migrations beside the server bundle, and the build's fingerprint.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildHash } from './build-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const started = Date.now();

rmSync(path.join(dist, 'build-info.json'), { force: true });
execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

rmSync(path.join(dist, 'server'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'server'), { recursive: true });
const entries = { main: 'src/server/main.ts' };
for (const extra of []) {
  try {
    execFileSync('test', ['-f', path.join(root, extra)]);
    entries[path.basename(extra, '.ts')] = extra;
  } catch {
    // not present yet
  }
}
await build({
  absWorkingDir: root,
  entryPoints: entries,
  outdir: path.join(dist, 'server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(dist, 'server/migrations'), { recursive: true });

writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify({ hash: buildHash(root), builtAt: new Date().toISOString() }, null, 2));
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
