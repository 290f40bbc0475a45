import type { ReportFacts } from '../facts';
import { levelOf, outcome, startLevel, type Level } from './exercise-fit';
import { STOP_RULE, type Exercise } from './exercise-catalogue';

/**
 * A chosen card as this person reads it (issue 17): the easier variant where a self-test was weak,
 * skipped or hurt (exercise-fit.ts), the walk's dose from where they start, the pregnancy step only
 * for someone pregnant, and one sentence that ties the card to their own answers. The picture is
 * the card's own; an easier variant says where the picture shows more than they start with.
 */
interface Variant {
  name: string;
  steps: string[];
  dosage: string;
  /** What it should feel like, and when to stop (the card-specific part: the stop rule of §4 is added), where the easier variant differs. */
  feel?: string;
  stop?: string;
}

const PICTURE_SHOWS_MORE = 'Bilden visar hela rörelsen, för senare.';

const EASIER: Record<string, Variant> = {
  'knee-plank': {
    name: 'Planka på knäna (korta stunder)',
    steps: [
      'Ligg på magen och res dig upp på underarmarna och knäna, med armbågarna under axlarna.',
      'Håll kroppen rak från knän till huvud: dra in magen lätt och svanka inte.',
      'Håll bara några sekunder, andas lugnt och vila lika länge emellan.',
    ],
    dosage: 'Håll 5–10 sekunder, 4–6 gånger, varannan dag',
  },
  'bird-dog': {
    name: 'Fågelhunden (en arm eller ett ben i taget)',
    steps: [
      'Ställ dig på alla fyra med händerna under axlarna och knäna under höfterna.',
      'Sträck fram en arm i taget, bara så högt att ryggen ligger stilla som en bordsskiva.',
      'Känns det bra: låt i stället ena foten glida bakåt längs golvet, ett ben i taget, utan att lyfta det.',
      `Håll kvar i 2–3 sekunder och byt sida. ${PICTURE_SHOWS_MORE}`,
    ],
    dosage: '4–6 gånger per sida, 1–2 omgångar, varannan dag',
  },
  'wall-sit': {
    name: 'Väggsittning (högt och kort)',
    steps: [
      'Stå med ryggen mot en vägg och fötterna en bit ut från väggen, höftbrett isär.',
      'Glid bara en liten bit ner, som om du satte dig på en barstol.',
      `Håll kvar en kort stund och glid upp igen. ${PICTURE_SHOWS_MORE}`,
    ],
    dosage: 'Håll 5–15 sekunder, 3–5 gånger, varannan dag',
  },
  'standing-knee-lift': {
    name: 'Knälyft (med stöd av båda händerna)',
    steps: [
      'Stå vänd mot en bänk eller en stolsrygg och håll i dig med båda händerna.',
      'Lyft ena knät en liten bit, bara så högt att du står stadigt.',
      'Sätt ner foten lugnt och växla ben, som en långsam marsch på stället.',
    ],
    dosage: '5–8 gånger per ben, 2 omgångar, varje dag',
  },
  'heel-raise': {
    name: 'Tåhävningar (med stöd)',
    steps: [
      'Stå på båda fötterna vid en bänk eller en stolsrygg och håll i dig med båda händerna.',
      'Gå långsamt upp på tå, en liten bit i början.',
      'Sänk hälarna långsamt mot golvet.',
    ],
    dosage: '8–10 gånger, 2 omgångar, varje dag',
  },
  'hip-hinge': {
    name: 'Höftfällning (liten rörelse)',
    steps: [
      'Stå med fötterna höftbrett isär, mjuka knän och händerna på framsidan av låren.',
      'Fäll överkroppen en liten bit framåt från höfterna och låt händerna glida mot knäna. Håll ryggen rak.',
      'Stanna innan det drar i benet eller gör ondare i ryggen, och res dig genom att föra höfterna framåt.',
    ],
    dosage: '6–8 gånger, 2 omgångar, varannan dag',
    feel: 'Lätt arbete i sätet och baksidan av låren, utan att det drar i benet eller ryggen.',
    stop: 'Stanna tidigare nästa gång om det drar i benet eller gör ondare i ryggen.',
  },
  'cat-camel': {
    name: 'Katt och ko (små rörelser)',
    steps: [
      'Ställ dig på alla fyra med händerna under axlarna och knäna under höfterna.',
      'Rör ryggen lugnt en liten bit uppåt och nedåt, bara i den del av rörelsen som känns bra.',
      `Stanna före det läge som gjorde ont i testet. ${PICTURE_SHOWS_MORE}`,
    ],
    dosage: '5–8 gånger, 1–2 gånger om dagen',
    feel: 'Att ryggen rör sig mjukt inom det som känns bra, utan att du tar i.',
  },
  'dead-bug': {
    name: 'Döda insekten (från början)',
    steps: [
      'Ligg på rygg med böjda knän och fötterna i golvet, och låt ländryggen vila mot underlaget.',
      'Lyft ena foten en liten bit från golvet och sätt ner den igen, med ländryggen stilla. Byt ben.',
      'Känns det lätt: lyft båda fötterna så att knäna är över höfterna, och sänk en häl i taget mot golvet.',
      PICTURE_SHOWS_MORE,
    ],
    dosage: '5–8 gånger per sida, 2 omgångar, varannan dag',
  },
  'sit-to-stand': {
    name: 'Uppresning från stol (med stöd)',
    steps: [
      'Sitt på en hög, stadig stol, gärna med armstöd, och sätt fötterna lite bakom knäna.',
      'Luta dig framåt och res dig med hjälp av händerna mot armstöden eller låren.',
      'Sätt dig långsamt ner igen, med kontroll hela vägen. Ta mindre hjälp av händerna när det går lättare.',
    ],
    dosage: '6–10 gånger, 2 omgångar, varje dag',
  },
};

