import type { ReportFacts } from '../facts';

/**
 * The person's goal in the plan (issue 17): quoted in their own words, and every step says how it
 * serves it. A few safe themes are recognised by keywords only to choose a fitting sentence; the
 * goal is never interpreted beyond that, and with no theme the sentence is general. The goal's
 * words never reach a writer (facts hold no free text).
 */
export type GoalTheme = 'walk' | 'run' | 'lift' | 'work' | 'sleep' | 'sit' | 'sport' | 'garden' | 'travel';

const KEYWORDS: [GoalTheme, RegExp][] = [
  ['run', /spring|löp|jogg|milen|maraton|lopp/],
  ['walk', /promenad|(^|\s)gå(\s|$|[.,])|gång|vandr|hunden/],
  ['lift', /lyft|bära|barnbarn|\bbarn/],
  ['work', /jobb|arbet|lagret|kontoret|tjänst/],
  ['sleep', /sova|sover|sömn|natt/],
  ['sit', /sitta|sitter|sittande/],
  ['sport', /träna|gym|golf|tennis|padel|fotboll|simm|cykl|skid|dans|yoga|ridning|rida/],
  ['garden', /trädgård|rabatt|gräv|odl|gräs/],
  ['travel', /bilen|köra|resa|flyg|semester/],
];

export function goalThemes(goal: string): GoalTheme[] {
  const text = goal.toLowerCase();
  // In the order the person wrote them.
  return KEYWORDS.map(([theme, re]) => ({ theme, at: text.search(re) }))
    .filter((t) => t.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((t) => t.theme);
}

/** The goal as quoted: its own words, without a closing full stop, shortened at a word only when very long. */
export function quotedGoal(goal: string): string {
  const text = goal
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
  if (text.length <= 140) return `”${text}”`;
  return `”${text.slice(0, 130).replace(/\s+\S*$/, '')} …”`;
}

type Step = 1 | 2 | 3;

const SENTENCES: Record<GoalTheme, [string, string, string]> = {
  walk: [
    'korta promenader varje dag är själva träningen för målet. Börja där du är och lägg till några minuter i taget.',
    'förläng promenaderna och stärk benen, så orkar du gå längre utan att tänka på ryggen.',
    'gör promenaden till en vana som håller, även de dagar ryggen känns bra.',
  ],
  run: [
    'byt löpningen mot rask promenad eller lugn jogg en period, så länge ryggen känns bra dagen efter. Konditionen finns kvar.',
    'bygg upp löpningen i intervaller, till exempel 1 minut jogg och 2 minuter gång, och öka när ryggen tål det dagen efter. Benen och bålen från övningarna bär löpsteget.',
    'öka sträckan i lugn takt, ungefär en tiondel i veckan, och behåll styrkeövningarna två gånger i veckan.',
  ],
  lift: [
    'lyft lätta saker nära kroppen i vardagen redan nu. Att röra sig är första steget mot tyngre lyft.',
    'styrkan i ben och säte är det du lyfter med. Öva lyftet med lätt vikt: böj i höfter och knän och håll det du lyfter nära kroppen.',
    'lyft det du vill lyfta, nära kroppen, och behåll styrkan i ben och säte med övningarna.',
  ],
  work: [
    'korta pauser och rörelse under dagen gör att ryggen orkar längre, och det är grunden för en hel arbetsdag.',
    'bygg uthållighet stegvis mot det arbetet kräver, i samma takt som ryggen svarar.',
    'fortsätt träna två gånger i veckan, så har ryggen marginal för arbetsdagarna.',
  ],
  sleep: [
    'rörelse under dagen och en lugn stund före sänggåendet hjälper sömnen, och bättre sömn gör smärtan lättare att bära.',
    'regelbunden träning, helst inte sent på kvällen, brukar ge bättre sömn efter några veckor.',
    'håll fast vid jämna sovtider och träningen, så skyddar du nätterna även framåt.',
  ],
  sit: [
    'res dig innan ryggen säger ifrån, och öka sedan tiden du sitter i taget, lite i sänder.',
    'starkare bål och säte gör att ryggen tål att sitta längre.',
    'fortsätt bryta sittandet, även när det går bra att sitta länge.',
  ],
  sport: [
    'behåll så mycket av din träning som ryggen tål, i lägre dos, i stället för att sluta helt.',
    'bygg upp träningen igen stegvis, och lägg till styrkan från övningarna.',
    'gå tillbaka till din vanliga träning i lugn takt, och behåll styrkeövningarna som en del av den.',
  ],
  garden: [
    'trädgårdsarbete är också rörelse: korta pass, byt ställning ofta och varva med en promenad.',
    'att bära, böja och gräva kräver ben och säte, och de stärker du i det här steget.',
    'dela upp tunga sysslor i trädgården i kortare pass, och behåll styrkan med övningarna.',
  ],
  travel: [
    'ta pauser i bilen eller på resan ungefär var 45:e minut: kliv ur, gå några steg och sträck på dig.',
    'förläng sträckorna mellan pauserna lite i taget, i den takt ryggen tål.',
    'fortsätt med pauser och rörelse på längre resor, även när ryggen känns bra.',
  ],
};

const GENERAL: [string, string, string] = [
  'det här steget lägger grunden: att röra dig varje dag i lagom dos, utan att vänta på att det ska sluta göra ont.',
  'styrka och uthållighet gör att ryggen tål mer av det som målet kräver.',
  'det du har byggt upp gör att du kan hålla fast vid målet, även när ryggen känns bra.',
];

/** Someone on sick leave with a work goal: the way back is planned, never pushed (work.ts). */
const WORK_ON_SICK_LEAVE: [string, string, string] = [
  'det du orkar här, i små steg, gör vägen tillbaka till jobbet kortare. Den behöver inte skyndas.',
  'bygg ork i samma små steg som återgången ni planerar, och säg till om det blir för tungt.',
  'fortsätt träna även när du är tillbaka, så har ryggen marginal för arbetsdagarna.',
];

/** "För ditt mål ”…”: …", for one plan step; null without a goal. Themes take turns over the steps. */
export function goalStepSentence(goal: string | null, step: Step, f: Pick<ReportFacts, 'workType'>): string | null {
  if (!goal) return null;
  const themes = goalThemes(goal);
  const theme = themes.length ? themes[(step - 1) % themes.length]! : null;
  const sentences = theme === 'work' && f.workType === 'sick_leave' ? WORK_ON_SICK_LEAVE : theme ? SENTENCES[theme] : GENERAL;
  return `För ditt mål ${quotedGoal(goal)}: ${sentences[step - 1]}`;
}
