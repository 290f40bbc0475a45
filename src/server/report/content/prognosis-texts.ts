import { careFirst, type ReportFacts } from '../facts';
import { courseOf, notBetterSentence } from './course';
import { nerveStandsOut } from './texts';

/**
 * The outlook in facts (CLINICAL.md §5), matched to the pain duration. Figures: Menezes Costa,
 * CMAJ 2012 (mean pain on a 0–100 scale in acute and persistent cohorts); Henschke, BMJ 2008
 * (median 58 days to recovery from pain, 72 % fully recovered at 12 months, recent-onset pain in
 * primary care); Pengel, BMJ 2003 (73 % had a recurrence within 12 months); Pocovi, Lancet 2024
 * (a walking programme lengthened the time to a recurrence). Sciatica, the stenosis picture and
 * pain in pregnancy (or pelvic girdle pain after a birth) get no back-pain figures: the cohorts were
 * not of them. The figures follow the duration: the acute cohorts' for pain under 6 weeks, the
 * persistent cohorts' for pain over 3 months, none between (no cohort was of that time) and none
 * when the duration is unknown. Beside an urgent or emergency sign, or where the patterns are
 * hidden: no figures, the outlook depends on what care finds.
 */

const ACUTE =
  'Ryggsmärta som är ny blir ofta klart bättre under de första sex veckorna, och fortsätter sedan att bli bättre under året. ' +
  'I en sammanställning av 33 studier (Menezes Costa 2012) låg smärtan i genomsnitt på 52 på en skala från 0 till 100 i början, 23 efter sex veckor, 12 efter ett halvår och 6 efter ett år.';
const PERSISTENT =
  'Smärta som har hållit i sig en längre tid blir ofta bättre, men långsammare än ny smärta. ' +
  'I en sammanställning av 33 studier (Menezes Costa 2012) låg smärtan hos dem som hade haft ont länge i genomsnitt på 51 på en skala från 0 till 100 i början, 33 efter sex veckor och 23 efter ett år.';
const PERSISTENT_MORE =
  'Det betyder att en del besvär kan finnas kvar en tid. Det går ändå att påverka: träning, att dosera dina aktiviteter och stöd för sömn och stress gör skillnad, även efter lång tid.';
const HENSCHKE =
  'I en studie av personer som sökte vård för nyligen påkommen ryggsmärta var hälften helt bra inom 58 dagar, och 72 av 100 var helt återställda efter ett år (Henschke 2008).';
const MIDDLE =
  'Du har haft ont mellan sex veckor och tre månader. Då går förbättringen ofta lugnare än under de första veckorna, men många fortsätter att bli bättre under månaderna som kommer. ' +
  'Studierna har mest följt personer med helt ny smärta eller med smärta i mer än tre månader, så för just din tid finns inga säkra siffror.';
const MIDDLE_MORE = 'Det du gör nu spelar roll: att hålla igång, bygga upp styrkan steg för steg och ta hand om sömn och stress gör skillnad för hur det går.';
const UNKNOWN_DURATION =
  'Hur det brukar gå beror mycket på hur länge du har haft ont, och den frågan hoppade du över. Därför ger rapporten inga siffror här. ' +
  'Ny ryggsmärta blir ofta klart bättre under de första veckorna; smärta som har hållit i sig länge blir också ofta bättre, men långsammare.';
const WAVES =
  'Långvarig smärta går ofta i vågor, med bättre och sämre perioder. En sämre period betyder inte att något har gått sönder: gå tillbaka till steg 1 i planen några dagar, och bygg sedan upp igen. ' +
  'Regelbunden rörelse, som promenader, gör det lättare att hålla en jämnare nivå.';
const RECURRENCE_PLAIN =
  'Det är vanligt att ryggen gör ont igen någon gång. Därför handlar steg 3 i planen om att förebygga, och regelbundna promenader är ett bra sätt.';
const RECURRENCE =
  'Det är vanligt att ryggen gör ont igen: i en sammanställning fick ungefär 73 av 100 ett nytt skov inom ett år (Pengel 2003). ' +
  'Därför handlar steg 3 i planen om att förebygga. Regelbundna promenader är ett bra sätt: i en studie fick de som gick regelbundet längre tid utan nytt skov (Pocovi, Lancet 2024).';
const LEG_CAVEAT = 'Siffrorna gäller ryggsmärta. Har du också besvär i benet kan det ta längre tid.';
const PSYCHOSOCIAL = 'Oro, stress, nedstämdhet och dålig sömn kan göra att det tar längre tid. Det är också saker som går att påverka, och planen tar upp dem.';

const SCIATICA =
  'Ischias (nervsmärta som strålar ut i benet) tar ofta längre tid att gå över än ryggsmärta utan bensmärta. Siffrorna för vanlig ryggsmärta gäller därför inte här. ' +
  'Många blir bättre med tiden, men det kan ta några månader och ibland längre.';
