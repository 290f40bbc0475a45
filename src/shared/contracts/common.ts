import { z } from 'zod';
import { sv } from 'zod/locales';
import { cleanText } from '../domain/text';

// Default zod messages in Swedish for any rule that has no message of its own.
z.config(sv());
// No code generation: the page's Content-Security-Policy forbids eval, and zod would try it first.
z.config({ jitless: true });

/** Every error the API returns has this shape; the spec's client reads `error`. */
export const errorResponse = z
  .object({
    error: z.string().describe('A Swedish message that says what to do.'),
    fields: z.record(z.string(), z.string()).optional().describe('Per-field Swedish messages when the request failed validation.'),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okMessageResponse = z.object({ message: z.string() });

/**
 * Labels whose noun is neuter (ett namn, ett svar, ett meddelande…): Swedish agrees the adjective
 * with it ("Namn är obligatoriskt", but "Titeln är obligatorisk"). Every other label is common gender.
 */
const NEUTER = /(namn|namnet|svar|svaret|meddelande|meddelandet|ämne|ämnet|lösenord|lösenordet|prefix|prefixet|nummer|numret)$/i;

export const TEXT_MESSAGES = {
  invalid: (label: string) => `${label} innehåller tecken som inte är tillåtna.`,
  lineBreak: (label: string) => `${label} får inte innehålla radbrytningar.`,
  invisible: (label: string) => `${label} innehåller bara osynliga tecken.`,
  required: (label: string) => `${label} är ${NEUTER.test(label) ? 'obligatoriskt' : 'obligatorisk'}`,
  tooLong: (label: string, max: number) => `${label} får vara högst ${max} tecken`,
} as const;

/**
 * Text a person typed (see cleanText): NFC, trimmed, no control characters or lone surrogates,
 * no line breaks unless multi-line, not invisible-only. Optional text may be empty.
 */
export function text(label: string, options: { max: number; required?: boolean; multiline?: boolean }) {
  return z
    .string({ error: TEXT_MESSAGES.required(label) })
    .transform((raw, ctx) => {
      const cleaned = cleanText(raw, { multiline: options.multiline });
      if (!cleaned.ok) {
        const message = cleaned.problem === 'invisible' && options.required ? TEXT_MESSAGES.required(label) : TEXT_MESSAGES[cleaned.problem](label);
        ctx.addIssue({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return cleaned.value;
    })
    .pipe(
      z
        .string()
        .min(options.required ? 1 : 0, TEXT_MESSAGES.required(label))
        .max(options.max, TEXT_MESSAGES.tooLong(label, options.max)),
    );
}

/** A required single-line (or, with `multiline`, multi-line) text field with Swedish messages. */
export function requiredText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return text(label, { max, required: true, ...options });
}

export const emailField = z
  .string({ error: 'E-post är obligatorisk' })
  .transform((raw, ctx) => {
    const cleaned = cleanText(raw);
    if (!cleaned.ok) {
      ctx.addIssue({ code: 'custom', message: 'Ange en giltig e-postadress', input: raw });
      return z.NEVER;
    }
    return cleaned.value;
  })
  .pipe(z.string().min(1, 'E-post är obligatorisk').max(254, 'E-postadressen är för lång').pipe(z.email('Ange en giltig e-postadress')));

/** A point in time from a client: ISO 8601 with an offset, within years 2000–2199. */
export function instantField(label: string) {
  const message = `${label} är inte ett giltigt datum.`;
  return z
    .string({ error: message })
    .max(40, message)
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 2000 && year < 2200;
    }, message);
}

/** An id in a path or body: a UUID, or a clear 400 (never a database error). */
export function uuidField(label = 'Id') {
  return z.string({ error: `${label} saknas.` }).pipe(z.uuid({ error: `${label} är ogiltigt.` }));
}

/**
 * One file of a multipart/form-data body, as the server reads it (src/server/routing.ts): its
 * name, its bytes, and whether it went over the route's size limit (its bytes are then empty).
 */
export interface UploadedFile {
  filename: string;
  data: Uint8Array;
  tooLarge: boolean;
}

/**
 * A file field of a multipart body: one Swedish message when it is missing (or is not a file), one
 * when it is over the size limit, and one when its name does not end as `extension` says. The
 * API documentation shows it as a binary string.
 */
export function fileField(messages: { missing: string; tooLarge: string }, extension?: { pattern: RegExp; message: string }) {
  return z
    .custom<UploadedFile>(
      (v) => typeof v === 'object' && v !== null && 'data' in v && v.data instanceof Uint8Array && 'filename' in v && typeof v.filename === 'string',
      { error: messages.missing },
    )
    .superRefine((file, ctx) => {
      if (extension && !extension.pattern.test(file.filename)) ctx.addIssue({ code: 'custom', message: extension.message, input: file });
      else if (file.tooLarge) ctx.addIssue({ code: 'custom', message: messages.tooLarge, input: file });
    })
    .meta({ type: 'string', format: 'binary' });
}
