import { useMutation } from '@tanstack/react-query';
import { FileText, Tag, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReportProduct } from '../../../shared/contracts/site';
import { formatKronor } from '../../../shared/domain/money';
import { URGENT_EXERCISE_CAVEAT } from '../../../shared/domain/scoring/advice';
import { PriceTag } from '../../components/price-tag';
import { PurchaseTermsLink } from '../../components/terms-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { useSiteInfo } from '../../app/site-info';
import { authorizePayment, checkDiscount, startPayment, usePaymentSettled } from '../checkout/api';
import { PaymentWidget } from './payment-widget';

/** The spec's payment texts. */
const TEXTS = {
  sessionFailed: 'Fel vid skapande av betalning',
  startFailed: 'Kunde inte starta betalning',
  paymentFailed: 'Betalning misslyckades',
  consentMissing: 'Kryssa i rutan för att betala: rapporten levereras direkt och ångerrätten upphör då.',
} as const;

interface Props {
  assessmentId: string;
  userId: string;
  urgent: boolean;
  product: ReportProduct;
}

/**
 * Buying the full report inside /results: the price, an optional discount code (the new price shown
 * before paying), the unticked consent that delivery starts at once and the withdrawal right ends
 * (PAYMENTS.md), then the payment widget. A payment that went through opens the payment result page.
 */
export function PurchaseCard({ assessmentId, userId, urgent, product }: Props) {
  const { payments } = useSiteInfo();
  const navigate = useNavigate();
  const settled = usePaymentSettled(userId);
  const ids = { code: useId(), codeError: useId(), consent: useId(), consentError: useId() };
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);

  const begin = useMutation({
    mutationFn: (discountCode: string | null) => startPayment(payments.provider, assessmentId, discountCode),
    onError: (err) => toast({ title: TEXTS.sessionFailed, description: errorMessage(err, TEXTS.startFailed), variant: 'destructive' }),
  });
  const apply = useMutation({
    mutationFn: () => checkDiscount(assessmentId, code),
    // A new price needs a new session.
    onSuccess: () => begin.reset(),
  });

  // The code's price and the open session are the mutations' answers.
  const quote = apply.data ?? null;
  const session = begin.data ?? null;

  function removeCode() {
    apply.reset();
    begin.reset();
    setCode('');
  }

  function toPayment() {
    if (!consent) return setConsentError(true);
    begin.mutate(quote?.code ?? null);
  }

  async function complete(token: string) {
    let paid;
    try {
      paid = await authorizePayment(payments.provider, assessmentId, token);
    } catch (err) {
      const reason = errorMessage(err, TEXTS.paymentFailed);
      toast({ title: TEXTS.paymentFailed, description: reason, variant: 'destructive' });
      throw new Error(reason, { cause: err });
    }
    await settled();
    const outcome = paid.status === 'authorized' ? 'pending=true' : 'success=true';
    void navigate(`/confirmation?${outcome}&order=${encodeURIComponent(paid.order_id)}&mode=${paid.mode}`);
  }

  const total = quote ? quote.orderAmount : product.priceOre;
  return (
    <Card id="kop" className="flex scroll-mt-24 flex-col gap-4 border-2 border-primary">
      <FileText className="size-7 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-bold">Fullständig rapport</h2>
      <PriceTag product={product} size="lg" vatAmount />
      <p className="text-sm text-muted-foreground">
        {urgent
          ? // Beside an urgent sign the report names no pattern and gives no recovery figures (CLINICAL.md §1, §5).
            '8–10 sidor med råden om vård, dina fem hälsoområden, träningsprogram i tre steg och råd. Engångsköp.'
          : '8–10 sidor med analys, träningsprogram i tre steg, råd och prognos. Engångsköp.'}
      </p>
      {urgent && <p className="text-sm font-semibold">Rapporten börjar med råden om vård. Övningarna i den: {URGENT_EXERCISE_CAVEAT.toLowerCase()}</p>}

      {quote ? (
        <div className="flex flex-col gap-1 rounded-lg bg-primary-soft p-3 text-sm" role="status">
          <div className="flex items-start justify-between gap-2">
            <p className="flex flex-wrap items-center gap-x-1.5">
              <Tag className="size-4" aria-hidden="true" /> Rabattkod <span className="font-semibold whitespace-nowrap">{quote.code}</span>
            </p>
            <Button variant="ghost" size="sm" className="-mt-1 shrink-0 whitespace-nowrap" onClick={removeCode}>
              <X aria-hidden="true" /> Ta bort<span className="sr-only"> rabattkoden</span>
            </Button>
          </div>
          <p className="tabular">Rabatt: −{formatKronor(quote.discountAmount)}</p>
          <p className="tabular text-base font-bold">
            Att betala: {formatKronor(quote.orderAmount)}{' '}
            <span className="font-normal text-muted-foreground">(varav moms {formatKronor(quote.orderTaxAmount)})</span>
          </p>
        </div>
      ) : (
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) apply.mutate();
          }}
        >
          <label htmlFor={ids.code} className="text-sm font-semibold">
            Rabattkod
          </label>
          <div className="flex gap-2">
            <Input
              id={ids.code}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                // The error was about the code as it was: a changed or emptied field has none (issue 17).
                if (apply.isError) apply.reset();
              }}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={apply.isError}
              aria-describedby={apply.isError ? ids.codeError : undefined}
            />
            <Button type="submit" variant="outline" disabled={apply.isPending || !code.trim()}>
              Använd
            </Button>
          </div>
          {apply.isError && (
            <p id={ids.codeError} className="text-sm text-danger">
              {errorMessage(apply.error, 'Rabattkoden kunde inte kontrolleras. Försök igen.')}
            </p>
          )}
        </form>
      )}

      <div className="flex gap-3 rounded-xl border border-border bg-muted/50 p-3">
        <input
          id={ids.consent}
          type="checkbox"
          checked={consent}
          onChange={(e) => {
            setConsent(e.target.checked);
            setConsentError(false);
          }}
          aria-invalid={consentError}
          aria-describedby={consentError ? ids.consentError : undefined}
          className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
        />
        <label htmlFor={ids.consent} className="text-sm">
          Jag vill att leveransen av rapporten börjar direkt efter betalningen, och jag förstår att jag då inte har någon ångerrätt för den. Läs mer i{' '}
          <PurchaseTermsLink className="font-semibold text-primary underline">köpvillkoren</PurchaseTermsLink>.
        </label>
      </div>
      {consentError && (
        <p id={ids.consentError} role="alert" className="-mt-2 text-sm text-danger">
          {TEXTS.consentMissing}
        </p>
      )}

      {session ? (
        <PaymentWidget key={session.sessionId} provider={payments.provider} session={session} sdkUrl={payments.sdkUrl} onToken={complete} />
      ) : (
        <Button variant="accent" size="lg" onClick={toPayment} disabled={begin.isPending} aria-busy={begin.isPending}>
          {begin.isPending ? 'Startar betalningen …' : `Till betalning – ${formatKronor(total)}`}
        </Button>
      )}
    </Card>
  );
}
