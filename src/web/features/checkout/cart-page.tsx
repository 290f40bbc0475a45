import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, FileText, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateLong } from '../../../shared/domain/dates';
import { formatKronor } from '../../../shared/domain/money';
import { PaymentUnderReview } from '../../components/payment-review';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../app/auth-provider';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { myAssessmentsQuery, reportWaiting } from '../results/api';

function Empty() {
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-bold">Din kundvagn är tom</h2>
      <p>Här hamnar rapporten till din senaste bedömning tills du har köpt den. Gör bedömningen först, så ser du ditt resultat direkt.</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/assessment">Starta bedömningen</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/butik">Till butiken</Link>
        </Button>
      </div>
    </Card>
  );
}

/** A guest's finished assessment: the way to the result is an account (the existing flow). */
function GuestFinished({ productLine }: { productLine: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-1 size-7 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-1 flex-col gap-1">
          <h2 className="text-xl font-bold">Din bedömning är klar</h2>
          <p>Du gjorde den på den här enheten. Skapa ett konto eller logga in, så ser du ditt resultat direkt. Det tar en minut.</p>
        </div>
      </div>
      {productLine}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="accent">
          <Link to="/register">Skapa konto och se resultatet</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/login">Logga in</Link>
        </Button>
      </div>
    </Card>
  );
}

/**
 * The cart (spec README: the badge counts the report waiting to be bought): the report of the
 * latest assessment, until it is bought; it is paid for on the results page, and while its payment
 * is under review the cart says so instead. A guest's finished assessment waits for an account
 * (`guestFinished`, and `guestWaiting` when its report could be bought, read on this device by app/).
 */
export function CartPage({ guestWaiting, guestFinished = guestWaiting }: { guestWaiting: boolean; guestFinished?: boolean }) {
  usePageTitle('Kundvagn');
  const { user, isChecking, isHandingOver } = useAuth();
  const site = useSiteInfo();
  const assessments = useQuery({ ...myAssessmentsQuery(user?.id ?? ''), enabled: !!user && !isHandingOver });
  const product = site.reportProduct;
  const latest = assessments.data?.[0];
  const waiting = user ? reportWaiting(assessments.data) : guestWaiting;
  const held = user && latest?.payment?.state === 'under_review' ? latest.payment : null;

  let body;
  if (isChecking || (user && assessments.isPending)) body = <Spinner label="Hämtar kundvagnen …" className="min-h-40" />;
  else if (user && assessments.isError)
    body = (
      <Card className="flex flex-col items-start gap-3" role="alert">
        <p>Kundvagnen kunde inte hämtas. Försök igen om en stund.</p>
        <Button variant="outline" onClick={() => void assessments.refetch()}>
          Försök igen
        </Button>
      </Card>
    );
  else if (held && latest)
    body = (
      <PaymentUnderReview orderNumber={held.orderNumber} at={held.at} provider={site.payments.provider} outcomeUnknown={held.outcomeUnknown}>
        <Button asChild variant="outline" className="self-start">
          <Link to={`/results?assessment=${encodeURIComponent(latest.id)}#kop`}>Till ditt resultat</Link>
        </Button>
      </PaymentUnderReview>
    );
  else if (!user && guestFinished)
    body = (
      <GuestFinished
        productLine={
          waiting &&
          product && (
            <div className="flex items-start justify-between gap-3 rounded-xl bg-muted/60 p-3">
              <div className="flex gap-2">
                <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{product.name}</p>
                  <p className="text-sm text-muted-foreground">8–10 sidor som PDF till din bedömning. Du kan köpa den när du ser ditt resultat.</p>
                </div>
              </div>
              <p className="tabular font-bold whitespace-nowrap">{formatKronor(product.priceOre)}</p>
            </div>
          )
        }
      />
    );
  else if (!waiting || !product || !latest) body = <Empty />;
  else
    body = (
      <Card className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <FileText className="mt-1 size-7 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex flex-1 flex-col gap-1">
            <h2 className="text-xl font-bold">{product.name}</h2>
            <p className="text-sm text-muted-foreground">Till din bedömning den {formatDateLong(latest.createdAt)}. 8–10 sidor som PDF.</p>
          </div>
          <p className="tabular text-xl font-bold">{formatKronor(product.priceOre)}</p>
        </div>
        <p className="text-sm text-muted-foreground">Priset är inklusive moms. Har du en rabattkod anger du den vid betalningen.</p>
        <Button asChild variant="accent" size="lg" className="self-start">
          <Link to={`/results?assessment=${encodeURIComponent(latest.id)}#kop`}>Gå till betalning</Link>
        </Button>
      </Card>
    );

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="flex items-center gap-3 text-2xl font-bold md:text-3xl">
        <ShoppingCart className="size-7 text-primary" aria-hidden="true" /> Kundvagn
      </h1>
      {body}
    </div>
  );
}
