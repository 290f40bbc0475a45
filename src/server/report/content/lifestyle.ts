import { careFirst, type ReportFacts } from '../facts';
import { workAdvice } from './work';

/**
 * Four short lifestyle sections (sleep, stress, work, activity), each 2–4 sentences chosen by the
 * facts. Work is work.ts's advice (NICE NG59); activity: at least 150 minutes a week (WHO 2020), walking.
 * No text here uses REASSURING_WORDS, so the sections read the same beside any sign.
 */
export interface LifestyleSection {
  topic: 'sömn' | 'stress' | 'arbete' | 'aktivitet';
  heading: string;
  text: string;
}

function sleep(f: ReportFacts): LifestyleSection {
  const position = f.pregnant
    ? 'Ligg på sidan med en kudde mellan knäna, och gärna en under magen.'
    : f.postpartum
      ? 'Sov när du kan, och ta emot hjälp med nätterna om det går.'
      : 'Ligg gärna på sidan med en kudde mellan knäna.';
  switch (f.sleep) {
    case 'poor':
      return {
        topic: 'sömn',
        heading: 'Sömn: ge kroppen bättre vila',
        text: `Dålig sömn gör att smärta känns starkare, och smärta stör sömnen. Försök lägga dig och gå upp på ungefär samma tid varje dag, även efter en dålig natt. ${position} Sover du dåligt i flera veckor, ta upp det med vårdcentralen.`,
      };
    case 'fair':
      return {
        topic: 'sömn',
        heading: 'Sömn: små justeringar gör skillnad',
        text: `Sömn och smärta påverkar varandra, så det är värt att skydda nätterna. Håll jämna tider, och dra ner på skärmar och kaffe på kvällen. ${position}`,
      };
    case 'good':
      return {
        topic: 'sömn',
        heading: 'Sömn: behåll det som fungerar',
        text: 'Du sover bra, och det hjälper kroppen att återhämta sig. Behåll dina rutiner. Stör smärtan sömnen en period, prova att ligga på sidan med en kudde mellan knäna.',
      };
    default:
      return {
        topic: 'sömn',
        heading: 'Sömn och återhämtning',
        text: `Sömn och smärta påverkar varandra: dålig sömn gör att smärta känns starkare. Jämna tider för att lägga dig och gå upp hjälper kroppen att återhämta sig. ${position}`,
      };
  }
}

function stress(f: ReportFacts): LifestyleSection {
  const mood = f.psychosocialFactor ? ' Oro och nedstämdhet påverkar också smärtan, och på vårdcentralen finns stöd att få.' : '';
  if (f.stress !== null && f.stress >= 7) {
    const last =
      f.socialSupport === 'little'
        ? 'Släpper inte stressen, och har du få att prata med, kan vårdcentralen hjälpa dig vidare.'
        : 'Släpper inte stressen, prata med någon du litar på eller med vårdcentralen.';
    return {
      topic: 'stress',
      heading: 'Stress: ge dig själv andrum',
      text: `Du skattade din stress till ${f.stress} av 10, och hög stress gör att kroppen spänner sig och att smärtan känns mer. Planera in korta pauser varje dag. Prova att andas lugnt, in genom näsan i fyra sekunder och ut i sex, i ett par minuter. ${last}`,
    };
  }
  if (f.stress !== null && f.stress >= 4)
    return {
      topic: 'stress',
      heading: 'Stress: pauser hjälper',
      text: `Du skattade din stress till ${f.stress} av 10. Stress påverkar hur smärtan känns, så korta pauser och sådant som ger dig ro är en del av planen. En promenad är ett bra sätt att både röra dig och varva ner.${mood}`,
    };
  if (f.stress !== null)
    return {
      topic: 'stress',
      heading: 'Stress: en bra grund',
      text: `Du skattade din stress till ${f.stress} av 10, och det är en bra grund för återhämtning. Fortsätt med det som ger dig ro, även när ryggen tar mer tid och kraft.${mood}`,
    };
  return {
    topic: 'stress',
    heading: 'Stress och återhämtning',
    text: `Stress gör att kroppen spänner sig och att smärtan känns mer. Korta pauser under dagen och en promenad är enkla sätt att varva ner.${mood}`,
  };
}

function activity(f: ReportFacts): LifestyleSection {
  const section = (heading: string, text: string): LifestyleSection => ({ topic: 'aktivitet', heading, text });
  if (careFirst(f))
    return section(
      'Aktivitet: efter vårdens bedömning',
      'Vänta med träning och nya aktiviteter tills vården har bedömt dig. Fråga sedan vården hur mycket du kan röra dig. När du får börja, öka lite i taget.',
    );
  if (f.pregnant)
    return section(
      'Aktivitet under graviditeten',
      'Att röra sig under graviditeten är bra för både dig och ryggen. Promenader, simning och motionscykel passar, i en takt där du kan prata samtidigt. ' +
        'Kontakta förlossningen eller barnmorskemottagningen om du får regelbundna smärtor i magen eller om magen ofta blir hård, om du blöder, om vattnet går, eller om du får feber eller sveda när du kissar.',
    );
  if (f.stenosisPicture)
    return section(
      'Aktivitet: gå i intervaller',
      'Gå i intervaller, och vila sittande eller framåtlutad när benen säger ifrån. Cykling är ett bra sätt att träna kondition, eftersom ryggen då är lätt framåtböjd. Öka sträckan lite i taget.',
    );
  if (f.activityLevel === 'low' || (f.activityLevel === null && (f.exercise === 'never' || f.exercise === 'rarely')))
    return section(
      'Aktivitet: börja smått',
      'Börja med en kort promenad varje dag, gärna bara fem minuter, som i planen. Öka med några minuter i taget, mot 30 minuter om dagen. Varje steg räknas, och rörelse i lagom dos är bra för ryggen.',
    );
  if (f.activityLevel === 'high')
    return section(
      'Aktivitet: dosera i stället för att sluta',
      'Du är aktiv, och det är bra för ryggen. Dra ner lite på det som gör mest ont en period i stället för att sluta helt, och bygg sedan upp igen. Fortsätt med promenader och styrketräning.',
    );
  if (f.activityLevel === 'moderate')
    return section(
      'Aktivitet: bygg vidare',
      'Du rör dig redan en del, och det är en bra grund. Sikta på minst 150 minuter i veckan sammanlagt, till exempel 30 minuters promenad fem dagar i veckan. Lägg till styrketräning två gånger i veckan när ryggen tål det.',
    );
  return section(
    'Aktivitet: rör dig varje dag',
    'Rörelse i lagom dos är bra för ryggen. Sikta på minst 150 minuter i veckan sammanlagt, till exempel 30 minuters promenad fem dagar i veckan, och öka lite i taget.',
  );
}

export function lifestyleAdvice(facts: ReportFacts): LifestyleSection[] {
  return [sleep(facts), stress(facts), { topic: 'arbete', ...workAdvice(facts).section }, activity(facts)];
}
