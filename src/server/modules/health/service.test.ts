import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error';
import { HEALTH_MESSAGES } from './messages';
import { checkHealth } from './service';

describe('checkHealth', () => {
  it('answers ok with the database in use', async () => {
    await expect(checkHealth({ kind: 'pglite', ping: async () => undefined })).resolves.toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers 503 in Swedish when the database does not answer', async () => {
    const err = await checkHealth({ kind: 'postgres', ping: async () => Promise.reject(new Error('ECONNREFUSED')) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 503, message: HEALTH_MESSAGES.databaseDown });
  });
});
