/**
 * Fuzzing of every contract (issue 21 item 4): every entry of the endpoint map is called, as the
 * caller its access names (an admin for admin endpoints, a signed-in customer for customer ones, a
 * guest for public ones), with requests made from its zod contract and spoiled at random: fields
 * dropped, wrong types, extra fields, NUL bytes, lone surrogates, very long text, odd dates and
 * numbers, deep nesting, empty and non-JSON bodies, wrong content types, odd path ids and query
 * strings. It must never answer 5xx, every refusal is our `{ error }` (never a library's English),
 * and afterwards nothing stored is garbage: no text or JSON column holds bytes that are not text,
 * no extra field the contract does not name was stored, no stored time lies outside 2000–2199,
 * and the rows that mirror a contract still pass it.
 *
 * A fixed seed and a few runs per endpoint by default (the CI budget); locally, longer:
 *   FUZZ_RUNS=300 FUZZ_SEED=42 npx vitest run src/server/security/fuzz-contracts.test.ts --project server-pglite
 * fast-check prints the seed and the request of a failure (FUZZ_SHRINK=1: shrunk to the smallest
 * that still fails; off by default, as shrinking repeats requests against a changed database).
 * FUZZ_REPORT=1 prints the statuses each endpoint answered.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, requiredText, text } from '../../shared/contracts/common';
import { contactRequest } from '../../shared/contracts/contact';
import { testAnswer } from '../../shared/contracts/assessment';
import { adminProductRequest } from '../../shared/contracts/products';
import { ENDPOINTS, accessIn, type Endpoint, type EndpointName } from '../../shared/contracts/endpoints';
import { NAME_MAX_LENGTH } from '../../shared/domain/account';
import { CONSENT_VERSION } from '../../shared/domain/consent';
import { BODY_LIMIT_BYTES } from '../app';
import { bearer, nextClientIp, signUp } from '../../../tests/support/accounts';
import { minimalDiscount, minimalProduct, useGoogleDocStandIn } from '../../../tests/support/admin-changes';
import { completeAs, paidAssessmentWithPreview, sampleAnswers, uploadTemplate } from '../../../tests/support/reports';
import { useTestApp } from '../../../tests/support/test-app';
import { EXTRA_MARKER, arbitraryOf, mutationOf, rawBodyOf, type RawBody } from '../../../tests/support/zod-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const ADMIN_EMAIL = 'fuzz-admin@ryggkollen.test';
const CUSTOMER_EMAIL = 'fuzz-kund@example.se';
const PASSWORD = 'hemligt123';
const DOC_ID = '1FuzzDocAbCdEfGhIjKlMnOpQrStUvWxYz01';

const docs = useGoogleDocStandIn(DOC_ID);
const t = useTestApp(() => ({ seed: true, env: { ADMIN_EMAILS: ADMIN_EMAIL, GOOGLE_DOCS_EXPORT_URL: docs.url } }), 120_000);

/** The real ids the fuzzed requests use (besides random ones), made by the test before the run. */
interface Ids {
  assessments: string[];
  /** The admin's own assessment (the developer panel acts on that one only). */
  adminAssessment: string;
  unpaid: string;
  report: string;
  order: string;
  templates: string[];
  product: string;
  productSlug: string;
  discount: string;
  code: string;
  question: { id: string; body: Record<string, unknown> };
  image: string;
}
let ids: Ids;
let admin: string;
let customer: string;
let docx: Buffer;
let png: Buffer;

