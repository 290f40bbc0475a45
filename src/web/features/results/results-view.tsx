import { Link } from 'react-router';
import type { AssessmentAnalysisResponse, PaymentReviewState } from '../../../shared/contracts/assessment';
import type { EvidenceQuestion } from '../../../shared/content/pattern-texts';
import { formatDateLong } from '../../../shared/domain/dates';
import { hasEnoughAnswers, highestUrgency } from '../../../shared/domain/scoring/presentation';
import { RedFlagAdvice } from '../../components/red-flag-advice';
import { AreasCard } from './areas-card';
import { OfferCards, TooFewAnswers } from './offer-cards';
import { PatternSection } from './pattern-section';
import { RiskGroupCard } from './risk-group-card';
import { SafetyNet } from './safety-net';
import { questionsAsShown } from './shown-wording';

type Analysis = AssessmentAnalysisResponse['analysis'];

// Leg symptoms the person reported (CLINICAL.md §1 "prominently for anyone with leg symptoms"):
// pain that reaches the thigh, below the knee or both legs, tingling, leg symptoms on walking, leg
// pain on coughing or in a self-test. Read from the evidence, which holds every present sign.
const LEG_ANSWERS = new Set([
  'pain_location=thigh',
  'pain_location=below_knee',
  'pain_location=both_legs',
  'leg_tingling=yes',
  'walking_limit=leg_symptoms_eased_by_sitting',
  'walking_limit=leg_symptoms_other',
  'cough_sneeze=leg_pain',
  'straight_leg_raise=leg_pain_below_knee',
  'forward_bend=leg_pain',
  'backward_bend=leg_pain',
]);
// Ticked warning signs that are themselves about the legs. Bladder trouble or saddle numbness are
// not, nor are the combinations that a sign of either may make (cancer_neuro, trauma_neuro).
const LEG_FLAGS = new Set(['bilateral_leg', 'progressive_weakness', 'bilateral_leg_check']);

/** Whether the person reported leg symptoms: a leg answer among the evidence, or a leg warning sign. */
export function hasLegSymptoms(analysis: Analysis): boolean {
  return (
    analysis.categories.some((c) => c.evidence.some((e) => LEG_ANSWERS.has(`${e.questionKey}=${e.answer}`))) ||
    analysis.redFlags.some((f) => LEG_FLAGS.has(f.id))
  );
}

function isPregnant(analysis: Analysis): boolean {
  return analysis.categories.some((c) => c.evidence.some((e) => e.questionKey === 'health_background' && e.answer === 'pregnant'));
}

interface Props {
  result: AssessmentAnalysisResponse;
  /** The current question list; the wording stored with the answers (`shownWording`) wins over it. */
  questions: readonly EvidenceQuestion[];
  /** A sentence above the result, e.g. when another assessment than the one asked for is shown. */
  notice?: string | null;
  testMode?: boolean;
  /** Whose page it is (the reports list to refresh after a download). */
  userId?: string;
  /** The full report of this assessment is paid. */
  paid?: boolean;
  /** Its payment under the provider's review, or declined by it. */
  payment?: PaymentReviewState | null;
}

/**
 * Results page 2 (CLINICAL.md §1–3): the one safety box first. With an emergency sign the page is
 * the emergency only: the box (its heading is the page's), the 112 call and 1177 for the unsure,
 * nothing else (no result, no safety-net list that would speak of waiting weeks, no sale). With too
 * few answers an offer to answer again instead of a result; otherwise the patterns as
 * `patternView` decides, the risk of long-lasting trouble (never beside an urgent sign), the five
 * areas and the report.
 */
export function ResultsView({ result, questions, notice, testMode = false, userId = '', paid = false, payment = null }: Props) {
  const { analysis, createdAt } = result;
  // Every question text on the page is the one the person saw, whatever an admin edited since.
  const shownQuestions = questionsAsShown(questions, result.shownWording);
  const urgency = highestUrgency(analysis.redFlags);
  const flagQuestion = shownQuestions.find((q) => q.key === 'red_flags');
  const flagLabels = Object.fromEntries((flagQuestion?.options ?? []).map((o) => [o.value, o.label]));
  const noticeLine = notice && (
    <p role="status" className="rounded-lg bg-info-soft px-3 py-2">
      {notice}
    </p>
  );
  const backLink = (
    <Link to="/customer" className="self-start text-primary underline underline-offset-4">
      Till Mina rapporter
    </Link>
  );

  if (urgency === 'emergency') {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
        <p className="text-muted-foreground">Bedömning från {formatDateLong(createdAt)}</p>
        {noticeLine}
        <RedFlagAdvice flags={analysis.redFlags} labels={flagLabels} as="h1" />
        {backLink}
      </div>
    );
  }

  const urgent = urgency === 'urgent';
  const enough = hasEnoughAnswers(analysis);
  const legSymptoms = hasLegSymptoms(analysis);
  const safetyNet = <SafetyNet legSymptoms={legSymptoms} pregnant={isPregnant(analysis)} careAdvised={urgency !== null} />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-1">
        <p className="font-semibold text-primary">Ditt resultat</p>
        <h1 className="text-3xl font-bold">Din bedömning är klar</h1>
        <p className="text-muted-foreground">Bedömning från {formatDateLong(createdAt)}. Det här är en självskattning, ingen diagnos.</p>
      </header>

      {noticeLine}

      <RedFlagAdvice flags={analysis.redFlags} labels={flagLabels} />
      {legSymptoms && safetyNet}

      {enough && (
        <>
          <PatternSection analysis={analysis} questions={shownQuestions} calm={!urgent} />
          {/* CLINICAL.md §1: with an urgent sign the risk group is stored but not shown. */}
          {!urgent && <RiskGroupCard group={analysis.riskGroup} complete={analysis.riskGroupComplete} urgency={urgency} />}
          <AreasCard areas={analysis.riskAreas} />
        </>
      )}
      {!enough && <TooFewAnswers />}

      {!legSymptoms && safetyNet}
      {enough && <OfferCards assessmentId={result.assessmentId} userId={userId} paid={paid} urgent={urgent} payment={payment} />}
      {enough && testMode && <p className="rounded-lg bg-info-soft px-3 py-2 text-sm">Testläge: PDF-filerna som skapas här är testversioner.</p>}

      {backLink}
    </div>
  );
}
