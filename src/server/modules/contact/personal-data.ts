import { eq, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import type { PersonalDataSource } from '../../privacy/personal-data';

/** Messages sent from the account's address through the contact form. */
export const contactPersonalData: PersonalDataSource = {
  async exportFor(db, owner) {
    const rows = await db
      .select({
        createdAt: contactMessages.createdAt,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
      })
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, owner.email));
    return { messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
  },
  async eraseFor(tx, owner) {
    await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, owner.email));
  },
};
