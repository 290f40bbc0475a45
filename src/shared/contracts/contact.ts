import { z } from 'zod';
import { emailField, requiredText } from './common';

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

export const contactRequest = z.object({
  name: requiredText('Namn', CONTACT_LIMITS.name),
  email: emailField,
  subject: requiredText('Ämne', CONTACT_LIMITS.subject),
  message: requiredText('Meddelande', CONTACT_LIMITS.message, { multiline: true }),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({
  id: z.string(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponse>;
