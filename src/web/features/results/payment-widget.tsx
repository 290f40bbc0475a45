import { CheckCircle2, CreditCard, Loader2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatKronor } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import type { PaymentProviderName, PaymentSession } from '../checkout/api';
import { klarnaWidget, SDK_TEXTS, sdkLoadErrorText } from './klarna-sdk';

/**
 * The widget's states (spec): loading and error with retry (the provider's SDK, below), method
 * selection, form loaded, authorizing, done.
 */
type Phase = { name: 'select' } | { name: 'form'; category: string } | { name: 'authorizing'; category: string } | { name: 'done' };

/** The spec's widget texts (the SDK's own failures are SDK_TEXTS). */
const WIDGET_TEXTS = {
  unavailable: 'Betalningsmetoden är inte tillgänglig för tillfället',
  declined: 'Betalning avbröts eller nekades',
} as const;

/** The test provider's outcomes, as its tokens: a held payment's token also says how its review ends. */
const TEST_CHOICES = [
  { value: 'approved', label: 'Godkänn betalningen' },
  { value: 'declined', label: 'Neka betalningen' },
  { value: 'pending:accept', label: 'Låt betalningen vänta på granskning, som sedan godkänns' },
  { value: 'pending:reject', label: 'Låt betalningen vänta på granskning, som sedan nekas' },
] as const;
type TestChoice = (typeof TEST_CHOICES)[number]['value'];

const randomPart = () => (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2));

interface Props {
  provider: PaymentProviderName;
  session: PaymentSession;
  /** Klarna's browser SDK (null for the built-in test provider). */
  sdkUrl: string | null;
  /**
   * Completes the payment with the token; resolves when it went through (the page moves on), rejects
   * with the buyer's message when it did not (the widget offers the methods again).
   */
  onToken: (token: string) => Promise<void>;
}

/**
 * The payment inside the purchase card. With Klarna its SDK draws each method's form; the built-in
 * test provider plays the same steps in the page and lets the buyer approve, decline or leave the
 * payment pending (no money moves).
 */
export function PaymentWidget({ provider, session, sdkUrl, onToken }: Props) {
  const [phase, setPhase] = useState<Phase>({ name: 'select' });
  const [problem, setProblem] = useState<string | null>(null);
  const [choice, setChoice] = useState<TestChoice>('approved');
  const containerId = `klarna-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const providerName = provider === 'klarna' ? 'Klarna' : 'testbetalningen';
  // Klarna's SDK, initialised with this session; the test provider has nothing to load.
  const sdk = useQuery({
    queryKey: ['payment-sdk', sdkUrl, session.clientToken],
    queryFn: () => klarnaWidget(sdkUrl!, session.clientToken, `#${containerId}`),
    enabled: provider === 'klarna' && !!sdkUrl,
    retry: false,
    gcTime: 0,
  });
  const klarna = sdk.data;
  const loading = provider === 'klarna' && !!sdkUrl && sdk.isPending;
  const loadError = provider !== 'klarna' ? null : !sdkUrl ? SDK_TEXTS.loadFailed('Klarna') : sdk.isError ? sdkLoadErrorText(sdk.error, 'Klarna') : null;

  async function choose(category: string) {
    setProblem(null);
    setPhase({ name: 'form', category });
    if (provider === 'klarna' && !(await klarna!.load(category))) {
      setProblem(WIDGET_TEXTS.unavailable);
      setPhase({ name: 'select' });
    }
  }

  async function pay(category: string) {
    setProblem(null);
    setPhase({ name: 'authorizing', category });
    let token: string | null;
    if (provider === 'klarna') {
      const answer = await klarna!.authorize(category);
      token = answer.token;
      if (answer.failed) {
        setProblem(SDK_TEXTS.authorizationFailed);
        return setPhase({ name: 'form', category });
      }
      if (!token) {
        setProblem(answer.retry ? WIDGET_TEXTS.declined : WIDGET_TEXTS.unavailable);
        return setPhase(answer.retry ? { name: 'form', category } : { name: 'select' });
      }
    } else {
      token = `test-${choice}:${randomPart()}`;
    }
    try {
      await onToken(token);
      setPhase({ name: 'done' });
    } catch (err) {
      setProblem(err instanceof Error ? err.message : WIDGET_TEXTS.declined);
      setPhase({ name: 'select' });
    }
  }

  const category = phase.name === 'form' || phase.name === 'authorizing' ? phase.category : null;
  const ready = !loading && !loadError;
  const amount = formatKronor(session.orderAmount);
  return (
    <section
      aria-label="Betalning"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      aria-busy={loading || phase.name === 'authorizing'}
    >
      {provider === 'test' && (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-amber-950">Testläge: ingen riktig betalning görs och inga pengar dras.</p>
      )}
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" /> Laddar {providerName} …
        </p>
      )}
      {loadError && (
        <div role="alert" className="flex flex-col gap-2">
          <p className="font-semibold text-danger">{loadError}</p>
          <Button variant="outline" className="self-start" onClick={() => void sdk.refetch()}>
            Försök igen
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
          {problem}
        </p>
      )}
      {ready && (phase.name === 'select' || category) && (
        <fieldset className="flex flex-col gap-2" disabled={phase.name === 'authorizing'}>
          <legend className="mb-1 font-semibold">Välj hur du vill betala</legend>
          {session.paymentMethodCategories.map((m) => (
            <label
              key={m.identifier}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name="payment-method"
                value={m.identifier}
                checked={category === m.identifier}
                onChange={() => void choose(m.identifier)}
                className="size-5 accent-[var(--color-primary)]"
              />
              {m.asset_urls.standard ? (
                <img src={m.asset_urls.standard} alt="" className="h-6" />
              ) : (
                <CreditCard className="size-5 text-primary" aria-hidden="true" />
              )}
              <span>{m.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {/* Klarna draws the chosen method's form here. */}
      <div id={containerId} hidden={provider !== 'klarna' || !category} />
      {ready && category && provider === 'test' && (
        <fieldset className="flex flex-col gap-1.5 rounded-lg bg-muted/60 p-3" disabled={phase.name === 'authorizing'}>
          <legend className="text-sm font-semibold">Testbetalning: hur ska det gå?</legend>
          {TEST_CHOICES.map((c) => (
            <label key={c.value} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name="test-outcome"
                value={c.value}
                checked={choice === c.value}
                onChange={() => setChoice(c.value)}
                className="size-4 accent-[var(--color-primary)]"
              />
              {c.label}
            </label>
          ))}
        </fieldset>
      )}
      {ready && category && (
        <Button variant="accent" size="lg" onClick={() => void pay(category)} disabled={phase.name === 'authorizing'}>
          {phase.name === 'authorizing' ? (
            <>
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> Godkänner betalningen …
            </>
          ) : (
            `Betala ${amount}`
          )}
        </Button>
      )}
      {phase.name === 'done' && (
        <p role="status" className="flex items-center gap-2 font-semibold text-primary">
          <CheckCircle2 className="size-5" aria-hidden="true" /> Betalningen är klar
        </p>
      )}
    </section>
  );
}
