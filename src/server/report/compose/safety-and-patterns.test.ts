import { describe, expect, it } from 'vitest';
import { REASSURING_WORDS } from '../../../shared/content/pattern-texts';
import { SAFETY_NET, URGENT_EXERCISE_CAVEAT } from '../../../shared/domain/scoring/advice';
import { CATEGORY_LABELS } from '../../../shared/domain/scoring/labels';
import { PATTERNS_HIDDEN_SENTENCES, RISK_GROUP_AFTER_SIGN, mainPattern, patternView } from '../../../shared/domain/scoring/presentation';
import { readPdf, reportModelFor, sampleAnswers } from '../../../../tests/support/reports';
import { chooseExercises } from '../content/exercises';
import { diagnosisCategory, composeReport } from '../produce';
import { renderPdf } from '../render/render-pdf';
import type { ReportModel } from './model';
import { placeholderValues } from './model';

/**
 * Issue 16 in the report: one safety box, no contradicting care advice, the same main pattern
 * everywhere (none where the patterns are hidden), timelines by the pain's duration, the work
 * advice under a high psychosocial load, and one score direction. Checked on the composed
 * document and on the PDF's text as poppler reads it.
 */

/** The PDF's text; `flat` is its words on one line, without the list of sources (whose titles name sciatica and cite the cohorts). */
const pdfText = async (m: ReportModel) => {
  const { pdf } = await renderPdf(composeReport(m));
  const read = readPdf(pdf);
  const flat = read.text.replace(/\s+/g, ' ').replace(/Källor NICE NG59.*?(?=Ryggkollen AB, org\.nr)/, 'Källor ');
  return { ...read, flat, pageTexts: read.text.split('\f') };
};
const full = (answers: Record<string, string>) => reportModelFor(answers, 'full');
const preview = (answers: Record<string, string>) => reportModelFor(answers, 'preview');

/** Every name the report gives a pattern (labels, the texts' names, the stenosis and pelvic girdle names). */
const PATTERN_NAMES = [
  ...Object.values(CATEGORY_LABELS),
  'disksmärta',
  'facettled',
  'SI-led',
  'ischias',
  'nervpåverkan',
  'stenos',
  'foglossning',
  'bålinstabilitet',
  'muskulär smärta',
  'psykosocial påverkan',
  'ospecifik',
  'smärtmönster',
];
const namedPatterns = (text: string) => PATTERN_NAMES.filter((name) => text.toLowerCase().includes(name.toLowerCase()));

const PEOPLE = {
  sciatica: sampleAnswers('ischias'),
  highDistress: sampleAnswers('oro-och-stress'),
  mildFirst: sampleAnswers('forsta-gangen'),
  // The person: two years of pain, very low mood, stress 8/10, on sick leave.
  longSickLeave: sampleAnswers('oro-och-stress', { low_mood: 'very', stress: '8' }),
  sciaticaLong: sampleAnswers('ischias', { pain_duration: 'gt_3m' }),
  // An urgent sign (fever) and a `soon` one (cancer): one box, "i dag".
  urgentCancerFever: sampleAnswers('forsta-gangen', { red_flags: 'fever,cancer_history' }),
  urgentFeverSciatica: sampleAnswers('ischias', { red_flags: 'fever,night_pain' }),
  inflammatory: sampleAnswers('forsta-gangen', {
    pain_duration: 'gt_3m',
    inflammatory_signs: 'morning_stiffness_30min,wakes_second_half_night,better_with_movement',
  }),
  fragilitySudden: sampleAnswers('forsta-gangen', { onset: 'sudden_no_trigger', age_band: '65_79', episode: 'recurrent', pain_duration: 'gt_3m' }),
  soonCancer: sampleAnswers('forsta-gangen', { red_flags: 'cancer_history' }),
  // The stenosis picture beside an urgent sign: its advice stays, its name goes.
  urgentStenosis: sampleAnswers('ischias', {
    age_band: '65_79',
    walking_limit: 'leg_symptoms_eased_by_sitting',
    pain_duration: 'gt_3m',
    episode: 'recurrent',
    red_flags: 'fever',
  }),
};
const HIDDEN = ['urgentCancerFever', 'urgentFeverSciatica', 'urgentStenosis', 'inflammatory', 'fragilitySudden'] as const;

