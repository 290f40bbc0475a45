import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { AGE_MAX, AGE_MIN, capitaliseName, registrationFormError, type RegistrationForm } from '../../../shared/domain/account';
import type { AuthResponse } from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth-provider';
import { usePageTitle } from '../../lib/use-page-title';
import { accountApi } from './api';
import { AuthLayout, FormError } from './auth-layout';
import { destinationAfterSignIn } from './destination';
import { usePendingVerification } from './pending-verification';
import { useFinishSignIn } from './use-finish-sign-in';
import { VerificationCard } from './verification-card';

const FIELDS: { name: keyof RegistrationForm; label: string; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: 'Förnamn', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Efternamn', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'E-post', type: 'email', autoComplete: 'email' },
  { name: 'age', label: 'Ålder', type: 'number', autoComplete: 'off' },
  { name: 'password', label: 'Lösenord (minst 6 tecken)', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Bekräfta lösenord', type: 'password', autoComplete: 'new-password' },
];

const EMPTY: RegistrationForm = { firstName: '', lastName: '', email: '', age: '', password: '', confirmPassword: '' };

/** 'Skapa konto'. A supplied `onSuccess` replaces the navigation after verification (spec). */
export function RegisterPage({ onSuccess }: { onSuccess?: (result: AuthResponse) => void }) {
  usePageTitle('Skapa konto');
  const { user } = useAuth();
  const finish = useFinishSignIn(onSuccess);
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pending, start, cancel } = usePendingVerification();

  if (user && !pending) return <Navigate to={destinationAfterSignIn(user)} replace />;
  if (pending) {
    return (
      <AuthLayout>
        <VerificationCard pending={pending} onVerified={finish} onCancel={cancel} />
      </AuthLayout>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = registrationFormError(form);
    if (problem) {
      setError(problem);
      toast({ title: 'Registreringsfel', description: problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // The age is checked above and deliberately not sent (spec).
      const name = `${capitaliseName(form.firstName)} ${capitaliseName(form.lastName)}`;
      const res = await accountApi.register({ name, email: form.email.trim(), password: form.password });
      toast({ title: 'Registrering lyckades', description: res.message, variant: 'success' });
      start(res.email, res.expiresInSeconds);
    } catch (err) {
      const message = errorMessage(err, 'Registreringen misslyckades. Försök igen.');
      setError(message);
      toast({ title: 'Registreringsfel', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Card className="flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-bold">Skapa konto</h1>
          <p className="text-muted-foreground">Med ett konto ser du ditt resultat och sparar dina rapporter. Du behöver vara minst {AGE_MIN} år.</p>
        </div>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-describedby="register-error">
          {FIELDS.map((f) => (
            <div key={f.name} className={f.half ? 'flex flex-col gap-1.5' : 'flex flex-col gap-1.5 sm:col-span-2'}>
              <Label htmlFor={`register-${f.name}`}>{f.label}</Label>
              <Input
                id={`register-${f.name}`}
                type={f.type}
                autoComplete={f.autoComplete}
                value={form[f.name]}
                onChange={(e) => setForm((prev) => ({ ...prev, [f.name]: e.target.value }))}
                required
                {...(f.name === 'age' ? { min: AGE_MIN, max: AGE_MAX, inputMode: 'numeric' as const } : {})}
              />
            </div>
          ))}
          <div className="sm:col-span-2">
            <FormError id="register-error" message={error} />
          </div>
          <Button type="submit" size="lg" disabled={busy} className="sm:col-span-2">
            {busy ? 'Skapar konto…' : 'Skapa konto'}
          </Button>
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
