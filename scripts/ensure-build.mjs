// Builds when dist/ is missing or was made from other sources than the ones here now.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHash } from './build-hash.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function recordedHash() {
  try {
    return JSON.parse(readFileSync(path.join(root, 'dist/build-info.json'), 'utf8')).hash;
  } catch {
    return null;
  }
}

export function ensureBuild() {
  const recorded = recordedHash();
  if (recorded === buildHash(root)) return false;
  console.log(recorded ? 'The sources have changed since the last build: building…' : 'No build found: building…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  return true;
}
