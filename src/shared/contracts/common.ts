import { z } from 'zod';
import { sv } from 'zod/locales';

// Default zod messages in Swedish for any rule that has no message of its own.
z.config(sv());

/** Every error the API returns has this shape; the spec's client reads `error`. */
export const errorResponse = z
  .object({
    error: z.string().describe('A Swedish message that says what to do.'),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('Per-field Swedish messages when the request failed validation.'),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okMessageResponse = z.object({ message: z.string() });

/** A required, trimmed text field with Swedish messages for empty and too long. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} är obligatoriskt` })
    .trim()
    .min(1, `${label} är obligatoriskt`)
    .max(max, `${label} får vara högst ${max} tecken`);
}

export const emailField = z
  .string({ error: 'E-post är obligatoriskt' })
  .trim()
  .min(1, 'E-post är obligatoriskt')
  .max(254, 'E-postadressen är för lång')
  .pipe(z.email('Ange en giltig e-postadress'));
