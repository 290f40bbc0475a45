import { MailCheck } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, VERIFICATION_CODE_LENGTH, formatCountdown, sanitiseCodeInput } from '../../../shared/domain/account';
import type { AuthResponse } from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { accountApi } from './api';
import { savePendingVerification, type PendingVerification } from './pending-verification';

function secondsLeft(expiresAt: number) {
  return Math.max(0, Math.round((expiresAt - Date.now()) / 1000));
}

/** The six-digit code card shown after registration (and to an unverified account at login). */
export function VerificationCard({
  pending,
  onVerified,
  onCancel,
}: {
  pending: PendingVerification;
  onVerified: (result: AuthResponse) => void;
  onCancel?: () => void;
}) {
  const [expiresAt, setExpiresAt] = useState(pending.expiresAt);
  const [remaining, setRemaining] = useState(() => secondsLeft(pending.expiresAt));
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    const timer = setInterval(() => setRemaining(secondsLeft(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const expired = remaining <= 0;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH) {
      setError(ACCOUNT_MESSAGES.codeFormat);
      toast({ title: 'Verifieringsfel', description: ACCOUNT_MESSAGES.codeFormat, variant: 'destructive' });
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      const result = await accountApi.verifyEmail(pending.email, code);
      toast({ title: 'E-post verifierad!', description: 'Ditt konto är aktiverat och du är inloggad.', variant: 'success' });
      onVerified(result);
    } catch (err) {
      const message = errorMessage(err, 'Verifiering misslyckades');
      setError(message);
      toast({ title: 'Verifieringsfel', description: message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('resend');
    try {
      const res = await accountApi.resendVerification(pending.email);
      const next = savePendingVerification(pending.email, res.expiresInSeconds);
      setExpiresAt(next.expiresAt);
      setRemaining(secondsLeft(next.expiresAt));
      setCode('');
      setError(null);
      toast({ title: 'Ny kod skickad', description: `Kolla inkorgen för ${pending.email}.`, variant: 'success' });
    } catch (err) {
      toast({ title: 'Fel', description: `Kunde inte skicka ny kod. ${errorMessage(err, '')}`.trim(), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-5">
      <div className="flex flex-col items-start gap-2">
        <MailCheck className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Verifiera din e-post</h1>
        <p className="text-muted-foreground">
          Vi har skickat en kod med 6 siffror till <strong className="text-foreground">{pending.email}</strong>.
        </p>
      </div>
      <form onSubmit={verify} noValidate className="flex flex-col gap-3">
        <Label htmlFor={inputId}>Verifieringskod</Label>
        <Input
          id={inputId}
          value={code}
          onChange={(e) => setCode(sanitiseCodeInput(e.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          placeholder="123456"
          className="tabular text-center text-2xl tracking-[0.5em]"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-status`}
        />
        <div id={`${inputId}-status`} aria-live="polite" className="text-sm">
          {expired ? (
            <p className="font-medium text-danger">Koden har gått ut. Begär en ny kod.</p>
          ) : (
            <p className="tabular text-muted-foreground">Koden är giltig i {formatCountdown(remaining)}</p>
          )}
          {error && <p className="mt-1 font-medium text-danger">{error}</p>}
        </div>
        <Button type="submit" size="lg" disabled={busy !== null}>
          {busy === 'verify' ? 'Verifierar…' : 'Verifiera'}
        </Button>
      </form>
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <p>
          Fick du ingen kod?{' '}
          <Button variant="link" className="h-auto min-h-0 p-0 text-sm" onClick={resend} disabled={busy !== null}>
            {busy === 'resend' ? 'Skickar…' : 'Skicka ny kod'}
          </Button>
        </p>
        <p>Hittar du inte mejlet? Titta i skräpposten, ibland hamnar det där.</p>
        {onCancel && (
          <p>
            Fel adress?{' '}
            <Button variant="link" className="h-auto min-h-0 p-0 text-sm" onClick={onCancel}>
              Använd en annan e-postadress
            </Button>
          </p>
        )}
      </div>
    </Card>
  );
}
