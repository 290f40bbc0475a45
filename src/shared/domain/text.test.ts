import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, isStorableSecret } from './text';

describe('cleanText', () => {
  it('normalises to NFC and trims', () => {
    // "Å" written as A + combining ring becomes the single code point.
    expect(cleanText('  A\u030Asa  ')).toEqual({ ok: true, value: '\u00C5sa' });
  });

  it('refuses NUL, other control characters and bidi overrides', () => {
    for (const bad of ['Anna\u0000', 'a\u0007b', 'x\u007F', 'abc\u202Egnp.exe', '\u0085']) {
      expect(cleanText(bad).ok, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses lone surrogates but keeps emoji and other astral characters', () => {
    expect(cleanText('a\uD800b')).toEqual({ ok: false, problem: 'invalid' });
    expect(cleanText('\uDC00')).toEqual({ ok: false, problem: 'invalid' });
    expect(cleanText('Tack 👍🏽')).toEqual({ ok: true, value: 'Tack 👍🏽' });
  });

  it('refuses U+FFFD, what bytes that were not UTF-8 are decoded to (the text was mangled before it came)', () => {
    expect(cleanText('Anna \uFFFD')).toEqual({ ok: false, problem: 'invalid' });
    expect(cleanText('\uFFFD', { multiline: true })).toEqual({ ok: false, problem: 'invalid' });
  });

  it('never accepts a line break in single-line text, and keeps them (as LF) in multi-line text', () => {
    expect(cleanText('Fråga\r\nBcc: x@y.se')).toEqual({ ok: false, problem: 'lineBreak' });
    expect(cleanText('a\u2028b')).toEqual({ ok: false, problem: 'lineBreak' });
    expect(cleanText('Hej!\r\n\r\nTack\tså mycket', { multiline: true })).toEqual({ ok: true, value: 'Hej!\n\nTack\tså mycket' });
    expect(cleanText('a\u0000b', { multiline: true }).ok).toBe(false);
  });

  it('refuses text that shows nothing', () => {
    for (const blank of ['\u200B', '\u200B\u200D\uFEFF', '\u3164', '\u00AD\u2800', ' \u2060 ']) {
      expect(cleanText(blank), JSON.stringify(blank)).toEqual({ ok: false, problem: 'invisible' });
    }
    expect(cleanText('')).toEqual({ ok: true, value: '' });
  });

  it('is idempotent on whatever it accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (s, multiline) => {
        const first = cleanText(s, { multiline });
        if (!first.ok) return;
        expect(cleanText(first.value, { multiline })).toEqual(first);
        // What is accepted can always be stored: no NUL, no lone surrogate.
        expect(first.value.includes('\u0000')).toBe(false);
        expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(first.value)).toBe(false);
        expect(first.value.includes('\uFFFD')).toBe(false);
      }),
    );
  });
});

describe('isStorableSecret', () => {
  it('allows any printable password and refuses NUL, controls and lone surrogates', () => {
    expect(isStorableSecret('Sommar 2026! åäö')).toBe(true);
    expect(isStorableSecret('abc\u0000def')).toBe(false);
    expect(isStorableSecret('abc\uD83Ddef')).toBe(false);
    expect(isStorableSecret('abc\ndef')).toBe(false);
  });
});
