import { and, asc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { SESSION_IDLE_MS } from './session-policy';
import { pendingSignups, sessions, users, verificationCodes } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type PendingSignupRow = typeof pendingSignups.$inferSelect;
type Purpose = (typeof verificationCodes.$inferSelect)['purpose'];

export function accountRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Inserts a new account, or returns undefined when the address is already taken. */
    async insertUser(values: { email: string; name: string; passwordHash: string; role?: 'customer' | 'admin'; emailVerifiedAt?: Date }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    async updateUser(id: string, patch: Partial<Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'role' | 'emailVerifiedAt'>>) {
      const [row] = await db
        .update(users)
        .set({ ...patch, ...(patch.email ? { email: patch.email.toLowerCase() } : {}), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** The account row; its sessions and codes go with it (ON DELETE CASCADE). */
    async deleteUser(id: string) {
      await db.delete(users).where(eq(users.id, id));
    },

    /** Replaces any live code of this purpose for the user. */
    async putCode(values: { userId: string; purpose: Purpose; email: string; codeHash: string; expiresAt: Date }) {
      await db
        .insert(verificationCodes)
        .values(values)
        .onConflictDoUpdate({
          target: [verificationCodes.userId, verificationCodes.purpose],
          set: { email: values.email, codeHash: values.codeHash, expiresAt: values.expiresAt, attempts: 0, createdAt: new Date() },
        });
    },
    async findCode(userId: string, purpose: Purpose) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
      return row;
    },
    /**
     * Reserves one attempt atomically; returns the attempts used including this one, or
     * undefined when none are left. Concurrent guesses cannot exceed the limit.
     */
    async reserveCodeAttempt(codeId: string, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, codeId), lt(verificationCodes.attempts, maxAttempts)))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts;
    },
    /** Deletes the code; true only for the one caller that actually consumed it. */
    async consumeCode(codeId: string): Promise<boolean> {
      const rows = await db.delete(verificationCodes).where(eq(verificationCodes.id, codeId)).returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async insertPendingSignup(values: typeof pendingSignups.$inferInsert): Promise<PendingSignupRow> {
      const [row] = await db.insert(pendingSignups).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** The live sign-up a browser's token belongs to. */
    /** A live sign-up by its id. */
    async findPendingSignup(id: string): Promise<PendingSignupRow | undefined> {
      const [row] = await db
        .select()
        .from(pendingSignups)
        .where(and(eq(pendingSignups.id, id), gt(pendingSignups.expiresAt, new Date())));
      return row;
    },
    async findPendingSignupByToken(tokenHash: string): Promise<PendingSignupRow | undefined> {
      const [row] = await db
        .select()
        .from(pendingSignups)
        .where(and(eq(pendingSignups.tokenHash, tokenHash), gt(pendingSignups.expiresAt, new Date())));
      return row;
    },
    /**
     * The live sign-up that has waited longest for an address: the one that proves its owner by
     * password at login. Later registrations (a stranger's among them) cannot displace it.
     */
    async oldestPendingSignup(email: string): Promise<PendingSignupRow | undefined> {
      const [row] = await db
        .select()
        .from(pendingSignups)
        .where(and(eq(pendingSignups.email, email), gt(pendingSignups.expiresAt, new Date())))
        .orderBy(asc(pendingSignups.createdAt), asc(pendingSignups.id))
        .limit(1);
      return row;
    },
    /** Drops the sign-ups whose day has passed: of one address, or of all when none is given. */
    async deleteExpiredPendingSignups(email?: string) {
      const expired = lt(pendingSignups.expiresAt, new Date());
      await db.delete(pendingSignups).where(email ? and(eq(pendingSignups.email, email), expired) : expired);
    },
    /** A fresh code (and optionally a fresh browser token) for one sign-up; attempts start over. */
    async renewPendingSignupCode(id: string, values: { codeHash: string; codeExpiresAt: Date; tokenHash?: string }) {
      await db
        .update(pendingSignups)
        .set({ ...values, attempts: 0 })
        .where(eq(pendingSignups.id, id));
    },
    async renewPendingSignupToken(id: string, tokenHash: string) {
      await db.update(pendingSignups).set({ tokenHash }).where(eq(pendingSignups.id, id));
    },
    /** Like reserveCodeAttempt, for a sign-up's code. */
    async reserveSignupAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(pendingSignups)
        .set({ attempts: sql`${pendingSignups.attempts} + 1` })
        .where(and(eq(pendingSignups.id, id), lt(pendingSignups.attempts, maxAttempts)))
        .returning({ attempts: pendingSignups.attempts });
      return row?.attempts;
    },
    /** Deletes every sign-up of the address; true when `id` was among them (only one caller gets true). */
    async consumePendingSignups(email: string, id: string): Promise<boolean> {
      const rows = await db.delete(pendingSignups).where(eq(pendingSignups.email, email)).returning({ id: pendingSignups.id });
      return rows.some((r) => r.id === id);
    },

    async insertSession(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row;
    },
    /** The live session for a token hash, with its user: not revoked, not expired, used within the idle limit. */
    async findLiveSession(tokenHash: string) {
      const now = Date.now();
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date(now)),
            gt(sessions.lastUsedAt, new Date(now - SESSION_IDLE_MS)),
          ),
        );
      return row;
    },
    async touchSession(id: string) {
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, id));
    },
    async revokeSession(id: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    /** Revokes every live session of the user except `keepId`. */
    async revokeOtherSessions(userId: string, keepId: string | null) {
      const base = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(keepId ? and(base, ne(sessions.id, keepId)) : base);
    },
  };
}
