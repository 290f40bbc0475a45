import type { ReportFacts } from '../facts';

/**
 * Advice that starts from the person's own answers, in plain words ("Du har svarat att …"), for the
 * plan and the letter (issue 17): what eases the pain, how long they can sit, aching after
 * exertion, catching on changing position, morning stiffness, and what they have tried. No dose,
 * no medicine named, no treatment advised beyond CLINICAL.md §4: passive treatment only beside
 * exercise, medicines as the pharmacy or doctor has said.
 */
const RELIEF: Record<string, string> = {
  lying_down:
    'Du har svarat att det lättar när du lägger dig ner. Använd det som en kort paus, till exempel på rygg med en kudde under knäna, och kom sedan upp och rör dig igen: vila lättar för stunden, rörelse hjälper ryggen att bli bättre.',
  sitting: 'Du har svarat att det lättar när du sätter dig. Sätt dig en stund när det tar emot, och res dig sedan och fortsätt.',
  bending_forward: 'Du har svarat att det lättar när du böjer dig framåt. Att sitta och luta dig framåt en stund kan du använda när det tar emot.',
  walking_moving: 'Du har svarat att det lättar när du rör dig, och det är ett gott tecken: rörelse är kärnan i planen.',
};

/** What eases the pain, the first position that needs advice (lying down first: rest is for a moment only). */
export function reliefAdvice(f: Pick<ReportFacts, 'reliefPositions'>): string | null {
  // Moving is the walk card's (exercise-personal.ts): the plan speaks of the positions.
  const key = ['lying_down', 'sitting', 'bending_forward'].find((k) => f.reliefPositions.includes(k));
  return key ? RELIEF[key]! : null;
}

/** How the pain behaves over the day: sitting, after exertion, catching, morning stiffness. At most `max` sentences. */
export function behaviourAdvice(f: ReportFacts, max = 2): string[] {
  const out: string[] = [];
  if (f.sittingTolerance === 'under_30')
    out.push(
      'Du har svarat att du kan sitta mindre än 30 minuter innan det gör mer ont. Res dig före den gränsen, ungefär var 20:e minut, och öka tiden lite i taget.',
    );
  else if (f.sittingTolerance === '30_60') out.push('Du kan sitta 30–60 minuter innan det gör mer ont. Res dig och rör dig en stund ungefär var halvtimme.');
  if (f.afterExertion)
    out.push(
      'Du har svarat att ryggen värker mer efter ansträngning eller när du har varit still länge. Dela upp tunga sysslor i kortare pass med pauser emellan.',
    );
  if (f.positionCatches === 'often' || f.positionCatches === 'sometimes')
    out.push(
      `Ryggen hugger till ${f.positionCatches === 'often' ? 'ofta' : 'ibland'} när du byter ställning, har du svarat. Byt ställning lugnt, till exempel genom att rulla över på sidan när du ska upp ur sängen.`,
    );
  if (f.morningStiffness) out.push('Du är stel på morgonen en längre stund. Börja dagen med lugn rörelse, en varm dusch och en kort promenad.');
  return out.slice(0, max);
}

/** What the person has tried, and what the report adds to it. */
export function priorTreatmentAdvice(f: Pick<ReportFacts, 'priorTreatment'>): string[] {
  const tried = f.priorTreatment;
  const out: string[] = [];
  if (tried.includes('painkillers'))
    out.push(
      'Du har provat smärtstillande. Rapporten ger inga råd om läkemedel: fortsätt så som apoteket eller läkaren har sagt, och fråga dem om något känns osäkert.',
    );
  if (tried.includes('physiotherapy'))
    out.push('Du har provat fysioterapi. Bygg vidare på det som fungerade, och ta med rapporten nästa gång du träffar en fysioterapeut.');
  const passive = [tried.includes('massage') ? 'massage' : null, tried.includes('chiro_naprapath') ? 'kiropraktor eller naprapat' : null].filter(Boolean);
  if (passive.length)
    out.push(
      `Du har provat ${passive.join(' och ')}. Sådan behandling kan lätta för stunden, och planen lägger till den aktiva delen, rörelse och träning, som hjälper mest på sikt.`,
    );
  if (tried.includes('exercise_program'))
    out.push('Du har redan ett träningsprogram för ryggen. Fortsätt med det och öka det på samma sätt som planen: efter hur ryggen svarar dagen efter.');
  return out;
}
