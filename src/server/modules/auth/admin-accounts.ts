import { registerRequest } from '../../../shared/contracts/auth';
import type { ServiceDeps } from '../../deps';
import { accountRepository } from './repository';
import { hashPassword } from './secrets';

export interface AdminInput {
  email: string;
  name?: string | undefined;
  password?: string | undefined;
}

/** The registration form's rules (text, address, password), with name and password optional for a promotion. */
const adminInput = registerRequest.partial({ name: true, password: true });

/**
 * Creates a verified admin, or promotes an existing account (and sets its password when one is
 * given). A new account needs a name and a password; every field follows the registration
 * rules, so the command line stores nothing the sign-up form would refuse.
 */
export async function createOrPromoteAdmin(
  deps: Pick<ServiceDeps, 'db'>,
  given: AdminInput,
  options: { askPassword?: () => Promise<string> } = {},
): Promise<{ action: 'created' | 'promoted'; email: string }> {
  const existing = await accountRepository(deps.db).findUserByEmail(given.email.trim().toLowerCase());
  // Only a new admin needs a password; the command line asks for it then, not before.
  const raw = !existing && given.password === undefined && options.askPassword ? { ...given, password: await options.askPassword() } : given;
  const parsed = adminInput.safeParse({
    email: raw.email,
    ...(raw.name !== undefined ? { name: raw.name } : {}),
    ...(raw.password !== undefined ? { password: raw.password } : {}),
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('\n'));
  const input = parsed.data;
  const email = input.email.toLowerCase();
  const repo = accountRepository(deps.db);
  if (existing) {
    await repo.updateUser(existing.id, {
      role: 'admin',
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      ...(input.name ? { name: input.name } : {}),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    });
    return { action: 'promoted', email };
  }
  if (!input.name) throw new Error('A new admin needs a name: --name "First Last"');
  if (!input.password) throw new Error('A new admin needs a password (prompted, or ADMIN_PASSWORD)');
  await repo.insertUser({ email, name: input.name, passwordHash: await hashPassword(input.password), role: 'admin', emailVerifiedAt: new Date() });
  return { action: 'created', email };
}
