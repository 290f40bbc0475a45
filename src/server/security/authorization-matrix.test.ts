/**
 * The authorization matrix: every entry of the endpoint map, called as a guest, a customer (the
 * owner of the ids used), another customer and an admin, with a valid request, answers as the
 * entry's access says. A guarded endpoint refuses a guest with 401 and a customer of an admin
 * endpoint with 403 (the access texts); an endpoint that takes the id of a customer's row answers
 * another customer 404 (decision 0025), and an admin too unless the spec lets admins look; every
 * caller the access lets in gets the answer in the table (the success status unless noted why).
 *
 * The table is typed by the map's names, so a new endpoint does not compile until it has a row.
 * What the guard does with invalid input (before validation, and in production) is
 * routing.test.ts; that another customer's id answers exactly as an unknown one is
 * owned-resources.test.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, accessIn, successStatus, type Endpoint, type EndpointName } from '../../shared/contracts/endpoints';
import { CONSENT_VERSION } from '../../shared/domain/consent';
import { ACCESS_MESSAGES } from '../modules/auth/messages';
import { bearer, nextClientIp, signUp } from '../../../tests/support/accounts';
import { minimalDiscount, minimalProduct, useGoogleDocStandIn } from '../../../tests/support/admin-changes';
import { completeAs, paidAssessmentWithPreview, sampleAnswers, uploadTemplate } from '../../../tests/support/reports';
import { useTestApp } from '../../../tests/support/test-app';

type Role = 'guest' | 'owner' | 'stranger' | 'admin';
const ROLES: Role[] = ['guest', 'stranger', 'owner', 'admin'];
const ADMIN_EMAIL = 'matris@ryggkollen.test';
/** Admin addresses for the calls that end a session or an account (one per such endpoint). */
const SPARE_ADMINS = ['engang-1@ryggkollen.test', 'engang-2@ryggkollen.test', 'engang-3@ryggkollen.test'];
const ADMIN_API_KEY = 'matrisens-admin-nyckel-0123456789';
const PASSWORD = 'hemligt123';
const DOC_ID = '1MatrixDocAbCdEfGhIjKlMnOpQrStUvWxYz0';

interface Account {
  email: string;
  token: string;
}
interface Ids {
  /** The owner's assessment, its report bought and its preview made. */
  assessment: string;
  /** The owner's assessment not yet paid for. */
  unpaid: string;
  report: string;
  order: string;
  /** Templates: one to change, one for each delete endpoint. */
  template: string;
  templateToDelete: string;
  adminTemplateToDelete: string;
  product: string;
  discount: string;
  /** A code to check a price with (the other one is switched off on the way). */
  code: string;
  /** A question as the editor saves it (unchanged), and an uploaded image's file name. */
  question: { id: string; body: object };
  image: string;
}
interface Request {
  method: Endpoint['method'];
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}
interface Row {
  call: (ids: Ids, caller: Account | null) => Request;
  /** What each caller the access lets in gets, when it is not the success status. */
  answers?: number;
  /** Takes the id of the owner's row: another customer gets 404, an admin too unless `admins`. */
  owned?: true;
  admins?: true;
  /** Ends the caller's session or account: each signed-in role calls it as a new account of that role. */
  spare?: true;
}

const docs = useGoogleDocStandIn(DOC_ID);

const t = useTestApp(() => ({
  seed: true,
  env: { ADMIN_EMAILS: [ADMIN_EMAIL, ...SPARE_ADMINS].join(','), ADMIN_API_KEY, GOOGLE_DOCS_EXPORT_URL: docs.url },
}));
const accounts = {} as Record<Exclude<Role, 'guest'>, Account>;
let ids: Ids;
let docx: Buffer;
let png: Buffer;

