import { z } from 'zod';

export const userRole = z.enum(['admin', 'customer']);

/** The user as the API and the browser know it. */
export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRole,
});
export type PublicUser = z.infer<typeof publicUser>;
