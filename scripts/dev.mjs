// `npm run dev`: the API with reload on change (tsx watch) on API_PORT, and Vite with hot module
// reload on PORT, which proxies /api to the API. Stops both on Ctrl+C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './ensure-build.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port, API_PORT: apiPort } }),
];
console.log(`Development: open http://localhost:${port} (API on ${apiPort})`);

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