const SCIATICA_MIDDLE = 'Du har haft besvär i mer än sex veckor. Förbättringen kan gå långsamt, men många blir bättre under månaderna som kommer.';
const SCIATICA_LONG =
  'Du har haft besvär i mer än tre månader. Förbättringen går ofta långsammare då, men träning och aktivitet i lagom dos kan fortfarande göra skillnad.';
const STENOSIS =
  'Besvären vid spinal stenos (förträngning i ryggkanalen) ändras oftast långsamt. Hos många är de ungefär desamma under lång tid, en del blir bättre och en del sämre. ' +
  'Siffrorna för vanlig ryggsmärta gäller inte här.';
const STENOSIS_MORE =
  'Gång i intervaller, cykling och styrketräning kan göra att du orkar gå längre och klarar mer i vardagen. Kontakta vården om sträckan du orkar gå blir allt kortare.';
const nervePrevention = (f: ReportFacts) =>
  `Det du kan påverka är att hålla igång i lagom dos och att öka lite i taget. ${notBetterSentence(f, 'boka en tid på vårdcentralen eller hos en fysioterapeut')}`;

const PREGNANCY =
  'Rygg- och bäckensmärta under en graviditet lättar för många under månaderna efter förlossningen, men hos en del tar det längre tid. ' +
  'Siffrorna för vanlig ryggsmärta gäller inte riktigt här.';
const PELVIC_POSTPARTUM =
  'Foglossning lättar för många under månaderna efter förlossningen, men hos en del tar det längre tid. Siffrorna för vanlig ryggsmärta gäller inte riktigt här.';
const pelvicMore = (f: ReportFacts) =>
  `Det du kan påverka är att röra dig i lagom dos och att bygga upp styrkan i säte, bål och bäckenbotten steg för steg. ${notBetterSentence(f, 'ta upp det med barnmorskan, vårdcentralen eller en fysioterapeut')}`;

const CARE_FIRST = 'Hur det går framåt beror på vad vården kommer fram till när den har bedömt dig. Därför ger rapporten inga siffror om förloppet här.';
const CARE_FIRST_MORE =
  'Fråga vården vad som gäller för dig. När vården har bedömt dig kan du använda planen i rapporten, i den takt som vården tycker passar dig.';
const HIDDEN = 'Hur det går framåt beror på vad läkaren kommer fram till. Därför ger rapporten inga siffror om förloppet här.';
const HIDDEN_MORE = 'Under tiden kan du hålla igång i vardagen i lagom takt. Ta gärna med rapporten när du träffar läkaren, och fråga vad som gäller för dig.';
const SOON_CHANGES = 'Vad vården kommer fram till om tecknet i början av rapporten kan ändra bilden.';
const SOON_NOTE = `Siffrorna gäller vanlig ryggsmärta. ${SOON_CHANGES}`;

/** The prognosis paragraphs for this person. */
export function prognosisParagraphs(f: ReportFacts): string[] {
  if (careFirst(f)) return [CARE_FIRST, CARE_FIRST_MORE];
  if (f.patternsHidden) return [HIDDEN, HIDDEN_MORE];
  const soon = f.urgency === 'soon' ? [SOON_CHANGES] : [];
  const course = courseOf(f);
  if (nerveStandsOut(f) && f.stenosisPicture) return [STENOSIS, [STENOSIS_MORE, ...soon].join(' ')];
  if (nerveStandsOut(f)) {
    const slower = course === 'persistent' ? [SCIATICA_LONG] : course === 'subacute' ? [SCIATICA_MIDDLE] : [];
    return [[SCIATICA, ...slower].join(' '), [nervePrevention(f), ...soon].join(' ')];
  }
  if (f.pregnant) return [PREGNANCY, [pelvicMore(f), ...soon].join(' ')];
  if (f.postpartum && f.mainPattern === 'si_led') return [PELVIC_POSTPARTUM, [pelvicMore(f), ...soon].join(' ')];

  const first =
    course === 'acute'
      ? [ACUTE, HENSCHKE]
      : course === 'persistent'
        ? [PERSISTENT, PERSISTENT_MORE]
        : course === 'subacute'
          ? [MIDDLE, MIDDLE_MORE]
          : [UNKNOWN_DURATION];
  const figures = course === 'acute' || course === 'persistent';
  const caveats = [
    ...(f.legSymptoms && figures ? [LEG_CAVEAT] : []),
    ...(f.psychosocialFactor ? [PSYCHOSOCIAL] : []),
    ...(f.urgency === 'soon' ? [figures ? SOON_NOTE : SOON_CHANGES] : []),
  ];
  return [
    first.join(' '),
    ...(caveats.length > 0 ? [caveats.join(' ')] : []),
    course === 'unknown' ? RECURRENCE_PLAIN : course === 'persistent' ? WAVES : RECURRENCE,
  ];
}
