import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS, fillPlaceholders, placeholdersIn, unknownPlaceholders, type PlaceholderValues } from './placeholders';

const values = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `<${p}>`])) as PlaceholderValues;

describe('placeholders', () => {
  it('finds each placeholder once, spaces inside the braces allowed', () => {
    expect(placeholdersIn('Hej {{namn}}! {{ datum }} {{namn}} {{okänd}} {namn} {{}}')).toEqual(['namn', 'datum', 'okänd']);
  });

  it('reports the ones no report fills', () => {
    expect(unknownPlaceholders('{{namn}} {{kategori5}} {{Namn}} {{ryggScore}}')).toEqual(['kategori5', 'Namn']);
  });

  it('fills all of them in one pass, never a value that looks like a placeholder, and empties unknown ones', () => {
    const text = PLACEHOLDERS.map((p) => `{{${p}}}`).join('|');
    expect(fillPlaceholders(text, values)).toBe(PLACEHOLDERS.map((p) => `<${p}>`).join('|'));
    expect(fillPlaceholders('Hej {{namn}}, {{kategori9}}slut', { ...values, namn: '{{email}}' })).toBe('Hej {{email}}, slut');
  });
});
