import { DOSE_RULE, TERM_RULES } from '../content/clinical-terms';

/**
 * The check of what a language model wrote (decision 0017). The model writes only the personal
 * letter and the goal sentences, so nothing clinical belongs in them: any medicine, dose or
 * frequency, test or scan, diagnosis, treatment, or word about warning signs and seeking care
 * refuses the whole answer. Before matching, the text is folded so that spelling tricks do not
 * hide a word: Unicode compatibility forms, invisible characters, look-alike letters from other
 * scripts, case, diacritics, hyphenation, spaced-out letters ("o x y") and digits standing for
 * letters ("0xyc0d0ne") are undone, and long names are also sought with the spaces taken out.
 */

export type ModelTextRule = (typeof TERM_RULES)[number]['id'] | typeof DOSE_RULE.id | 'characters' | 'link';

/** Letters from other scripts that look like Latin ones, and Latin letters that NFD does not take apart. */
const LOOK_ALIKES: Record<string, string> = Object.fromEntries(
  'аa вb еe ёe кk мm нh оo рp сc тt уy хx ѕs іi їi јj ԁd ԛq ԝw үy һh ӏl ɡg αa βb γy δd εe ηn ιi κk νv οo ρp τt υu χx ωw ςs μu σo ɑa ıi ʟl ᴀa ʙb ᴄc ᴅd ᴇe ꜰf ɢg ʜh ɪi ᴊj ᴋk ᴍm ɴn ᴏo ᴘp ʀr ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz øo łl đd ðd ŀl æae œoe ßss þth'
    .split(' ')
    .map((pair) => [pair[0]!, pair.slice(1)]),
);

/** Unicode compatibility forms, look-alikes and diacritics folded; the lexicon is folded the same way. */
function foldLetters(text: string): string {
  return [...text.normalize('NFKC')]
    .map((ch) => LOOK_ALIKES[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
}

/** The text as the rules read it: lower case, plain spaces and hyphens, no invisible characters. */
function foldText(text: string): string {
  return foldLetters(
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
      .replace(/[\p{Zs}\t]/gu, ' ')
      .replace(/(?!\n)[\p{Cf}\p{Cc}]/gu, ''),
  )
    .replace(/\u2044/g, '/')
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-');
}

const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '6': 'g', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '€': 'e', '!': 'i' };

/** Digits and signs that stand for letters inside a word ("tr3o", "1bupr0fen"); `one` is what "1" and "|" become. */
function unLeet(text: string, one: 'i' | 'l'): string {
  return text.replace(/[\p{L}\p{N}@$€|!]+/gu, (token) =>
    /\p{L}/u.test(token) ? token.replace(/[013456789@$€|!]/g, (ch) => (ch === '1' || ch === '|' ? one : LEET[ch]!)) : token,
  );
}

/** One letter or digit standing alone, and what may separate such letters ("o x y", "T.r.e.o", "r-ö-n"). */
const SINGLE = String.raw`(?<![\p{L}\p{N}])[\p{L}\p{N}](?![\p{L}\p{N}])`;
const SEPARATOR = String.raw`[^\p{L}\p{N}]{1,5}`;
const SPACED_OUT = new RegExp(`${SINGLE}(?:${SEPARATOR}${SINGLE})+`, 'gu');
/** Three or more single letters, with the words they are glued to ("t r e oen", "länder.ö.n.t.g.e.n"). */
const SPACED_OUT_GLUED = new RegExp(`(?:\\p{L}+${SEPARATOR})?${SINGLE}(?:${SEPARATOR}${SINGLE}){2,}(?:${SEPARATOR}\\p{L}+)?`, 'gu');
const join = (run: string) => run.replace(/[^\p{L}\p{N}]/gu, '');

/** A text read several ways: as it is, hyphens as spaces, hyphenation undone, spaced-out letters joined. */
function variants(text: string): string[] {
  const joined = text.replace(/(?<=[\p{L}\p{N}])-[-\s]*(?=[\p{L}\p{N}])/gu, '');
  return [text, text.replace(/-/g, ' '), joined, ...[text, joined].flatMap((t) => [t.replace(SPACED_OUT, join), t.replace(SPACED_OUT_GLUED, join)])];
}

/** The readings of one text that the rules are matched against; `plain` keeps the digits (for doses). */
function readings(text: string): { plain: string[]; unLeeted: string[]; squashed: string[] } {
  const plain = variants(foldText(text));
  const unLeeted = plain.flatMap((r) => [unLeet(r, 'i'), unLeet(r, 'l')]);
  return { plain, unLeeted, squashed: unLeeted.map((r) => r.replace(/[^\p{L}]/gu, '')) };
}

const BOUNDARY_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const BOUNDARY_AFTER = String.raw`(?![\p{L}\p{N}])`;

/** One regular expression for a list of entries (`=word`, `^stem`, or a part of a word). */
function compile(entries: readonly string[]): RegExp {
  const alternatives = entries.map((entry) => {
    const source = foldLetters(entry.replace(/^[=^]/, ''));
    if (entry.startsWith('=')) return `${BOUNDARY_BEFORE}(?:${source})${BOUNDARY_AFTER}`;
    if (entry.startsWith('^')) return `${BOUNDARY_BEFORE}(?:${source})`;
    return `(?:${source})`;
  });
  return new RegExp(alternatives.join('|'), 'u');
}

/** Names long enough to be sought with the spaces taken out ("oxy codone") without catching ordinary words. */
function longNames(entries: readonly string[]): string[] {
  return entries.map((e) => foldLetters(e.replace(/^[=^]/, ''))).filter((e) => /^\p{L}{7,}$/u.test(e));
}

const TERMS = TERM_RULES.map((rule) => ({ id: rule.id, pattern: compile(rule.terms), long: longNames(rule.terms) }));
const DOSE = compile(DOSE_RULE.patterns);

/** Letters, digits and punctuation a Swedish letter uses; anything else (other scripts, emoji, markup, invisible characters) is refused. */
const ORDINARY = /^[A-Za-zÅÄÖåäöÉéÈèÊêËëÜüÁáÀàÍíÓóÚúÑñÇçÆæØø0-9 \n.,;:!?()'"”“’‘«»%/&+–—-]*$/u;
const LINK = /https?:|www\.|[\w.+-]+@[\w-]+\.\w|\d[\d\s-]{6,}\d/iu;

/** The rules the text breaks, each once, in a fixed order; empty when the model's text may be used. */
export function modelTextRefusals(text: string): ModelTextRule[] {
  const fired = new Set<ModelTextRule>();
  const { plain, unLeeted, squashed } = readings(text);
  for (const rule of TERMS) {
    if ([...plain, ...unLeeted].some((r) => rule.pattern.test(r)) || rule.long.some((name) => squashed.some((r) => r.includes(name)))) fired.add(rule.id);
  }
  if (plain.some((r) => DOSE.test(r))) fired.add('dose');
  const composed = text.normalize('NFC');
  if (!ORDINARY.test(composed) || /\p{L}\p{N}+\p{L}/u.test(composed)) fired.add('characters');
  if (LINK.test(composed)) fired.add('link');
  return [...fired];
}