beforeAll(async () => {
  admin = (await signUp(t, ADMIN_EMAIL, PASSWORD, 'Fuzz Admin')).token;
  customer = (await signUp(t, CUSTOMER_EMAIL, PASSWORD, 'Fuzz Kund')).token;
  const { assessment: paid, report, order } = await paidAssessmentWithPreview(t, customer, 'oro-och-stress');
  const unpaid = await completeAs(t, customer, sampleAnswers('ischias'));
  const adminAssessment = await completeAs(t, admin, sampleAnswers('ischias'));
  docx = await readFile(path.join(import.meta.dirname, '..', 'modules', 'reports', 'fixtures', 'mall.docx'));
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const uploadedTemplate = await uploadTemplate(t, admin, docx);
  expect(uploadedTemplate.statusCode, uploadedTemplate.body).toBe(201);
  const importedTemplate = await t.app.inject({
    method: 'POST',
    url: '/api/admin/templates',
    headers: bearer(admin),
    payload: { name: 'Fuzzmall', googleDocId: DOC_ID },
  });
  expect(importedTemplate.statusCode, importedTemplate.body).toBe(201);
  const templates = [uploadedTemplate, importedTemplate].map((res) => res.json<{ template: { id: string } }>().template.id);
  const form = multipart([{ name: 'image', filename: 'bild.png', data: png }]);
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/upload-image', payload: form.payload, headers: { ...form.headers, ...bearer(admin) } });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const questions = await t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: bearer(admin) });
  const { id, key, category, questionType, title, description, instructions, options, imageUrl, imageAlt, updatedAt } = questions.json<{
    questions: Record<string, unknown>[];
  }>().questions[0]!;
  const product = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: bearer(admin), payload: minimalProduct({ slug: 'fuzzprodukt' }) });
  expect(product.statusCode, product.body).toBe(201);
  const discount = await t.app.inject({
    method: 'POST',
    url: '/api/discounts/create',
    headers: bearer(admin),
    payload: { ...minimalDiscount, prefix: 'fuzz' },
  });
  expect(discount.statusCode, discount.body).toBe(201);
  ids = {
    assessments: [paid, unpaid, adminAssessment],
    adminAssessment,
    unpaid,
    report: report!.id,
    order,
    templates,
    product: product.json<{ id: string }>().id,
    productSlug: 'fuzzprodukt',
    discount: discount.json<{ id: string }>().id,
    code: discount.json<{ code: string }>().code,
    question: { id: id as string, body: { key, category, questionType, title, description, instructions, options, imageUrl, imageAlt, updatedAt } },
    image: uploaded.json<{ imageUrl: string }>().imageUrl.split('/').pop()!,
  };
}, 120_000);

// ---- Requests ----------------------------------------------------------------------------------

interface Part {
  name: string;
  value?: string;
  filename?: string;
  data?: Buffer;
}
interface Request {
  method: Endpoint['method'];
  url: string;
  payload?: string | Buffer | object;
  headers: Record<string, string>;
  /** What was spoiled, for the failure message. */
  what: string;
}

