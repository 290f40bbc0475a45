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

/**
 * The not-medical-advice text (spec: not medical advice; see a doctor for serious or lasting
 * trouble). Where the patterns are hidden the report shows none, so it says nothing of them.
 */
export function disclaimer(
  brandName: string,
  options: { patternsShown: boolean; notBetterAfter: string } = { patternsShown: true, notBetterAfter: '2–4 veckor' },
): string {
  return [
    `${brandName} är en självskattning. Rapporten bygger på dina egna svar och på hur sådana svar brukar hänga ihop hos personer med ryggbesvär. Den är inte en diagnos och inte medicinsk rådgivning, och den ersätter inte en bedömning av läkare, fysioterapeut eller annan vårdpersonal.`,
    options.patternsShown
      ? 'Mönstren i rapporten visar vad dina svar liknar, inte vad du har. Inget frågeformulär kan visa var i ryggen smärtan kommer ifrån.'
      : 'Inget frågeformulär kan visa var i ryggen smärtan kommer ifrån.',
    `Sök vård om besvären är svåra, blir värre eller inte har blivit bättre efter ${options.notBetterAfter}, och direkt om något av varningstecknen i kapitlet ”När du ska söka vård” stämmer in på dig. Är du osäker kan du alltid ringa 1177.`,
  ].join('\n\n');
}
