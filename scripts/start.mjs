// `npm start`: build when the build is missing or stale, then run the server (which applies
// migrations and seeds demo content on an empty database).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
