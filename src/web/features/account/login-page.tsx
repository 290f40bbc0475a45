import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { loginRequest } from '../../../shared/contracts/auth';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../app/auth-provider';
import { usePageTitle } from '../../app/use-page-title';
import { PAGE_META } from '../../../shared/page-meta';
import { accountApi } from './api';
import { AuthLayout } from './auth-layout';
import { destinationAfterSignIn } from './destination';
import { usePendingVerification } from './pending-verification';
import { useFinishSignIn } from './use-finish-sign-in';
import { VerificationStep } from './verification-card';

/**
 * /login is always the login form. The server answers every login that does not sign in alike
 * (a wrong password, and the right password of a sign-up not verified yet, which gets a new code),
 * so it never tells whether an address has an account. After such an answer the form offers the
 * code card for the address typed; it is never restored from what an earlier visit left behind.
 */
export function LoginPage() {
  usePageTitle(PAGE_META['/login']!.title, undefined, PAGE_META['/login']!.description);
  const { user } = useAuth();
  const finish = useFinishSignIn();
  const { pending, start, cancel } = usePendingVerification({ persist: false });
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: loginRequest,
    defaultValues: { email: '', password: '' },
    mutationFn: async ({ email, password }) => {
      setRefusedEmail(null);
      try {
        return await accountApi.login(email, password);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) setRefusedEmail(email.toLowerCase());
        throw err;
      }
    },
    onSuccess: (result) => finish(result),
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
        {refusedEmail && (
          <p className="text-sm text-muted-foreground">
            Väntar ditt konto på verifiering?{' '}
            <Button variant="link" className="h-auto min-h-0 p-0 text-sm" onClick={() => start(refusedEmail)}>
              Skriv in koden från mejlet
            </Button>
          </p>
        )}
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
