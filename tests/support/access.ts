import { expect } from 'vitest';
import { ACCESS_MESSAGES } from '../../src/server/modules/auth/messages';
import { bearer } from './accounts';

type Call = (headers: Record<string, string>) => Promise<{ statusCode: number; json: () => unknown }>;

/** Each call is an admin's only: 401 for a guest and 403 for a customer, with the access texts. */
export async function expectAdminOnly(calls: Call[], customerToken: string): Promise<void> {
  for (const call of calls) {
    const guest = await call({});
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: ACCESS_MESSAGES.required });
    const refused = await call(bearer(customerToken));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ACCESS_MESSAGES.forbidden });
  }
}
