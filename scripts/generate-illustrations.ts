// Draws the self-test and category pictures from the figure model (src/shared/figure) into the web
// app's public folder. The files are committed; a test fails when they drift from the model.
// Run: npm run illustrations
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ILLUSTRATIONS, renderIllustration } from '../src/shared/figure/poses';

const dir = path.resolve(import.meta.dirname, '..', 'src/web/public/illustrations');

for (const illustration of ILLUSTRATIONS) {
  const svg = renderIllustration(illustration);
  writeFileSync(path.join(dir, illustration.file), `${svg}\n`);
  console.log(`${illustration.file.padEnd(24)} ${(svg.length / 1024).toFixed(1)} KB`);
}
