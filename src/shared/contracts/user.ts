import { z } from 'zod';

export const userRole = z.enum(['admin', 'customer']);

/** The user as the API and the browser know it. */
export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRole,
  /**
   * Only in /api/me and /api/user, and only true: the address is one of ADMIN_EMAILS but the
   * account has no admin role (the list changed after it was made). The admin guard then shows
   * 'Session behöver uppdateras'.
   */
  adminPending: z.literal(true).optional(),
});
export type PublicUser = z.infer<typeof publicUser>;
