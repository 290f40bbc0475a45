import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../shared/domain/account';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { accountApi } from './api';
import { FormError } from './auth-layout';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  { name: 'currentPassword', label: 'Nuvarande lösenord', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nytt lösenord (minst 6 tecken)', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Bekräfta nytt lösenord', autoComplete: 'new-password' },
] as const;

export function ChangePasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !form.currentPassword
      ? 'Nuvarande lösenord är obligatoriskt'
      : form.newPassword !== form.confirmPassword
        ? ACCOUNT_MESSAGES.passwordsDiffer
        : form.newPassword.length < PASSWORD_MIN_LENGTH
          ? ACCOUNT_MESSAGES.passwordTooShort
          : null;
    setError(problem);
    if (problem) {
      toast({ title: 'Fel', description: problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const res = await accountApi.changePassword(form.currentPassword, form.newPassword);
      setForm(EMPTY);
      toast({ title: 'Lösenord ändrat', description: res.message, variant: 'success' });
    } catch (err) {
      const message = errorMessage(err, 'Kunde inte ändra lösenord');
      setError(message);
      toast({ title: 'Fel', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {FIELDS.map((f) => (
        <div key={f.name} className="flex flex-col gap-1.5">
          <Label htmlFor={`password-${f.name}`}>{f.label}</Label>
          <Input
            id={`password-${f.name}`}
            type="password"
            autoComplete={f.autoComplete}
            value={form[f.name]}
            onChange={(e) => setForm((prev) => ({ ...prev, [f.name]: e.target.value }))}
            required
          />
        </div>
      ))}
      <FormError id="password-error" message={error} />
      <Button type="submit" disabled={busy} className="self-start">
        Byt lösenord
      </Button>
    </form>
  );
}
