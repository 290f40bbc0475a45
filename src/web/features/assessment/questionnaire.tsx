import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, CloudOff, Loader2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Question, TestAnswer } from '../../../shared/contracts/assessment';
import type { PublicUser } from '../../../shared/contracts/user';
import { triageRedFlags } from '../../../shared/domain/scoring/red-flags';
import { RedFlagAdvice } from '../../components/red-flag-advice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api';
import { clearGuestProgress, clearUserProgress, rememberCompletedAssessment, type LocalProgress } from '../../lib/assessment-storage';
import { AnswerInput, isAnswered, type Draft } from './answer-input';
import { ConsentCard, type Consent } from './consent-card';
import { QuestionImage } from './question-image';
import { useProgressSaver } from './use-progress-saver';

export const SAVE_FAILED_TEXT = 'Kunde inte spara bedömningen. Kontrollera din anslutning och försök igen. Dina svar finns kvar.';

interface Props {
  questions: Question[];
  user: PublicUser | null;
  initial: LocalProgress | null;
}

const emptyDraft = (q: Question): Draft => ({ completion: q.questionType === 'range' ? String(q.fields.completion.min ?? 0) : '' });

export function Questionnaire({ questions, user, initial }: Props) {
  const navigate = useNavigate();
  const total = questions.length;
  const [consent, setConsent] = useState<Consent | null>(initial?.consent ?? null);
  const [step, setStep] = useState(() => Math.min(initial?.currentStep ?? 0, total - 1));
  const [responses, setResponses] = useState<Record<string, TestAnswer>>(initial?.responses ?? {});
  const [lastUpdated, setLastUpdated] = useState(initial?.lastUpdated ?? new Date().toISOString());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const question = questions[step]!;
  const stored = responses[String(step)];
  const draft: Draft = stored && stored.testId === question.key ? stored : emptyDraft(question);

  const progress: LocalProgress | null = useMemo(
    () => (consent ? { currentStep: step, responses, lastUpdated, consent, total, email: user?.email ?? null } : null),
    [consent, step, responses, lastUpdated, total, user],
  );
  const saveState = useProgressSaver(user, progress);

  useEffect(() => {
    if (initial && initial.currentStep > 0) {
      toast({ title: 'Välkommen tillbaka!', description: `Du fortsätter där du slutade, på fråga ${Math.min(initial.currentStep + 1, total)} av ${total}.` });
    }
  }, [initial, total]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const answers = useMemo(() => Object.fromEntries(Object.values(responses).map((r) => [r.testId, r])), [responses]);
  const redFlags = triageRedFlags(answers);
  const topUrgency = redFlags[0]?.urgency;
  const adviceRef = useRef<HTMLDivElement>(null);

  // The advice must be seen the moment it applies, even below the fold on a phone.
  useEffect(() => {
    if (!topUrgency) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    adviceRef.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  }, [topUrgency]);

  function record(next: Draft, nextStep = step) {
    setResponses((prev) => ({ ...prev, [String(step)]: { ...next, testId: question.key, testName: question.title } }));
    setStep(nextStep);
    setLastUpdated(new Date().toISOString());
  }

  const complete = useMutation({
    mutationFn: async (all: Record<string, TestAnswer>) => {
      const tests = questions.map((q, i) => {
        const r = all[String(i)];
        return r && r.testId === q.key ? r : { testId: q.key, testName: q.title, completion: 'skipped' };
      });
      return apiJson<{ id: string; claimToken: string | null }>('POST', '/api/assessments', {
        email: user?.email ?? null,
        responses: { tests, completedAt: new Date().toISOString() },
        status: 'completed',
        consent,
      });
    },
    onSuccess: ({ id, claimToken }) => {
      rememberCompletedAssessment(id, claimToken);
      if (user) {
        clearUserProgress(user.email);
        void navigate('/results');
      } else {
        clearGuestProgress();
        toast({ title: 'Bedömningen är sparad', description: 'Skapa ett konto för att se ditt resultat. Det tar en minut.', variant: 'success' });
        void navigate('/register?fran=bedomning');
      }
    },
    onError: () => toast({ title: 'Fel', description: SAVE_FAILED_TEXT, variant: 'destructive' }),
  });

  if (!consent) return <ConsentCard total={total} onConsent={setConsent} />;

  const last = step === total - 1;
  const answered = isAnswered(question, draft);

  function next(skip = false) {
    const value: Draft = skip ? { completion: 'skipped' } : draft;
    if (last) {
      const all = { ...responses, [String(step)]: { ...value, testId: question.key, testName: question.title } };
      setResponses(all);
      complete.mutate(all);
    } else {
      record(value, step + 1);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm font-semibold">
          <span>
            Steg {step + 1} av {total}
          </span>
          <SaveStatus state={saveState} />
        </div>
        <div role="progressbar" aria-label="Hur långt du har kommit" aria-valuemin={1} aria-valuemax={total} aria-valuenow={step + 1} className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${((step + 1) / total) * 100}%` }} />
        </div>
      </div>

      {question.key !== 'red_flags' && redFlags.length > 0 && <RedFlagAdvice flags={redFlags} />}

      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{question.category}</p>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
            {question.title}
          </h1>
          <p className="text-muted-foreground">{question.description}</p>
        </div>
        {question.imageUrl && <QuestionImage key={question.key} src={question.imageUrl} alt={question.imageAlt} />}
        {question.instructions.length > 0 && (
          <div>
            <h2 className="mb-2 font-semibold">Så gör du</h2>
            <ol className="list-decimal space-y-1 pl-6">
              {question.instructions.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </div>
        )}
        <AnswerInput key={question.key} question={question} draft={draft} onChange={(d) => record(d)} />
        <div ref={adviceRef}>{question.key === 'red_flags' && redFlags.length > 0 && <RedFlagAdvice flags={redFlags} />}</div>
      </Card>

      <div className="sticky bottom-0 -mx-4 flex items-center gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button variant="outline" disabled={step === 0 || complete.isPending} onClick={() => setStep(step - 1)}>
          Föregående
        </Button>
        <Button variant="ghost" disabled={complete.isPending} onClick={() => next(true)}>
          Hoppa över
        </Button>
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
