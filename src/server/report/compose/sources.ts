import { showsRiskGroup } from '../content/texts';
import type { ReportModel } from './model';

/**
 * What the report stands on (CLINICAL.md's sources), in the report's last chapter. Licensed
 * questionnaires are not named (CLINICAL.md §3).
 */
export const SOURCES = [
  'NICE NG59, ländryggssmärta och ischias (2016, uppdaterad 2020)',
  'NICE CKS, ländryggssmärta och röda flaggor',
  'NICE NG234, metastaser i ryggraden (2023)',
  '1177 Vårdguiden, ont i ryggen och ischias',
  'Maher, Underwood, Buchbinder, Lancet 2017',
  'Hancock m.fl., European Spine Journal 2007',
  'Hill m.fl., Arthritis & Rheumatism 2008 (principen för riskgruppering)',
  'Menezes Costa m.fl., CMAJ 2012',
  'Henschke m.fl., BMJ 2008',
  'Pengel m.fl., BMJ 2003',
  'Pocovi m.fl., The Lancet 2024',
  'Brinjikji m.fl., AJNR 2015',
] as const;

/** Sources that only some reports stand on: listed where the report uses them (issue 17: each report lists its own). */
const USED_WHEN: [source: string, used: (model: ReportModel) => boolean][] = [
  ['Hill m.fl., Arthritis & Rheumatism 2008 (principen för riskgruppering)', (m) => showsRiskGroup(m.facts)],
  ['Menezes Costa m.fl., CMAJ 2012', (m) => m.texts.prognos.includes('Menezes Costa')],
  ['Henschke m.fl., BMJ 2008', (m) => m.texts.prognos.includes('Henschke')],
  ['Pengel m.fl., BMJ 2003', (m) => m.texts.prognos.includes('Pengel')],
  ['Brinjikji m.fl., AJNR 2015', (m) => m.texts.personaliserBrev.includes('mellankotskivorna')],
];

/** The sources of this report: every general one, and the studies its texts use. */
export function sourcesFor(model: ReportModel): string[] {
  const unused = new Set(USED_WHEN.filter(([, used]) => !used(model)).map(([source]) => source));
  return SOURCES.filter((s) => !unused.has(s));
}

/**
 * The not-medical-advice text (spec: not medical advice; see a doctor for serious or lasting
 * trouble). Where the patterns are hidden the report shows none, so it says nothing of them.
 */
export function disclaimer(brandName: string, options: { notBetterAfter: string } = { notBetterAfter: '2–4 veckor' }): string {
  // Said once here; the cover and the pattern chapter already say the rest (issue 17: fewer repeated disclaimers).
  return [
    `${brandName} är en självskattning som bygger på dina egna svar. Den är inte en diagnos eller medicinsk rådgivning, och den ersätter inte en bedömning av läkare, fysioterapeut eller annan vårdpersonal.`,
    `Sök vård om besvären är svåra, blir värre eller inte har blivit bättre efter ${options.notBetterAfter}, och direkt om något av varningstecknen i kapitlet ”När du ska söka vård” stämmer in på dig. Är du osäker kan du alltid ringa 1177.`,
  ].join('\n\n');
}
