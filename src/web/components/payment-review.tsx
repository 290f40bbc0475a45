import { Clock, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateLong } from '../../shared/domain/dates';
import { Button } from './ui/button';
import { Card } from './ui/card';

/** Klarna's review of a held order takes 4–8 business hours, at most 24 hours (Klarna's pending orders). */
const REVIEW_MAX_HOURS = 24;
const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit' });

/** The texts the results page and the customer home share (tests read them). */
export const PAYMENT_REVIEW_TEXTS = {
  heading: 'Betalningen granskas',
  approved:
    'Godkänns betalningen gör vi rapporten direkt och mejlar den till dig, oftast inom några minuter efter beskedet. Den finns då också under Mina rapporter.',
  declined: 'Godkänns den inte dras inga pengar. Du får ett mejl om det och kan betala igen, gärna med ett annat betalsätt.',
  testMode:
    'Testläge: ingen riktig granskning görs. Granskningen slutar som du valde i testbetalningen (godkänns eller nekas) när du trycker på ”Avsluta granskningen nu”, så som när Klarna meddelar oss sitt beslut. Annars avslutas den av sig själv inom 15 minuter.',
  endReview: 'Avsluta granskningen nu',
  declinedHeading: 'Betalningen godkändes inte',
  unknownHeading: 'Vi kontrollerar betalningen med Klarna',
  unknownDone:
    'Har Klarna tagit betalt gör vi rapporten och mejlar den till dig. Gick betalningen inte igenom har inga pengar dragits, och du får ett mejl om att du kan betala igen.',
} as const;

/** When the provider's answer comes at the latest: `at` (when the payment was held) plus a day. */
export function reviewDeadline(at: string): string {
  const until = new Date(new Date(at).getTime() + REVIEW_MAX_HOURS * 3_600_000);
  return `${formatDateLong(until)} kl. ${timeFormat.format(until)}`;
}

interface TestEnd {
  pending: boolean;
  onEnd: () => void;
}

/** Test mode only: how a review ends with the test provider, and the button that ends it (its stand-in for Klarna's notification). */
export function TestReviewEnd({ pending, onEnd }: TestEnd) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-amber-950">
      <p>{PAYMENT_REVIEW_TEXTS.testMode}</p>
      <Button variant="outline" size="sm" className="self-start bg-surface" onClick={onEnd} disabled={pending} aria-busy={pending}>
        {pending && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
        {PAYMENT_REVIEW_TEXTS.endReview}
      </Button>
    </div>
  );
}

interface UnderReviewProps {
  orderNumber: number;
  /** When the payment was held (ISO). */
  at: string;
  provider: 'test' | 'klarna';
  /** Set in test mode: the test provider's way to end the review. */
  testEnd?: TestEnd | null;
  /** Below the texts, e.g. a link to the result. */
  children?: ReactNode;
  id?: string;
  /** Held because Klarna did not answer whether it took the payment (decision 0047), not for review. */
  outcomeUnknown?: boolean;
}

/**
 * A payment the provider holds for review: what it is, what happens next and when the mail comes.
 * No purchase is offered beside it (the server refuses a second payment meanwhile).
 */
export function PaymentUnderReview({ orderNumber, at, provider, testEnd, children, id, outcomeUnknown }: UnderReviewProps) {
  const who = provider === 'klarna' ? 'Klarna' : 'Betaltjänsten';
  if (outcomeUnknown)
    return (
      <Card id={id} role="region" aria-label={PAYMENT_REVIEW_TEXTS.unknownHeading} className="flex scroll-mt-24 flex-col gap-3 border-2 border-primary">
        <Clock className="size-7 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-bold">{PAYMENT_REVIEW_TEXTS.unknownHeading}</h2>
        <p className="tabular">
          Vi fick inget svar från Klarna om betalningen för order {orderNumber}. Betala inte igen – vi kontrollerar betalningen och mejlar dig så snart den är
          klar.
        </p>
        <p>{PAYMENT_REVIEW_TEXTS.unknownDone}</p>
        {children}
      </Card>
    );
  return (
    <Card id={id} role="region" aria-label={PAYMENT_REVIEW_TEXTS.heading} className="flex scroll-mt-24 flex-col gap-3 border-2 border-primary">
      <Clock className="size-7 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-bold">{PAYMENT_REVIEW_TEXTS.heading}</h2>
      <p className="tabular">
        {who} granskar din betalning för order {orderNumber} innan köpet godkänns. Du behöver inte göra något, och du kan inte betala igen medan granskningen
        pågår.
      </p>
      <div>
        <h3 className="font-semibold">Vad händer sedan?</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>{PAYMENT_REVIEW_TEXTS.approved}</li>
          <li>{PAYMENT_REVIEW_TEXTS.declined}</li>
        </ul>
      </div>
      <p>
        Beskedet kommer oftast inom några timmar och senast <span className="whitespace-nowrap">{reviewDeadline(at)}</span>.
      </p>
      {testEnd && <TestReviewEnd {...testEnd} />}
      {children}
    </Card>
  );
}

/** The provider's review declined the payment: nothing was charged and the report can be bought again. */
export function PaymentDeclined({ orderNumber, at, children }: { orderNumber: number; at: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-border bg-muted/60 p-4">
      <XCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{PAYMENT_REVIEW_TEXTS.declinedHeading}</p>
        <p className="tabular">
          Betaltjänsten granskade betalningen för order {orderNumber} och godkände den inte ({formatDateLong(at)}). Inga pengar har dragits och ordern är
          avslutad. Du kan köpa rapporten igen, gärna med ett annat betalsätt.
        </p>
        {children}
      </div>
    </div>
  );
}
