// Production build: the web app with Vite, its text files precompressed (brotli and gzip, served
// by src/server/plugins/web.ts), the public pages' server renderer (dist/ssr), the server bundled with esbuild (dependencies stay in
// node_modules), the SQL migrations beside the server bundle, and the build's fingerprint.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build } from 'esbuild';
import { buildHash } from './build-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const started = Date.now();

/**
 * Writes file.br (brotli, quality 11) and file.gz (gzip -9) beside every text file the browser
 * loads; fonts (woff2) and images are compressed already. A variant that would not be smaller
 * is not written, and the server then sends the file as it is.
 */
async function precompress(webDir) {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = readdirSync(webDir, { recursive: true, withFileTypes: true })
    // .vite/ holds the build manifest, which the server reads and no browser does.
    .filter((e) => e.isFile() && /\.(js|css|html|svg|json|txt)$/.test(e.name) && !path.relative(webDir, e.parentPath).startsWith('.'))
    .map((e) => path.join(e.parentPath, e.name));
  let before = 0;
  let after = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      before += data.length;
      after += Math.min(br.length, data.length);
    }),
  );
  console.log(`Precompressed ${files.length} web files: ${(before / 1024).toFixed(0)} KB, brotli ${(after / 1024).toFixed(0)} KB`);
}

rmSync(path.join(dist, 'build-info.json'), { force: true });
execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
await precompress(path.join(dist, 'web'));
// The public pages' renderer (src/web/prerender.tsx, decision 0046): an SSR bundle the server
// loads from dist/ssr; none of it goes to the browser.
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--ssr',
    'prerender.tsx',
    '--outDir',
    '../../dist/ssr',
    '--emptyOutDir',
    '--sourcemap',
    'false',
    '--logLevel',
    'warn',
  ],
  { cwd: root, stdio: 'inherit' },
);

rmSync(path.join(dist, 'server'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'server'), { recursive: true });
// The report render worker and the .docx worker run in worker threads beside the server
// (src/server/report/render/pool.ts, src/server/modules/reports/docx-convert.ts).
const entries = {
  main: 'src/server/main.ts',
  'render-worker': 'src/server/report/render/worker.ts',
  'docx-worker': 'src/server/modules/reports/docx-worker.ts',
  // The operator's commands, runnable where only the production dependencies are installed (the
  // container image has no tsx): `node dist/server/create-admin.js`, `backup.js`, `restore.js`.
  'create-admin': 'src/server/cli/create-admin.ts',
  backup: 'src/server/cli/backup.ts',
  restore: 'src/server/cli/restore.ts',
};
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
