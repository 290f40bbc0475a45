import { z } from 'zod';
import { CATEGORY_IDS } from '../domain/scoring/types';
import { emailField, fileField, requiredText, text, uuidField } from './common';
import { storedAnswer } from './assessment';

/**
 * A PDF answer. The server sends the file's bytes (application/pdf); the schema only describes it
 * in the API documentation (a Buffer never passes the JSON serializer).
 */
export const pdfFile = z.string().meta({ id: 'PdfFile', description: 'A PDF file (application/pdf).', format: 'binary' });

/**
 * Which assessment a report is made from: the user's own by id, or (the spec's body, email and
 * responses) the user's newest. The stored analysis is used either way, never the answers sent.
 */
export const generateReportRequest = z.object({
  assessmentId: uuidField('Bedömningens id').optional(),
  email: emailField.optional(),
  responses: z.unknown().optional().describe('Accepted for the spec; ignored: the stored assessment is used.'),
});
export type GenerateReportRequest = z.infer<typeof generateReportRequest>;

export const reportKind = z.enum(['preview', 'full']);

/** One report in the user's list (spec: id, diagnosisCategory, createdAt, downloadUrl, fileName); diagnosisCategory is empty where no pattern may be named. */
export const reportListItem = z.object({
  id: z.string(),
  kind: reportKind,
  diagnosisCategory: z.string(),
  createdAt: z.string(),
  downloadUrl: z.string(),
  fileName: z.string(),
});
export type ReportListItem = z.infer<typeof reportListItem>;
export const myReportsResponse = z.array(reportListItem);

export const reportIdParams = z.object({ id: uuidField('Rapportens id') });

/** The test pages' call (admin-and-commerce §7): a sample report from answers that are not stored. */
export const testGenerateReportRequest = z.object({
  name: requiredText('Namn', 100),
  email: emailField,
  kind: reportKind.optional(),
  assessmentData: z.object({
    tests: z
      .array(
        storedAnswer.extend({
          testId: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Okänd fråga'),
          completion: text('Svaret', { max: 2000, multiline: true }),
          painLevel: z.number().int().min(0).max(10).nullable().optional(),
        }),
      )
      .max(100),
  }),
});
export type TestGenerateReportRequest = z.infer<typeof testGenerateReportRequest>;

// ---- Templates --------------------------------------------------------------------------------

export const TEMPLATE_DIAGNOSIS_TYPES = [...CATEGORY_IDS, 'all'] as const;

/** A Google Docs document id, or a link to the document (the id is taken from /document/d/{id}). */
export const googleDocField = z
  .string({ error: 'Ange dokumentets länk eller id.' })
  .trim()
  .min(10, 'Ange dokumentets länk eller id.')
  .max(300, 'Länken är för lång.');

export const templateSection = z.object({
  slot: z.enum(['letter', 'summary', 'recommendations', 'prognosis', 'closing']),
  heading: z.string(),
  body: z.string(),
});

export const template = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    googleDocId: z.string().nullable(),
    source: z.enum(['builtin', 'google', 'docx']),
    placeholders: z.array(z.string()),
    diagnosisTypes: z.array(z.string()),
    isActive: z.boolean(),
    isPrimary: z.boolean(),
    sections: z.array(templateSection),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    /** The creator's full name; null when the account is gone (or the template was seeded). */
    createdByName: z.string().nullable(),
  })
  .meta({ id: 'Template' });
export type TemplateResponse = z.infer<typeof template>;

export const templateIdParams = z.object({ id: uuidField('Mallens id') });
export const templatesResponse = z.array(template);
/** What an import found: the template and the placeholders it names that no report fills. */
export const templateImportResponse = z.object({ template, unknownPlaceholders: z.array(z.string()) });
/** The admin screens' check before saving: the document imported and read, nothing stored. */
export const templateCheckRequest = z.object({ googleDocId: googleDocField });
export const templateCheckResponse = z
  .object({
    googleDocId: z.string(),
    placeholders: z.array(z.string()),
    unknownPlaceholders: z.array(z.string()),
    /** The headings of the document's sections, in order. */
    sections: z.array(z.string()),
  })
  .meta({ id: 'TemplateCheck' });
export type TemplateCheckResponse = z.infer<typeof templateCheckResponse>;
export const currentTemplateResponse = z.object({ template: template.nullable(), builtIn: z.boolean() });

/** The user-level save (spec): name and description are fixed by the client; the document is imported. */
export const saveTemplateRequest = z.object({
  name: requiredText('Namn', 120),
  googleDocId: googleDocField,
  description: text('Beskrivning', { max: 500 }).optional(),
});

/** The admin form (spec): the document is imported again when it changes. */
export const adminTemplateRequest = z.object({
  name: requiredText('Namn', 120),
  description: text('Beskrivning', { max: 500 }).optional(),
  googleDocId: googleDocField,
  placeholders: z.array(z.string().max(40)).max(40).optional(),
  diagnosisTypes: z
    .array(z.enum(TEMPLATE_DIAGNOSIS_TYPES, { error: 'Okänd diagnostyp.' }))
    .min(1, 'Välj minst en diagnostyp.')
    .max(9)
    .optional(),
  isActive: z.boolean().optional(),
});
export type AdminTemplateRequest = z.infer<typeof adminTemplateRequest>;

export const TEMPLATE_UPLOAD_MESSAGES = {
  notDocx: 'Filen måste vara ett Word-dokument (.docx).',
  fileMissing: 'Välj en .docx-fil att ladda upp.',
  fileTooLarge: 'Filen är för stor (högst 5 MB).',
} as const;

const templateName = requiredText('Namn', 120);
const DOCX = /\.docx$/i;

/**
 * The .docx upload's multipart/form-data fields: the file, and optionally its name (the file's
 * name without .docx when left out), a description (left empty when it is not a valid text) and
 * comma-separated diagnosis types (unknown ones dropped; all when none is left).
 */
export const templateUploadForm = z
  .object({
    file: fileField(
      { missing: TEMPLATE_UPLOAD_MESSAGES.fileMissing, tooLarge: TEMPLATE_UPLOAD_MESSAGES.fileTooLarge },
      { pattern: DOCX, message: TEMPLATE_UPLOAD_MESSAGES.notDocx },
    ),
    name: templateName.optional(),
    description: text('Beskrivning', { max: 500 }).optional().catch(undefined),
    diagnosisTypes: z.string().optional().describe('Comma-separated, e.g. "all" or "disksmarta,ischias"'),
  })
  .transform((form, ctx) => {
    const name = form.name ?? templateName.safeParse(form.file.filename.replace(DOCX, ''));
    if (typeof name !== 'string' && !name.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: name.error.issues[0]?.message ?? TEMPLATE_UPLOAD_MESSAGES.fileMissing,
        input: form.file.filename,
      });
      return z.NEVER;
    }
    const types = (form.diagnosisTypes ?? 'all')
      .split(',')
      .map((t) => t.trim())
      .filter((t): t is (typeof TEMPLATE_DIAGNOSIS_TYPES)[number] => (TEMPLATE_DIAGNOSIS_TYPES as readonly string[]).includes(t));
    return {
      file: form.file.data,
      name: typeof name === 'string' ? name : name.data,
      description: form.description ?? '',
      diagnosisTypes: types.length ? types : (['all'] as const satisfies (typeof TEMPLATE_DIAGNOSIS_TYPES)[number][]),
    };
  });
