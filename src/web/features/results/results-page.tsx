import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { PublicUser } from '../../../shared/contracts/user';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { useAuth } from '../../app/auth-provider';
import { bundledQuestionsQuery, questionsQuery } from '../assessment/api';
import { questionnaireWords, takesSentence } from '../../components/site-claims';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { analysisQuery, myAssessmentsQuery, pickAssessment, underReview } from './api';
import { ResultsView } from './results-view';

const NOT_FOUND_NOTICE = 'Vi hittade inte den bedömningen bland dina. Här visas din senaste bedömning i stället.';

function GuestRedirect() {
  useEffect(() => {
    toast({ title: 'Logga in för att se ditt resultat', description: 'Skapa ett konto eller logga in, så visar vi resultatet av din bedömning.' });
  }, []);
  return <Navigate to="/register" replace />;
}

/** `onShown` runs once a result is on screen (app/ clears the quiz-flow markers with it). */
export function ResultsPage({ onShown }: { onShown?: () => void }) {
  usePageTitle('Ditt resultat');
  const { user, isChecking } = useAuth();
  if (!user) return isChecking ? <Spinner label="Hämtar ditt resultat..." className="min-h-[50vh]" /> : <GuestRedirect />;
  return <Results key={user.id} user={user} onShown={onShown} />;
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** The signed-in user's own latest assessment, or the one of theirs named in ?assessment=. */
function Results({ user, onShown }: { user: PublicUser; onShown: (() => void) | undefined }) {
  const site = useSiteInfo();
  const [params] = useSearchParams();
  const { isHandingOver } = useAuth();
  const remoteQuestions = useQuery(questionsQuery());
  const bundled = useQuery(bundledQuestionsQuery(remoteQuestions.isError));
  // A guest's assessment being claimed right now is not in the list yet: wait for the hand-over.
  const list = useQuery({ ...myAssessmentsQuery(user.id), enabled: !isHandingOver });
  // A list being refetched (just after a completion) may not hold the newest yet: wait for it. Not
  // while a payment is under review: then it is read again every few seconds, behind the page.
  const listReady = list.isSuccess && (!list.isFetching || underReview(list.data));
  const target = listReady ? pickAssessment(list.data, params.get('assessment')) : { id: null, requestedMissing: false };
  const latestId = list.data?.[0]?.id ?? null;
  const analysis = useQuery(analysisQuery(user.id, target.id, latestId));

  const shown = analysis.data?.result;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  if (list.isError || analysis.isError) {
    return (
      <Message title="Resultatet kunde inte hämtas">
        <p>Något gick fel när vi hämtade din bedömning. Dina svar är sparade. Försök igen om en stund.</p>
        <Button onClick={() => void (list.isError ? list.refetch() : analysis.refetch())} className="self-start">
          Försök igen
        </Button>
      </Message>
    );
  }
  if (isHandingOver || !listReady || (target.id && analysis.isPending)) return <Spinner label="Hämtar ditt resultat..." className="min-h-[50vh]" />;
  if (!shown) {
    return (
      <Message title="Du har ingen bedömning än">
        <p>Svara på frågorna först, så visar vi ditt resultat här.{takesSentence(questionnaireWords(site.questionnaire))}</p>
        <Button asChild className="self-start">
          <Link to="/assessment">Starta bedömningen</Link>
        </Button>
      </Message>
    );
  }
  const notice = target.requestedMissing || analysis.data?.fellBack ? NOT_FOUND_NOTICE : null;
  const questions = remoteQuestions.data ?? bundled.data ?? [];
  const item = list.data?.find((a) => a.id === shown.assessmentId);
  return (
    <ResultsView
      result={shown}
      questions={questions}
      notice={notice}
      testMode={site.environment !== 'production'}
      userId={user.id}
      paid={item?.reportPaid ?? false}
      payment={item?.payment ?? null}
    />
  );
}
