import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../app/auth-provider';
import { usePageTitle } from '../../app/use-page-title';
import { PAGE_META } from '../../../shared/page-meta';
import { bundledQuestionsQuery, progressQuery, questionsQuery } from './api';
import { newest, readGuestClaim, readGuestProgress, readUserProgress, type LocalProgress } from './assessment-storage';
import { FinishedChoice } from './finished-choice';
import { Questionnaire } from './questionnaire';

/** Loads the questions and any saved progress, then hands over to the questionnaire. */
export function AssessmentPage() {
  usePageTitle(PAGE_META['/assessment']!.title, undefined, PAGE_META['/assessment']!.description);
  const { user } = useAuth();
  const remote = useQuery(questionsQuery());
  const bundled = useQuery(bundledQuestionsQuery(remote.isError));
  const serverProgress = useQuery({ ...progressQuery(user?.id ?? ''), enabled: !!user });
  // Read once, on arrival: a guest who finished here and has no new answers under way gets the
  // result first and starting over as a choice (never again once they finish or stop meanwhile).
  const [finishedHere, setFinishedHere] = useState(() => !readGuestProgress() && !!readGuestClaim());

  const questions = remote.data ?? bundled.data;
  const waitingForProgress = !!user && serverProgress.isPending;
  if ((!questions && (remote.isPending || bundled.isPending)) || waitingForProgress) {
    return <Spinner label="Laddar frågor..." className="min-h-[50vh]" page />;
  }
  if (!questions || questions.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
        <h1 className="text-2xl font-bold">Bedömningen kan inte visas just nu</h1>
        <p>Inga frågor tillgängliga. Kontrollera frågeredigeraren.</p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/">Till startsidan</Link>
        </Button>
      </div>
    );
  }

  const local = user ? readUserProgress(user.email) : readGuestProgress();
  const server: LocalProgress | null = serverProgress.data ?? null;
  const initial = newest(local, server);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6 sm:py-10">
      {!remote.data && (
        <p role="status" className="rounded-lg bg-info-soft px-3 py-2 text-sm">
          Vi kunde inte hämta de senaste frågorna, så du får vår sparade version. Dina svar sparas som vanligt.
        </p>
      )}
      {finishedHere && !user ? (
        <FinishedChoice onStartOver={() => setFinishedHere(false)} />
      ) : (
        <Questionnaire key={user?.id ?? 'guest'} questions={questions} user={user} initial={initial} />
      )}
    </div>
  );
}
