/**
 * The contract fuzzer's generator (tests/support/zod-arbitrary.ts): what it makes from a schema
 * passes that schema, and its mutations spoil a body the ways they say.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, instantField, requiredText, text, uuidField } from '../../shared/contracts/common';
import { claimAssessmentRequest, testAnswer } from '../../shared/contracts/assessment';
import { registerRequest } from '../../shared/contracts/auth';
import { contactRequest } from '../../shared/contracts/contact';
import { discountListQuery, updateDiscountRequest } from '../../shared/contracts/discounts';
import { EXTRA_MARKER, arbitraryOf, changedAt, mutationOf, placesIn, REMOVE } from '../../../tests/support/zod-arbitrary';

const valid = (schema: z.ZodType) => () =>
  fc.assert(
    fc.property(arbitraryOf(schema), (value) => {
      const parsed = schema.safeParse(value);
      expect(parsed.success, `${JSON.stringify(value)}: ${parsed.error?.message}`).toBe(true);
    }),
    { numRuns: 200, seed: 7 },
  );

describe('arbitraryOf: values made from a schema pass it', () => {
  it(
    'strings with lengths, patterns and formats',
    valid(z.object({ a: z.string().min(3).max(5), b: z.string().regex(/^[a-z0-9_]{1,64}$/), c: z.email(), d: z.uuid(), e: z.iso.datetime({ offset: true }) })),
  );
  it(
    'numbers and integers with bounds, open and closed',
    valid(z.object({ a: z.number().int().min(-3).max(7), b: z.number().positive().lt(1), c: z.int(), d: z.number().nonnegative() })),
  );
  it(
    'enums, literals, booleans, unions',
    valid(
      z.object({
        a: z.enum(['x', 'y']),
        b: z.literal(true),
        c: z.union([z.literal(0), z.literal(600)]),
        d: z.boolean(),
        e: z.union([z.string().max(2), z.number().int()]),
      }),
    ),
  );
  it(
    'arrays, records, optional, nullable, defaults',
    valid(
      z.object({
        a: z.array(z.string().max(3)).min(1).max(2),
        b: z.record(z.string().regex(/^\d{1,3}$/), z.number()),
        c: z.string().optional(),
        d: z.number().nullable(),
        e: z.enum(['a', 'b']).default('a'),
      }),
    ),
  );
  it(
    'the house fields: typed text, e-mail, instants within 2000–2199, ids',
    valid(
      z.object({
        name: requiredText('Namn', 100),
        note: text('Anteckning', { max: 50, multiline: true }),
        email: emailField,
        at: instantField('Tid'),
        id: uuidField(),
      }),
    ),
  );
  it('contracts of the map', () => {
    for (const schema of [registerRequest, contactRequest, claimAssessmentRequest, testAnswer, updateDiscountRequest, discountListQuery]) valid(schema)();
  });

  it('leaves optional fields out sometimes and fills them sometimes', () => {
    const seen = fc.sample(arbitraryOf(z.object({ a: z.string().optional() })), { numRuns: 100, seed: 3 });
    expect(seen.some((v) => (v as { a?: string }).a === undefined)).toBe(true);
    expect(seen.some((v) => typeof (v as { a?: string }).a === 'string')).toBe(true);
  });
});

describe('mutationOf: spoiled bodies', () => {
  const body = { name: 'Anna', email: 'anna@example.se', tests: [{ testId: 'stress', painLevel: 4 }] };
  const samples = fc.sample(mutationOf(body, 1000), { numRuns: 2000, seed: 11 });
  const whats = samples.map((m) => m.what);

  it('makes each kind of spoiling', () => {
    for (const kind of [
      /^drop /,
      / = /,
      /^extra fields/,
      /NUL/,
      /lone high surrogate/,
      /lone low surrogate/,
      /long text/,
      /an odd date/,
      /nested \d+ deep/,
      /another body/,
      /control/,
    ]) {
      expect(
        whats.some((w) => kind.test(w)),
        String(kind),
      ).toBe(true);
    }
  });

  it('never changes the body it was given, and the long text goes past the body limit', () => {
    expect(body).toEqual({ name: 'Anna', email: 'anna@example.se', tests: [{ testId: 'stress', painLevel: 4 }] });
    expect(samples.some((m) => Buffer.byteLength(JSON.stringify(m.body)) > 1000)).toBe(true);
  });

  it('puts the marker of an extra field where no contract field is', () => {
    const extra = samples.filter((m) => JSON.stringify(m.body).includes(EXTRA_MARKER));
    expect(extra.length).toBeGreaterThan(0);
  });

  it('places and changes values by path', () => {
    expect(placesIn(body).map((p) => p.path.join('.'))).toEqual(['', 'name', 'email', 'tests', 'tests.0', 'tests.0.testId', 'tests.0.painLevel']);
    expect(changedAt(body, ['tests', 0, 'painLevel'], () => REMOVE)).toEqual({ ...body, tests: [{ testId: 'stress' }] });
    expect(changedAt(body, ['name'], () => 5)).toEqual({ ...body, name: 5 });
  });
});
