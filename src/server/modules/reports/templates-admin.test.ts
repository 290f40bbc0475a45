import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { readPdf } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { SAMPLE_ASSESSMENTS } from '../../../shared/content/sample-assessments';
import { TEMPLATE_MESSAGES } from './messages';

// The admin screens' additions: the creator by name, the check before saving and the preview.
const DOC_ID = '1AdminScreensDocAbCdEfGhIjKlMnOpQrStUv';
const OTHER_DOC_ID = '1OtherPrimaryDocAbCdEfGhIjKlMnOpQrStUv';
const OTHER_EXPORT = '<html><body><h1>Primärt brev</h1><p>Hallå {{namn}}, detta är primärmallen.</p></body></html>';
const EXPORT = `<html><body><h1>Ett brev från kliniken</h1><p>Hej {{namn}}! Vi har läst dina svar.</p><p>{{personaliserBrev}}</p>
<h2>Sammanfattning</h2><p>{{slutanalys}}</p><h2>Hälsningar</h2><p>Vi ses, {{smeknamn}} och {{ favoritfärg }}</p></body></html>`;

let docs: Server;
let docsUrl: string;
let docsHits = 0;
beforeAll(async () => {
  docs = createServer((req, res) => {
    docsHits++;
    if (req.url === `/document/d/${DOC_ID}/export?format=html`) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(EXPORT);
    else if (req.url === `/document/d/${OTHER_DOC_ID}/export?format=html`) res.writeHead(200, { 'content-type': 'text/html' }).end(OTHER_EXPORT);
    else if (req.url?.startsWith('/document/d/privat')) res.writeHead(302, { location: 'https://accounts.google.com/ServiceLogin' }).end();
    else res.writeHead(404).end('<html>Not found</html>');
  });
  await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
  docsUrl = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
});
afterAll(async () => {
  docs.closeAllConnections();
  await new Promise((resolve) => docs.close(resolve));
});

const ADMIN = 'mallskarmar@ryggkollen.test';
const LEAVING_ADMIN = 'slutar@ryggkollen.test';
const t = useTestApp(() => ({ seed: true, env: { ADMIN_EMAILS: `${ADMIN},${LEAVING_ADMIN}`, GOOGLE_DOCS_EXPORT_URL: docsUrl } }));
let admin: { token: string };
let customer: { token: string };
beforeAll(async () => {
  admin = await signUp(t, ADMIN, 'hemligt123', 'Stina Mallsson');
  customer = await signUp(t, 'kund-mallar@example.se');
}, 60_000);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

interface Template {
  id: string;
  name: string;
  createdBy: string | null;
  createdByName: string | null;
}

describe('the creator by name', () => {
  it('every template answer names its creator; null once the account is gone', async () => {
    const created = await call('POST', '/api/admin/templates', { name: 'Stinas mall', googleDocId: DOC_ID });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().template).toMatchObject({ name: 'Stinas mall', createdByName: 'Stina Mallsson' });
    const id = created.json().template.id as string;
    const updated = await call('PUT', `/api/admin/templates/${id}`, { name: 'Stinas mall 2', googleDocId: DOC_ID });
    expect(updated.json().template).toMatchObject({ name: 'Stinas mall 2', createdByName: 'Stina Mallsson' });

    const leaving = await signUp(t, LEAVING_ADMIN, 'hemligt123', 'Olle Slutar');
    const theirs = (await call('POST', '/api/save-template', { name: 'Huvudmall', googleDocId: DOC_ID }, leaving.token)).json().template as Template;
    expect(theirs.createdByName).toBe('Olle Slutar');
    const before = (await call('GET', '/api/admin/templates')).json() as Template[];
    expect(before.find((x) => x.id === theirs.id)?.createdByName).toBe('Olle Slutar');
    expect((await call('GET', '/api/current-template')).json().template).toMatchObject({ id: theirs.id, createdByName: 'Olle Slutar' });

    const gone = await call('DELETE', '/api/delete-account', { password: 'hemligt123' }, leaving.token);
    expect(gone.statusCode, gone.body).toBe(200);
    for (const url of ['/api/admin/templates', '/api/templates']) {
      const list = (await call('GET', url)).json() as Template[];
      expect(list.find((x) => x.id === theirs.id)).toMatchObject({ createdBy: null, createdByName: null });
      expect(list.find((x) => x.id === id)?.createdByName).toBe('Stina Mallsson');
    }
  });
});

