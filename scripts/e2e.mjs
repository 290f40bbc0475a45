// End-to-end tests against the production build on Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
