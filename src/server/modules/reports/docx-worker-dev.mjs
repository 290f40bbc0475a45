// Development and tests: the .docx worker's TypeScript source, loaded through tsx. Production
// runs the bundled dist/server/docx-worker.js instead (scripts/build.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./docx-worker.ts');
