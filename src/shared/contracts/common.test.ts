import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_MESSAGES, requiredText } from './common';

describe('the required-field message agrees with the noun', () => {
  it.each([
    ['Namn', 'Namn är obligatoriskt'],
    ['Förnamn', 'Förnamn är obligatoriskt'],
    ['Meddelande', 'Meddelande är obligatoriskt'],
    ['Ämne', 'Ämne är obligatoriskt'],
    ['Svaret', 'Svaret är obligatoriskt'],
    ['Titeln', 'Titeln är obligatorisk'],
    ['Sökningen', 'Sökningen är obligatorisk'],
    ['Beskrivning', 'Beskrivning är obligatorisk'],
    ['Rabattkoden', 'Rabattkoden är obligatorisk'],
  ])('%s', (label, message) => {
    expect(TEXT_MESSAGES.required(label)).toBe(message);
  });

  it('an empty required field is refused with it', () => {
    const result = requiredText('Titeln', 10).safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Titeln är obligatorisk');
  });
});

describe('a rule without a message of its own is worded in Swedish, types too', () => {
  const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it.each([
    ['text where a number goes', z.number(), 'fem', 'Fel sorts värde: ett tal behövs, inte text.'],
    ['a number where text goes', z.string(), 5, 'Fel sorts värde: text behövs, inte ett tal.'],
    ['a list where true or false goes', z.boolean(), [], 'Fel sorts värde: sant eller falskt behövs, inte en lista.'],
    ['null where an object goes', z.object({}), null, 'Fel sorts värde: ett objekt behövs, inte inget värde.'],
    ['a missing field', z.object({ a: z.string() }), {}, 'Värdet saknas.'],
    ['too long text', z.string().max(3), 'abcd', 'För lång text: högst 3 tecken.'],
    ['too short text', z.string().min(3), 'ab', 'För kort text: minst 3 tecken.'],
    ['empty text', z.string().min(1), '', 'Får inte vara tomt.'],
    ['too many', z.array(z.number()).max(1), [1, 2], 'För många: högst 1.'],
    ['too big a number', z.number().max(10_000), 10_001, 'För stort tal: högst 10\u00a0000.'], // sv-SE groups digits with a no-break space
    ['too small a number (exclusive)', z.number().positive(), 0, 'För litet tal: det ska vara större än 0.'],
    ['an id that is not one', z.uuid(), 'nope', 'Ogiltigt id.'],
    ['an e-mail address that is not one', z.email(), 'nope', 'Ogiltig e-postadress.'],
  ])('%s', (_what, schema, value, message) => {
    expect(first(schema, value)).toBe(message);
  });

  it('a rule with its own message keeps it, and other rules keep the Swedish locale', () => {
    expect(first(z.string().max(2, 'Högst två tecken, tack.'), 'abc')).toBe('Högst två tecken, tack.');
    expect(first(z.object({}).strict(), { extra: 1 })).toBe('Okänd nyckel: "extra"');
  });
});
