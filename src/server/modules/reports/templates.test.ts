import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { completeAs, paidOrder, readPdf, sampleAnswers, uploadTemplate } from '../../../../tests/support/reports';
import { testAppForTest, useTestApp } from '../../../../tests/support/test-app';
import { TEMPLATE_MESSAGES } from './messages';
import { fetchGoogleDocHtml, googleDocIdFrom, htmlToSections, TemplateImportError } from './template-import';

const DOC_ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
/** Google Docs' HTML export, as it looks (styles, spans, entities). */
const EXPORT = `<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type"><style type="text/css">.c1{font-weight:700}</style></head>
<body class="c5 doc-content"><h1 class="c2"><span class="c1">Ett brev fr&aring;n oss</span></h1>
<p class="c3"><span>Hej {{namn}}!</span></p><p class="c3"><span>{{ personaliserBrev }}</span></p><p class="c3"><span></span></p>
<h2><span>Sammanfattning</span></h2><p><span>{{diagnos}}. {{slutanalys}}</span></p>
<h2><span>Tips</span></h2><ul><li><span>G&aring; en promenad</span></li><li><span>Ta pauser, {{smeknamn}}</span></li></ul></body></html>`;

let docs: Server;
let docsUrl: string;
const requests: string[] = [];
const gzipBomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, '<p>Text</p>'));
/** What the endless export sent before its reader hung up. */
const endless = { sent: 0, closedAt: 0 };
let admin: { token: string; user: { id: string } };
let customer: { token: string; user: { id: string } };

