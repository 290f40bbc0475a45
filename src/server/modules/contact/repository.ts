import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { ContactRequest } from '../../../shared/contracts/contact';

export function contactRepository(db: Database) {
  return {
    async insert(message: ContactRequest) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async markMailed(id: string) {
      await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id));
    },
  };
}
