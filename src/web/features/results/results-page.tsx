import { useQuery } from '@tanstack/react-query';
import { FileDown, FileText, Lock } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import type { AssessmentAnalysisResponse } from '../../../shared/contracts/assessment';
import { formatDateLong } from '../../../shared/domain/dates';
import { formatKronor } from '../../../shared/domain/money';
import { REPORT_PRICE_ORE, vatIncluded } from '../../../shared/domain/pricing';
import { RedFlagAdvice } from '../../components/red-flag-advice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api';
import { clearQuizFlowMarkers, readGuestClaim } from '../../lib/assessment-storage';
import { useAuth } from '../../lib/auth-provider';
import { handOverGuestData } from '../../lib/guest-handover';
import { useQuestions } from '../../lib/questions';
import { useSiteInfo } from '../../lib/site-info';
import { readJson } from '../../lib/storage';
import { usePageTitle } from '../../lib/use-page-title';
import { AnalysisView } from './analysis-view';

function GuestRedirect() {
  useEffect(() => {
    toast({ title: 'Logga in för att se ditt resultat', description: 'Skapa ett konto eller logga in, så visar vi resultatet av din bedömning.' });
  }, []);
  return <Navigate to="/register" replace />;
}

export function ResultsPage() {
  usePageTitle('Ditt resultat');
  const { user } = useAuth();
  if (!user) return <GuestRedirect />;
  return <Results userId={user.id} />;
}

function Results({ userId }: { userId: string }) {
  const { user } = useAuth();
  const site = useSiteInfo();
  const questions = useQuestions();
  const result = useQuery({
    queryKey: ['latest-analysis', userId],
    queryFn: async (): Promise<AssessmentAnalysisResponse | null> => {
      // A guest assessment made on this device belongs to this account once claimed.
      if (user && readGuestClaim()) await handOverGuestData(user);
      const { assessments } = await apiJson<{ assessments: { id: string }[] }>('GET', '/api/my-assessments');
      const id = assessments[0]?.id ?? readJson<string>('assessmentId');
      return id ? apiJson<AssessmentAnalysisResponse>('GET', `/api/assessments/${id}/analysis`) : null;
    },
  });

  useEffect(() => {
    if (result.data) clearQuizFlowMarkers();
  }, [result.data]);

  if (result.isPending) return <Spinner label="Hämtar ditt resultat..." className="min-h-[50vh]" />;
  if (result.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
        <h1 className="text-2xl font-bold">Resultatet kunde inte hämtas</h1>
        <p>Något gick fel när vi hämtade din bedömning. Dina svar är sparade.</p>
        <Button onClick={() => void result.refetch()} className="self-start">
          Försök igen
        </Button>
      </div>
    );
  }
  if (!result.data) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
        <h1 className="text-2xl font-bold">Du har ingen bedömning än</h1>
        <p>Svara på frågorna först, så visar vi ditt resultat här. Det tar 5–10 minuter.</p>
        <Button asChild className="self-start">
          <Link to="/assessment">Starta bedömningen</Link>
        </Button>
      </div>
    );
  }

  const { analysis, createdAt } = result.data;
  const emergency = analysis.redFlags[0]?.urgency === 'emergency';
  const redFlagQuestion = questions.data?.questions.find((q) => q.key === 'red_flags');
  const flagLabels = Object.fromEntries((redFlagQuestion?.options ?? []).map((o) => [o.value, o.label]));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <RedFlagAdvice flags={analysis.redFlags} labels={flagLabels} />
      <header className="flex flex-col gap-1">
        <p className="font-semibold text-primary">Ditt resultat</p>
        <h1 className="text-3xl font-bold">Din bedömning är klar</h1>
        <p className="text-muted-foreground">Bedömning från {formatDateLong(createdAt)}. Det här är en självskattning, ingen diagnos.</p>
      </header>

      <AnalysisView analysis={analysis} questions={questions.data?.questions ?? []} />

      <div className="grid gap-4 md:grid-cols-2">
        {emergency ? (
          <Card className="flex flex-col gap-3 border-danger">
            <h2 className="text-xl font-bold">Sök vård först</h2>
            <p>Dina svar visar tecken som behöver undersökas av vården nu. Därför erbjuder vi ingen rapport just nu. Ditt resultat finns kvar här.</p>
          </Card>
        ) : (
          <Card className="flex flex-col gap-3 border-2 border-primary">
            <FileText className="size-7 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-bold">Fullständig rapport</h2>
            <p className="flex items-baseline gap-2">
              <span className="tabular text-3xl font-bold">{formatKronor(REPORT_PRICE_ORE)}</span>
              <span className="text-muted-foreground">inkl. 25 % moms ({formatKronor(vatIncluded(REPORT_PRICE_ORE))})</span>
            </p>
            <p className="text-sm text-muted-foreground">8–10 sidor med analys, träningsprogram i tre steg, råd och prognos. Engångsköp.</p>
            <Button variant="accent" disabled>
              <Lock aria-hidden="true" /> Köp rapporten
            </Button>
            <p className="text-sm text-muted-foreground">Betalningen öppnar inom kort.</p>
          </Card>
        )}
        <Card className="flex flex-col gap-3">
          <FileDown className="size-7 text-primary" aria-hidden="true" />
          <h2 className="text-xl font-bold">Gratis förhandsvisning</h2>
          <p className="text-sm text-muted-foreground">En kort sammanfattning av ditt resultat som PDF{emergency ? ', med råden om vård först' : ''}.</p>
          <Button variant="outline" disabled>
            Ladda ner förhandsvisningen
          </Button>
          <p className="text-sm text-muted-foreground">Förhandsvisningen öppnar inom kort.</p>
        </Card>
      </div>

      {site.environment !== 'production' && <p className="rounded-lg bg-info-soft px-3 py-2 text-sm">Testläge: PDF-filerna som skapas här är testversioner.</p>}

      <Link to="/customer" className="self-start text-primary underline underline-offset-4">
        Till Mina rapporter
      </Link>
    </div>
  );
}
