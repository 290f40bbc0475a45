import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { AlertOctagon, ChevronRight, ClipboardList, Clock, LayoutDashboard, LogOut, UserRound, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { AssessmentSummary } from '../../../shared/contracts/assessment';
import type { PublicUser } from '../../../shared/contracts/user';
import { formatDateLong } from '../../../shared/domain/dates';
import { URGENCY_HEADINGS } from '../../../shared/domain/scoring/advice';
import { AREA_LEVEL_LABELS, RISK_GROUP_HEADING, RISK_GROUP_LABELS } from '../../../shared/domain/scoring/presentation';
import { PaymentUnderReview } from '../../components/payment-review';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../app/auth-provider';
import { useSiteInfo } from '../../app/site-info';
import { useEndTestReview } from '../checkout/api';
import { myAssessmentsQuery } from '../results/api';
import { useQuestionnaireWords } from '../../components/site-claims';
import { usePageTitle } from '../../app/use-page-title';
import { ReportsList } from './reports-list';

const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit' });

/**
 * One assessment: the safety heading when a warning sign is there; with an emergency sign only that,
 * never a pattern or a risk group. The main pattern and the risk group come from the server as every
 * page shows them (null where they must not be shown).
 */
function AssessmentItem({ item }: { item: AssessmentSummary }) {
  const emergency = item.highestUrgency === 'emergency';
  return (
    <li>
      <Link
        to={`/results?assessment=${encodeURIComponent(item.id)}`}
        className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary sm:p-5"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold">
            {formatDateLong(item.createdAt)} <span className="font-normal text-muted-foreground">kl. {timeFormat.format(new Date(item.createdAt))}</span>
          </p>
          {item.highestUrgency && (
            <p
              className={
                emergency || item.highestUrgency === 'urgent'
                  ? 'flex items-center gap-1.5 font-semibold text-danger'
                  : 'flex items-center gap-1.5 text-amber-950'
              }
            >
              {emergency && <AlertOctagon className="size-4 shrink-0" aria-hidden="true" />}
              {URGENCY_HEADINGS[item.highestUrgency]}
            </p>
          )}
          {!emergency && !item.enoughAnswers && <p className="text-muted-foreground">{AREA_LEVEL_LABELS.unknown}</p>}
          {!emergency && item.enoughAnswers && (
            <>
              {/* The server's main pattern (mainPattern): none where a warning sign hides the patterns. */}
              {item.topCategory && (
                <p>
                  Liknar mest: <strong>{item.topCategory.label}</strong>
                </p>
              )}
              {/* Null beside an urgent sign (CLINICAL.md §1). */}
              {item.riskGroup && (
                <p className="text-muted-foreground">
                  {RISK_GROUP_HEADING}: {RISK_GROUP_LABELS[item.riskGroup]}
                </p>
              )}
            </>
          )}
          {item.payment && (
            <p className="tabular flex items-center gap-1.5 text-sm font-semibold">
              {item.payment.state === 'under_review' ? (
                <>
                  <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />{' '}
                  {item.payment.outcomeUnknown ? 'Betalningen kontrolleras med Klarna' : 'Betalningen granskas'} (order {item.payment.orderNumber})
                </>
              ) : (
                <>
                  <XCircle className="size-4 shrink-0 text-danger" aria-hidden="true" /> Betalningen för order {item.payment.orderNumber} godkändes inte. Inga
                  pengar har dragits.
                </>
              )}
            </p>
          )}
        </div>
        <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-primary">
          <span className="hidden sm:inline">Visa resultatet</span>
          <ChevronRight className="size-5" aria-hidden="true" />
        </span>
      </Link>
    </li>
  );
}

function AssessmentList({ list }: { list: UseQueryResult<AssessmentSummary[]> }) {
  const words = useQuestionnaireWords();
  if (list.isPending) return <Spinner label="Hämtar dina bedömningar..." className="py-8" />;
  if (list.isError) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p className="font-semibold">Dina bedömningar kunde inte hämtas</p>
        <p className="text-muted-foreground">Kontrollera din anslutning och försök igen.</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Försök igen
        </Button>
      </Card>
    );
  }
  if (list.data.length === 0) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <ClipboardList className="size-8 text-primary" aria-hidden="true" />
        <p className="font-semibold">Du har ingen bedömning än</p>
        <p className="text-muted-foreground">Gör bedömningen{words && ` (${words.duration})`}, så hittar du ditt resultat här.</p>
        <Button asChild>
          <Link to="/assessment">Starta bedömningen</Link>
        </Button>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {list.data.map((item) => (
        <AssessmentItem key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** 'Mina rapporter': the customer's home (/customer and /mina-sidor). */
export function CustomerHomePage() {
  usePageTitle('Mina rapporter');
  const { user } = useAuth();

  if (!user) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
        <h1 className="text-3xl font-bold">Mina rapporter</h1>
        <p className="text-lg">Logga in för att se dina rapporter</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/login">Logga in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register">Skapa konto</Link>
          </Button>
        </div>
      </div>
    );
  }

  return <SignedInHome user={user} />;
}

function SignedInHome({ user }: { user: PublicUser }) {
  const { signOut, isHandingOver } = useAuth();
  const assessments = useQuery({ ...myAssessmentsQuery(user.id), enabled: !isHandingOver });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="font-semibold text-primary">Mina rapporter</p>
          <h1 className="text-3xl font-bold">Välkommen, {user.name || user.email}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.role === 'admin' && (
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" /> Administration
              </Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/profile">
              <UserRound aria-hidden="true" /> Min profil
            </Link>
          </Button>
          <Button variant="ghost" onClick={() => signOut()}>
            <LogOut aria-hidden="true" /> Logga ut
          </Button>
        </div>
      </header>

      <ReviewedPayments user={user} assessments={assessments.data} />

      <section aria-labelledby="reports-heading" className="flex flex-col gap-3">
        <h2 id="reports-heading" className="text-xl font-bold">
          Dina rapporter
        </h2>
        <ReportsList user={user} enabled={!isHandingOver} paidWaiting={assessments.data?.filter((a) => a.reportPaid).length ?? 0} />
      </section>

      <section aria-labelledby="assessments-heading" className="flex flex-col gap-3">
        <h2 id="assessments-heading" className="text-xl font-bold">
          Dina bedömningar
        </h2>
        <AssessmentList list={assessments} />
      </section>
    </div>
  );
}

/** Payments the provider holds for review: the same state as on the results page, never a dead end. */
function ReviewedPayments({ user, assessments }: { user: PublicUser; assessments: AssessmentSummary[] | undefined }) {
  const { payments } = useSiteInfo();
  const endReview = useEndTestReview(user.id);
  const held = (assessments ?? []).filter((a) => a.payment?.state === 'under_review');
  if (held.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {held.map((item) => (
        <PaymentUnderReview
          key={item.id}
          orderNumber={item.payment!.orderNumber}
          at={item.payment!.at}
          provider={payments.provider}
          outcomeUnknown={item.payment!.outcomeUnknown}
          testEnd={
            payments.provider === 'test'
              ? { pending: endReview.isPending && endReview.variables === item.payment!.orderId, onEnd: () => endReview.mutate(item.payment!.orderId) }
              : null
          }
        >
          <Button asChild variant="outline" className="self-start">
            <Link to={`/results?assessment=${encodeURIComponent(item.id)}`}>Visa resultatet</Link>
          </Button>
        </PaymentUnderReview>
      ))}
    </div>
  );
}
