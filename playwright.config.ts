import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain ES module without types
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Both can be set so that two runs on one machine do not share a port or a data folder.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The e2e server's ADMIN_API_KEY: the tests make discount codes with it, as a back office would. */
export const E2E_ADMIN_API_KEY = 'e2e-admin-key-0123456789abcdef';
// The same app in Klarna mode, against a local stand-in of Klarna's API and browser SDK.
const KLARNA_PORT = PORT + 1;
const STAND_IN_PORT = PORT + 5;
export const E2E_KLARNA_DATA_DIR = `${E2E_DATA_DIR}-klarna`;
// A local stand-in of Google Docs' export (the template screens import from it).
export const DOCS_STAND_IN_URL = `http://127.0.0.1:${PORT + 6}`;

const serverEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  SUPPORT_EMAIL: 'support@ryggkollen.test',
  LOG_LEVEL: 'warn',
  ADMIN_EMAILS:
    'admin-desktop@ryggkollen.test,admin-phone@ryggkollen.test,admin-area-desktop@ryggkollen.test,admin-area-phone@ryggkollen.test,admin-nav-desktop@ryggkollen.test,admin-nav-phone@ryggkollen.test,' +
    'admin-tpl-desktop@ryggkollen.test,admin-tpl-phone@ryggkollen.test,admin-qed-desktop@ryggkollen.test,admin-qed-phone@ryggkollen.test,admin-session-desktop@ryggkollen.test,admin-session-phone@ryggkollen.test,admin-cust-desktop@ryggkollen.test,admin-cust-phone@ryggkollen.test,admin-orders-desktop@ryggkollen.test,' +
    'admin-det-desktop@ryggkollen.test,admin-det-phone@ryggkollen.test,admin-prod-desktop@ryggkollen.test,admin-dev-desktop@ryggkollen.test',
  ADMIN_API_KEY: E2E_ADMIN_API_KEY,
  GOOGLE_DOCS_EXPORT_URL: DOCS_STAND_IN_URL,
  // Each test presents its own client address (X-Forwarded-For), so per-IP limits apply per test.
  TRUST_PROXY: '1',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // Traces of failed tests keep the DOM snapshots; a screencast of every test cost a fifth of the run.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: { executablePath: CHROMIUM as string, args: CHROMIUM_ARGS as string[] },
  },
  projects: [
    { name: 'desktop', testIgnore: /klarna|admin-phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined } },
    // Every journey runs at 1280 px. At 390 px run the tests tagged @phone (decision 0042): each
    // screen's layout, axe and overflow (the static pages, the shell, the polish checks,
    // admin-phone.spec for the admin screens) and one journey through each flow (questionnaire,
    // registration, results, purchase, reports), not every variant of the server's rules again.
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: /klarna/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'klarna',
      testMatch: /klarna/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined, baseURL: `http://127.0.0.1:${KLARNA_PORT}` },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && node dist/server/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR: E2E_DATA_DIR },
    },
    {
      command: `node --import tsx scripts/klarna-stand-in.ts ${STAND_IN_PORT}`,
      url: `http://127.0.0.1:${STAND_IN_PORT}/kp/lib/v1/api.js`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { KLARNA_USERNAME: 'PK_e2e', KLARNA_PASSWORD: 'e2e-secret' },
    },
    {
      command: `node scripts/google-docs-stand-in.mjs ${PORT + 6}`,
      url: `${DOCS_STAND_IN_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${E2E_KLARNA_DATA_DIR} && node dist/server/main.js`,
      url: `http://127.0.0.1:${KLARNA_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(KLARNA_PORT),
        DATA_DIR: E2E_KLARNA_DATA_DIR,
        PUBLIC_URL: `http://127.0.0.1:${KLARNA_PORT}`,
        PAYMENT_PROVIDER: 'klarna',
        KLARNA_API_URL: `http://127.0.0.1:${STAND_IN_PORT}`,
        KLARNA_SDK_URL: `http://127.0.0.1:${STAND_IN_PORT}/kp/lib/v1/api.js`,
        KLARNA_USERNAME: 'PK_e2e',
        KLARNA_PASSWORD: 'e2e-secret',
      },
    },
  ],
});
