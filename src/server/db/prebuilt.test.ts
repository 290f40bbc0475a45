import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from './client';
import { prebuilt } from './prebuilt';
import { contactMessages } from './schema';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('prebuilt statements (built once, run with the values of each call)', () => {
  it('builds the text once, fills in the values of each call, encodes a value as its column does, and runs in the transaction it is given', async () => {
    const building = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const builds = vi.fn();
    const insert = prebuilt((db) => {
      builds();
      return sql`${db
        .insert(contactMessages)
        .values({
          name: sql.placeholder('name'),
          email: sql.placeholder('email'),
          subject: sql.placeholder('subject'),
          message: sql.placeholder('message'),
          createdAt: sql.placeholder('at'),
        })
        .returning({ id: contactMessages.id })
        .getSQL()}`;
    });
    const at = new Date('2026-11-27T12:00:00.000Z');
    const first = await insert<{ id: string }>(handle.db, { subject: 'Ämne', name: 'Ada', email: 'ada@example.se', message: 'Första', at });
    const second = await insert<{ id: string }>(handle.db, { subject: 'Ämne', name: 'Bo', email: 'bo@example.se', message: 'Andra', at });
    expect(builds).toHaveBeenCalledTimes(1);
    expect(building.mock.calls.length).toBe(1);
    building.mockRestore();
    const rows = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, second.rows[0]!.id));
    // The timestamp went through the column's encoder (a Date in, the same instant back).
    expect(rows[0]).toMatchObject({ subject: 'Ämne', name: 'Bo', email: 'bo@example.se', message: 'Andra', createdAt: at });
    expect(first.rows[0]!.id).not.toBe(second.rows[0]!.id);

    // In a transaction that rolls back, nothing stays.
    await expect(
      handle.db.transaction(async (tx) => {
        await insert(tx, { subject: 'Ämne', name: 'Cy', email: 'cy@example.se', message: 'Tredje', at });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await handle.db.select().from(contactMessages).where(eq(contactMessages.email, 'cy@example.se'))).toEqual([]);

    // A value left out is an error, not a NULL.
    await expect(insert(handle.db, { subject: 'Ämne', name: 'Di', email: 'di@example.se', at })).rejects.toThrow(/placeholder "message"/);
  });
});
