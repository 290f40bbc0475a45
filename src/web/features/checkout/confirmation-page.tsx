import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatKronorExact } from '../../../shared/domain/money';
import { formatVatRate } from '../../../shared/domain/pricing';
import { DownloadButton } from '../../components/download-button';
import { TestReviewEnd } from '../../components/payment-review';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { useAuth } from '../../app/auth-provider';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { reportFiles, useReportDownload } from '../reports/api';
import { orderQuery, useEndTestReview } from './api';
import { fallbackReportFileName } from '../../../shared/domain/report-file-names';

/** The spec's automatic download, 2 s after a successful payment. */
const AUTO_DOWNLOAD_MS = 2000;

function Page({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-12">
      <div className="flex items-center gap-3">
        {icon}
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** The payment result page (spec): driven by ?success, ?pending, ?order, ?error and ?mode. */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const success = params.get('success') === 'true';
  const pending = params.get('pending') === 'true';
  usePageTitle(success ? 'Betalning genomförd' : pending ? 'Betalning pågår' : 'Något gick fel');
  if (success) return <Success orderId={params.get('order')} mode={params.get('mode')} />;
  if (pending) {
    return (
      <Page icon={<Clock className="size-8 text-primary" aria-hidden="true" />} title="Betalning pågår">
        <OrderLine orderId={params.get('order')} />
        <p>
          Betaltjänsten granskar betalningen. När den är godkänd får du rapporten med e-post, och den finns då under Mina rapporter. Godkänns den inte dras inga
          pengar, och du får besked med e-post.
        </p>
        {params.get('mode') === 'test' && <EndTestReview orderId={params.get('order')} />}
        <Button asChild variant="outline" className="self-start">
          <Link to="/customer">Till Mina rapporter</Link>
        </Button>
      </Page>
    );
  }
  return (
    <Page icon={<XCircle className="size-8 text-danger" aria-hidden="true" />} title="Något gick fel">
      <p>Betalningen gick inte igenom. Du kan försöka igen, med samma eller ett annat betalsätt.</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="accent">
          <Link to="/results">Försök igen</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Till startsidan</Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Kontakta support om pengar dragits från ditt konto.</p>
    </Page>
  );
}

/** Test mode: the test provider's review ends when asked (its stand-in for Klarna's notification); the result page then shows how. */
function EndTestReview({ orderId }: { orderId: string | null }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const order = useQuery(orderQuery(user?.id ?? '', user ? orderId : null));
  const end = useEndTestReview(user?.id ?? '');
  const assessmentId = order.data?.assessmentId;
  if (!orderId || !assessmentId) return null;
  return (
    <TestReviewEnd
      pending={end.isPending}
      onEnd={() => end.mutate(orderId, { onSettled: () => void navigate(`/results?assessment=${encodeURIComponent(assessmentId)}#kop`) })}
    />
  );
}

/**
 * The order number, the one the customer quotes (the same in the mails, on the receipt and on the
 * report's cover). Never the order's internal id in its place: until the order is read, nothing.
 */
function OrderLine({ orderId }: { orderId: string | null }) {
  const { user } = useAuth();
  const order = useQuery(orderQuery(user?.id ?? '', user ? orderId : null));
  if (!orderId || !user || order.isError) return null;
  return <p className="tabular">Ordernummer: {order.data ? order.data.orderNumber : <span className="text-muted-foreground">hämtas …</span>}</p>;
}

function Success({ orderId, mode }: { orderId: string | null; mode: string | null }) {
  const { user, isChecking } = useAuth();
  const site = useSiteInfo();
  const [params, setParams] = useSearchParams();
  const order = useQuery(orderQuery(user?.id ?? '', user ? orderId : null));
  const download = useReportDownload(user?.id ?? null);
  const failed = params.get('error') === 'report_failed';
  const assessmentId = order.data?.assessmentId ?? null;
  const started = useRef(false);

  const get = () => {
    if (!assessmentId) return;
    download.mutate(
      { fetch: () => reportFiles.full(assessmentId), fallbackName: fallbackReportFileName('full') },
      {
        onSuccess: () => {
          toast({ title: 'Rapporten är nedladdad', description: 'PDF-filen finns bland dina hämtade filer.', variant: 'success' });
          if (failed) setParams((p) => (p.delete('error'), p), { replace: true });
        },
        onError: () => setParams((p) => (p.set('error', 'report_failed'), p), { replace: true }),
      },
    );
  };

  // The report downloads by itself 2 s after the payment (spec), once.
  useEffect(() => {
    if (!assessmentId || started.current || failed) return;
    started.current = true;
    const timer = setTimeout(get, AUTO_DOWNLOAD_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the order is known
  }, [assessmentId]);

  if (isChecking || (user && orderId && order.isPending)) return <Spinner label="Hämtar din order …" className="min-h-[50vh]" />;
  const o = order.data;
  return (
    <Page icon={<CheckCircle2 className="size-8 text-primary" aria-hidden="true" />} title="Betalning genomförd!">
      {(mode === 'playground' || mode === 'test') && (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-amber-950">
          {mode === 'playground' ? 'Testläge (Klarna playground): ingen riktig betalning har gjorts.' : 'Testläge: ingen riktig betalning har gjorts.'}
        </p>
      )}
      {failed && (
        <div role="alert" className="flex gap-3 rounded-xl border-2 border-amber-400 bg-warning-soft p-4 text-amber-950">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            Betalningen gick igenom, men rapporten kunde inte skapas just nu. Vi försöker igen automatiskt och skickar den till din e-post så snart den är klar.
            Kontakta supporten på {site.supportEmail} om den inte har kommit inom en timme.
          </p>
        </div>
      )}
      {/* The order number, never the order's internal id: an order that could not be read shows none. */}
      {o && (
        <Card className="flex flex-col gap-1.5 text-sm">
          <p className="tabular">
            <span className="font-semibold">Ordernummer:</span> {o.orderNumber}
          </p>
          <p>{o.productName}</p>
          {o.discountAmount > 0 && (
            <p className="tabular">
              Rabatt{o.discountCode ? ` (${o.discountCode})` : ''}: −{formatKronorExact(o.discountAmount)}
            </p>
          )}
          <p className="tabular">
            Betalt: <span className="font-semibold">{formatKronorExact(o.total)}</span> (varav moms {formatVatRate(o.vatRateBp)} {formatKronorExact(o.vat)})
          </p>
          <p className="text-muted-foreground">Kvittot och rapporten kommer också med e-post.</p>
        </Card>
      )}
      {assessmentId && (
        <DownloadButton variant="accent" size="lg" pending={download.isPending} onClick={get}>
          Ladda ner rapporten
        </DownloadButton>
      )}
      <Button asChild variant="outline" className="self-start">
        <Link to="/customer">Till Mina rapporter</Link>
      </Button>
    </Page>
  );
}
