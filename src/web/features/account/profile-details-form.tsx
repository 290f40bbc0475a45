import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, sanitiseCodeInput } from '../../../shared/domain/account';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth-provider';
import { accountApi } from './api';
import { FormError } from './auth-layout';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name and e-mail. A new address takes effect only when the code mailed to it is entered. */
export function ProfileDetailsForm() {
  const { user, refreshUser } = useAuth();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = !name.trim() || !email.trim() ? 'Namn och e-post är obligatoriska' : !EMAIL_FORMAT.test(email.trim()) ? ACCOUNT_MESSAGES.invalidEmail : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const res = await accountApi.updateProfile(name.trim(), email.trim());
      await refreshUser('/api/user');
      setPendingEmail(res.pendingEmail);
      toast({ title: 'Profil uppdaterad', description: res.message, variant: 'success' });
    } catch (err) {
      const message = errorMessage(err, 'Kunde inte uppdatera profil');
      setError(message);
      toast({ title: 'Fel', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) {
      setError(ACCOUNT_MESSAGES.codeFormat);
      return;
    }
    setBusy(true);
    try {
      const res = await accountApi.confirmEmailChange(code);
      await refreshUser('/api/user');
      setEmail(res.user.email);
      setPendingEmail(null);
      setCode('');
      setError(null);
      toast({ title: 'Profil uppdaterad', description: 'Din e-postadress är ändrad.', variant: 'success' });
    } catch (err) {
      const message = errorMessage(err, 'Kunde inte uppdatera profil');
      setError(message);
      toast({ title: 'Fel', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="profile-name">Namn</Label>
          <Input id="profile-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="profile-email">E-post</Label>
          <Input id="profile-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </div>
        <FormError id="profile-error" message={error} />
        <Button type="submit" disabled={busy} className="self-start">
          Spara ändringar
        </Button>
      </form>
      {pendingEmail && (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4">
          <p>
            Vi har skickat en kod till <strong>{pendingEmail}</strong>. Skriv in den för att byta adress. Tills dess gäller din gamla adress.
          </p>
          <Label htmlFor="profile-email-code">Kod från mejlet</Label>
          <Input
            id="profile-email-code"
            value={code}
            onChange={(e) => setCode(sanitiseCodeInput(e.target.value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            className="tabular max-w-48 text-center text-xl tracking-[0.4em]"
          />
          <Button type="submit" disabled={busy} className="self-start">
            Bekräfta ny e-post
          </Button>
        </form>
      )}
    </div>
  );
}