beforeAll(async () => {
  docs = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === `/document/d/${DOC_ID}/export?format=html`) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(EXPORT);
    } else if (req.url?.startsWith('/document/d/endlos')) {
      // An export that never ends: 64 KB chunks for as long as the client reads.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, '<p>Text</p>');
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) endless.sent += chunk.length;
      };
      res.on('drain', pump);
      res.on('close', () => (endless.closedAt = Date.now()));
      pump();
    } else if (req.url?.startsWith('/document/d/komprimerad')) {
      // A small compressed answer that unpacks to 20 MB.
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipBomb);
    } else if (req.url?.startsWith('/document/d/avbruten')) {
      // An export that breaks off half-way.
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': '100000' });
      res.write('<html><body><h1>Början</h1>');
      setTimeout(() => res.destroy(), 50);
    } else if (req.url?.startsWith('/document/d/seg')) {
      // An export that starts, then stalls.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body><h1>Början</h1>');
    } else if (req.url?.startsWith('/document/d/privat')) {
      // A document that is not public: Google answers with a redirect to its sign-in page.
      res.writeHead(302, { location: 'https://accounts.google.com/ServiceLogin' }).end();
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not found</html>');
    }
  });
  await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
  docsUrl = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  docs.closeAllConnections();
  await new Promise((resolve) => docs.close(resolve));
});
const t = useTestApp(() => ({ seed: true, env: { ADMIN_EMAILS: 'mallar@ryggkollen.test', GOOGLE_DOCS_EXPORT_URL: docsUrl } }));
beforeAll(async () => {
  admin = await signUp(t, 'mallar@ryggkollen.test');
  customer = await signUp(t, 'kund@example.se', 'hemligt123', 'Karin Lindqvist');
}, 60_000);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('importing a template from a public Google Doc', () => {
  it('takes the id from a link, fetches the export, makes sections by heading and reports unknown placeholders', async () => {
    const res = await call('POST', '/api/admin/templates', {
      name: 'Ischiasmall',
      googleDocId: `https://docs.google.com/document/d/${DOC_ID}/edit?usp=sharing`,
      diagnosisTypes: ['nervinklammning'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { template, unknownPlaceholders } = res.json();
    expect(requests).toContain(`/document/d/${DOC_ID}/export?format=html`);
    expect(template).toMatchObject({
      name: 'Ischiasmall',
      googleDocId: DOC_ID,
      source: 'google',
      diagnosisTypes: ['nervinklammning'],
      isActive: true,
      isPrimary: false,
    });
    expect(template.sections).toEqual([
      { slot: 'letter', heading: 'Ett brev från oss', body: 'Hej {{namn}}!\n\n{{ personaliserBrev }}' },
      { slot: 'summary', heading: 'Sammanfattning', body: '{{diagnos}}. {{slutanalys}}' },
      { slot: 'closing', heading: 'Tips', body: '- Gå en promenad\n- Ta pauser, {{smeknamn}}' },
    ]);
    expect(template.placeholders).toEqual(['namn', 'personaliserBrev', 'diagnos', 'slutanalys', 'smeknamn']);
    expect(unknownPlaceholders).toEqual(['smeknamn']);
  });

  it('is used for a report of its pattern, placeholders filled and unknown ones left empty', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, customer.token, sampleAnswers('ischias'));
    await paidOrder(t, customer.user.id, id);
    const res = await call('POST', '/api/generate-report', { assessmentId: id }, customer.token);
    expect(res.statusCode, res.body).toBe(200);
    const text = readPdf(res.rawPayload).text;
    expect(text).toContain('Hej Karin Lindqvist!');
    expect(text).toContain('Gå en promenad');
    expect(text).toContain('Till sist');
    expect(text).not.toContain('{{');
    expect(text).not.toContain('smeknamn');
  });

  it('says, in the spec’s words, when the document is not public or not there', async () => {
    for (const googleDocId of ['privat-dokument-123', 'finns-inte-dokument-123']) {
      const res = await call('POST', '/api/save-template', { name: 'Huvudmall', googleDocId, description: 'Primär mall för alla rapporter' });
      expect(res.statusCode, googleDocId).toBe(400);
      expect(res.json().error).toBe(TEMPLATE_MESSAGES.saveFailed);
    }
    const bad = await call('POST', '/api/save-template', { name: 'Huvudmall', googleDocId: 'https://example.com/inte/ett/dokument' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(TEMPLATE_MESSAGES.badDocumentId);
  });

  it('answers 502 when the document service cannot be reached', async () => {
    const offline = await testAppForTest({ env: { ADMIN_EMAILS: 'off@ryggkollen.test', GOOGLE_DOCS_EXPORT_URL: 'http://127.0.0.1:9' } });
    const { token } = await signUp(offline, 'off@ryggkollen.test');
    const res = await offline.app.inject({
      method: 'POST',
      url: '/api/save-template',
      headers: bearer(token),
      payload: { name: 'Huvudmall', googleDocId: DOC_ID },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(TEMPLATE_MESSAGES.saveFailed);
  });
});

describe('an export that is too large, breaks off or stalls', () => {
  it('stops reading at the 2 MB cap while it streams, hangs up, and says the document is too large', async () => {
    const started = Date.now();
    const res = await call('POST', '/api/admin/templates', { name: 'Stor mall', googleDocId: 'endlos-dokument-123' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: TEMPLATE_MESSAGES.documentTooLarge, fields: { googleDocId: TEMPLATE_MESSAGES.documentTooLarge } });
    expect(Date.now() - started).toBeLessThan(2_000);
    // The stand-in saw the connection closed: at most the cap and what the sockets' buffers held was sent.
    await vi.waitFor(() => expect(endless.closedAt).toBeGreaterThan(0));
    expect(endless.sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('stops at the cap by the bytes unpacked when the export comes compressed', async () => {
    expect(gzipBomb.length).toBeLessThan(100 * 1024);
    const started = Date.now();
    const res = await call('POST', '/api/admin/templates', { name: 'Stor mall', googleDocId: 'komprimerad-dokument-123' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(TEMPLATE_MESSAGES.documentTooLarge);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 502 in Swedish when the export breaks off half-way', async () => {
    const res = await call('POST', '/api/save-template', { name: 'Huvudmall', googleDocId: 'avbruten-dokument-123' });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toEqual({ error: TEMPLATE_MESSAGES.saveFailed });
  });

  it('gives up on an export that stalls when its time is up (the service answers 502 for that)', async () => {
    const started = Date.now();
    const error = await fetchGoogleDocHtml(docsUrl, 'seg-dokument-123', { timeoutMs: 300 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(TemplateImportError);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('the primary template', () => {
  it('save-template makes the document the one primary template; set-primary moves it; current-template names it', async () => {
    const first = (await call('POST', '/api/save-template', { name: 'Huvudmall', googleDocId: DOC_ID, description: 'Primär mall för alla rapporter' })).json()
      .template;
    const second = (await call('POST', '/api/save-template', { name: 'Huvudmall 2', googleDocId: DOC_ID })).json().template;
    const list = (await call('GET', '/api/templates')).json() as { id: string; isPrimary: boolean }[];
    expect(list.filter((t) => t.isPrimary).map((t) => t.id)).toEqual([second.id]);
    expect((await call('GET', '/api/current-template')).json()).toMatchObject({ builtIn: false, template: { id: second.id } });

    // Two admins setting different primaries at once: one wins, never two.
    await Promise.all([call('PUT', `/api/templates/${first.id}/set-primary`), call('PUT', `/api/templates/${second.id}/set-primary`)]);
    const after = (await call('GET', '/api/admin/templates')).json() as { isPrimary: boolean }[];
    expect(after.filter((t) => t.isPrimary)).toHaveLength(1);
  });

  it('goes back to the built-in template when every stored one is deleted', async () => {
    for (const row of (await call('GET', '/api/templates')).json() as { id: string }[]) {
      expect((await call('DELETE', `/api/templates/${row.id}`)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/current-template')).json()).toEqual({ template: null, builtIn: true });
    expect((await call('DELETE', '/api/admin/templates/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('a .docx upload', () => {
  const upload = (file: Buffer, filename: string, token = admin.token) => uploadTemplate(t, token, file, filename, 'all,disksmarta,påhittad');

  it('becomes a template with sections, and its unknown placeholders are reported', async () => {
    const docx = await readFile(path.join(import.meta.dirname, 'fixtures', 'mall.docx'));
    const res = await upload(docx, 'mall.docx');
    expect(res.statusCode, res.body).toBe(201);
    const { template, unknownPlaceholders } = res.json();
    expect(template).toMatchObject({ name: 'Word-mall', source: 'docx', googleDocId: null, diagnosisTypes: ['all', 'disksmarta'] });
    expect(template.sections.map((s: { slot: string; heading: string }) => [s.slot, s.heading])).toEqual([
      ['letter', 'Ett personligt brev'],
      ['recommendations', 'Vad du gör nu'],
      ['closing', 'Övrigt'],
    ]);
    expect(unknownPlaceholders).toEqual(['förnamn']);
  });

  /** A multipart body of the given parts (a part with `filename` is a file). */
  function form(parts: { name: string; value: string | Buffer; filename?: string }[]) {
    const boundary = '----rk-form';
    const payload = Buffer.concat([
      ...parts.flatMap((p) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n\r\n`),
        Buffer.from(p.value),
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/templates/upload',
      headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
  const badRequest = (field: string, message: string) => ({ error: message, fields: { [field]: message } });

  it('answers a missing or wrong field with the Swedish 400 of any other body', async () => {
    const missing = badRequest('file', TEMPLATE_MESSAGES.fileMissing);
    expect((await form([{ name: 'name', value: 'Mall' }])).json()).toEqual(missing);
    expect((await form([{ name: 'file', value: 'inte en fil' }])).json()).toEqual(missing);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/templates/upload', headers: bearer(admin.token), payload: { file: 'mall.docx' } });
    expect([json.statusCode, json.json()]).toEqual([400, missing]);
    const pdf = await form([{ name: 'file', value: Buffer.from('x'), filename: 'mall.pdf' }]);
    expect([pdf.statusCode, pdf.json()]).toEqual([400, badRequest('file', TEMPLATE_MESSAGES.notDocx)]);
    const big = await form([{ name: 'file', value: Buffer.alloc(5 * 1024 * 1024 + 1), filename: 'mall.docx' }]);
    expect([big.statusCode, big.json()]).toEqual([400, badRequest('file', TEMPLATE_MESSAGES.fileTooLarge)]);
    const docx = Buffer.from('x');
    const longName = await form([
      { name: 'name', value: 'M'.repeat(121) },
      { name: 'file', value: docx, filename: 'mall.docx' },
    ]);
    expect([longName.statusCode, longName.json()]).toEqual([400, badRequest('name', 'Namn får vara högst 120 tecken')]);
    const blankName = await form([
      { name: 'name', value: ' ' },
      { name: 'file', value: docx, filename: 'mall.docx' },
    ]);
    expect([blankName.statusCode, blankName.json()]).toEqual([400, badRequest('name', 'Namn är obligatoriskt')]);
    // Without a name the file's name is the template's, and held to the same rule.
    const longFileName = await form([{ name: 'file', value: docx, filename: `${'M'.repeat(121)}.docx` }]);
    expect([longFileName.statusCode, longFileName.json()]).toEqual([400, badRequest('name', 'Namn får vara högst 120 tecken')]);
  });

  it('is described in the API documentation as multipart/form-data', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/admin/templates/upload'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(body.properties)).toEqual(['file', 'name', 'description', 'diagnosisTypes']);
    expect(body.required).toEqual(['file']);
  });

  it('refuses what is not a .docx, and customers', async () => {
    expect((await upload(Buffer.from('inte ett dokument'), 'mall.docx')).json().error).toBe(TEMPLATE_MESSAGES.notDocx);
    expect((await upload(Buffer.from('x'), 'mall.pdf')).json().error).toBe(TEMPLATE_MESSAGES.notDocx);
    expect((await upload(Buffer.from('x'), 'mall.docx', customer.token)).statusCode).toBe(403);
  });
});

describe('converting an export', () => {
  it('takes ids from every link shape and refuses anything else', () => {
    expect(googleDocIdFrom(`https://docs.google.com/document/d/${DOC_ID}/edit#heading=h.1`)).toBe(DOC_ID);
    expect(googleDocIdFrom(`https://docs.google.com/document/u/1/d/${DOC_ID}/`)).toBe(DOC_ID);
    expect(googleDocIdFrom(`  ${DOC_ID}  `)).toBe(DOC_ID);
    expect(googleDocIdFrom('https://evil.example/?x=../../etc')).toBeNull();
    expect(googleDocIdFrom('kort')).toBeNull();
  });

  it('keeps text only: no script, style or control characters; entities decoded; NFC', () => {
    const sections = htmlToSections(
      '<body><h1>Rubrik<script>alert(1)</script></h1><style>p{}</style><p>A\u030Asa &amp; Ove&#8217;s\u0007 <b>text</b> &Ouml;</p></body>',
    );
    expect(sections).toEqual([{ slot: 'closing', heading: 'Rubrik', body: 'Åsa & Ove’s text Ö' }]);
  });
});