beforeAll(async () => {
  for (const [role, email] of [
    ['owner', 'agare@example.se'],
    ['stranger', 'framling@example.se'],
    ['admin', ADMIN_EMAIL],
  ] as const) {
    accounts[role] = { email, token: (await signUp(t, email, PASSWORD)).token };
  }
  const owner = accounts.owner.token;
  const admin = bearer(accounts.admin.token);
  const { assessment, report, order } = await paidAssessmentWithPreview(t, owner, 'oro-och-stress');
  docx = await readFile(path.join(import.meta.dirname, '..', 'modules', 'reports', 'fixtures', 'mall.docx'));
  const template = async () => {
    const res = await uploadTemplate(t, accounts.admin.token, docx);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ template: { id: string } }>().template.id;
  };
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const uploaded = await t.app.inject({ ...imageUpload(), headers: { ...imageUpload().headers, ...admin } });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const questions = await t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: admin });
  const { id, key, category, questionType, title, description, instructions, options, imageUrl, imageAlt, updatedAt } = questions.json<{
    questions: Record<string, unknown>[];
  }>().questions[0]!;
  const question = { id: id as string, body: { key, category, questionType, title, description, instructions, options, imageUrl, imageAlt, updatedAt } };
  const product = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin, payload: productInput('matrisprodukt') });
  const discount = await t.app.inject({ method: 'POST', url: '/api/discounts/create', headers: admin, payload: discountInput });
  const code = await t.app.inject({ method: 'POST', url: '/api/discounts/create', headers: admin, payload: discountInput });
  ids = {
    assessment,
    unpaid: await completeAs(t, owner, sampleAnswers('ischias')),
    report: report!.id,
    order,
    template: await template(),
    templateToDelete: await template(),
    adminTemplateToDelete: await template(),
    product: product.json<{ id: string }>().id,
    discount: discount.json<{ id: string }>().id,
    code: code.json<{ code: string }>().code,
    question,
    image: uploaded.json<{ imageUrl: string }>().imageUrl.split('/').pop()!,
  };
}, 120_000);

const productInput = (slug: string) => minimalProduct({ slug, name: 'Matrisprodukt' });
const discountInput = { ...minimalDiscount, prefix: 'matris' };
const now = () => new Date().toISOString();
const consent = () => ({ givenAt: now(), version: CONSENT_VERSION });
let serial = 0;
const unique = (name: string) => `${name}-${++serial}@example.se`;