describe('one safety box (issue 16 §1)', () => {
  it('shows the highest urgency once, every reason under it, and never a lower level’s "inom några dagar" beside it', { timeout: 30_000 }, async () => {
    for (const m of [full(PEOPLE.urgentCancerFever), preview(PEOPLE.urgentCancerFever)]) {
      const { flat } = await pdfText(m);
      expect(flat.split('Sök vård i dag').length - 1, m.kind).toBeGreaterThanOrEqual(1);
      expect(flat).toContain('Sök vård i dag på en akutmottagning eller jourcentral.');
      expect(flat).not.toContain('Kontakta vården inom några dagar');
      expect(flat).not.toContain('inom några dagar och berätta att du har haft cancer');
      // Both reasons, the cancer one without its calm coda beside an urgent sign.
      expect(flat).toContain('eftersom det kan vara en infektion');
      expect(flat).toContain('Vården vill bedöma ryggsmärta hos den som har haft cancer.');
      expect(flat).not.toContain('Oftast har smärtan en annan orsak.');
    }
  });

  it('is one box, in the preview and in the report, with its heading once', () => {
    const boxes = (m: ReportModel) => JSON.stringify(composeReport(m).definition.content).split('"layout":"box-danger"').length - 1;
    expect(boxes(full(PEOPLE.urgentCancerFever))).toBe(1);
    expect(boxes(preview(PEOPLE.urgentCancerFever))).toBe(1);
    expect(JSON.stringify(composeReport(full(PEOPLE.soonCancer)).definition.content)).not.toContain('box-danger');
  });

  it('with an emergency holds only the advice, Ring 112 and "ring 1177" when unsure', { timeout: 30_000 }, async () => {
    const { flat } = await pdfText(preview(sampleAnswers('ischias', { red_flags: 'saddle_numbness' })));
    expect(flat).toContain('Sök vård direkt');
    expect(flat).toContain('Ring 112');
    expect(flat).toContain('Är du osäker på vart du ska vända dig, ring 1177.');
    expect(flat).not.toMatch(/Risk för långvariga besvär|Dina svar liknar|I den fullständiga rapporten|Ryggvärde|Du har besvär i benen|2–4 veckor/);
    expect(namedPatterns(flat.replace(/\(ischias\)/g, ''))).toEqual([]);
    expect(flat).not.toMatch(REASSURING_WORDS);
  });
});

describe('no contradicting care advice (issue 16 §3)', () => {
  it('with no flag: nothing points to urgent care, and the next step for the risk group', { timeout: 30_000 }, async () => {
    const high = await pdfText(full(PEOPLE.highDistress));
    expect(full(PEOPLE.highDistress).analysis.riskGroup).toBe('high');
    expect(high.flat).toContain('Inget i dina svar pekar på något som behöver vård snabbt.');
    expect(high.flat).toContain('Ditt nästa steg är att kontakta en fysioterapeut eller din vårdcentral för stöd med både kropp och tankar');
    expect(high.flat).not.toContain('tyder på att du behöver söka vård nu');
    const low = await pdfText(full(PEOPLE.mildFirst));
    expect(low.flat).toContain('Inget i dina svar pekar på något som behöver vård snabbt. Ditt nästa steg är egenvård med planen i rapporten.');
    const medium = await pdfText(full(PEOPLE.sciatica));
    expect(medium.flat).toContain('Är det inte bättre inom några veckor, boka en tid hos en fysioterapeut');
  });

  it('beside a warning sign to see care about within days, the risk group never reads as if the sign needed nothing', { timeout: 30_000 }, async () => {
    const { flat } = await pdfText(full(PEOPLE.soonCancer));
    expect(flat).toContain(RISK_GROUP_AFTER_SIGN);
    const calm = await pdfText(full(PEOPLE.mildFirst));
    expect(calm.flat).not.toContain(RISK_GROUP_AFTER_SIGN);
  });

  it('beside a warning sign the safety net never says to wait some weeks before booking a visit', { timeout: 30_000 }, async () => {
    for (const answers of [PEOPLE.urgentFeverSciatica, PEOPLE.soonCancer]) {
      const { flat } = await pdfText(full(answers));
      expect(flat).not.toMatch(/Boka en tid på vårdcentralen om det inte har blivit bättre efter/);
    }
    expect((await pdfText(full(PEOPLE.mildFirst))).flat).toContain(SAFETY_NET.book);
  });

  it('with a flag, never "nothing points to…"', { timeout: 30_000 }, async () => {
    for (const answers of [PEOPLE.soonCancer, PEOPLE.inflammatory, PEOPLE.urgentFeverSciatica]) {
      for (const m of [full(answers), preview(answers)]) {
        const { flat } = await pdfText(m);
        expect(flat).not.toMatch(/Inget i dina svar (pekar|tyder)/);
      }
    }
    const { flat } = await pdfText(full(PEOPLE.soonCancer));
    expect(flat).toContain('Dina svar innehåller ett tecken som vården bör titta på: kontakta vården så som rådet i början av rapporten säger.');
  });
});

