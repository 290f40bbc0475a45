/**
 * What the service accepts as text a person typed. Everything is stored NFC-normalised; bytes
 * that are not text (NUL and other control characters, lone UTF-16 surrogates, and U+FFFD, what
 * bytes that were not UTF-8 were decoded to) are refused rather than silently mangled, and a field
 * that looks filled but shows nothing is refused too.
 */
export type TextProblem = 'invalid' | 'lineBreak' | 'invisible';

export interface TextRules {
  /** Line breaks (and tabs) allowed: messages and notes. Names, subjects and e-mail never. */
  multiline?: boolean;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// U+FFFD, what a decoder puts where bytes were not UTF-8 (and a lone surrogate becomes on its way
// to the database): the text was mangled before it reached us, so it is refused like the rest.
const REPLACEMENT = /\uFFFD/;
// C0 and C1 controls (\p{Cc}, which includes NUL and DEL), and the bidirectional overrides and
// isolates used to disguise text.
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const CONTROL_EXCEPT_TAB_AND_BREAKS = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;
// Characters that show nothing: white space, format characters (zero-width space and joiners,
// soft hyphen, BOM…), and the blank fillers of Hangul and Braille.
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** The cleaned text, or the problem with it. Clean means NFC, trimmed, CRLF as LF. */
export function cleanText(raw: string, rules: TextRules = {}): { ok: true; value: string } | { ok: false; problem: TextProblem } {
  if (LONE_SURROGATE.test(raw) || REPLACEMENT.test(raw)) return { ok: false, problem: 'invalid' };
  let value = raw.normalize('NFC');
  if (rules.multiline) {
    value = value.replace(/\r\n?/g, '\n');
    if (CONTROL_EXCEPT_TAB_AND_BREAKS.test(value)) return { ok: false, problem: 'invalid' };
  } else {
    if (LINE_BREAK.test(value)) return { ok: false, problem: 'lineBreak' };
    if (CONTROL.test(value)) return { ok: false, problem: 'invalid' };
  }
  value = value.trim();
  if (value !== '' && value.replace(INVISIBLE, '') === '') return { ok: false, problem: 'invisible' };
  return { ok: true, value };
}

/** A secret (password) is kept byte for byte, but it must still be text. */
export function isStorableSecret(raw: string): boolean {
  return !LONE_SURROGATE.test(raw) && !CONTROL.test(raw);
}
