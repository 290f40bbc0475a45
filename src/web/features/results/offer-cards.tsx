import { FileDown, FileText, Lock, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { URGENT_EXERCISE_CAVEAT } from '../../../shared/domain/scoring/advice';
import { PriceTag } from '../../components/price-tag';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSiteInfo } from '../../app/site-info';

/**
 * The full report and the free preview. Never shown with an emergency sign or with too few answers.
 * The price is the product row's (site details); without an active product the report is not for sale.
 */
export function OfferCards({ urgent }: { urgent: boolean }) {
  const product = useSiteInfo().reportProduct;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="flex flex-col gap-3 border-2 border-primary">
        <FileText className="size-7 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-bold">Fullständig rapport</h2>
        {product && <PriceTag product={product} size="lg" vatAmount />}
        <p className="text-sm text-muted-foreground">8–10 sidor med analys, träningsprogram i tre steg, råd och prognos. Engångsköp.</p>
        {urgent && <p className="text-sm font-semibold">Rapporten börjar med råden om vård. Övningarna i den: {URGENT_EXERCISE_CAVEAT.toLowerCase()}</p>}
        {product ? (
          <>
            <Button variant="accent" disabled>
              <Lock aria-hidden="true" /> Köp rapporten
            </Button>
            <p className="text-sm text-muted-foreground">Betalningen öppnar inom kort.</p>
          </>
        ) : (
          <p className="text-sm font-semibold">Rapporten går inte att köpa just nu. Försök igen senare.</p>
        )}
      </Card>
      <Card className="flex flex-col gap-3">
        <FileDown className="size-7 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-bold">Gratis förhandsvisning</h2>
        <p className="text-sm text-muted-foreground">En kort sammanfattning av ditt resultat som PDF.</p>
        <Button variant="outline" disabled>
          Ladda ner förhandsvisningen
        </Button>
        <p className="text-sm text-muted-foreground">Förhandsvisningen öppnar inom kort.</p>
      </Card>
    </div>
  );
}

/** Too few answers for a result: no patterns, no report; the way on is to answer again. */
export function TooFewAnswers() {
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="too-few-heading">
      <h2 id="too-few-heading" className="text-xl font-bold">
        För få svar för ett resultat
      </h2>
      <p>
        Du hoppade över så många frågor att vi inte kan säga vad dina svar liknar eller hur stor risken är att besvären blir långvariga. Därför erbjuder vi
        ingen rapport för den här bedömningen.
      </p>
      <p>Svara på frågorna igen och hoppa över så få som möjligt, så får du ett resultat. Det tar 5–10 minuter.</p>
      <Button asChild className="self-start">
        <Link to="/assessment">
          <RotateCcw aria-hidden="true" /> Svara på frågorna igen
        </Link>
      </Button>
    </Card>
  );
}
