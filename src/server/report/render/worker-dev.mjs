// Development and tests: the render worker's TypeScript source, loaded through tsx. Production
// runs the bundled dist/server/render-worker.js instead (scripts/build.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
