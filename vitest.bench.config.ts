import { defineConfig } from 'vitest/config';

/**
 * The bench smoke test (tests/bench): each `npm run bench…` script in its short mode, one at a time.
 * Apart from `npm run test:unit` because it needs the production build and Chromium; scripts/test.sh
 * runs it after the browser tests, which make that build.
 */
export default defineConfig({
  test: { name: 'bench', environment: 'node', include: ['tests/bench/**/*.test.ts'], fileParallelism: false },
});
