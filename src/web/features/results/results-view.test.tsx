import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AssessmentAnalysisResponse } from '../../../shared/contracts/assessment';
import { PATTERN_TEXTS, REASSURING_WORDS } from '../../../shared/content/pattern-texts';
import { SAFETY_NET, URGENCY_HEADINGS } from '../../../shared/domain/scoring/advice';
import { AREA_SCALE_NOTE, RISK_GROUP_MEANING, RISK_GROUP_UNCERTAIN, STRENGTH_LABELS } from '../../../shared/domain/scoring/presentation';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { ResultsView } from './results-view';
import { RiskGroupCard } from './risk-group-card';
import { QUESTIONS, resultFor } from './test-fixtures';

// Whatever calms a reader (CLINICAL.md §1): never on a page with an emergency or urgent sign.
const REASSURANCE = REASSURING_WORDS;

function show(result: AssessmentAnalysisResponse) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ResultsView result={result} questions={QUESTIONS} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return document.body.textContent ?? '';
}

const patterns = () => screen.queryByRole('region', { name: 'Dina svar liknar mest' });

describe('results page 2', () => {
  it('with an emergency sign shows only the advice and the safety net', () => {
    const text = show(resultFor({ red_flags: 'bilateral_leg,night_pain', fear_of_movement: 'very' }));
    expect(screen.getByRole('heading', { name: URGENCY_HEADINGS.emergency })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ring 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('heading', { name: SAFETY_NET.heading })).toBeInTheDocument();
    expect(patterns()).toBeNull();
    expect(text).not.toMatch(/Risk för långvariga besvär|Fem hälsoområden|av 100|Köp rapporten|förhandsvisning|drag/);
    expect(text).not.toMatch(REASSURANCE);
  });

  it('with an urgent sign shows the result but nothing that reassures', () => {
    // Fever (urgent) with night pain (soon, whose advice says it is usually nothing serious) and a low risk group.
    const result = resultFor({ red_flags: 'fever,night_pain' });
    expect(result.analysis.riskGroup).toBe('low');
    // The report is for sale (it is, beside an urgent sign): its card says when to start the exercises.
    const removeSiteInfo = embedSiteInfo(TEST_PRODUCT);
    onTestFinished(removeSiteInfo);
    const text = show(result);
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(URGENCY_HEADINGS.urgent);
    expect(screen.getByRole('heading', { name: URGENCY_HEADINGS.soon })).toBeInTheDocument();
    expect(patterns()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Risk för långvariga besvär: låg' })).toBeInTheDocument();
    expect(text).not.toContain(RISK_GROUP_MEANING.low);
    expect(text).not.toMatch(REASSURANCE);
    expect(text).toContain('börja först när vården har bedömt dig');
  });

  it('words pattern strength, never as a number or certainty', () => {
    const text = show(resultFor());
    const region = patterns()!;
    expect(within(region).getByText('Disksmärta')).toBeInTheDocument();
    expect(within(region).getByText(STRENGTH_LABELS.clear)).toBeInTheDocument();
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

  it('with an urgent sign beside the psychosocial factor: ospecifik explained without calming words, and every advice shown', () => {
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
    expect(within(patterns()!).getByText('Ospecifik ländryggssmärta')).toBeInTheDocument();
    expect(text).toContain(PATTERN_TEXTS.ospecifik.explanation);
    expect(text).not.toMatch(REASSURING_WORDS);
    // Night pain's advice is there, without its calm last sentence; nothing points at advice left out.
    expect(text).toContain('Konstant värk i vila eller på natten bör bedömas av vården.');
    expect(text).not.toMatch(/också om de här/);
  });

  it('explains the areas once and shows an unknown one as "För få svar" without a number', () => {
    show(resultFor({ sleep: 'skipped', after_exertion: 'skipped' }));
    const areas = screen.getByRole('region', { name: 'Fem hälsoområden' });
    expect(within(areas).getByText(AREA_SCALE_NOTE)).toBeInTheDocument();
    const sleep = within(areas).getByText('Sömn och återhämtning').closest('li')!;
    expect(sleep).toHaveTextContent('För få svar');
    expect(sleep.textContent).not.toMatch(/\d/);
    const pain = within(areas).getByText('Smärta och funktion').closest('li')!;
    expect(pain.textContent).toMatch(/(Låg|Måttlig|Hög) belastning\d+ av 100/);
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

  it('says quietly when the analysis was kept from engine 1', () => {
    const result = resultFor();
    show({ ...result, analysis: { ...result.analysis, engineVersion: '1.0.0' } });
    expect(screen.getByText(/tidigare version av analysen/)).toBeInTheDocument();
  });

  it('calls the risk group uncertain when too few of its signs were answered', () => {
    render(<RiskGroupCard group="medium" complete={false} urgent={false} />);
    expect(screen.getByRole('heading', { name: 'Risk för långvariga besvär: måttlig' })).toBeInTheDocument();
    expect(screen.getByText(RISK_GROUP_MEANING.medium)).toBeInTheDocument();
    expect(screen.getByText(RISK_GROUP_UNCERTAIN)).toBeInTheDocument();
  });
});