describe('the same main pattern everywhere (issue 16 §4)', () => {
  it(
    'the main pattern in the report equals mainPattern(analysis): summary, bars, text blocks, template placeholders and the reports list',
    { timeout: 60_000 },
    async () => {
      for (const who of ['sciatica', 'highDistress', 'mildFirst', 'longSickLeave', 'sciaticaLong', 'soonCancer'] as const) {
        const m = full(PEOPLE[who]);
        const main = mainPattern(m.analysis)!;
        expect(main.id, who).not.toBe('emotionell');
        const { text, flat, pageTexts } = await pdfText(m);
        const label = CATEGORY_LABELS[main.id];
        expect(flat, who).toContain(main.id === 'ospecifik' ? 'Dina svar liknar mest ospecifik ländryggssmärta' : `Dina svar liknar mest mönstret ”${label}”`);
        // The first of the listed patterns and the first bar are the main one.
        expect(flat, who).toMatch(new RegExp(`Dina svar liknar mest 1\\. ${label.replace(/[()]/g, '\\$&')}`));
        const patternsPage = pageTexts.find((p) => p.includes('Dina mönster') && p.includes('Längre stapel'))!;
        const firstBar = patternsPage
          .split('Längre stapel betyder fler')[1]!
          .split('\n')
          .map((l) => l.trim())
          .find((l) => l && !l.startsWith('och tydligare'));
        expect(firstBar, who).toBe(label);
        expect(flat, who).toContain(`Mest likt: ${label}`);
        expect(placeholderValues(m).kategori1.startsWith(label), who).toBe(true);
        expect(diagnosisCategory(m.facts), who).toBe(label);
        expect(m.facts.mainPattern, who).toBe(main.id);
        expect(text).not.toContain('Dina svar liknar mest mönstret ”Psykosocial påverkan”');
      }
    },
  );

  it('emotionell stands beside the pain as a factor, never as the main pattern', { timeout: 30_000 }, async () => {
    const m = full(PEOPLE.highDistress);
    // Engine 3 scores it highest here; it is still a factor.
    expect(m.analysis.categories[0]?.id).toBe('emotionell');
    const view = patternView(m.analysis);
    expect(view.hidden === null && view.factor?.id).toBe('emotionell');
    const { flat } = await pdfText(m);
    expect(flat).toContain('Påverkar också: Psykosocial påverkan');
    expect(flat).toContain('Det här påverkar också din smärta');
    expect(flat).not.toMatch(/Mest likt: Psykosocial|liknar mest mönstret ”Psykosocial/);
  });

  it.each(HIDDEN)('%s: no pattern named, scored or drawn in the report or the preview; the fixed sentence in their place', { timeout: 30_000 }, async (who) => {
    for (const m of [full(PEOPLE[who]), preview(PEOPLE[who])]) {
      const hidden = m.facts.patternsHidden!;
      expect(hidden).not.toBeNull();
      const { flat } = await pdfText(m);
      expect(flat).toContain(PATTERNS_HIDDEN_SENTENCES[hidden]);
      expect(namedPatterns(flat), `${who} ${m.kind}`).toEqual([]);
      expect(flat).not.toMatch(/tydliga drag|vissa drag|få drag|Mest likt|Dina svar liknar mest/);
      expect(placeholderValues(m)).toMatchObject({ kategori1: '', kategori2: '', kategori3: '', kategori4: '' });
      expect(diagnosisCategory(m.facts)).toBe('');
    }
  });

  it('where the patterns are hidden, the plan and exercises are the general, safe ones', () => {
    const m = full(PEOPLE.urgentFeverSciatica);
    // The stored scores still say sciatica; nothing chosen follows them.
    expect(m.analysis.categories.find((c) => c.id === 'nervinklammning')?.strength).toBe('clear');
    const general = chooseExercises({ ...m.facts, mainPattern: 'ospecifik', patternsHidden: null });
    expect(chooseExercises(m.facts).map((e) => e.id)).toEqual(general.map((e) => e.id));
  });
});

