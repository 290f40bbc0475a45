import { describe, expect, it } from 'vitest';
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
