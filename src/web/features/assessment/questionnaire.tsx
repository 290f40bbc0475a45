import { CheckCircle2, CloudOff, Loader2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Question, TestAnswer } from '../../../shared/contracts/assessment';
import type { PublicUser } from '../../../shared/contracts/user';
import { URGENT_SKIPS_TESTS } from '../../../shared/domain/scoring/advice';
import { highestUrgency } from '../../../shared/domain/scoring/presentation';
import { triageRedFlags } from '../../../shared/domain/scoring/red-flags';
import { RedFlagAdvice } from '../../components/red-flag-advice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { useCompleteAssessment } from './api';
import { clearGuestProgress, clearUserProgress, rememberCompletedAssessment, type LocalProgress } from './assessment-storage';
import { isAnswered, type Draft } from '../../components/question/answer-input';
import { QuestionView } from '../../components/question/question-view';
import { ConsentCard, type Consent } from './consent-card';
import { EmergencyStop } from './emergency-stop';
import { answerMap, answersForBank, completedTests, isSelfTest, stepPosition, visibleSteps } from './steps';
import { useProgressSaver } from './use-progress-saver';
import { questionnaireFacts } from '../../../shared/domain/questionnaire-facts';

export const SAVE_FAILED_TEXT = 'Kunde inte spara bedömningen. Kontrollera din anslutning och försök igen. Dina svar finns kvar.';

interface Props {
  questions: Question[];
  user: PublicUser | null;
  initial: LocalProgress | null;
}

