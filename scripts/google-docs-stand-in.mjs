// A local stand-in of Google Docs' HTML export for the end-to-end server (GOOGLE_DOCS_EXPORT_URL),
// and a named lock the journeys of both projects take around a change that is global (the one
// primary template). Usage: node scripts/google-docs-stand-in.mjs <port>
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3216);

/** The public documents: an id starting with "e2e-mall" (at least 10 characters) is one. */
const exportOf = (id) => `<html><head><meta charset="utf-8"><style>.c1{font-weight:700}</style></head><body>
<h1><span class="c1">Ett brev fr&aring;n kliniken</span></h1><p><span>Hej {{namn}}! Vi har l&auml;st dina svar.</span></p><p><span>{{personaliserBrev}}</span></p>
<h2><span>Sammanfattning</span></h2><p><span>{{slutanalys}}</span></p>
<h2><span>Till sist</span></h2><p><span>Vi h&ouml;rs, {{smeknamn}}. Dokument ${id.slice(0, 40)}.</span></p></body></html>`;

/** The lock's holders and waiters by name; a holder that never releases loses it after a minute. */
const locks = new Map();
function acquire(name, res) {
  const lock = locks.get(name) ?? { held: false, waiting: [], timer: null };
  locks.set(name, lock);
  const grant = (r) => {
    lock.held = true;
    lock.timer = setTimeout(() => release(name), 60_000);
    r.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  };
  if (!lock.held) grant(res);
  else lock.waiting.push(() => grant(res));
}
function release(name) {
  const lock = locks.get(name);
  if (!lock) return;
  clearTimeout(lock.timer);
  lock.held = false;
  const next = lock.waiting.shift();
  if (next) next();
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const doc = /^\/document\/d\/([A-Za-z0-9_-]+)\/export$/.exec(url.pathname);
  if (url.pathname === '/health') return res.writeHead(200).end('ok');
  if (url.pathname.startsWith('/lock/')) {
    const name = url.pathname.slice('/lock/'.length);
    if (req.method === 'DELETE') {
      release(name);
      return res.writeHead(204).end();
    }
    return acquire(name, res);
  }
  if (doc && doc[1].startsWith('e2e-mall') && url.searchParams.get('format') === 'html') {
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(exportOf(doc[1]));
  }
  if (doc && doc[1].startsWith('privat')) return res.writeHead(302, { location: 'https://accounts.google.com/ServiceLogin' }).end();
  res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not found</html>');
}).listen(port, '127.0.0.1');
