import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { verifyEmailRequest, type AuthResponse } from '../../../shared/contracts/auth';
import { formatCountdown, sanitiseCodeInput } from '../../../shared/domain/account';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { accountApi } from './api';
import { AuthLayout } from './auth-layout';
import type { PendingVerification } from './pending-verification';

function secondsLeft(expiresAt: number, now: number) {
  return Math.max(0, Math.round((expiresAt - now) / 1000));
}

const codeForm = verifyEmailRequest.pick({ code: true });

/** The six-digit code card shown after registration (and to an unverified account at login). */
export function VerificationCard({
  pending,
  onVerified,
  onRenewed,
  onCancel,
}: {
  pending: PendingVerification;
  onVerified: (result: AuthResponse) => void;
  /** A new code was sent: the parent restarts the pending verification (and keeps it if it persists). */
  onRenewed: (expiresInSeconds: number) => void;
  onCancel?: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const remaining = secondsLeft(pending.expiresAt, now);

  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: codeForm,
    defaultValues: { code: '' },
    mutationFn: ({ code }) => accountApi.verifyEmail(pending.email, code),
    successToast: () => ({ title: 'E-post verifierad!', description: 'Ditt konto är aktiverat och du är inloggad.' }),
    onSuccess: (result) => onVerified(result),
    errorToast: { title: 'Verifieringsfel', fallback: 'Verifiering misslyckades' },
  });

  const resend = useMutation({
    mutationFn: () => accountApi.resendVerification(pending.email),
    onSuccess: (res) => {
      onRenewed(res.expiresInSeconds);
      setNow(Date.now());
      form.reset({ code: '' });
      toast({ title: 'Ny kod skickad', description: `Kolla inkorgen för ${pending.email}.`, variant: 'success' });
    },
    onError: (err) => toast({ title: 'Fel', description: `Kunde inte skicka ny kod. ${errorMessage(err, '')}`.trim(), variant: 'destructive' }),
  });

  const busy = isPending || resend.isPending;
  const expired = remaining <= 0;

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-5">
      <div className="flex flex-col items-start gap-2">
        <MailCheck className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Verifiera din e-post</h1>
        <p className="text-muted-foreground">
          Vi har skickat en kod med 6 siffror till <strong className="text-foreground">{pending.email}</strong>.
        </p>
      </div>
      <form {...formProps} className="flex flex-col gap-3">
        <FormField
          form={form}
          name="code"
          label="Verifieringskod"
          transform={sanitiseCodeInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          placeholder="123456"
          inputClassName="tabular text-center text-2xl tracking-[0.5em]"
          hint={
            expired ? (
              <span role="status" className="font-medium text-danger">
                Koden har gått ut. Begär en ny kod.
              </span>
            ) : (
              <span className="tabular">Koden är giltig i {formatCountdown(remaining)}</span>
            )
          }
        />
        <FormAlert id={formErrorId} message={formError} />
        <SubmitButton size="lg" pending={isPending} pendingLabel="Verifierar…" disabled={busy}>
          Verifiera
        </SubmitButton>
      </form>
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <p>
          Fick du ingen kod?{' '}
          <Button variant="link" className="h-auto min-h-0 p-0 text-sm" onClick={() => resend.mutate()} disabled={busy}>
            {resend.isPending ? 'Skickar…' : 'Skicka ny kod'}
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

/**
 * The code card as the whole page, for a sign-up waiting for its code: after registering, or after
 * a login the server answered with "verify first". `start` and `cancel` are usePendingVerification's.
 */
export function VerificationStep({
  pending,
  start,
  cancel,
  onVerified,
}: {
  pending: PendingVerification;
  start: (email: string, expiresInSeconds?: number) => void;
  cancel: () => void;
  onVerified: (result: AuthResponse) => void;
}) {
  return (
    <AuthLayout>
      <VerificationCard pending={pending} onVerified={onVerified} onRenewed={(seconds) => start(pending.email, seconds)} onCancel={cancel} />
    </AuthLayout>
  );
}