describe('an urgent sign (CLINICAL §1, §5)', () => {
  it('shows no risk group and no recovery figures, and marks every exercise', { timeout: 30_000 }, async () => {
    const m = full(PEOPLE.urgentFeverSciatica);
    const { flat } = await pdfText(m);
    expect(flat).not.toMatch(/Risk för långvariga besvär/);
    expect(flat).not.toMatch(/Menezes|Henschke|Pengel|58 dagar|av 100 ett nytt skov|på en skala från 0 till 100/);
    expect(flat.split(URGENT_EXERCISE_CAVEAT).length - 1).toBe(chooseExercises(m.facts).length);
    expect(flat).not.toMatch(REASSURING_WORDS);
    const pv = await pdfText(preview(PEOPLE.urgentFeverSciatica));
    expect(pv.flat).not.toMatch(/Risk för långvariga besvär/);
  });
});

describe('timelines follow the pain’s duration (issue 16 §5)', () => {
  it('two years of pain: a slower plan with pacing, a later checkpoint and the persistent figures', { timeout: 30_000 }, async () => {
    const { flat } = await pdfText(full(PEOPLE.longSickLeave));
    expect(flat).toContain('Vecka 1–4');
    expect(flat).not.toContain('Vecka 1–2');
    expect(flat).toContain('Kontrollpunkt efter 6–8 veckor');
    expect(flat).toContain('Dosera dina aktiviteter');
    expect(flat).toMatch(/51 på en skala från 0 till 100 i början, 33 efter sex veckor och 23 efter ett år/);
    expect(flat).not.toMatch(/52 på en skala|58 dagar/);
    // The safety net's "not better" line follows the same checkpoint: no "2–4 veckor" anywhere.
    expect(flat).not.toContain('2–4 veckor');
    expect(flat).toContain('om inget alls har blivit bättre efter 6–8 veckor med planen');
  });

  it('new pain: the acute plan and figures', { timeout: 30_000 }, async () => {
    const { flat } = await pdfText(full(PEOPLE.mildFirst));
    expect(flat).toContain('Vecka 1–2');
    expect(flat).toContain('Kontrollpunkt efter 2–4 veckor');
    expect(flat).toMatch(/52 på en skala från 0 till 100 i början, 23 efter sex veckor/);
  });

  it('sciatica: its own slower wording, never back-pain figures', { timeout: 30_000 }, async () => {
    for (const answers of [PEOPLE.sciatica, PEOPLE.sciaticaLong]) {
      const { flat } = await pdfText(full(answers));
      expect(flat).toContain('Ischias (nervsmärta som strålar ut i benet) tar ofta längre tid att gå över');
      expect(flat).not.toMatch(/på en skala från 0 till 100|Menezes|Henschke|58 dagar/);
      expect(flat).not.toContain('Vecka 1–2');
    }
  });
});

describe('work under a high psychosocial load (issue 16 §6)', () => {
  it('on sick leave with a high risk: a graded return planned with vårdcentral or företagshälsovård, no push back to work', { timeout: 30_000 }, async () => {
    const m = full(PEOPLE.longSickLeave);
    expect(m.analysis.riskGroup).toBe('high');
    const { flat } = await pdfText(m);
    expect(flat).not.toContain('Du behöver inte vara smärtfri för att arbeta');
    expect(flat).not.toContain('Börja gå tillbaka till arbetet gradvis');
    expect(flat).toContain('Arbete: en planerad väg tillbaka');
    expect(flat).toContain('Planera en gradvis återgång till arbetet tillsammans med vårdcentralen eller företagshälsovården');
  });
});

describe('one score direction (issue 16 §7)', () => {
  it('shows the areas as levels in words and colour, with no numbers; the back score is the one number', { timeout: 30_000 }, async () => {
    const m = full(PEOPLE.highDistress);
    const { flat } = await pdfText(m);
    const areas = flat.split('Fem hälsoområden').at(-1)!.split('Ett brev till dig')[0]!;
    expect(areas).toMatch(/Oro, stress och mående Hög belastning/);
    expect(areas.replace(/Ryggkollen · personlig ryggrapport · ordernummer \d+ Sida \d+ av \d+/g, '')).not.toMatch(/\d/);
    expect(flat).toMatch(/Ditt ryggvärde.*\d+ av 100\. Högre är bättre/);
    expect(flat.match(/av 100/g)).toHaveLength(1);
  });
});

describe('page counts for the issue’s people', () => {
  it.each(Object.keys(PEOPLE) as (keyof typeof PEOPLE)[])('%s: full 8–10 pages, preview 1–3', { timeout: 30_000 }, async (who) => {
    const f = await pdfText(full(PEOPLE[who]));
    expect(f.pages).toBeGreaterThanOrEqual(8);
    expect(f.pages).toBeLessThanOrEqual(10);
    const p = await pdfText(preview(PEOPLE[who]));
    expect(p.pages).toBeGreaterThanOrEqual(1);
    expect(p.pages).toBeLessThanOrEqual(3);
  });
});