const BOUNDARY = '----rk-fuzz-boundary';
function multipart(parts: Part[], boundary = BOUNDARY): { payload: Buffer; headers: Record<string, string> } {
  const chunks = parts.map((p) =>
    p.data
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          p.data,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`),
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const now = () => new Date().toISOString();
const consent = () => ({ givenAt: now(), version: CONSENT_VERSION });
let serial = 0;
const unique = (name: string) => `${name}-${++serial}@example.se`;

/**
 * A valid body for the endpoints whose generated bodies would rarely get past the first check
 * (real ids, a consent the site showed, the bank's questions): the mutations spoil these too, so
 * the fuzzing reaches the services. Calls that would end the customer's session or account carry
 * a wrong password.
 */
const VALID: Partial<Record<EndpointName, (i: Ids) => unknown>> = {
  contact: () => ({ name: 'Anna', email: 'anna@example.se', subject: 'Fråga', message: 'Hej!' }),
  register: () => ({ name: 'Ny Person', email: unique('ny'), password: PASSWORD }),
  verifyEmail: () => ({ email: CUSTOMER_EMAIL, code: '000000' }),
  resendVerification: () => ({ email: unique('vem') }),
  login: () => ({ email: CUSTOMER_EMAIL, password: PASSWORD }),
  updateProfile: () => ({ name: 'Fuzz Kund', email: CUSTOMER_EMAIL }),
  confirmEmailChange: () => ({ code: '000000' }),
  changePassword: () => ({ currentPassword: 'fel-losenord', newPassword: 'nyttlosen456' }),
  deleteAccount: () => ({ password: 'fel-losenord' }),
  createAssessment: () => ({
    email: null,
    status: 'completed',
    consent: consent(),
    responses: {
      completedAt: now(),
      tests: [
        { testId: 'forward_bend', testName: 'Framåtböjning', completion: 'back_pain', painLevel: 4, painLocations: ['low_back'], additionalNotes: 'Stramt' },
        { testId: 'stress', completion: '5' },
      ],
    },
  }),
  claimAssessment: (i) => ({ assessmentId: i.unpaid, claimToken: 'en-gissad-kod-0123456789' }),
  saveProgress: () => ({ currentStep: 1, responses: { '0': { testId: 'stress', completion: '5' } }, lastUpdated: now(), consent: consent() }),
  generatePreview: (i) => ({ assessmentId: i.unpaid }),
  generateReport: (i) => ({ assessmentId: i.assessments[0] }),
  testGenerateReport: () => ({ name: 'Test', email: 'test@example.se', assessmentData: { tests: [{ testId: 'stress', completion: '5' }] } }),
  saveTemplate: () => ({ name: 'Huvudmall', googleDocId: DOC_ID }),
  adminCreateTemplate: () => ({ name: 'Ny mall', googleDocId: DOC_ID, diagnosisTypes: ['all'] }),
  adminUpdateTemplate: () => ({ name: 'Ändrad mall', googleDocId: DOC_ID }),
  checkTemplate: () => ({ googleDocId: DOC_ID }),
  updateQuestion: (i) => i.question.body,
  importImage: () => ({ url: 'http://127.0.0.1/bild.png' }),
  adminCreateProduct: () => minimalProduct({ slug: `fuzz-${++serial}` }),
  adminUpdateProduct: () => minimalProduct({ slug: 'fuzzprodukt', name: 'Fuzzprodukt' }),
  createDiscount: () => ({ ...minimalDiscount, prefix: 'fuzz' }),
  updateDiscount: (i) => ({ id: i.discount, active: true }),
  checkDiscount: (i) => ({ assessmentId: i.unpaid, code: i.code }),
  paymentSession: (i) => ({ assessmentId: i.unpaid, withdrawalConsent: true, discountCode: i.code }),
  paymentAuthorize: (i) => ({ assessmentId: i.unpaid, authorizationToken: `test-declined:${i.unpaid}` }),
  klarnaCallback: () => ({ authorization_token: 'token-1234', session_id: 'session-1234' }),
  klarnaNotification: () => ({ order_id: 'order-1234', event_type: 'FRAUD_RISK_ACCEPTED' }),
  testPaymentReview: (i) => ({ orderId: i.order }),
  reportPurchaseLink: (i) => ({ assessmentId: i.unpaid }),
  submitMockAnswers: () => ({ responses: { '1': { selectedOption: 0, riskWeight: 1 } } }),
  adminRefundOrder: () => ({ reason: 'Fuzztest' }),
};

/**
 * Addresses for the image import: never one that needs the network (a random host name would be
 * looked up, and fetched if it existed). Private and loopback ones are refused before any request.
 */
const IMPORT_URLS = fc.constantFrom(
  'http://127.0.0.1/bild.png',
  'http://10.0.0.1/bild.png',
  'http://[::1]/x',
  'http://169.254.169.254/latest/meta-data',
  'http://localhost/a.png',
  'file:///etc/passwd',
  'gopher://127.0.0.1/',
  'http://0x7f000001/',
  'http://2130706433/',
);

/** The real values of a path parameter, by endpoint and name; every parameter of the map has some. */
function realParams(name: EndpointName, e: Endpoint, key: string, i: Ids): string[] {
  if (key === 'provider') return ['test', 'klarna'];
  if (key === 'slug') return ['ryggrapport', i.productSlug];
  if (key === 'file') return [i.image];
  if (key === 'assessmentId') return i.assessments;
  if (key === 'id') {
    if (e.path.startsWith('/api/assessments/')) return name === 'assessmentAnalysis' ? i.assessments : [i.adminAssessment, i.unpaid];
    if (e.path.startsWith('/api/reports/')) return [i.report];
    if (e.path.includes('/templates/')) return i.templates;
    if (e.path.includes('/products/')) return [i.product];
    if (e.path.startsWith('/api/questions/')) return [i.question.id];
    if (e.path.includes('/orders/')) return [i.order];
  }
  throw new Error(`${name}: no real values for the path parameter ${key} (add them to realParams)`);
}

/** Path segments no client should send: already encoded as they go on the wire. */
const ODD_SEGMENTS = fc.constantFrom(
  '%00',
  '%ZZ',
  '%',
  '%C3%28',
  '%ED%A0%80',
  '%EF%BF%BF',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'x'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  `${'0'.repeat(35)}%C3%A5`,
  '%F0%9F%98%80',
  '1%20OR%201%3D1',
  "'%3B--",
  'null',
  'undefined',
  '-1',
  '1e999',
);

function pathArbitrary(name: EndpointName, e: Endpoint): fc.Arbitrary<{ url: string; what: string }> {
  if (!e.params) return fc.constant({ url: e.path, what: '' });
  const shape = (e.params as z.ZodObject).shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const values = keys.map((key) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...realParams(name, e, key, ids)).map(encodeURIComponent) },
      { weight: 1, arbitrary: arbitraryOf(shape[key]!).map((v) => encodeURIComponent(String(v))) },
      { weight: 1, arbitrary: fc.uuid().map(encodeURIComponent) },
      { weight: 2, arbitrary: ODD_SEGMENTS },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent) },
    ),
  );
  return fc.tuple(...values).map((vs) => {
    let url: string = e.path;
    keys.forEach((key, n) => (url = url.replace(`:${key}`, vs[n]!)));
    return { url, what: `path ${url.slice(0, 120)}` };
  });
}

/** A query object as a query string: arrays repeat the key, everything else is its text. */
function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Query strings beside the contract's: repeated keys, odd numbers and text, broken encodings. */
const ODD_QUERIES = fc.constantFrom(
  '?page=1e999',
  '?page=-1&pageSize=0',
  '?page=9007199254740993&pageSize=100000',
  '?page=NaN&limit=Infinity',
  '?page=1&page=2',
  '?limit=1.5',
  '?q=%00',
  '?q=%ED%A0%80',
  '?q=%ZZ',
  `?q=${'x'.repeat(5000)}`,
  '?q=%25%5F%5C',
  "?q='%20OR%201=1--",
  '?status=paid&status=all',
  '?status[]=paid',
  '?__proto__[role]=admin',
  '?constructor[prototype][role]=admin',
  '?from=0000-01-01&to=9999-12-31',
  '?from=2026-02-30&to=2026-13-01',
  '?registeredFrom=0000-01-01&registeredTo=9999-12-31',
  '?activeOnly=TRUE',
  '?a=1&&&b==2',
);

function queryArbitrary(e: Endpoint): fc.Arbitrary<string> {
  if (!e.query) return e.method === 'GET' ? fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: ODD_QUERIES }) : fc.constant('');
  const generated = arbitraryOf(e.query) as fc.Arbitrary<Record<string, unknown>>;
  return fc.oneof(
    { weight: 3, arbitrary: generated.map(queryString) },
    {
      weight: 2,
      arbitrary: generated
        .chain((q) => mutationOf(q, 10_000))
        .map((m) => (m.body && typeof m.body === 'object' ? queryString(m.body as Record<string, unknown>) : '')),
    },
    { weight: 2, arbitrary: ODD_QUERIES },
  );
}

/** The body of a JSON endpoint: generated from its contract, a valid one, either spoiled, or a raw body. */
function jsonBodyArbitrary(name: EndpointName, e: Endpoint): fc.Arbitrary<{ payload?: unknown; contentType?: string; what: string }> {
  const valid = VALID[name];
  const generated: fc.Arbitrary<unknown> = name === 'importImage' ? IMPORT_URLS.map((url) => ({ url })) : e.body ? arbitraryOf(e.body) : fc.constant(undefined);
  const seeds: fc.Arbitrary<unknown>[] = [generated];
  if (valid) seeds.push(fc.constant(null).map(() => valid(ids)));
  const seed = fc.oneof(...seeds);
  const asJson = (what: string) => (payload: unknown) => ({ payload, what });
  const options: fc.WeightedArbitrary<{ payload?: unknown; contentType?: string; what: string }>[] = [
    { weight: 3, arbitrary: seed.map(asJson('a body from the contract')) },
    { weight: 5, arbitrary: seed.chain((b) => mutationOf(b ?? {}, BODY_LIMIT_BYTES)).map((m) => ({ payload: m.body, what: m.what })) },
    { weight: 2, arbitrary: seed.chain((b) => rawBodyOf(b)).map((r: RawBody) => ({ payload: r.payload, contentType: r.contentType, what: r.what })) },
  ];
  if (!e.body) options.push({ weight: 2, arbitrary: fc.constant({ what: 'no body' }) });
  return fc.oneof(...options);
}

/** A multipart form for the upload endpoints: its fields and files spoiled, or no form at all. */
function multipartArbitrary(name: EndpointName): fc.Arbitrary<{ payload?: unknown; contentType?: string; what: string }> {
  const fileField = name === 'uploadImage' ? 'image' : 'file';
  const good = name === 'uploadImage' ? { filename: 'bild.png', data: () => png } : { filename: 'mall.docx', data: () => docx };
  const files = fc.oneof(
    fc.constant(null).map(() => ({ filename: good.filename, data: good.data() })),
    fc
      .tuple(fc.nat({ max: 2000 }), fc.constantFrom(good.filename, 'x.docx', 'x.png', '', '../../etc/passwd', 'a\u0000b.docx', `${'n'.repeat(300)}.docx`))
      .map(([cut, filename]) => ({
        filename,
        data: good.data().subarray(0, cut),
      })),
    fc
      .tuple(fc.uint8Array({ maxLength: 500 }), fc.constantFrom(good.filename, 'bild.gif', 'mall.DOCX'))
      .map(([bytes, filename]) => ({ filename, data: Buffer.from(bytes) })),
  );
  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('all', 'ischias,disksmarta', 'okänd', '\u0000', '\uD800', 'x'.repeat(2000), ''));
  const fieldNames = fc.constantFrom('name', 'description', 'diagnosisTypes', fileField, 'other');
  const form = fc
    .tuple(fc.option(files, { nil: null }), fc.array(fc.tuple(fieldNames, text), { maxLength: 4 }), fc.boolean())
    .map(([file, fields, fileFirst]) => {
      const parts: Part[] = fields.map(([n, value]) => ({ name: n, value }));
      if (file) (fileFirst ? parts.unshift.bind(parts) : parts.push.bind(parts))({ name: fileField, ...file });
      const { payload, headers } = multipart(parts);
      return { payload, contentType: headers['content-type'], what: `a form: ${parts.map((p) => p.name).join(', ')}` };
    });
  return fc.oneof(
    { weight: 5, arbitrary: form },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        {
          payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.docx"\r\n\r\nabc`,
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
          what: 'a cut-off form',
        },
        { payload: 'not a form', contentType: `multipart/form-data; boundary=${BOUNDARY}`, what: 'not a form' },
        { payload: 'not a form', contentType: 'multipart/form-data', what: 'a form without a boundary' },
        { payload: '', contentType: `multipart/form-data; boundary=${BOUNDARY}`, what: 'an empty form' },
      ),
    },
    { weight: 1, arbitrary: rawBodyOf({ name: 'x' }).map((r) => ({ payload: r.payload, contentType: r.contentType, what: r.what })) },
  );
}