/** The .docx form the upload endpoint takes. */
function uploadRequest(): Request {
  const boundary = '----rk-matrix-boundary';
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mall.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    method: 'POST',
    url: '/api/admin/templates/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(part('name', 'Matrismall') + file), docx, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** An image upload's form (field `image`). */
function imageUpload(): Request & { headers: Record<string, string> } {
  const boundary = '----rk-matrix-image';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bild.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    method: 'POST',
    url: '/api/upload-image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const get = (url: string): Request => ({ method: 'GET', url });
const send = (method: Endpoint['method'], url: string, payload?: object): Request => ({ method, url, ...(payload ? { payload } : {}) });

const MATRIX: Record<EndpointName, Row> = {
  health: { call: () => get('/api/health') },
  healthLive: { call: () => get('/api/health/live') },
  healthReady: { call: () => get('/api/health/ready') },
  // The private-network way in is off by default (the matrix's callers come from 10.200.x.x): admins only.
  metrics: { call: () => get('/api/metrics') },
  site: { call: () => get('/api/site') },
  contact: { call: () => send('POST', '/api/contact', { name: 'Anna', email: 'anna@example.se', subject: 'Fråga', message: 'Hej!' }) },
  register: { call: () => send('POST', '/api/register', { name: 'Ny Person', email: unique('ny'), password: PASSWORD }) },
  // No sign-up waits for this code: every caller is told the code is wrong.
  verifyEmail: { call: () => send('POST', '/api/verify-email', { email: 'agare@example.se', code: '000000' }), answers: 400 },
  resendVerification: { call: () => send('POST', '/api/resend-verification', { email: unique('vem') }) },
  login: { call: () => send('POST', '/api/login', { email: 'agare@example.se', password: PASSWORD }) },
  logout: { call: () => send('POST', '/api/logout'), spare: true },
  me: { call: () => get('/api/me') },
  user: { call: () => get('/api/user') },
  updateProfile: { call: (_ids, caller) => send('PUT', '/api/update-profile', { name: 'Anna Berg', email: caller?.email ?? 'gast@example.se' }) },
  // No address change waits for a code: a signed-in caller is told the code is wrong.
  confirmEmailChange: { call: () => send('POST', '/api/confirm-email-change', { code: '000000' }), answers: 400 },
  changePassword: { call: () => send('PUT', '/api/change-password', { currentPassword: PASSWORD, newPassword: 'nyttlosen456' }), spare: true },
  downloadUserData: { call: () => get('/api/download-user-data') },
  deleteAccount: { call: () => send('DELETE', '/api/delete-account', { password: PASSWORD }), spare: true },
  questions: { call: () => get('/api/assessment/questions') },
  questionsAlias: { call: () => get('/api/questions') },
  createAssessment: {
    call: () =>
      send('POST', '/api/assessments', {
        email: null,
        status: 'completed',
        consent: consent(),
        responses: { completedAt: now(), tests: Object.entries(sampleAnswers('ischias')).map(([testId, completion]) => ({ testId, completion })) },
      }),
  },
  // The owner's claim of an assessment already theirs succeeds whatever the code.
  claimAssessment: {
    call: (i) => send('POST', '/api/assessments/claim', { assessmentId: i.assessment, claimToken: 'en-gissad-kod-0123456789' }),
    owned: true,
  },
  myAssessments: { call: () => get('/api/my-assessments') },
  assessmentAnalysis: { call: (i) => get(`/api/assessments/${i.assessment}/analysis`), owned: true, admins: true },
  getProgress: { call: () => get('/api/assessment/progress') },
  saveProgress: { call: () => send('PUT', '/api/assessment/progress', { currentStep: 0, responses: {}, lastUpdated: now(), consent: consent() }) },
  deleteProgress: { call: () => send('DELETE', '/api/assessment/progress') },
  generatePreview: { call: (i) => send('POST', '/api/generate-preview', { assessmentId: i.assessment }), owned: true },
  generateReport: { call: (i) => send('POST', '/api/generate-report', { assessmentId: i.assessment }), owned: true },
  myReports: { call: () => get('/api/my-reports') },
  downloadReport: { call: (i) => get(`/api/reports/${i.report}/download`), owned: true, admins: true },
  testGenerateReport: {
    call: () => send('POST', '/api/test-generate-report', { name: 'Test', email: 'test@example.se', assessmentData: { tests: [] } }),
  },
  currentTemplate: { call: () => get('/api/current-template') },
  saveTemplate: { call: () => send('POST', '/api/save-template', { name: 'Huvudmall', googleDocId: DOC_ID }) },
  listTemplates: { call: () => get('/api/templates') },
  setPrimaryTemplate: { call: (i) => send('PUT', `/api/templates/${i.template}/set-primary`) },
  deleteTemplate: { call: (i) => send('DELETE', `/api/templates/${i.templateToDelete}`) },
  adminTemplates: { call: () => get('/api/admin/templates') },
  adminCreateTemplate: { call: () => send('POST', '/api/admin/templates', { name: 'Ny mall', googleDocId: DOC_ID }) },
  adminUpdateTemplate: { call: (i) => send('PUT', `/api/admin/templates/${i.template}`, { name: 'Ändrad mall', googleDocId: DOC_ID }) },
  adminDeleteTemplate: { call: (i) => send('DELETE', `/api/admin/templates/${i.adminTemplateToDelete}`) },
  checkTemplate: { call: () => send('POST', '/api/admin/templates/check', { googleDocId: DOC_ID }) },
  previewTemplate: { call: (i) => get(`/api/admin/templates/${i.template}/preview`) },
  uploadTemplate: { call: () => uploadRequest() },
  adminDashboard: { call: () => get('/api/admin/dashboard') },
  adminSearchCustomers: { call: () => get('/api/admin/search-customers?q=kund&status=processed') },
  adminAssessmentDetails: { call: (i) => get(`/api/admin/assessment-details/${i.assessment}`) },
  adminGenerateReport: { call: (i) => send('POST', `/api/admin/generate-report/${i.assessment}`) },
  // Its newest analysis is the current engine's already: the admin is let in and told so.
  adminReanalyse: { call: (i) => send('POST', `/api/admin/assessments/${i.assessment}/reanalyse`), answers: 409 },
  adminQuestions: { call: () => get('/api/admin/questions') },
  // Saved as loaded (unchanged): the admin's save goes through once, and the matrix saves it once.
  updateQuestion: { call: (i) => send('PUT', `/api/questions/${i.question.id}`, i.question.body) },
  uploadImage: { call: () => imageUpload() },
  // A loopback address is never fetched (SSRF): the admin is let in and refused the address.
  // Importing an outside image is images.test.ts.
  importImage: { call: () => send('POST', '/api/import-image', { url: 'http://127.0.0.1/bild.png' }), answers: 400 },
  uploadedImages: { call: () => get('/api/uploaded-images') },
  image: { call: (i) => get(`/api/images/${i.image}`) },
  products: { call: () => get('/api/products') },
  product: { call: () => get('/api/products/ryggrapport') },
  productCategories: { call: () => get('/api/product-categories') },
  adminProducts: { call: () => get('/api/admin/products') },
  adminCreateProduct: { call: () => send('POST', '/api/admin/products', productInput('ny-matrisprodukt')) },
  adminUpdateProduct: { call: (i) => send('PUT', `/api/admin/products/${i.product}`, productInput('matrisprodukt')) },
  listDiscounts: { call: () => get('/api/discounts/list') },
  createDiscount: { call: () => send('POST', '/api/discounts/create', discountInput) },
  updateDiscount: { call: (i) => send('POST', '/api/discounts/update', { id: i.discount, active: false }) },
  checkDiscount: { call: (i) => send('POST', '/api/discounts/check', { assessmentId: i.unpaid, code: i.code }), owned: true },
  paymentSession: { call: (i) => send('POST', '/api/payments/test/session', { assessmentId: i.unpaid, withdrawalConsent: true }), owned: true },
  paymentAuthorize: {
    call: (i) => send('POST', '/api/payments/test/authorize', { assessmentId: i.assessment, authorizationToken: `test-approved:${i.assessment}` }),
    owned: true,
  },
  // Klarna's calls, while the test provider takes the payments: every caller is told there is no such payment method.
  klarnaCallback: {
    answers: 404,
    call: () => send('POST', '/api/payments/klarna/callback', { authorization_token: 'token-1234', session_id: 'session-1234' }),
  },
  klarnaNotification: { answers: 404, call: () => send('POST', '/api/payments/klarna/notification', { order_id: 'order-1234' }) },
  testPaymentReview: { call: (i) => send('POST', '/api/payments/test/review', { orderId: i.order }), owned: true },
  order: { call: (i) => get(`/api/orders/${i.order}`), owned: true },
  reportPurchaseLink: { call: (i) => send('POST', '/api/checkout/klarna', { assessmentId: i.unpaid }) },
  adminAuditLog: { call: () => get('/api/admin/audit-log') },
  // The developer panel acts on the admin's own test assessment only: a customer's is not found
  // for an admin too (the admin's own is developer.test.ts).
  submitMockAnswers: {
    call: (i) => send('POST', `/api/assessments/${i.unpaid}/answers`, { responses: { '1': { selectedOption: 0, riskWeight: 1 } } }),
    owned: true,
  },
  finalizeAssessment: { call: (i) => send('POST', `/api/assessments/${i.unpaid}/finalize`), owned: true },
  adminOrders: { call: () => get('/api/admin/orders?status=paid&q=agare') },
  // The owner's paid order's report is made (generateReport above) or its job queued: the admin is let
  // in and told so. A retry that queues the job is admin-orders.test.ts.
  adminRetryOrderReport: { call: (i) => send('POST', `/api/admin/orders/${i.order}/retry-report`), answers: 409 },
  // A paid order is refunded, not cancelled: the admin is let in and told so (a cancel is admin-orders.test.ts).
  adminCancelOrder: { call: (i) => send('POST', `/api/admin/orders/${i.order}/cancel`), answers: 409 },
  // Runs after every other use of the owner's order (the map's last entry): the admin refunds it once.
  adminRefundOrder: { call: (i) => send('POST', `/api/admin/orders/${i.order}/refund`, { reason: 'Matristest' }) },
};

/** What the role gets from the endpoint: the access text of a refusal, or the row's answer. */
function expected(e: Endpoint, row: Row, role: Role): number {
  const access = accessIn(e, 'test');
  if (role === 'guest' && (access === 'user' || access === 'admin')) return 401;
  if ((role === 'owner' || role === 'stranger') && access === 'admin') return 403;
  if (row.owned && (role === 'stranger' || (role === 'admin' && !row.admins))) return 404;
  return row.answers ?? successStatus(e);
}

let spares = 0;
/** A new account of the role's kind, for a call that ends its session or account. */
async function spare(role: Exclude<Role, 'guest'>): Promise<Account> {
  const email = role === 'admin' ? SPARE_ADMINS[spares++ % SPARE_ADMINS.length]! : unique('engang');
  return { email, token: (await signUp(t, email, PASSWORD)).token };
}

const entries = Object.entries(ENDPOINTS) as [EndpointName, Endpoint][];

describe('the authorization matrix: every endpoint as a guest, a customer, another customer and an admin', () => {
  it.each(entries)('%s', async (name, e) => {
    const row = MATRIX[name];
    for (const role of ROLES) {
      const caller = role === 'guest' ? null : row.spare ? await spare(role) : accounts[role];
      const request = row.call(ids, caller);
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...(caller ? bearer(caller.token) : {}) },
        remoteAddress: nextClientIp(),
      });
      const want = expected(e, row, role);
      expect(res.statusCode, `${name} as ${role}: ${res.body.slice(0, 200)}`).toBe(want);
      if (want === 401 && row.answers !== 401) expect(res.json(), `${name} as ${role}`).toEqual({ error: ACCESS_MESSAGES.required });
      if (want === 403) expect(res.json(), `${name} as ${role}`).toEqual({ error: ACCESS_MESSAGES.forbidden });
    }
  });

  it('the admin key stands for an admin session where the map allows it, and nowhere else', async () => {
    for (const [name, e] of entries) {
      const access = accessIn(e, 'test');
      if (access !== 'admin' && access !== 'user') continue;
      const request = MATRIX[name].call(ids, null);
      const withKey = await t.app.inject({ ...request, headers: { ...request.headers, 'x-admin-key': ADMIN_API_KEY }, remoteAddress: nextClientIp() });
      if (e.adminKey) expect(withKey.statusCode, `${name} with the key`).not.toBe(401);
      else {
        expect(withKey.statusCode, `${name} with the key`).toBe(401);
        expect(withKey.json()).toEqual({ error: ACCESS_MESSAGES.required });
      }
      if (!e.adminKey) continue;
      const wrong = await t.app.inject({ ...request, headers: { ...request.headers, 'x-admin-key': `${ADMIN_API_KEY}x` }, remoteAddress: nextClientIp() });
      expect(wrong.statusCode, `${name} with a wrong key`).toBe(401);
      expect(wrong.json()).toEqual({ error: ACCESS_MESSAGES.required });
    }
  });
});
