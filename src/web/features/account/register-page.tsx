import { Link, Navigate, useSearchParams } from 'react-router';
import { AGE_MAX, AGE_MIN, fullName } from '../../../shared/domain/account';
import type { AuthResponse } from '../../../shared/contracts/auth';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../app/auth-provider';
import { usePageTitle } from '../../app/use-page-title';
import { PAGE_META } from '../../../shared/page-meta';
import { accountApi } from './api';
import { AuthLayout } from './auth-layout';
import { destinationAfterSignIn, hasAssessmentFromQuizFlow } from './destination';
import { registerForm, registerFormAfterAssessment } from './form-schemas';
import { usePendingVerification } from './pending-verification';
import { useFinishSignIn } from './use-finish-sign-in';
import { VerificationStep } from './verification-card';

type FieldName = 'firstName' | 'lastName' | 'email' | 'age' | 'password' | 'confirmPassword';
const FIELDS: { name: FieldName; label: string; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: 'Förnamn', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Efternamn', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'E-post', type: 'email', autoComplete: 'email' },
  { name: 'age', label: 'Ålder', type: 'number', autoComplete: 'off' },
  { name: 'password', label: 'Lösenord (minst 6 tecken)', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Bekräfta lösenord', type: 'password', autoComplete: 'new-password' },
];

/** 'Skapa konto'. A supplied `onSuccess` replaces the navigation after verification (spec). */
export function RegisterPage({ onSuccess }: { onSuccess?: (result: AuthResponse) => void }) {
  usePageTitle(PAGE_META['/register']!.title, undefined, PAGE_META['/register']!.description);
  const { user } = useAuth();
  const finish = useFinishSignIn(onSuccess);
  // Kept for this tab, so a reload shows the code card again instead of losing the registration.
  const { pending, start, cancel } = usePendingVerification({ persist: true });
  const [params] = useSearchParams();
  const fromAssessment = params.get('fran') === 'bedomning' || hasAssessmentFromQuizFlow();
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: fromAssessment ? registerFormAfterAssessment : registerForm,
    defaultValues: { firstName: '', lastName: '', email: '', age: '', password: '', confirmPassword: '' },
    // The age is checked in the form and deliberately not sent (spec).
    mutationFn: (values) => accountApi.register({ name: fullName(values.firstName, values.lastName), email: values.email, password: values.password }),
    successToast: (res) => ({ title: 'Registrering lyckades', description: res.message }),
    onSuccess: (res) => start(res.email, res.expiresInSeconds),
    errorToast: { title: 'Registreringsfel', fallback: 'Registreringen misslyckades. Försök igen.' },
  });

  if (user && !pending) return <Navigate to={destinationAfterSignIn(user)} replace />;
  if (pending) return <VerificationStep pending={pending} start={start} cancel={cancel} onVerified={finish} />;

  return (
    <AuthLayout>
      <Card className="flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-bold">Skapa konto</h1>
          {fromAssessment ? (
            <p className="mt-1 rounded-lg bg-primary-soft px-3 py-2 font-medium">
              Ditt resultat är ett steg bort. Dina svar är hälsouppgifter, så vi visar och sparar dem bara i ditt eget konto.
            </p>
          ) : (
            <p className="text-muted-foreground">Med ett konto ser du ditt resultat och sparar dina rapporter. Du behöver vara minst {AGE_MIN} år.</p>
          )}
        </div>
        <form {...formProps} className="grid gap-4 sm:grid-cols-2">
          {FIELDS.filter((f) => !(fromAssessment && f.name === 'age')).map((f) => (
            <FormField
              key={f.name}
              form={form}
              name={f.name}
              label={f.label}
              type={f.type}
              autoComplete={f.autoComplete}
              required
              className={f.half ? undefined : 'sm:col-span-2'}
              {...(f.name === 'age' ? { min: AGE_MIN, max: AGE_MAX, inputMode: 'numeric' as const } : {})}
            />
          ))}
          <FormAlert id={formErrorId} message={formError} className="sm:col-span-2" />
          <SubmitButton size="lg" pending={isPending} pendingLabel="Skapar konto…" className="sm:col-span-2">
            Skapa konto
          </SubmitButton>
        </form>
        <p className="text-sm text-muted-foreground">
          Har du redan ett konto?{' '}
          <Link to="/login" className="font-semibold text-primary underline underline-offset-4">
            Logga in
          </Link>
        </p>
        <p className="text-xs text-muted-foreground">
          Genom att skapa ett konto godkänner du våra{' '}
          <Link to="/terms" className="underline underline-offset-2">
            användarvillkor
          </Link>
          . Läs hur vi hanterar dina uppgifter i vår{' '}
          <Link to="/privacy-policy" className="underline underline-offset-2">
            integritetspolicy
          </Link>
          .
        </p>
      </Card>
    </AuthLayout>
  );
}
