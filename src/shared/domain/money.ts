/** Money is integers in öre everywhere; these helpers only format it for people. */

const wholeKronor = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0, minimumFractionDigits: 0 });
const withOre = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// ICU versions differ in the group separator (U+00A0 or U+202F); always use a no-break space,
// so the browser, the server and the PDF print the same text.
const groupSeparators = /[\u202f\u2009\s]/g;
const normalise = (text: string) => text.replace(groupSeparators, '\u00a0');

function assertOre(ore: number): void {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Amount in öre must be an integer, got ${ore}`);
}

/**
 * "250 kr": whole kronor, for prices shown in marketing and the shop; an amount with öre keeps
 * them ("129,50 kr"), so a price shown is never other than the price charged (decision 0041).
 */
export function formatKronor(ore: number): string {
  assertOre(ore);
  if (ore % 100 !== 0) return formatKronorExact(ore);
  return `${normalise(wholeKronor.format(ore / 100))} kr`;
}

/** "250,00 kr" — exact, for receipts and order summaries. */
export function formatKronorExact(ore: number): string {
  assertOre(ore);
  return `${normalise(withOre.format(ore / 100))} kr`;
}

/**
 * A price typed in kronor ("250", "249,50", "249.5", "1 250 kr") in öre, or null when it is not
 * one: at most two decimals, no sign, below 100 million kronor.
 */
export function parseKronor(typed: string): number | null {
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(typed.replace(/[\s\u00a0\u202f]/g, '').replace(/kr$/i, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An amount in öre as a person types it in kronor: "250", "249,50". */
export function kronorInput(ore: number): string {
  assertOre(ore);
  const kronor = Math.trunc(ore / 100);
  const rest = Math.abs(ore % 100);
  return rest === 0 ? String(kronor) : `${kronor},${String(rest).padStart(2, '0')}`;
}
