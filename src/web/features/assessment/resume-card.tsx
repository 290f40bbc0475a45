import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-provider';
import { Button } from '../../components/ui/button';
import { progressQuery, useDeleteProgress } from './api';
import { clearGuestProgress, clearUserProgress, newest, readGuestProgress, readUserProgress, type LocalProgress } from './assessment-storage';

// The position is counted with the triage (an urgent sign leaves the self-tests out), which the
// first page load does not need: it comes with the card, after the page.
const WhereYouWere = lazy(() => import('./where-you-were').then((m) => ({ default: m.WhereYouWere })));

/** Shown only when saved progress exists: where the visitor was, and the choice to go on or start over. */
export function ResumeCard() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const server = useQuery({ ...progressQuery(user?.id ?? ''), enabled: !!user });
  const deleteProgress = useDeleteProgress(user?.id ?? null);
  const local = user ? readUserProgress(user.email) : readGuestProgress();
  const progress: LocalProgress | null = newest(local, server.data ?? null);
  if (!progress) return null;

  async function startOver() {
    if (user) {
      clearUserProgress(user.email);
      await deleteProgress.mutateAsync().catch(() => undefined);
    } else {
      clearGuestProgress();
    }
    void navigate('/assessment');
  }

  return (
    <section
      aria-labelledby="resume-heading"
      className="flex flex-col gap-3 rounded-2xl border-2 border-primary bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="resume-heading" className="text-lg font-bold">
          Fortsätt där du slutade
        </h2>
        <p className="text-muted-foreground">
          <Suspense fallback={null}>
            <WhereYouWere progress={progress} />
          </Suspense>{' '}
          Dina svar är sparade.
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button onClick={() => void navigate('/assessment')}>Fortsätt</Button>
        <Button variant="outline" onClick={() => void startOver()}>
          <RotateCcw aria-hidden="true" /> Börja om
        </Button>
      </div>
    </section>
  );
}