/** Who calls: the access's caller mostly, sometimes a broken credential (the guard must refuse it cleanly). */
function callerArbitrary(name: EndpointName, e: Endpoint): fc.Arbitrary<{ headers: Record<string, string>; who: string }> {
  const access = accessIn(e, 'test');
  const as = (token: string | null, who: string) => ({ headers: token ? bearer(token) : {}, who });
  const right =
    access === 'admin'
      ? fc.constant(null).map(() => as(admin, 'admin'))
      : access === 'user'
        ? fc.constant(null).map(() => as(customer, 'customer'))
        : // Logging out as the customer would end the session the other endpoints use.
          access === 'optional' && name !== 'logout'
          ? fc.constantFrom('guest', 'customer').map((who) => as(who === 'customer' ? customer : null, who))
          : fc.constant(as(null, 'guest'));
  const broken = fc.constantFrom<{ headers: Record<string, string>; who: string }>(
    { headers: { authorization: 'Bearer ' }, who: 'an empty token' },
    { headers: { authorization: `Bearer ${'x'.repeat(5000)}` }, who: 'a long token' },
    { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' }, who: 'basic auth' },
    { headers: { authorization: 'Bearer ../../etc' }, who: 'a path as token' },
    { headers: { cookie: 'rk_session=%ZZ; rk_session=2' }, who: 'a broken cookie' },
    { headers: { 'x-admin-key': 'gissning' }, who: 'a guessed admin key' },
  );
  return fc.oneof({ weight: 9, arbitrary: right }, { weight: 1, arbitrary: broken });
}

function requestArbitrary(name: EndpointName, e: Endpoint): fc.Arbitrary<Request> {
  const body = e.method === 'GET' ? fc.constant({ what: '' }) : e.multipart ? multipartArbitrary(name) : jsonBodyArbitrary(name, e);
  return fc.tuple(pathArbitrary(name, e), queryArbitrary(e), body, callerArbitrary(name, e)).map(([p, query, b, caller]) => {
    const headers: Record<string, string> = { ...caller.headers };
    const request: Request = {
      method: e.method,
      url: `${p.url}${query}`,
      headers,
      what: [caller.who, p.what, query && `query ${query.slice(0, 120)}`, b.what].filter(Boolean).join('; '),
    };
    if ('payload' in b && b.payload !== undefined) {
      const typed = 'contentType' in b && b.contentType !== undefined;
      if (typed) headers['content-type'] = b.contentType!;
      // inject sends an object or an array as JSON; a string or a buffer as it is.
      request.payload = typed || typeof b.payload === 'object' ? (b.payload as object) : JSON.stringify(b.payload);
      if (!typed && typeof b.payload !== 'object') headers['content-type'] = 'application/json';
    }
    return request;
  });
}

// ---- The run -----------------------------------------------------------------------------------

/**
 * Our own message, not a library's English one (Fastify's "Body cannot be empty", zod's "Invalid
 * input: expected string"), nor a Swedish one naming a type in English (zod's Swedish locale:
 * "förväntat string, fick undefined"; `swedishIssueMessage` words those in Swedish).
 */
const ENGLISH =
  /\b(invalid|expected|must|required|received|cannot|unsupported|body|error|unexpected|failed|not found|too large|bad request|forbidden|unauthori[sz]ed|payload|content-type|internal|media type|string|boolean|array|undefined|object)\b/i;

/** The endpoints that render a PDF or convert a .docx when a request is valid: fewer runs. */
const HEAVY = new Set<EndpointName>([
  'generatePreview',
  'generateReport',
  'testGenerateReport',
  'previewTemplate',
  'adminGenerateReport',
  'finalizeAssessment',
  'submitMockAnswers',
]);

const entries = Object.entries(ENDPOINTS) as [EndpointName, Endpoint][];
const answered: Record<string, Record<number, number>> = {};

describe('every endpoint of the map, fed requests made from its contract and spoiled at random', () => {
  it.each(entries.map(([name, e], n) => [name, e, n] as const))(
    '%s',
    async (name, e, n) => {
      const counts: Record<number, number> = (answered[name] = {});
      await fc.assert(
        fc.asyncProperty(requestArbitrary(name, e), async ({ what, ...request }) => {
          const res = await t.app.inject({ ...request, remoteAddress: nextClientIp() });
          counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
          const context = `${request.method} ${request.url.slice(0, 150)} (${what}): ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const error = z.object({ error: z.string().min(1) }).safeParse(res.json());
            expect(error.success, context).toBe(true);
            expect(error.data!.error, context).not.toMatch(ENGLISH);
          } else expect(res.body, `${context}: an extra field came back`).not.toContain(EXTRA_MARKER);
        }),
        { numRuns: HEAVY.has(name) ? Math.max(2, Math.ceil(RUNS / 5)) : RUNS, seed: SEED + n, endOnFailure: !process.env.FUZZ_SHRINK },
      );
    },
    Math.max(20_000, RUNS * 1_000),
  );

  afterAll(() => {
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify(answered, null, 1));
  });
});

// ---- What was stored ---------------------------------------------------------------------------

// A lone surrogate, NUL and other controls but tab and line breaks, bidirectional overrides, and
// U+FFFD (what a lone surrogate becomes when it is encoded as UTF-8 on its way to the database).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NOT_TEXT = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069\uFFFD]/u;

/** Every string in a value (object keys too), with where it is. */
function stringsIn(value: unknown, at: string): { at: string; s: string }[] {
  if (typeof value === 'string') return [{ at, s: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [{ at: `${at} key`, s: k }, ...stringsIn(v, `${at}.${k}`)]);
  return [];
}

describe('what the fuzzing stored', () => {
  it('no text or JSON column of any table holds bytes that are not text, or a field the contracts do not have', async () => {
    const { rows: columns } = (await t.database.executeSql(
      `select table_schema, table_name, column_name from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'
          and (data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or udt_name in ('_text', '_varchar'))
        order by 1, 2, 3`,
    )) as { rows: { table_schema: string; table_name: string; column_name: string }[] };
    expect(columns.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let scanned = 0;
    for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
      const { rows } = (await t.database.executeSql(`select "${column}" as v from "${schema}"."${table}" where "${column}" is not null`)) as {
        rows: { v: unknown }[];
      };
      for (const { v } of rows) {
        for (const { at, s } of stringsIn(v, `${schema}.${table}.${column}`)) {
          scanned++;
          if (LONE_SURROGATE.test(s) || NOT_TEXT.test(s)) problems.push(`${at}: ${JSON.stringify(s.slice(0, 80))}`);
          if (s.includes(EXTRA_MARKER) || s.includes('fuzzExtra')) problems.push(`${at}: an extra field was stored: ${JSON.stringify(s.slice(0, 120))}`);
        }
      }
    }
    expect(scanned).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('every stored point in time lies in years 2000–2199 (no year 0000 or 9999 got through)', async () => {
    const { rows: columns } = (await t.database.executeSql(
      `select table_schema, table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')`,
    )) as { rows: { table_schema: string; table_name: string; column_name: string }[] };
    expect(columns.length).toBeGreaterThan(10);
    for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
      const { rows } = (await t.database.executeSql(
        `select extract(year from min("${column}"))::int as lo, extract(year from max("${column}"))::int as hi from "${schema}"."${table}"`,
      )) as { rows: { lo: number | null; hi: number | null }[] };
      const { lo, hi } = rows[0]!;
      if (lo === null || hi === null) continue;
      expect(lo, `${table}.${column}`).toBeGreaterThanOrEqual(2000);
      expect(hi, `${table}.${column}`).toBeLessThan(2200);
    }
  });

  it('nobody became an admin by sending role or isAdmin', async () => {
    const { rows } = (await t.database.executeSql(`select email from users where role = 'admin'`)) as { rows: { email: string }[] };
    expect(rows.map((r) => r.email)).toEqual([ADMIN_EMAIL]);
  });

  it('the rows that mirror a contract still pass it', async () => {
    const same = (schema: z.ZodType, value: unknown, what: string) => {
      const parsed = schema.safeParse(value);
      expect(parsed.success, `${what}: ${JSON.stringify(value)?.slice(0, 200)} ${parsed.error?.message ?? ''}`).toBe(true);
      expect(parsed.data, `${what} is stored as the contract leaves it`).toEqual(value);
    };
    const { rows: users } = (await t.database.executeSql('select name, email from users')) as { rows: { name: string; email: string }[] };
    for (const u of users) {
      same(requiredText('Namn', NAME_MAX_LENGTH), u.name, 'users.name');
      same(emailField, u.email, 'users.email');
      expect(u.email).toBe(u.email.toLowerCase());
    }
    const { rows: messages } = (await t.database.executeSql('select name, email, subject, message from contact_messages')) as { rows: object[] };
    for (const m of messages) same(contactRequest, m, 'contact_messages');
    const { rows: products } = (await t.database.executeSql(
      `select slug, name, short_description as "shortDescription", description, price_ore as price, compare_at_price_ore as "compareAtPrice",
              vat_rate_bp as "vatRateBp", image_url as "imageUrl", image_alt as "imageAlt", tags, is_featured as "isFeatured",
              is_active as "isActive", category_id as "categoryId" from products`,
    )) as { rows: Record<string, unknown>[] };
    expect(products.length).toBeGreaterThan(1);
    // The seeded products predate the image-text rule: their empty image text reads as none.
    for (const p of products) same(adminProductRequest, { ...p, imageAlt: p.imageUrl === null && p.imageAlt === '' ? null : p.imageAlt }, `products ${p.slug}`);
    const { rows: codes } = (await t.database.executeSql('select code from discount_codes')) as { rows: { code: string }[] };
    for (const { code } of codes) expect(code).toMatch(/^[A-Z0-9ÅÄÖ]{1,12}-[A-Z0-9]{4,}$/);
    const storedAnswer = testAnswer.extend({ shownOptions: z.array(z.object({ value: z.string(), label: z.string() })).optional() }).strict();
    const { rows: assessments } = (await t.database.executeSql('select responses from assessments')) as { rows: { responses: { tests: unknown[] } }[] };
    for (const a of assessments) for (const answer of a.responses.tests) same(storedAnswer, answer, 'assessments.responses');
    const { rows: progress } = (await t.database.executeSql('select responses from assessment_progress')) as { rows: { responses: Record<string, unknown> }[] };
    for (const p of progress) for (const answer of Object.values(p.responses)) same(storedAnswer, answer, 'assessment_progress.responses');
    const { rows: templates } = (await t.database.executeSql('select name, description from report_templates')) as {
      rows: { name: string; description: string }[];
    };
    for (const tpl of templates) {
      same(requiredText('Namn', 120), tpl.name, 'report_templates.name');
      same(text('Beskrivning', { max: 500 }), tpl.description, 'report_templates.description');
    }
  });

  it('every list the admin and the customer read still answers within its contract (responses are checked against it)', async () => {
    for (const [name, e] of entries) {
      if (e.method !== 'GET' || e.params) continue;
      const access = accessIn(e, 'test');
      const token = access === 'admin' ? admin : access === 'user' ? customer : null;
      const res = await t.app.inject({ method: 'GET', url: e.path, headers: token ? bearer(token) : {}, remoteAddress: nextClientIp() });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(name === 'healthReady' || name === 'health' ? res.statusCode : 200);
    }
  });
});
