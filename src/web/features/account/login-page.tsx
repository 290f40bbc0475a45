import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth-provider';
import { usePageTitle } from '../../lib/use-page-title';
import { accountApi } from './api';
import { AuthLayout, FormError } from './auth-layout';
import { destinationAfterSignIn } from './destination';
import { usePendingVerification } from './pending-verification';
import { useFinishSignIn } from './use-finish-sign-in';
import { VerificationCard } from './verification-card';

export function LoginPage() {
  usePageTitle('Logga in');
  const { user } = useAuth();
  const finish = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pending, start, cancel } = usePendingVerification();

  if (user) return <Navigate to={destinationAfterSignIn(user)} replace />;
  if (pending) {
    return (
      <AuthLayout>
        <VerificationCard pending={pending} onVerified={finish} onCancel={cancel} />
      </AuthLayout>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Alla fält är obligatoriska');
      toast({ title: 'Inloggningsfel', description: 'Alla fält är obligatoriska', variant: 'destructive' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      finish(await accountApi.login(email.trim(), password));
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && err.body.includes('needsVerification')) {
        toast({ title: 'Verifiera din e-post', description: err.serverMessage ?? '' });
        start(email.trim().toLowerCase());
        return;
      }
      const message = errorMessage(err, 'Inloggningen misslyckades. Försök igen.');
      setError(message);
      toast({ title: 'Inloggningsfel', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Card className="flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-bold">Logga in</h1>
          <p className="text-muted-foreground">Logga in för att se ditt resultat och dina rapporter.</p>
        </div>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-describedby="login-error">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="login-email">E-post</Label>
            <Input id="login-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="login-password">Lösenord</Label>
            <Input id="login-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          </div>
          <FormError id="login-error" message={error} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Loggar in…' : 'Logga in'}
          </Button>
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
