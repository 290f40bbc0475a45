import { z } from 'zod';
import { text, uuidField } from './common';

/** A discount code as the admin list shows it (spec): the value is the percent, or the amount in kronor. */
export const discountSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(['PERCENT', 'FIXED']),
  value: z.number().int().positive(),
  active: z.boolean(),
  redemptionCount: z.number().int().nonnegative(),
  maxRedemptions: z.number().int().positive().nullable(),
  expiresAt: z.string().nullable(),
  perUserLimit: z.number().int().positive().nullable(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountsResponse = z.array(discountSchema);

export const discountListQuery = z.object({
  activeOnly: z.enum(['true', 'false'], { error: 'activeOnly är true eller false.' }).default('true'),
});

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} ska vara ett heltal.` })
    .int(`${label} ska vara ett heltal.`)
    .min(min, `${label} ska vara minst ${min}.`)
    .max(max, `${label} får vara högst ${max}.`);

/**
 * A new code (spec's payload): PERCENT with `percent` 1–100, or FIXED with `value` in whole
 * kronor (at least 1). The code is the prefix, upper-cased, and a random part.
 */
export const createDiscountRequest = z
  .object({
    type: z.enum(['PERCENT', 'FIXED'], { error: 'Välj Procent eller Fast belopp.' }),
    percent: whole('Procentsatsen', 1, 100).optional(),
    value: whole('Beloppet', 1, 100_000).optional(),
    prefix: z
      .string({ error: 'Prefixet är obligatoriskt.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9ÅÄÖ]{1,12}$/, 'Prefixet får vara 1–12 tecken: A–Ö och 0–9.'),
    daysValid: whole('Antal giltiga dagar', 1, 3650),
    perUserLimit: whole('Gränsen per kund', 1, 1000).nullable(),
    maxRedemptions: whole('Största antal användningar', 1, 1_000_000).nullable(),
  })
  .superRefine((d, ctx) => {
    if (d.type === 'PERCENT' && d.percent === undefined) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Ange procentsatsen (1–100).' });
    if (d.type === 'FIXED' && d.value === undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Ange beloppet i hela kronor (minst 1).' });
  });
export type CreateDiscountRequest = z.infer<typeof createDiscountRequest>;

/** The spec's update: the id and a patch (the active switch). */
export const updateDiscountRequest = z.object({ id: uuidField('Rabattkodens id'), active: z.boolean({ error: 'Ange om koden är aktiv.' }) });

/** A buyer's code, as typed: case and spaces do not matter. */
export const discountCodeField = text('Rabattkoden', { max: 40 }).transform((v) => v.replace(/\s+/g, '').toUpperCase());

/** What a code does to the buyer's price, before paying (öre). */
export const discountCheckRequest = z.object({
  assessmentId: uuidField('Bedömningens id'),
  code: discountCodeField.pipe(z.string().min(1, 'Skriv rabattkoden.')),
});
export const discountCheckResponse = z.object({
  code: z.string(),
  listPrice: z.number().int(),
  discountAmount: z.number().int(),
  orderAmount: z.number().int(),
  orderTaxAmount: z.number().int(),
});
