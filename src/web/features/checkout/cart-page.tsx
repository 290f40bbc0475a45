import { useQuery } from '@tanstack/react-query';
import { FileText, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateLong } from '../../../shared/domain/dates';
import { formatKronor } from '../../../shared/domain/money';
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

/**
 * The cart (spec README: the badge counts the report waiting to be bought): the report of the
 * latest assessment, until it is bought; it is paid for on the results page. A guest's finished
 * assessment waits for an account (`guestWaiting`, read on this device by app/).
 */
export function CartPage({ guestWaiting }: { guestWaiting: boolean }) {
  usePageTitle('Kundvagn');
  const { user, isChecking, isHandingOver } = useAuth();
  const site = useSiteInfo();
  const assessments = useQuery({ ...myAssessmentsQuery(user?.id ?? ''), enabled: !!user && !isHandingOver });
  const product = site.reportProduct;
  const latest = assessments.data?.[0];
  const waiting = user ? reportWaiting(assessments.data) : guestWaiting;

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
  else if (!waiting || !product) body = <Empty />;
  else
    body = (
      <Card className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <FileText className="mt-1 size-7 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex flex-1 flex-col gap-1">
            <h2 className="text-xl font-bold">{product.name}</h2>
            <p className="text-sm text-muted-foreground">
              {user && latest ? `Till din bedömning den ${formatDateLong(latest.createdAt)}.` : 'Till bedömningen du gjorde på den här enheten.'} 8–10 sidor som
              PDF.
            </p>
          </div>
          <p className="tabular text-xl font-bold">{formatKronor(product.priceOre)}</p>
        </div>
        <p className="text-sm text-muted-foreground">Priset är inklusive moms. Har du en rabattkod anger du den vid betalningen.</p>
        {user && latest ? (
          <Button asChild variant="accent" size="lg" className="self-start">
            <Link to={`/results?assessment=${encodeURIComponent(latest.id)}#kop`}>Gå till betalning</Link>
          </Button>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="accent">
              <Link to="/register">Skapa konto och köp</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login">Logga in</Link>
            </Button>
          </div>
        )}
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
