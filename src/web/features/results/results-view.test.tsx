import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AssessmentAnalysisResponse, Question } from '../../../shared/contracts/assessment';
import { PATTERN_TEXTS, REASSURING_WORDS } from '../../../shared/content/pattern-texts';
import { RED_FLAG_TEXTS, SAFETY_NET, URGENCY_HEADINGS } from '../../../shared/domain/scoring/advice';
import {
  AREA_LEVEL_LABELS,
  PATTERNS_HIDDEN_SENTENCES,
  RISK_GROUP_HEADING,
  RISK_GROUP_MEANING,
  RISK_GROUP_AFTER_SIGN,
  RISK_GROUP_UNCERTAIN,
  STRENGTH_LABELS,
  mainPattern,
} from '../../../shared/domain/scoring/presentation';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { ResultsView, hasLegSymptoms } from './results-view';
import { RiskGroupCard } from './risk-group-card';
import { QUESTIONS, resultFor } from './test-fixtures';

// Whatever calms a reader (CLINICAL.md §1): never on a page with an emergency or urgent sign.
const REASSURANCE = REASSURING_WORDS;

function show(result: AssessmentAnalysisResponse, questions: readonly Question[] = QUESTIONS) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ResultsView result={result} questions={questions} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return document.body.textContent ?? '';
}

const patterns = () => screen.queryByRole('region', { name: 'Dina svar liknar mest' });

