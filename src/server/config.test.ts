import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionWarning } from './config';
import { PRODUCTION_ENV as production } from '../../tests/support/production-env';

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

  it('takes the company form from COMPANY_FORM, else from the name, else from an aktiebolag’s organisation number', () => {
    expect(loadConfig({}).company).toMatchObject({ name: 'Ryggkollen (demo)', form: 'enskild-firma', ownerName: 'Demo Demosson' });
    // An aktiebolag is never presented with an owner (the pages, the receipt), even when COMPANY_OWNER is set.
    expect(loadConfig({ ...production, COMPANY_NAME: 'Ryggkollen AB' }).company).toMatchObject({ form: 'aktiebolag', ownerName: '' });
    expect(loadConfig({ ...production, COMPANY_NAME: 'Ryggkollen', COMPANY_FORM: 'Aktiebolag' }).company.form).toBe('aktiebolag');
    // 556… is an aktiebolag's number: the name need not say it.
    expect(loadConfig(production).company.form).toBe('aktiebolag');
    const soleTrader = { ...production, COMPANY_NAME: 'Ryggkollen', COMPANY_FORM: 'enskild firma', COMPANY_ORG_NUMBER: '850709-9805' };
    expect(loadConfig(soleTrader).company).toMatchObject({ form: 'enskild-firma', ownerName: 'Anna Berg' });
    expect(loadConfig({ ...soleTrader, COMPANY_FORM: 'EF' }).company.form).toBe('enskild-firma');
    // Outside production a configured name that does not tell gets no form (the demo's is for the demo's details only).
    expect(loadConfig({ COMPANY_NAME: 'Ryggkollen' }).company.form).toBeNull();
  });

  it('never lets an aktiebolag be called an enskild firma', () => {
    expect(() => loadConfig({ ...production, COMPANY_NAME: 'Ryggkollen AB', COMPANY_FORM: 'enskild firma' })).toThrow(
      /COMPANY_FORM is enskild firma but COMPANY_NAME "Ryggkollen AB" says aktiebolag/,
    );
    expect(() => loadConfig({ ...production, COMPANY_FORM: 'enskild firma' })).toThrow(/COMPANY_ORG_NUMBER 556016-0680 is a legal person's/);
    expect(() => loadConfig({ COMPANY_NAME: 'Ryggkollen', COMPANY_FORM: 'enskild firma', COMPANY_ORG_NUMBER: '556016-0680' })).toThrow(
      /not an enskild firma's/,
    );
    expect(() => loadConfig({ ...production, COMPANY_NAME: 'Ryggkollen AB', COMPANY_ORG_NUMBER: '850709-9805' })).toThrow(
      /COMPANY_ORG_NUMBER 850709-9805 is a personnummer, which only an enskild firma uses, but the company form is aktiebolag/,
    );
  });

  it('refuses an unknown COMPANY_FORM, and in production needs a form and, for an enskild firma, the owner', () => {
    expect(() => loadConfig({ COMPANY_FORM: 'bolag' })).toThrow(/COMPANY_FORM must be one of: aktiebolag, enskild firma, handelsbolag/);
    const untold = { ...production, COMPANY_NAME: 'Ryggkollen', COMPANY_ORG_NUMBER: '850709-9805' };
    expect(() => loadConfig(untold)).toThrow(/COMPANY_FORM is required when NODE_ENV=production and COMPANY_NAME does not state the form/);
    const { COMPANY_OWNER: _owner, ...ownerless } = { ...untold, COMPANY_FORM: 'enskild firma' };
    expect(() => loadConfig(ownerless)).toThrow(/COMPANY_OWNER \(the owner of the enskild firma\) is required/);
    // An aktiebolag needs no owner's name: the site never says who runs it.
    const { COMPANY_OWNER: _none, ...company } = { ...production, COMPANY_NAME: 'Ryggkollen AB' };
    expect(loadConfig(company).company).toMatchObject({ form: 'aktiebolag', ownerName: '' });
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

  it('takes TEST_JOB_SECONDS (the fault tests’ job timings) only with NODE_ENV=test', () => {
    expect(loadConfig({}).testJobSeconds).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', TEST_JOB_SECONDS: '3' }).testJobSeconds).toBe(3);
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_JOB_SECONDS: '3' })).toThrow(/TEST_JOB_SECONDS .* is refused unless NODE_ENV=test/);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_JOB_SECONDS: '0' })).toThrow(/TEST_JOB_SECONDS must be a whole number of seconds from 1 to 60/);
  });

  it('lets private networks read the metrics only when METRICS_FROM_PRIVATE_NETWORK is true', () => {
    expect(loadConfig({}).metricsFromPrivateNetwork).toBe(false);
    expect(loadConfig({ METRICS_FROM_PRIVATE_NETWORK: '' }).metricsFromPrivateNetwork).toBe(false);
    expect(loadConfig({ METRICS_FROM_PRIVATE_NETWORK: 'true' }).metricsFromPrivateNetwork).toBe(true);
    expect(() => loadConfig({ METRICS_FROM_PRIVATE_NETWORK: 'ja' })).toThrow(/METRICS_FROM_PRIVATE_NETWORK must be true or false/);
  });

  it('caps connections per client at 100 by default, and takes a whole number from 1 to 2000', () => {
    expect(loadConfig({}).maxConnectionsPerClient).toBe(100);
    expect(loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '' }).maxConnectionsPerClient).toBe(100);
    expect(loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '40' }).maxConnectionsPerClient).toBe(40);
    for (const wrong of ['0', '-1', '2.5', '2001', 'många']) {
      expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: wrong }), wrong).toThrow(/MAX_CONNECTIONS_PER_CLIENT must be a whole number from 1 to 2000/);
    }
  });

  it('handles 256 requests at once by default (one more is answered 503), and takes a whole number from 1 to 10000', () => {
    expect(loadConfig({}).maxRequestsInFlight).toBe(256);
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '64' }).maxRequestsInFlight).toBe(64);
    for (const wrong of ['0', '-1', '2.5', '10001', 'många']) {
      expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: wrong }), wrong).toThrow(/MAX_REQUESTS_IN_FLIGHT must be a whole number from 1 to 10000/);
    }
  });

  it('keeps files on the disk by default, in an S3 bucket with STORAGE=s3 or a bucket named, and needs the bucket and both keys', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    const s3 = { S3_BUCKET: 'ryggkollen-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'hemlig-nyckel-123' };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'ryggkollen-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'hemlig-nyckel-123',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_REGION: 'eu-north-1' }).storage).toMatchObject({ endpoint: 'https://s3.eu-north-1.amazonaws.com' });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, STORAGE: 'disk' }).storage).toEqual({ kind: 'disk' });
    let text = '';
    try {
      loadConfig({ STORAGE: 's3', S3_SECRET_ACCESS_KEY: 'hemlig-nyckel-123' });
    } catch (err) {
      text = (err as ConfigError).message;
    }
    expect(text).toContain('S3_BUCKET is required when STORAGE=s3');
    expect(text).toContain('S3_ACCESS_KEY_ID is required when STORAGE=s3');
    expect(text).not.toContain('hemlig');
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'ja' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(/STORAGE must be disk or s3/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
  });

  it('sends the files to an S3 endpoint over https in production, plain http only on this machine', () => {
    const s3 = { ...production, S3_BUCKET: 'ryggkollen-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'hemlig-nyckel-123' };
    expect(loadConfig(s3).storage.kind).toBe('s3');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(/S3_ENDPOINT must be https:\/\/ when NODE_ENV=production/);
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage).toMatchObject({ endpoint: 'http://127.0.0.1:9000' });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'https://minio.internal:9000' }).storage).toMatchObject({ endpoint: 'https://minio.internal:9000' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).smtpUrl).toBeUndefined();
  });
});

describe('what a production start warns of', () => {
  it('mail that would never be sent: production without SMTP_URL, and nothing otherwise', () => {
    expect(productionWarning({ env: 'production', smtpUrl: undefined })).toMatch(/^SMTP_URL is not set: mail .* is written to DATA_DIR\/outbox and never sent/);
    expect(productionWarning({ env: 'production', smtpUrl: 'smtp://mail.example.se:587' })).toBeNull();
    expect(productionWarning({ env: 'development', smtpUrl: undefined })).toBeNull();
  });
});
