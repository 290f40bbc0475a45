import { z } from 'zod';
import { sv } from 'zod/locales';
import { cleanText } from '../domain/text';

// Default zod messages in Swedish for any rule that has no message of its own: ours for the
// common rules (zod's Swedish locale names the types in English: "förväntat string"), the locale's
// for the rest.
z.config(sv());
z.config({ customError: (issue) => swedishIssueMessage(issue) });
// No code generation: the page's Content-Security-Policy forbids eval, and zod would try it first.
z.config({ jitless: true });

/** How a value's type is named in a message: what was expected, what came. */
const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'ett tal',
  int: 'ett heltal',
  bigint: 'ett heltal',
  boolean: 'sant eller falskt',
  array: 'en lista',
  object: 'ett objekt',
  date: 'ett datum',
};

function received(input: unknown): string {
  if (input === null || input === undefined) return 'inget värde';
  if (Array.isArray(input)) return EXPECTED.array!;
  // A number is "ett tal" whatever was expected of it (never "ett heltal").
  const type = typeof input === 'bigint' ? 'number' : typeof input;
  return EXPECTED[type] ?? EXPECTED.object!;
}

const FORMATS: Record<string, string> = {
  email: 'Ogiltig e-postadress.',
  uuid: 'Ogiltigt id.',
  guid: 'Ogiltigt id.',
  url: 'Ogiltig webbadress.',
  datetime: 'Ogiltig tidpunkt.',
  date: 'Ogiltigt datum.',
  time: 'Ogiltig tid.',
};

/**
 * The Swedish message of a broken rule that has none of its own, for the rules a client most often
 * breaks: a value of the wrong type, too long or short, too big or small, in the wrong format.
 * Undefined for any other rule: zod's Swedish locale words it.
 */
export function swedishIssueMessage(issue: {
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: boolean;
  format?: string;
}): string | undefined {
  const limit = (value: unknown) => (typeof value === 'bigint' || typeof value === 'number' ? value.toLocaleString('sv-SE') : String(value));
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Värdet saknas.';
      return `Fel sorts värde: ${EXPECTED[issue.expected ?? ''] ?? 'ett annat värde'} behövs, inte ${received(issue.input)}.`;
    case 'too_big': {
      const max = limit(issue.maximum);
      if (issue.origin === 'string') return `För lång text: högst ${max} tecken.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `För många: högst ${max}.`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? `För stort tal: det ska vara mindre än ${max}.` : `För stort tal: högst ${max}.`;
      return 'För stort värde.';
    }
    case 'too_small': {
      const min = limit(issue.minimum);
      if (issue.origin === 'string') return issue.minimum === 1 ? 'Får inte vara tomt.' : `För kort text: minst ${min} tecken.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `För få: minst ${min}.`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? `För litet tal: det ska vara större än ${min}.` : `För litet tal: minst ${min}.`;
      return 'För litet värde.';
    }
    case 'invalid_format':
      return FORMATS[issue.format ?? ''] ?? 'Ogiltigt format.';
    default:
      return undefined;
  }
}

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
