import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  COMPANY_FORM_NAMES,
  companyFormFromName,
  companyFormFromOrgNumber,
  companyFormName,
  isLegalPersonNumber,
  parseCompanyForm,
  type CompanyForm,
} from '../shared/domain/company';
import { normaliseOrgNumber } from '../shared/domain/org-number';
import type { TrustProxy } from './connection-gate';
import type { S3Settings } from './storage/s3-storage';
import { HTTP_LIMITS } from './http-limits';

/**
 * Configuration is read from the environment once, validated here, and passed down explicitly.
 * Outside production the business details fall back to clearly marked demo values so that
 * `npm start` works on a fresh machine; in production they must be set.
 */
const DEMO = {
  COMPANY_NAME: 'Ryggkollen (demo)',
  COMPANY_FORM: 'enskild firma',
  COMPANY_OWNER: 'Demo Demosson',
  COMPANY_ORG_NUMBER: '000000-0000',
  COMPANY_ADDRESS: 'Exempelgatan 1, 123 45 Stockholm',
  SUPPORT_EMAIL: 'support@ryggkollen.example',
  MAIL_FROM: 'Ryggkollen <no-reply@ryggkollen.example>',
} as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const emailList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : [],
  z.array(z.email('ADMIN_EMAILS must be a comma-separated list of e-mail addresses')),
);

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length) return false;
  if (PROXY_RANGE_NAMES.has(address) && bits === undefined) return true;
  const family = isIP(address);
  if (!family) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Which X-Forwarded-For entries to believe. The client writes that header itself, so only the
 * entries added by our own proxies count: either how many proxies stand in front of the app, or
 * their addresses. `true` (believe any entry) is refused.
 */
