import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../shared/domain/consent';
import { bearer, nextClientIp, signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';

/** Everything the app logs during the test, one JSON line per entry. */
const lines: string[] = [];
const sink = { write: (line: string) => void lines.push(line) };

const t = useTestApp({ seed: true, env: { LOG_LEVEL: 'trace' }, logTo: sink });

// What people typed: none of it may reach the log, even when the queries that carry it fail.
const secret = {
  name: 'Hemliga Henrietta Hjärtlund',
  email: 'henrietta.hjartlund@example.se',
  password: 'Lösenord-Som-Aldrig-Loggas-42',
  subject: 'Mitt känsliga ärende',
  message: 'Jag har ont sedan operationen i maj och tar kortison',
  note: 'Domningar i vänster fot sedan i tisdags',
};

describe('the log of a burst of failing requests', () => {
  it('holds no name, address, password, hash, health answer or message', async () => {
    const { token } = await signUp(t, 'loggad@example.se', secret.password, secret.name);
    lines.length = 0;

    // Every table the requests write to is gone: each write fails inside the database.
    await t.database.db.execute(sql`drop table contact_messages`);
    await t.database.db.execute(sql`drop table pending_signups`);
    await t.database.db.execute(sql`drop table assessment_progress`);
    await t.database.db.execute(sql`drop table assessments cascade`);
    // A failing check quotes the whole row in its detail.
    await t.database.db.execute(sql`alter table users add constraint no_new_names check (right(name, 2) <> ' x')`);

    const requests = [
      { method: 'POST', url: '/api/contact', payload: { name: secret.name, email: secret.email, subject: secret.subject, message: secret.message } },
      { method: 'POST', url: '/api/register', payload: { name: secret.name, email: secret.email, password: secret.password } },
      {
        method: 'POST',
        url: '/api/assessments',
        payload: {
          email: secret.email,
          status: 'completed',
          consent: { givenAt: new Date().toISOString(), version: CONSENT_VERSION },
          responses: { completedAt: new Date().toISOString(), tests: [{ testId: 'forward_bend', completion: 'back_pain', additionalNotes: secret.note }] },
        },
      },
      {
        method: 'PUT',
        url: '/api/assessment/progress',
        headers: bearer(token),
        payload: {
          currentStep: 1,
          lastUpdated: new Date().toISOString(),
          consent: { givenAt: new Date().toISOString(), version: CONSENT_VERSION },
          responses: { '0': { testId: 'forward_bend', completion: 'back_pain', additionalNotes: secret.note } },
        },
      },
      { method: 'PUT', url: '/api/update-profile', headers: bearer(token), payload: { name: `${secret.name} x`, email: 'loggad@example.se' } },
      { method: 'POST', url: '/api/login', payload: { email: secret.email, password: secret.password } },
      { method: 'POST', url: `/api/login?email=${encodeURIComponent(secret.email)}`, payload: { email: 'a@b', password: secret.password } },
    ] as const;
    const statuses = [];
    for (let round = 0; round < 3; round++) {
      for (const r of requests) statuses.push((await t.app.inject({ ...r, remoteAddress: nextClientIp() })).statusCode);
    }
    // The burst really failed inside the database, and was logged.
    expect(statuses.filter((s) => s === 500).length).toBeGreaterThanOrEqual(12);
    const log = lines.join('\n');
    expect(log).toContain('request failed');

    for (const value of [...Object.values(secret), secret.email.split('@')[0]!, 'loggad@example.se', '$argon2id', 'hemligt123']) {
      expect(log, value).not.toContain(value);
    }
    // Nor any piece of the name or the note (a value split across a message or detail).
    for (const word of ['Henrietta', 'Hjärtlund', 'kortison', 'Domningar']) expect(log).not.toContain(word);
    // What went wrong is still there: the database's code and the failing SQL, without values.
    expect(log).toMatch(/"code":"42P01"/); // undefined_table
    expect(log).toContain('insert into \\"contact_messages\\"');
  });
});
