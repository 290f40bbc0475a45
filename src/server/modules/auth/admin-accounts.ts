import type { Database } from '../../db/client';
import { accountRepository } from './repository';
import { hashPassword } from './secrets';

export interface AdminInput {
  email: string;
  name?: string;
  password?: string;
}

/**
 * Creates a verified admin, or promotes an existing account (and sets its password when one is
 * given). A new account needs a name and a password of at least 6 characters.
 */
export async function createOrPromoteAdmin(db: Database, input: AdminInput): Promise<{ action: 'created' | 'promoted'; email: string }> {
  const repo = accountRepository(db);
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Give a valid e-mail address with --email');
  if (input.password !== undefined && input.password.length < 6) throw new Error('The password must be at least 6 characters');
  const existing = await repo.findUserByEmail(email);
  if (existing) {
    await repo.updateUser(existing.id, {
      role: 'admin',
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      ...(input.name?.trim() ? { name: input.name.trim() } : {}),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    });
    return { action: 'promoted', email };
  }
  if (!input.name?.trim()) throw new Error('A new admin needs a name: --name "First Last"');
  if (!input.password) throw new Error('A new admin needs a password (prompted, or ADMIN_PASSWORD)');
  await repo.insertUser({ email, name: input.name.trim(), passwordHash: await hashPassword(input.password), role: 'admin', emailVerifiedAt: new Date() });
  return { action: 'created', email };
}