export function Questionnaire({ questions, user, initial }: Props) {
  const navigate = useNavigate();
  const [consent, setConsent] = useState<Consent | null>(initial?.consent ?? null);
  const [step, setStep] = useState(() => Math.min(initial?.currentStep ?? 0, questions.length - 1));
  // Answers saved for an earlier version of the bank are dropped where the step's question changed.
  const [responses, setResponses] = useState<Record<string, TestAnswer>>(() => answersForBank(questions, initial?.responses));
  const [lastUpdated, setLastUpdated] = useState(initial?.lastUpdated ?? new Date().toISOString());
  const [stopped, setStopped] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const question = questions[step]!;
  const stored = responses[String(step)];
  const draft: Draft = stored && stored.testId === question.key ? stored : { completion: '' };

  // The same triage the server runs, after every answer: combinations show the moment they form.
  const redFlags = useMemo(() => triageRedFlags(answerMap(responses)), [responses]);
  const urgency = highestUrgency(redFlags);
  const steps = useMemo(() => visibleSteps(questions, urgency), [questions, urgency]);
  const position = Math.max(0, steps.indexOf(step));
  const total = steps.length;

  const progress: LocalProgress | null = useMemo(
    () => (consent ? { currentStep: step, responses, lastUpdated, consent, email: user?.email ?? null } : null),
    [consent, step, responses, lastUpdated, user],
  );
  const saveState = useProgressSaver(user, progress);

  useEffect(() => {
    if (initial && initial.currentStep > 0) {
      const at = stepPosition(questions, initial.responses, initial.currentStep);
      toast({ title: 'Välkommen tillbaka!', description: `Du fortsätter där du slutade, på fråga ${at.number} av ${at.total}.` });
    }
  }, [initial, questions]);

  // Focus follows the question: after the consent and on every step.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step, consent, stopped]);

  // New advice must be seen the moment it applies, even below the fold on a phone.
  const adviceRef = useRef<HTMLDivElement>(null);
  const flagKey = redFlags.map((f) => f.id).join(',');
  useEffect(() => {
    if (!flagKey) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    adviceRef.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  }, [flagKey]);

  function record(next: Draft) {
    setResponses((prev) => ({ ...prev, [String(step)]: { ...next, testId: question.key, testName: question.title } }));
    setLastUpdated(new Date().toISOString());
  }

  const completion = useCompleteAssessment(user?.id ?? null);
  const complete = {
    isPending: completion.isPending,
    isSuccess: completion.isSuccess,
    mutate(all: Record<string, TestAnswer>) {
      if (!consent) return;
      const body = {
        email: user?.email ?? null,
        responses: { tests: completedTests(questions, all), completedAt: new Date().toISOString() },
        status: 'completed' as const,
        consent,
      };
      completion.mutate(body, {
        onSuccess: ({ id, claimToken, sellable }) => {
          rememberCompletedAssessment(id, claimToken, sellable);
          if (user) {
            clearUserProgress(user.email);
            void navigate(`/results?assessment=${id}`);
          } else {
            clearGuestProgress();
            if (stopped) return;
            toast({ title: 'Bedömningen är sparad', description: 'Skapa ett konto för att se ditt resultat. Det tar en minut.', variant: 'success' });
            void navigate('/register?fran=bedomning');
          }
        },
        onError: () => toast({ title: 'Fel', description: SAVE_FAILED_TEXT, variant: 'destructive' }),
      });
    },
  };

  if (!consent) return <ConsentCard facts={questionnaireFacts(questions)} onConsent={setConsent} />;

  if (stopped && urgency === 'emergency') {
    return (
      <EmergencyStop
        flags={redFlags}
        saving={complete.isPending}
        saved={complete.isSuccess}
        onSave={() => complete.mutate(responses)}
        onBack={() => setStopped(false)}
      />
    );
  }

  const nextStep = steps[position + 1];
  const last = nextStep === undefined;
  const answered = isAnswered(question, draft);
  // The warning signs must be answered; every other question may be skipped.
  const skippable = question.key !== 'red_flags';

  function next(skip = false) {
    const value: Draft = skip ? { completion: 'skipped' } : draft;
    const all = { ...responses, [String(step)]: { ...value, testId: question.key, testName: question.title } };
    setResponses(all);
    setLastUpdated(new Date().toISOString());
    // An emergency stops the questionnaire at once: no further questions.
    if (highestUrgency(triageRedFlags(answerMap(all))) === 'emergency') {
      setStopped(true);
      return;
    }
    if (last) complete.mutate(all);
    else setStep(nextStep);
  }

  const testsSkipped = urgency === 'urgent' && questions.some(isSelfTest);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm font-semibold">
          <span>
            Fråga {position + 1} av {total}
          </span>
          <SaveStatus state={saveState} />
        </div>
        <div
          role="progressbar"
          aria-label="Hur långt du har kommit"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={position + 1}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${((position + 1) / total) * 100}%` }} />
        </div>
      </div>

      <div ref={adviceRef} className="flex flex-col gap-3">
        {redFlags.length > 0 && <RedFlagAdvice flags={redFlags} />}
        {testsSkipped && (
          <p role="status" className="rounded-xl border border-border bg-muted px-4 py-3 text-sm">
            {URGENT_SKIPS_TESTS}
          </p>
        )}
      </div>

      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <QuestionView question={question} draft={draft} headingId={headingId} headingRef={headingRef} onChange={record} />
      </Card>

      <div className="sticky bottom-0 -mx-4 flex items-center gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button variant="outline" disabled={position === 0 || complete.isPending} onClick={() => setStep(steps[position - 1] ?? step)}>
          Föregående
        </Button>
        {skippable && (
          <Button variant="ghost" disabled={complete.isPending} onClick={() => next(true)}>
            Hoppa över
          </Button>
        )}
        <Button className="ml-auto" variant={last ? 'accent' : 'primary'} disabled={!answered || complete.isPending} onClick={() => next(false)}>
          {complete.isPending ? 'Sparar…' : last ? 'Slutför bedömning' : 'Nästa'}
        </Button>
      </div>
    </div>
  );
}

function SaveStatus({ state }: { state: ReturnType<typeof useProgressSaver> }) {
  if (state === 'saving')
    return (
      <span className="flex items-center gap-1 text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Sparar…
      </span>
    );
  if (state === 'offline')
    return (
      <span className="flex items-center gap-1 text-amber-900" role="status">
        <CloudOff className="size-4" aria-hidden="true" /> Sparat på enheten
      </span>
    );
  if (state === 'saved')
    return (
      <span className="flex items-center gap-1 text-muted-foreground" role="status">
        <CheckCircle2 className="size-4 text-primary" aria-hidden="true" /> Sparat
      </span>
    );
  return null;
}
