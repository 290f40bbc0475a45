// `npm start`: build when the build is missing or stale, then run the server (which applies
// migrations and seeds demo content on an empty database).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildHash } from './build-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function recordedHash() {
  try {
    return JSON.parse(readFileSync(path.join(root, 'dist/build-info.json'), 'utf8')).hash;
  } catch {
    return null;
  }
}

const recorded = recordedHash();
if (recorded !== buildHash(root)) {
  console.log(recorded ? 'The sources have changed since the last build: building…' : 'No build found: building…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