const HELD: Record<string, string> = { over_60: 'längre än 60 sekunder', '30_60': '30–60 sekunder', under_30: 'kortare än 30 sekunder' };
const RELIEF: Record<string, string> = {
  lying_down: 'när du lägger dig ner',
  sitting: 'när du sätter dig',
  bending_forward: 'när du böjer dig framåt',
  walking_moving: 'när du rör dig',
};
const eases = (f: ReportFacts, ...which: string[]) => which.find((w) => f.reliefPositions.includes(w));

const WALK_AT_WORK: Record<string, string> = {
  physical: 'Gå gärna en kort runda på rasterna: rörelse mellan lyften gör att ryggen orkar längre.',
  sitting: 'Gå en kort runda på lunchen eller efter jobbet: den bryter också sittandet.',
  standing: 'Varva stående med korta promenader: att gå avlastar ryggen mer än att stå still.',
};

function walkingLine(f: ReportFacts): string | undefined {
  const relief = eases(f, 'walking_moving') ? 'Du har svarat att det lättar när du rör dig, så promenaden är din bästa hjälp.' : '';
  const level = startLevel(f);
  const start =
    level === 'gentle'
      ? 'Du börjar där du är: 5 minuter, runt huset eller kvarteret, och lägger till några minuter i taget.'
      : level === 'active'
        ? 'Du tränar redan ofta: promenaderna håller ryggen i gång de dagar du tränar mindre än vanligt.'
        : (WALK_AT_WORK[f.workType ?? ''] ?? '');
  return `${start} ${relief}`.trim() || undefined;
}

const WALK_FEEL = {
  gentle: 'Lugnt: du ska kunna prata hela tiden, och det ska kännas bra dagen efter.',
  active: 'Rask takt: du blir varm och andas lite tyngre, men kan prata.',
  usual: 'Lätt ansträngande: du blir varm men kan prata.',
};
function walkingStop(e: Exercise, f: ReportFacts): string {
  const specific = f.legSymptoms
    ? 'Vila och gå kortare nästa gång om det ökar i benet under promenaden.'
    : startLevel(f) === 'active'
      ? 'Sänk tempot om smärtan ökar tydligt under promenaden.'
      : 'Gå långsammare eller kortare nästa gång om smärtan ökar tydligt under promenaden.';
  return `${specific} ${STOP_RULE}`;
}
const WALK_DOSE = {
  gentle: '5 minuter, 2–3 gånger om dagen, mot 30 minuter om dagen',
  active: '30 minuter eller mer, fem dagar i veckan',
  usual: '10–30 minuter, helst varje dag',
};