describe('the check before saving', () => {
  it('reads the document and names its placeholders and the unknown ones, storing nothing', async () => {
    const before = (await call('GET', '/api/admin/templates')).json() as Template[];
    const res = await call('POST', '/api/admin/templates/check', { googleDocId: `https://docs.google.com/document/d/${DOC_ID}/edit` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      googleDocId: DOC_ID,
      placeholders: ['namn', 'personaliserBrev', 'slutanalys', 'smeknamn', 'favoritfärg'],
      unknownPlaceholders: ['smeknamn', 'favoritfärg'],
      sections: ['Ett brev från kliniken', 'Sammanfattning', 'Hälsningar'],
    });
    expect((await call('GET', '/api/admin/templates')).json()).toEqual(before);
  });

  it('says what the save says when the document is not public, not a document, or the field is empty', async () => {
    const hits = docsHits;
    const privat = await call('POST', '/api/admin/templates/check', { googleDocId: 'privat-dokument-123' });
    expect([privat.statusCode, privat.json().error]).toEqual([400, TEMPLATE_MESSAGES.saveFailed]);
    expect(docsHits).toBe(hits + 1);
    const bad = await call('POST', '/api/admin/templates/check', { googleDocId: 'https://example.com/inte/ett/dokument' });
    expect([bad.statusCode, bad.json().error]).toEqual([400, TEMPLATE_MESSAGES.badDocumentId]);
    const empty = await call('POST', '/api/admin/templates/check', { googleDocId: '' });
    expect(empty.statusCode).toBe(400);
    expect((await call('POST', '/api/admin/templates/check', { googleDocId: DOC_ID }, customer.token)).statusCode).toBe(403);
  });
});

describe('the preview', () => {
  it('is a PDF of this template (not the primary one) filled for the sample person, never cached', { timeout: 60_000 }, async () => {
    const own = (await call('POST', '/api/admin/templates', { name: 'Förhandsmall', googleDocId: DOC_ID, isActive: false })).json().template as Template;
    // Another template is primary: the preview still uses the one asked for.
    expect((await call('POST', '/api/save-template', { name: 'Huvudmall', googleDocId: OTHER_DOC_ID })).statusCode).toBe(201);
    const res = await call('GET', `/api/admin/templates/${own.id}/preview`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const { text, pages } = readPdf(res.rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Hej ${SAMPLE_ASSESSMENTS[0]!.name}! Vi har läst dina svar.`);
    expect(text).toContain('Vi ses,');
    expect(text).not.toContain('primärmallen');
    expect(text).not.toContain('{{');
  });

  it('answers 404 for an unknown template, 400 for what is not an id, 403 for a customer', async () => {
    const unknown = await call('GET', '/api/admin/templates/00000000-0000-4000-8000-000000000000/preview');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, TEMPLATE_MESSAGES.notFound]);
    expect((await call('GET', '/api/admin/templates/builtin/preview')).statusCode).toBe(400);
    const list = (await call('GET', '/api/admin/templates')).json() as Template[];
    expect((await call('GET', `/api/admin/templates/${list[0]!.id}/preview`, undefined, customer.token)).statusCode).toBe(403);
  });
});

describe('an uploaded template’s name', () => {
  it('is refused with a Swedish 400 when its bytes are not UTF-8 (never stored as U+FFFD)', async () => {
    const docx = await readFile(path.join(import.meta.dirname, 'fixtures', 'mall.docx'));
    const boundary = '----rk-name-bytes';
    const before = (await call('GET', '/api/admin/templates')).json() as Template[];
    for (const bytes of [[0xff], [0xed, 0xa0, 0x80]]) {
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMall `),
        Buffer.from(bytes),
        Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mall.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        docx,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/templates/upload',
        headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields.name).toBe('Namn innehåller tecken som inte är tillåtna.');
    }
    expect((await call('GET', '/api/admin/templates')).json()).toHaveLength(before.length);
  });
});
