import { Link } from 'react-router';
import type { AssessmentAnalysisResponse, Question } from '../../../shared/contracts/assessment';
import { formatDateLong } from '../../../shared/domain/dates';
import { hasEnoughAnswers, highestUrgency } from '../../../shared/domain/scoring/presentation';
import { RedFlagAdvice } from '../../components/red-flag-advice';
import { AreasCard } from './areas-card';
import { OfferCards, TooFewAnswers } from './offer-cards';
import { PatternSection } from './pattern-section';
import { RiskGroupCard } from './risk-group-card';
import { SafetyNet } from './safety-net';

type Analysis = AssessmentAnalysisResponse['analysis'];

// Warning signs that concern the nerves to the legs (CLINICAL.md §1 "nerve sign", table B).
const NERVE_FLAGS = new Set([
  'bladder_bowel',
  'saddle_numbness',
  'bilateral_leg',
  'progressive_weakness',
  'cancer_neuro',
  'trauma_neuro',
  'bilateral_leg_check',
]);

/** Leg symptoms: any present sign of nerve involvement, or a nerve-related warning sign. */
export function hasLegSymptoms(analysis: Analysis): boolean {
  const nerve = analysis.categories.find((c) => c.id === 'nervinklammning');
  return (nerve?.evidence.length ?? 0) > 0 || analysis.redFlags.some((f) => NERVE_FLAGS.has(f.id));
}

function isPregnant(analysis: Analysis): boolean {
  return analysis.categories.some((c) => c.evidence.some((e) => e.questionKey === 'health_background' && e.answer === 'pregnant'));
}

interface Props {
  result: AssessmentAnalysisResponse;
  questions: Question[];
  /** A sentence above the result, e.g. when another assessment than the one asked for is shown. */
  notice?: string | null;
  testMode?: boolean;
  /** Whose page it is (the reports list to refresh after a download). */
  userId?: string;
  /** The full report of this assessment is paid. */
  paid?: boolean;
}

/**
 * Results page 2 (CLINICAL.md §1–3): the advice first; with an emergency sign only the advice and
 * the safety net; with too few answers an offer to answer again instead of a result; otherwise the
 * patterns in words, the risk of long-lasting trouble, the five areas and the report.
 */
export function ResultsView({ result, questions, notice, testMode = false, userId = '', paid = false }: Props) {
  const { analysis, createdAt } = result;
  const urgency = highestUrgency(analysis.redFlags);
  const emergency = urgency === 'emergency';
  const enough = hasEnoughAnswers(analysis);
  const legSymptoms = hasLegSymptoms(analysis);
  const showResult = !emergency && enough;
  const flagQuestion = questions.find((q) => q.key === 'red_flags');
  const flagLabels = Object.fromEntries((flagQuestion?.options ?? []).map((o) => [o.value, o.label]));
  const safetyNet = <SafetyNet legSymptoms={legSymptoms} pregnant={isPregnant(analysis)} />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-1">
        <p className="font-semibold text-primary">Ditt resultat</p>
        <h1 className="text-3xl font-bold">Din bedömning är klar</h1>
        <p className="text-muted-foreground">Bedömning från {formatDateLong(createdAt)}. Det här är en självskattning, ingen diagnos.</p>
        {!emergency && analysis.engineVersion.startsWith('1.') && (
          <p className="text-sm text-muted-foreground">Den här bedömningen gjordes med en tidigare version av analysen och visas som den sparades då.</p>
        )}
      </header>

      {notice && (
        <p role="status" className="rounded-lg bg-info-soft px-3 py-2">
          {notice}
        </p>
      )}

      <RedFlagAdvice flags={analysis.redFlags} labels={flagLabels} />
      {legSymptoms && safetyNet}

      {showResult && (
        <>
          <PatternSection categories={analysis.categories} questions={questions} calm={!urgency || urgency === 'soon'} />
          <RiskGroupCard group={analysis.riskGroup} complete={analysis.riskGroupComplete} urgent={urgency === 'urgent'} />
          <AreasCard areas={analysis.riskAreas} />
        </>
      )}
      {!emergency && !enough && <TooFewAnswers />}

      {!legSymptoms && safetyNet}
      {showResult && <OfferCards assessmentId={result.assessmentId} userId={userId} paid={paid} urgent={urgency === 'urgent'} />}
      {showResult && testMode && <p className="rounded-lg bg-info-soft px-3 py-2 text-sm">Testläge: PDF-filerna som skapas här är testversioner.</p>}

      <Link to="/customer" className="self-start text-primary underline underline-offset-4">
        Till Mina rapporter
      </Link>
    </div>
  );
}
