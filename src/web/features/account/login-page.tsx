import { Link, Navigate } from 'react-router';
import { loginNeedsVerification, loginRequest, type AuthResponse } from '../../../shared/contracts/auth';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../app/auth-provider';
import { usePageTitle } from '../../app/use-page-title';
import { accountApi } from './api';
import { AuthLayout } from './auth-layout';
import { destinationAfterSignIn } from './destination';
import { usePendingVerification } from './pending-verification';
import { useFinishSignIn } from './use-finish-sign-in';
import { VerificationStep } from './verification-card';

type LoginOutcome = { kind: 'signedIn'; result: AuthResponse } | { kind: 'needsVerification'; email: string; message: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A login the server refused because the sign-up is not verified yet (a new code was sent) is an outcome, not an error. */
async function logIn(values: { email: string; password: string }): Promise<LoginOutcome> {
  try {
    return { kind: 'signedIn', result: await accountApi.login(values.email, values.password) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) {
      const refused = loginNeedsVerification.safeParse(parseJson(err.body));
      if (refused.success) return { kind: 'needsVerification', email: refused.data.email, message: refused.data.error };
    }
    throw err;
  }
}

/**
 * /login is always the login form. The code card shows only as the answer to a login made here
 * (a sign-up not verified yet); it is never restored from what an earlier visit left behind.
 */
export function LoginPage() {
  usePageTitle('Logga in');
  const { user } = useAuth();
  const finish = useFinishSignIn();
  const { pending, start, cancel } = usePendingVerification({ persist: false });
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: loginRequest,
    defaultValues: { email: '', password: '' },
    mutationFn: logIn,
    onSuccess: (outcome) => {
      if (outcome.kind === 'signedIn') return finish(outcome.result);
      toast({ title: 'Verifiera din e-post', description: outcome.message });
      start(outcome.email);
    },
    errorToast: { title: 'Inloggningsfel', fallback: 'Inloggningen misslyckades. Försök igen.' },
  });

  if (user) return <Navigate to={destinationAfterSignIn(user)} replace />;
  if (pending) return <VerificationStep pending={pending} start={start} cancel={cancel} onVerified={finish} />;

  return (
    <AuthLayout>
      <Card className="flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-bold">Logga in</h1>
          <p className="text-muted-foreground">Logga in för att se ditt resultat och dina rapporter.</p>
        </div>
        <form {...formProps} className="flex flex-col gap-4">
          <FormField form={form} name="email" label="E-post" type="email" autoComplete="email" required />
          <FormField form={form} name="password" label="Lösenord" type="password" autoComplete="current-password" required />
          <FormAlert id={formErrorId} message={formError} />
          <SubmitButton size="lg" pending={isPending} pendingLabel="Loggar in…">
            Logga in
          </SubmitButton>
        </form>
        <p className="text-sm text-muted-foreground">
          Har du inget konto?{' '}
          <Link to="/register" className="font-semibold text-primary underline underline-offset-4">
            Skapa konto
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
