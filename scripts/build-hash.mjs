// The fingerprint of everything a build is made from. `npm start` rebuilds when it differs
// from the one the last build recorded, so a stale build is never served.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'scripts/build.mjs', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function walk(entry, out) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name), out);
  } else if (!/\.test\.tsx?$/.test(entry)) {
    out.push(entry);
  }
}

export function buildHash(root) {
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