describe('results page 2', () => {
  it('with an emergency sign shows only the emergency: the box as the page heading, 112 and 1177, nothing else', () => {
    // Issue 16: saddle numbness and bladder trouble; he never reported leg symptoms.
    const text = show(resultFor({ red_flags: 'bladder_bowel,saddle_numbness,night_pain', fear_of_movement: 'very' }));
    expect(screen.getByRole('heading', { level: 1, name: URGENCY_HEADINGS.emergency })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ring 112' })).toHaveAttribute('href', 'tel:112');
    expect(text).toContain('Är du osäker, ring 1177.');
    expect(screen.getByRole('link', { name: '1177' })).toHaveAttribute('href', 'tel:1177');
    expect(text).toContain(RED_FLAG_TEXTS.bladder_bowel.action);
    // One box: night pain gives a reason under it, never its own "inom några dagar".
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.querySelectorAll('[data-urgency]')).toHaveLength(1);
    expect(text).toContain(RED_FLAG_TEXTS.night_pain.reason);
    expect(text).not.toContain(URGENCY_HEADINGS.soon);
    expect(text).not.toContain('inom några dagar');
    // Nothing but the emergency.
    expect(patterns()).toBeNull();
    expect(screen.queryByRole('heading', { name: SAFETY_NET.heading })).toBeNull();
    for (const absent of ['Din bedömning är klar', SAFETY_NET.legSymptoms, SAFETY_NET.book, 'Du har besvär i benen', '2–4 veckor']) {
      expect(text).not.toContain(absent);
    }
    expect(text).not.toMatch(/Risk för långvariga besvär|Fem hälsoområden|Mönster i dina svar|belastning|av 100|Köp rapporten|förhandsvisning|drag/);
    expect(text).not.toMatch(REASSURANCE);
  });

  it('with an urgent sign: one box, no pattern named (the sentence instead), no risk group and nothing that reassures', () => {
    // Fever (urgent) with night pain (soon, whose advice says it is usually nothing serious) and a low risk group.
    const result = resultFor({ red_flags: 'fever,night_pain' });
    expect(result.analysis.riskGroup).toBe('low');
    // The report is for sale (it is, beside an urgent sign): its card says when to start the exercises.
    const removeSiteInfo = embedSiteInfo(TEST_PRODUCT);
    onTestFinished(removeSiteInfo);
    const text = show(result);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(URGENCY_HEADINGS.urgent);
    expect(screen.getAllByText(URGENCY_HEADINGS.urgent)).toHaveLength(1);
    expect(text).not.toContain(URGENCY_HEADINGS.soon);
    expect(text).toContain(RED_FLAG_TEXTS.night_pain.reason);
    expect(text).not.toContain(RED_FLAG_TEXTS.night_pain.action);
    // No pattern: not named, scored or drawn, ospecifik and emotionell included.
    expect(patterns()).toBeNull();
    const region = screen.getByRole('region', { name: 'Mönster i dina svar' });
    expect(region).toHaveTextContent(PATTERNS_HIDDEN_SENTENCES.care_first);
    for (const c of result.analysis.categories) expect(text).not.toContain(c.label);
    expect(text).not.toMatch(/tydliga drag|vissa drag|få drag/);
    // The risk group is stored, not shown; the areas still are.
    expect(text).not.toContain(RISK_GROUP_HEADING);
    expect(screen.getByRole('region', { name: 'Fem hälsoområden' })).toBeInTheDocument();
    expect(text).not.toMatch(REASSURANCE);
    expect(text).not.toContain(SAFETY_NET.book);
    expect(text).toContain('börja först när vården har bedömt dig');
  });

  it('a cancer history with night pain: "Sök vård i dag" once, every reason under it, no "inom några dagar"', () => {
    const result = resultFor({ red_flags: 'cancer_history,night_pain' });
    expect(result.analysis.redFlags.map((f) => f.id)).toContain('cancer_spine');
    const text = show(result);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.querySelectorAll('[data-urgency]')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: URGENCY_HEADINGS.urgent })).toHaveLength(1);
    expect(text).not.toContain(URGENCY_HEADINGS.soon);
    expect(text).not.toContain('inom några dagar');
    expect(text).toContain(RED_FLAG_TEXTS.cancer_spine.action);
    for (const id of ['cancer_spine', 'cancer_history', 'night_pain'] as const) expect(text).toContain(RED_FLAG_TEXTS[id].reason);
    // The ticked answers, in the question's words.
    const ticked = within(screen.getByRole('alert')).getByText('Det här svarade du:').parentElement!;
    // The option's bracketed aside ("en vanlig och ofarlig hudcancer") would read as comfort here: left out.
    expect(
      within(ticked)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Du har eller har haft cancer.', 'Konstant värk i vila eller på natten, inte bara när du vänder dig.']);
    expect(text.match(REASSURANCE)?.[0]).toBeUndefined();
  });

  it('a soon sign alone keeps its calm words and the result, in one box', () => {
    const text = show(resultFor({ red_flags: 'night_pain' }));
    expect(screen.getByRole('status', { name: URGENCY_HEADINGS.soon })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(text).toContain(`${RED_FLAG_TEXTS.night_pain.reason} ${RED_FLAG_TEXTS.night_pain.calm}`);
    expect(patterns()).not.toBeNull();
    expect(text).toContain(RISK_GROUP_HEADING);
  });

  it('inflammatory back pain hides the patterns behind its own sentence', () => {
    const result = resultFor({
      pain_duration: 'gt_3m',
      inflammatory_signs: 'morning_stiffness_30min,wakes_second_half_night,better_with_movement',
    });
    expect(result.analysis.redFlags.map((f) => f.id)).toContain('inflammatory_back_pain');
    const text = show(result);
    expect(patterns()).toBeNull();
    expect(screen.getByRole('region', { name: 'Mönster i dina svar' })).toHaveTextContent(PATTERNS_HIDDEN_SENTENCES.inflammatory);
    for (const c of result.analysis.categories) expect(text).not.toContain(c.label);
  });

  it('names the same main pattern as mainPattern, the one decision every page uses', () => {
    for (const changes of [
      {} as Record<string, string>,
      { forward_bend: 'no_pain', sitting_tolerance: 'over_60' },
      { pain_location: 'low_back_center,below_knee', leg_tingling: 'yes', straight_leg_raise: 'leg_pain_below_knee' },
      {
        fear_of_movement: 'very',
        worry: 'very',
        catastrophising: 'very',
        low_mood: 'very',
        sleep: 'poor',
        forward_bend: 'no_pain',
        sitting_tolerance: 'over_60',
      },
    ]) {
      const result = resultFor(changes);
      show(result);
      const main = mainPattern(result.analysis)!;
      expect(main.id).not.toBe('emotionell');
      expect(within(patterns()!).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(main.label);
      document.body.innerHTML = '';
    }
  });

  it('says "Du har besvär i benen" only to someone who reported leg symptoms', () => {
    const legless = resultFor({ red_flags: 'bladder_bowel,saddle_numbness' });
    expect(hasLegSymptoms(legless.analysis)).toBe(false);
    // A cancer history with bladder trouble makes cancer_neuro, still nothing about the legs.
    const cancer = resultFor({ red_flags: 'cancer_history,bladder_bowel' });
    expect(cancer.analysis.redFlags.map((f) => f.id)).toContain('cancer_neuro');
    expect(hasLegSymptoms(cancer.analysis)).toBe(false);
    expect(hasLegSymptoms(resultFor().analysis)).toBe(false);
    for (const changes of [
      { pain_location: 'low_back_center,thigh' } as Record<string, string>,
      { pain_location: 'below_knee' },
      { pain_location: 'both_legs' },
      { leg_tingling: 'yes' },
      { walking_limit: 'leg_symptoms_other' },
      { walking_limit: 'leg_symptoms_eased_by_sitting' },
      { cough_sneeze: 'leg_pain' },
      { red_flags: 'progressive_weakness' },
      { red_flags: 'bilateral_leg' },
    ]) {
      expect(hasLegSymptoms(resultFor(changes).analysis), JSON.stringify(changes)).toBe(true);
    }
    // On the page: an urgent sign without leg symptoms gets the safety net without the leg sentence.
    const text = show(resultFor({ red_flags: 'fever' }));
    expect(screen.getByRole('heading', { name: SAFETY_NET.heading })).toBeInTheDocument();
    expect(text).not.toContain(SAFETY_NET.legSymptoms);
  });

  it('words pattern strength, never as a number or certainty', () => {
    const result = resultFor();
    const text = show(result);
    const region = patterns()!;
    const main = mainPattern(result.analysis)!;
    expect(main.label).toBe('Disksmärta');
    expect(within(region).getByText('Disksmärta')).toBeInTheDocument();
    // Two answers behind it: capped below "tydliga drag" (engine 3).
    expect(main.strength).toBe('some');
    expect(within(region).getByText(STRENGTH_LABELS.some)).toBeInTheDocument();
    expect(region.textContent).not.toMatch(/av 100|\d+ ?%|stark likhet/i);
    expect(text).not.toMatch(/100 av 100|stark likhet|diagnosen är/i);
    // The evidence, as plain sentences from the questions, present signs only.
    const evidence = within(region).getAllByText(/^På frågan ”.*” svarade du ”.*”\.$/, { selector: 'li' });
    expect(evidence.length).toBeGreaterThanOrEqual(2);
    expect(region.textContent).not.toMatch(/”Nej”|forward_bend|sitting_tolerance/);
  });

  it('explains ospecifik only when it comes first', () => {
    show(resultFor());
    expect(document.body.textContent).not.toContain(PATTERN_TEXTS.ospecifik.explanation);
  });

  it('explains ospecifik, as the honest default, when nothing stands out', () => {
    show(resultFor({ forward_bend: 'no_pain', sitting_tolerance: 'over_60' }));
    expect(within(patterns()!).getByText('Ospecifik ländryggssmärta')).toBeInTheDocument();
    expect(document.body.textContent).toContain(PATTERN_TEXTS.ospecifik.explanation);
  });

  it('shows the safety net on every page, first and prominent with leg symptoms', () => {
    show(resultFor());
    expect(screen.getByRole('heading', { name: SAFETY_NET.heading })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SAFETY_NET.legSymptoms);
    document.body.innerHTML = '';

    show(resultFor({ pain_location: 'low_back_center,below_knee', leg_tingling: 'yes', forward_bend: 'no_pain', sitting_tolerance: 'over_60' }));
    const net = screen.getByRole('heading', { name: SAFETY_NET.heading });
    expect(screen.getByText(SAFETY_NET.legSymptoms)).toBeInTheDocument();
    // Before the patterns in reading order.
    expect(net.compareDocumentPosition(patterns()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the stenosis picture when that is what raised the nerve pattern', () => {
    show(
      resultFor({
        walking_limit: 'leg_symptoms_eased_by_sitting',
        age_band: '65_79',
        pain_location: 'low_back_center,thigh',
        forward_bend: 'no_pain',
        sitting_tolerance: 'over_60',
      }),
    );
    expect(document.body.textContent).toContain('liknar spinal stenos (förträngning i ryggkanalen)');
  });

  it('shows psychosocial signs as a factor beside the pain, never as its type', () => {
    show(
      resultFor({
        fear_of_movement: 'very',
        worry: 'very',
        catastrophising: 'very',
        low_mood: 'very',
        sleep: 'poor',
        bothersomeness: 'extremely',
        forward_bend: 'no_pain',
        sitting_tolerance: 'over_60',
      }),
    );
    const region = patterns()!;
    expect(within(region).getByText('Ospecifik ländryggssmärta')).toBeInTheDocument();
    expect(within(region).getByText('Det här påverkar också din smärta')).toBeInTheDocument();
    expect(region.textContent).not.toMatch(/sitter i huvudet|din smärttyp/i);
    // The pain picture says no *pain* pattern stands out, which the factor beside it does not contradict.
    expect(region.textContent).toContain('Inget särskilt smärtmönster sticker ut');
    expect(region.textContent).not.toContain('Inget särskilt mönster');
  });

  it('with an urgent sign beside the psychosocial factor: neither ospecifik nor the factor is named', () => {
    const text = show(
      resultFor({
        red_flags: 'fever,night_pain',
        fear_of_movement: 'very',
        worry: 'very',
        catastrophising: 'very',
        forward_bend: 'no_pain',
        sitting_tolerance: 'over_60',
      }),
    );
    expect(patterns()).toBeNull();
    expect(text).not.toMatch(/Ospecifik ländryggssmärta|Psykosocial påverkan|Det här påverkar också din smärta/);
    expect(text).not.toContain(PATTERN_TEXTS.ospecifik.explanation);
    expect(text).not.toMatch(REASSURING_WORDS);
    // Night pain's reason is there, without its calm last sentence.
    expect(text).toContain('Konstant värk i vila eller på natten bör bedömas av vården.');
    expect(text).not.toContain(RED_FLAG_TEXTS.night_pain.calm!);
  });

  it("shows the areas as levels in words, with no number and no note on a number's direction", () => {
    const result = resultFor({ sleep: 'skipped', after_exertion: 'skipped', pain_intensity: '8', bothersomeness: 'extremely' });
    show(result);
    const areas = screen.getByRole('region', { name: 'Fem hälsoområden' });
    expect(areas.textContent).not.toMatch(/\d/);
    expect(areas.textContent).not.toMatch(/högre|lägre/);
    const sleep = within(areas).getByText('Sömn och återhämtning').closest('li')!;
    expect(sleep).toHaveTextContent('För få svar');
    const painArea = result.analysis.riskAreas.find((a) => a.id === 'smarta_funktion')!;
    expect(painArea.level).not.toBe('unknown');
    const pain = within(areas).getByText('Smärta och funktion').closest('li')!;
    expect(pain).toHaveTextContent(AREA_LEVEL_LABELS[painArea.level]);
  });

  it('with too few answers offers to answer again instead of a result or a report', () => {
    // Everything skipped but the warning signs (which cannot be skipped).
    const text = show(resultFor(Object.fromEntries(QUESTIONS.filter((q) => q.key !== 'red_flags').map((q) => [q.key, 'skipped']))));
    expect(screen.getByRole('heading', { name: 'För få svar för ett resultat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Svara på frågorna igen/ })).toHaveAttribute('href', '/assessment');
    expect(patterns()).toBeNull();
    expect(text).not.toMatch(/Köp rapporten|Risk för långvariga besvär|Fem hälsoområden/);
    expect(screen.getByRole('heading', { name: SAFETY_NET.heading })).toBeInTheDocument();
  });

  it('calls the risk group uncertain when too few of its signs were answered', () => {
    render(<RiskGroupCard group="medium" complete={false} urgency={null} />);
    expect(screen.getByRole('heading', { name: 'Risk för långvariga besvär: måttlig' })).toBeInTheDocument();
    expect(screen.getByText(RISK_GROUP_MEANING.medium)).toBeInTheDocument();
    expect(screen.getByText(RISK_GROUP_UNCERTAIN)).toBeInTheDocument();
  });

  it('beside a warning sign to see care about within days, low risk never reads as if the sign needed nothing', () => {
    render(<RiskGroupCard group="low" complete urgency="soon" />);
    expect(screen.getByText(`${RISK_GROUP_MEANING.low} ${RISK_GROUP_AFTER_SIGN}`)).toBeInTheDocument();
  });
});

describe('results page: the wording the person saw', () => {
  // An admin has since edited the forward bend question and the fever sign (PUT /api/questions/:id).
  const edited = QUESTIONS.map((q) =>
    q.key === 'forward_bend'
      ? {
          ...q,
          title: 'Böj dig framåt: hur känns det nu?',
          options: q.options.map((o) => (o.value === 'back_pain' ? { ...o, label: 'Ont i ryggen (ny text)' } : o)),
        }
      : q.key === 'red_flags'
        ? { ...q, options: q.options.map((o) => (o.value === 'fever' ? { ...o, label: 'Feber (ny text)' } : o)) }
        : q,
  );
  const bend = QUESTIONS.find((q) => q.key === 'forward_bend')!;
  const bendPain = bend.options.find((o) => o.value === 'back_pain')!.label;
  const oldSentence = `På frågan ”${bend.title}” svarade du ”${bendPain}”.`;

  it('shows the question and answer texts stored with the answers, not the edited ones', () => {
    const shownWording = [
      { key: 'forward_bend', title: bend.title, options: [{ value: 'back_pain', label: bendPain }] },
      { key: 'red_flags', title: 'Varningstecken', options: [{ value: 'fever', label: 'Feber när du svarade' }] },
    ];
    const text = show({ ...resultFor(), shownWording }, edited);
    expect(text).toContain(oldSentence);
    expect(text).not.toMatch(/ny text|Böj dig framåt: hur känns det nu\?/);
    cleanup();
    const flagged = show({ ...resultFor({ red_flags: 'fever' }), shownWording }, edited);
    expect(flagged).toContain('Feber när du svarade');
    expect(flagged).not.toContain('Feber (ny text)');
  });

  it('an older assessment without stored wording falls back to the current question list', () => {
    const text = show(resultFor(), edited);
    expect(text).toContain('På frågan ”Böj dig framåt: hur känns det nu?” svarade du ”Ont i ryggen (ny text)”.');
    expect(text).not.toContain(oldSentence);
  });
});