const trustProxySchema = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (value !== 'true' && entries.length && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'TRUST_PROXY must be false, the number of proxies in front of the app (e.g. 1), or their addresses/CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1); ' +
      '"true" would believe any X-Forwarded-For a client writes',
  });
  return z.NEVER;
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }).optional()),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be smtp:// or smtps://' }).optional()),
    MAIL_FROM: optionalString,
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email('SUPPORT_EMAIL must be an e-mail address').optional()),
    ADMIN_EMAILS: emailList,
    BRAND_NAME: z.preprocess(emptyToUndefined, z.string().trim().max(60).default('Ryggkollen')),
    COMPANY_NAME: optionalString,
    COMPANY_FORM: optionalString,
    COMPANY_OWNER: optionalString,
    COMPANY_ORG_NUMBER: optionalString,
    COMPANY_ADDRESS: optionalString,
    TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySchema.default(false)),
    MAX_REQUESTS_IN_FLIGHT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'MAX_REQUESTS_IN_FLIGHT must be a whole number from 1 to 10000' })
        .int('MAX_REQUESTS_IN_FLIGHT must be a whole number from 1 to 10000')
        .min(1, 'MAX_REQUESTS_IN_FLIGHT must be a whole number from 1 to 10000')
        .max(10_000, 'MAX_REQUESTS_IN_FLIGHT must be a whole number from 1 to 10000')
        .default(256),
    ),
    MAX_CONNECTIONS_PER_CLIENT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'MAX_CONNECTIONS_PER_CLIENT must be a whole number from 1 to 2000' })
        .int('MAX_CONNECTIONS_PER_CLIENT must be a whole number from 1 to 2000')
        .min(1, 'MAX_CONNECTIONS_PER_CLIENT must be a whole number from 1 to 2000')
        .max(HTTP_LIMITS.maxConnections, 'MAX_CONNECTIONS_PER_CLIENT must be a whole number from 1 to 2000')
        .default(100),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    GOOGLE_DOCS_EXPORT_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'GOOGLE_DOCS_EXPORT_URL must be an http(s) URL' }).default('https://docs.google.com'),
    ),
    LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http(s) URL' }).optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(45_000),
    REPORT_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(32).optional()),
    PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['test', 'klarna'], { error: 'PAYMENT_PROVIDER must be test or klarna' }).default('test')),
    ALLOW_TEST_PAYMENTS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    KLARNA_API_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'KLARNA_API_URL must be an http(s) URL' }).default('https://api.playground.klarna.com'),
    ),
    KLARNA_USERNAME: optionalString,
    KLARNA_PASSWORD: optionalString,
    KLARNA_SDK_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'KLARNA_SDK_URL must be an http(s) URL' }).default('https://x.klarnacdn.net/kp/lib/v1/api.js'),
    ),
    ADMIN_API_KEY: z.preprocess(emptyToUndefined, z.string().min(24, 'ADMIN_API_KEY must be at least 24 characters').optional()),
    TEST_JOB_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'TEST_JOB_SECONDS must be a whole number of seconds from 1 to 60' })
        .int('TEST_JOB_SECONDS must be a whole number of seconds from 1 to 60')
        .min(1, 'TEST_JOB_SECONDS must be a whole number of seconds from 1 to 60')
        .max(60, 'TEST_JOB_SECONDS must be a whole number of seconds from 1 to 60')
        .optional(),
    ),
    STORAGE: z.preprocess(emptyToUndefined, z.enum(['disk', 's3'], { error: 'STORAGE must be disk or s3' }).optional()),
    S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional()),
    S3_REGION: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as eu-north-1')
        .default('us-east-1'),
    ),
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and dashes)')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false')),
    METRICS_FROM_PRIVATE_NETWORK: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { error: 'METRICS_FROM_PRIVATE_NETWORK must be true or false' }).default('false'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'klarna') {
      for (const key of ['KLARNA_USERNAME', 'KLARNA_PASSWORD'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENT_PROVIDER=klarna` });
      }
    }
    if (env.PAYMENT_PROVIDER === 'test' && env.NODE_ENV === 'production' && env.ALLOW_TEST_PAYMENTS !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'the built-in test provider takes no money: set PAYMENT_PROVIDER=klarna in production (or ALLOW_TEST_PAYMENTS=true for a demo)',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.TEST_JOB_SECONDS !== undefined && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_JOB_SECONDS'],
        message: 'TEST_JOB_SECONDS (seconds-long job timings for the fault tests) is refused unless NODE_ENV=test',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (storageKind(env) !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when STORAGE=s3` });
    }
    // The signature keeps the secret out of the request, but the reports (health data) would travel in clear.
    if (env.NODE_ENV === 'production' && env.S3_ENDPOINT && !isSafeS3Endpoint(env.S3_ENDPOINT)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT must be https:// when NODE_ENV=production (the reports are health data); http:// only to a loopback address',
      });
    }
  })
  .superRefine((env, ctx) => {
    const llm = [env.LLM_BASE_URL, env.LLM_MODEL];
    if (llm.some(Boolean) && !llm.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'The AI writer needs both LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY unless the server needs none)',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['PUBLIC_URL', 'SUPPORT_EMAIL', 'MAIL_FROM', 'COMPANY_NAME', 'COMPANY_ORG_NUMBER', 'COMPANY_ADDRESS'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when NODE_ENV=production` });
    }
    if (!env.COMPANY_NAME) return;
    const form = companyForm(env);
    if (form === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['COMPANY_FORM'],
        message: `COMPANY_FORM is required when NODE_ENV=production and COMPANY_NAME does not state the form (${COMPANY_FORM_NAMES.join(', ')})`,
      });
    }
    if (form === 'enskild-firma' && !env.COMPANY_OWNER) {
      ctx.addIssue({ code: 'custom', path: ['COMPANY_OWNER'], message: 'COMPANY_OWNER (the owner of the enskild firma) is required when NODE_ENV=production' });
    }
  })
  .superRefine((env, ctx) => {
    if (!env.COMPANY_FORM) return;
    const stated = parseCompanyForm(env.COMPANY_FORM);
    if (!stated) {
      ctx.addIssue({ code: 'custom', path: ['COMPANY_FORM'], message: `COMPANY_FORM must be one of: ${COMPANY_FORM_NAMES.join(', ')}` });
      return;
    }
    const byName = env.COMPANY_NAME ? companyFormFromName(env.COMPANY_NAME) : null;
    if (byName && byName !== stated) {
      ctx.addIssue({
        code: 'custom',
        path: ['COMPANY_FORM'],
        message: `COMPANY_FORM is ${companyFormName(stated)} but COMPANY_NAME "${env.COMPANY_NAME}" says ${companyFormName(byName)}`,
      });
    }
  })
  .superRefine((env, ctx) => {
    // A sole trader's organisation number is the owner's personnummer; every other form has a legal person's number.
    const orgNumber = env.COMPANY_ORG_NUMBER && normaliseOrgNumber(env.COMPANY_ORG_NUMBER);
    const form = companyForm(env);
    if (!orgNumber || !form) return;
    if (form === 'enskild-firma' && isLegalPersonNumber(orgNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['COMPANY_FORM'],
        message: `COMPANY_ORG_NUMBER ${orgNumber} is a legal person's (a company's) number, not an enskild firma's: set COMPANY_FORM to the company's form`,
      });
    }
    if (form !== 'enskild-firma' && !isLegalPersonNumber(orgNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['COMPANY_ORG_NUMBER'],
        message: `COMPANY_ORG_NUMBER ${orgNumber} is a personnummer, which only an enskild firma uses, but the company form is ${companyFormName(form)}`,
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.COMPANY_ORG_NUMBER && !normaliseOrgNumber(env.COMPANY_ORG_NUMBER)) {
      ctx.addIssue({ code: 'custom', path: ['COMPANY_ORG_NUMBER'], message: 'COMPANY_ORG_NUMBER must be a valid Swedish organisation number (NNNNNN-NNNN)' });
    }
  });

/** Where the files go: STORAGE, else S3 when a bucket is named, else the disk. */
function storageKind(env: { STORAGE?: 'disk' | 's3' | undefined; S3_BUCKET?: string | undefined }): 'disk' | 's3' {
  return env.STORAGE ?? (env.S3_BUCKET ? 's3' : 'disk');
}

function isSafeS3Endpoint(endpoint: string): boolean {
  const url = new URL(endpoint);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * The company's form: COMPANY_FORM, else what the name says ("… AB"), else what the organisation
 * number says (5… is an aktiebolag); null when none of them tells (the site then states no form).
 */
function companyForm(env: {
  COMPANY_NAME?: string | undefined;
  COMPANY_FORM?: string | undefined;
  COMPANY_ORG_NUMBER?: string | undefined;
}): CompanyForm | null {
  const orgNumber = env.COMPANY_ORG_NUMBER ? normaliseOrgNumber(env.COMPANY_ORG_NUMBER) : null;
  return (
    (env.COMPANY_FORM ? parseCompanyForm(env.COMPANY_FORM) : null) ??
    (env.COMPANY_NAME ? companyFormFromName(env.COMPANY_NAME) : null) ??
    (orgNumber ? companyFormFromOrgNumber(orgNumber) : null)
  );
}

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  adminEmails: string[];
  brandName: string;
  /**
   * `form` from COMPANY_FORM, the name or the organisation number; null when none tells (nothing
   * is said about the form). `ownerName` is empty for any form but an enskild firma.
   */
  company: { name: string; form: CompanyForm | null; ownerName: string; orgNumber: string; address: string };
  logLevel: string;
  /**
   * Behind reverse proxies: how many there are, or their addresses. The client address (rate
   * limits use it) is then the X-Forwarded-For entry our nearest trusted proxy saw.
   */
  trustProxy: TrustProxy;
  /**
   * Connections one client address (an IPv6 client's /64) may hold open at once; more are answered
   * 503. Sockets from a trusted proxy are exempt (behind a proxy every socket comes from it): the
   * proxy holds its clients to a limit of its own.
   */
  maxConnectionsPerClient: number;
  /** Requests handled at once (MAX_REQUESTS_IN_FLIGHT); one more is answered 503 at once (plugins/load-shedding.ts). */
  maxRequestsInFlight: number;
  /** PUBLIC_URL is https: cookies are Secure and HSTS is sent. */
  https: boolean;
  /** Where a Google Doc's export is fetched from: {base}/document/d/{id}/export?format=html (tests serve a fixture). */
  googleDocsExportUrl: string;
  /** The optional AI writer (an OpenAI-compatible chat-completions API); null uses the built-in writer only. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
  /** Render worker threads (default: one per core). */
  reportWorkers: number | undefined;
  /** The payment provider: the built-in test provider (no network, no money) or Klarna Payments. */
  payments: { provider: 'test' } | { provider: 'klarna'; apiUrl: string; username: string; password: string; sdkUrl: string; mode: 'playground' | 'live' };
  /** An optional key that admin calls may carry instead of an admin session (X-Admin-Key); no default. */
  adminApiKey: string | undefined;
  /**
   * /api/metrics also answers a caller from a private network address without a session (a
   * Prometheus scraper beside the app); the address is the client address TRUST_PROXY gives.
   */
  metricsFromPrivateNetwork: boolean;
  /**
   * Tests only (TEST_JOB_SECONDS, refused unless NODE_ENV=test): every job's time to run, after
   * which a job of a killed server is taken as lost, in seconds instead of 15 minutes; the queue's
   * maintenance (which finds such jobs) and every retry then come after 1 s. So a fault test sees
   * that job retried within seconds. Undefined: the queues' own policies (jobs/definitions.ts) and
   * pg-boss's defaults.
   */
  testJobSeconds: number | undefined;
  /**
   * Where the stored files (reports, images) are: DATA_DIR/files, or an S3-compatible bucket,
   * which more than one instance needs (docs/deployment.md). The secret is never logged.
   */
  storage: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  const demo = e.NODE_ENV !== 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const pick = (value: string | undefined, key: keyof typeof DEMO) => value ?? (demo ? DEMO[key] : '');
  // The demo's form goes with the demo's details only: configured details are never given a form they do not have.
  const form = e.COMPANY_NAME || e.COMPANY_FORM || e.COMPANY_ORG_NUMBER || !demo ? companyForm(e) : parseCompanyForm(DEMO.COMPANY_FORM);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: pick(e.MAIL_FROM, 'MAIL_FROM'),
    supportEmail: pick(e.SUPPORT_EMAIL, 'SUPPORT_EMAIL'),
    adminEmails: e.ADMIN_EMAILS,
    brandName: e.BRAND_NAME,
    company: {
      name: pick(e.COMPANY_NAME, 'COMPANY_NAME'),
      form,
      // Only a sole trader is presented with its owner (the pages, the receipt); any other form is not "run by" a person.
      ownerName: form === null || form === 'enskild-firma' ? pick(e.COMPANY_OWNER, 'COMPANY_OWNER') : '',
      orgNumber: normaliseOrgNumber(pick(e.COMPANY_ORG_NUMBER, 'COMPANY_ORG_NUMBER')) ?? '',
      address: pick(e.COMPANY_ADDRESS, 'COMPANY_ADDRESS'),
    },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT,
    maxRequestsInFlight: e.MAX_REQUESTS_IN_FLIGHT,
    https: publicUrl.startsWith('https:'),
    googleDocsExportUrl: e.GOOGLE_DOCS_EXPORT_URL.replace(/\/+$/, ''),
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : null,
    reportWorkers: e.REPORT_WORKERS,
    payments:
      e.PAYMENT_PROVIDER === 'klarna'
        ? {
            provider: 'klarna',
            apiUrl: e.KLARNA_API_URL.replace(/\/+$/, ''),
            username: e.KLARNA_USERNAME ?? '',
            password: e.KLARNA_PASSWORD ?? '',
            sdkUrl: e.KLARNA_SDK_URL,
            mode: new URL(e.KLARNA_API_URL).hostname === 'api.klarna.com' ? 'live' : 'playground',
          }
        : { provider: 'test' },
    adminApiKey: e.ADMIN_API_KEY,
    metricsFromPrivateNetwork: e.METRICS_FROM_PRIVATE_NETWORK === 'true',
    testJobSeconds: e.TEST_JOB_SECONDS,
    storage:
      storageKind(e) === 's3'
        ? {
            kind: 's3',
            endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
            region: e.S3_REGION,
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'disk' },
  };
}

export function dataPaths(config: AppConfig) {
  return {
    db: path.join(config.dataDir, 'db'),
    files: path.join(config.dataDir, 'files'),
    outbox: path.join(config.dataDir, 'outbox'),
  };
}

/**
 * What an operator must hear at a production start: a setting that is valid but leaves customers
 * without something (no SMTP_URL: sign-up codes and reports are written to DATA_DIR/outbox and
 * never sent). Null when there is nothing to say.
 */
export function productionWarning(config: Pick<AppConfig, 'env' | 'smtpUrl'>): string | null {
  if (config.env !== 'production' || config.smtpUrl) return null;
  return 'SMTP_URL is not set: mail (sign-up codes, reports, receipts) is written to DATA_DIR/outbox and never sent. Set SMTP_URL (docs/deployment.md).';
}