function forYou(e: Exercise, f: ReportFacts, level: Level): string | undefined {
  const bend = outcome(f, 'forward_bend') === 'hurt' ? 'framåt' : 'bakåt';
  switch (e.id) {
    case 'walking':
      return walkingLine(f);
    case 'knee-plank': {
      const held = HELD[f.selfTests.plank_hold ?? ''];
      if (!held) return undefined;
      return level === 'easy'
        ? `Du höll plankan ${held} i testet, så du börjar med korta stunder.`
        : `Du höll plankan ${held} i testet, och här bygger du vidare på det.`;
    }
    case 'bird-dog':
      if (outcome(f, 'bird_dog') === 'hurt')
        return 'Fågelhunden gjorde ont i testet, så du börjar med en arm eller ett ben i taget. Gör det ändå ont, hoppa över den och fråga en fysioterapeut.';
      return level === 'easy'
        ? 'Fågelhunden kändes ostadig i testet, så du börjar med en arm eller ett ben i taget.'
        : 'Fågelhunden gick stadigt i testet, så du gör hela rörelsen.';
    case 'wall-sit': {
      const held = HELD[f.selfTests.wall_sit ?? ''];
      if (!held) return undefined;
      return level === 'easy'
        ? `Du satt mot väggen ${held} i testet, så du börjar högt och kort.`
        : `Du satt mot väggen ${held} i testet, och här bygger du vidare på det.`;
    }
    case 'standing-knee-lift':
    case 'heel-raise': {
      const o = outcome(f, 'single_leg_stand');
      if (o === 'hurt') return 'Det gjorde ont i skinkan när du stod på ett ben, så du står på båda fötterna och håller i dig.';
      if (o === 'weak') return 'Du kände dig ostadig när du stod på ett ben i testet, så du håller i dig med båda händerna.';
      if (o === 'not_done') return 'Du gjorde inte testet på ett ben, så du börjar med stöd av båda händerna.';
      return o === 'good' ? 'Du stod stadigt på ett ben i testet, så du kan hålla i dig lätt.' : undefined;
    }
    case 'hip-hinge':
      if (level === 'easy')
        return outcome(f, 'forward_bend') === 'hurt'
          ? 'Det gjorde ont när du böjde dig framåt i testet, så du gör en liten rörelse och stannar innan det tar emot.'
          : outcome(f, 'straight_leg_raise') === 'hurt'
            ? 'Det gjorde ont när du lyfte ett rakt ben i testet, så du gör en liten rörelse och stannar innan det drar.'
            : 'Du gjorde inte testet med rakt benlyft, så du börjar med en liten rörelse och stannar innan det drar.';
      return outcome(f, 'forward_bend') === 'good' ? 'Du kunde böja dig framåt utan smärta i testet, så du gör hela rörelsen.' : undefined;
    case 'cat-camel':
      if (level === 'easy') return `Det gjorde ont när du böjde dig ${bend} i testet, så du gör bara den del av rörelsen som känns bra.`;
      return outcome(f, 'forward_bend') === 'good' && outcome(f, 'backward_bend') === 'good'
        ? 'Du kunde böja dig både framåt och bakåt utan smärta i testet, så du gör hela rörelsen.'
        : undefined;
    case 'split-squat': {
      const held = HELD[f.selfTests.wall_sit ?? ''];
      return held ? `Du stod stadigt på ett ben och satt mot väggen ${held} i testet, så benen klarar en tyngre övning.` : undefined;
    }
    case 'dead-bug':
    case 'bridge': {
      const plank = outcome(f, 'plank_hold');
      const why =
        plank === 'not_done'
          ? 'Du hoppade över plankan'
          : plank === 'hurt'
            ? 'Plankan gjorde ont'
            : outcome(f, 'bird_dog') === 'hurt'
              ? 'Fågelhunden gjorde ont'
              : null;
      if (why) return `${why} i testet, så här tränar du bålen med ryggen i stöd mot golvet.`;
      return e.id === 'bridge' && eases(f, 'lying_down') ? 'Du har svarat att det lättar när du ligger ner: den här gör du liggande.' : undefined;
    }
    case 'sit-to-stand': {
      if (level === 'easy') return 'Du gjorde inte väggsittningen i testet, så benen tränas här med stöd av händerna.';
      const held = HELD[f.selfTests.wall_sit ?? ''];
      return held ? `Du satt mot väggen ${held} i testet. Här tränar du samma muskler i en rörelse du gör många gånger om dagen.` : undefined;
    }
    case 'seated-forward-bend':
    case 'childs-pose':
    case 'knee-to-chest': {
      const relief = eases(f, 'bending_forward', 'sitting', 'lying_down');
      return relief ? `Du har svarat att det lättar ${RELIEF[relief]}, och den här ställningen bygger på det.` : undefined;
    }
    default:
      return undefined;
  }
}

/** The walk's steps from where the person starts and what their days look like. */
function walkingSteps(e: Exercise, f: ReportFacts): string[] {
  const level = startLevel(f);
  const start =
    level === 'gentle'
      ? 'Börja med 5 minuter, till exempel runt huset eller kvarteret. Hellre kort och ofta än långt och sällan.'
      : level === 'active'
        ? 'Gå rask promenad de dagar du tränar mindre eller lättare än vanligt.'
        : e.steps[1]!;
  const everyday =
    f.workType === 'sick_leave' || f.workType === 'not_working'
      ? 'Lägg in promenaderna i dagen, till exempel till affären eller en runda efter frukost, så får dagen också en fast punkt.'
      : level === 'active'
        ? 'Lägg in promenader också på vardagarna, till exempel till eller från jobbet.'
        : e.steps[3]!;
  return [e.steps[0]!, start, e.steps[2]!, everyday];
}

/** The card as this person reads it. */
export function personalise(e: Exercise, f: ReportFacts): Exercise {
  const level = levelOf(e.id, f);
  const variant = level === 'easy' ? EASIER[e.id] : undefined;
  const own = e.id === 'walking' ? walkingSteps(e, f) : (variant?.steps ?? e.steps);
  const steps = [...own, ...(f.pregnant && e.pregnancyNote ? [e.pregnancyNote] : [])];
  const dosage = e.id === 'walking' ? WALK_DOSE[startLevel(f)] : (variant?.dosage ?? e.dosage);
  const line = forYou(e, f, level);
  const feel = e.id === 'walking' ? WALK_FEEL[startLevel(f)] : (variant?.feel ?? e.feel);
  const stop = e.id === 'walking' ? walkingStop(e, f) : variant?.stop ? `${variant.stop} ${STOP_RULE}` : e.stop;
  return { ...e, name: variant?.name ?? e.name, steps, dosage, feel, stop, level: variant ? 'easy' : 'full', ...(line ? { forYou: line } : {}) };
}
