import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PRODUCTION_ENV as production } from './test-support/production-env';

describe('loadConfig', () => {
  it('has working defaults for a fresh development machine', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.brandName).toBe('Ryggkollen');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.company.name).toMatch(/demo/i);
  });

  it('parses the admin list case-insensitively', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Anna@Example.se, b@example.se ,' }).adminEmails).toEqual(['anna@example.se', 'b@example.se']);
  });

  it('refuses a bad port, database URL and admin list with a message per variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAILS: 'not-an-email' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('ADMIN_EMAILS');
    }
  });

  it('requires the business details in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/COMPANY_NAME is required/);
    const c = loadConfig(production);
    expect(c.company.orgNumber).toBe('556016-0680');
    expect(c.publicUrl).toBe('https://ryggkollen.se');
  });

  it('rejects an organisation number with a wrong check digit', () => {
    expect(() => loadConfig({ ...production, COMPANY_ORG_NUMBER: '556016-0681' })).toThrow(/COMPANY_ORG_NUMBER/);
  });

  it('takes the built-in test provider by default, refuses it in production unless allowed, and needs Klarna’s credentials for Klarna', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
    const { ALLOW_TEST_PAYMENTS: _allowed, ...strict } = production;
    expect(() => loadConfig(strict)).toThrow(/PAYMENT_PROVIDER: the built-in test provider takes no money/);
    expect(loadConfig({ ...strict, ALLOW_TEST_PAYMENTS: 'true' }).payments.provider).toBe('test');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'klarna' })).toThrow(/KLARNA_USERNAME is required[\s\S]*KLARNA_PASSWORD is required/);
    const klarna = loadConfig({ ...strict, PAYMENT_PROVIDER: 'klarna', KLARNA_USERNAME: 'PK_1', KLARNA_PASSWORD: 'secret' });
    expect(klarna.payments).toMatchObject({ provider: 'klarna', apiUrl: 'https://api.playground.klarna.com', mode: 'playground' });
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'klarna', KLARNA_USERNAME: 'u', KLARNA_PASSWORD: 'p', KLARNA_API_URL: 'https://api.klarna.com/' }).payments,
    ).toMatchObject({
      apiUrl: 'https://api.klarna.com',
      mode: 'live',
    });
  });

  it('takes an ADMIN_API_KEY of 24 characters or more, and has none by default', () => {
    expect(loadConfig({}).adminApiKey).toBeUndefined();
    expect(() => loadConfig({ ADMIN_API_KEY: 'kort' })).toThrow(/ADMIN_API_KEY must be at least 24 characters/);
  });

  it('caps connections per client at 100 by default, and takes a whole number from 1 to 2000', () => {
    expect(loadConfig({}).maxConnectionsPerClient).toBe(100);
    expect(loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '' }).maxConnectionsPerClient).toBe(100);
    expect(loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '40' }).maxConnectionsPerClient).toBe(40);
    for (const wrong of ['0', '-1', '2.5', '2001', 'många']) {
      expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: wrong }), wrong).toThrow(/MAX_CONNECTIONS_PER_CLIENT must be a whole number from 1 to 2000/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).smtpUrl).toBeUndefined();
  });
});
