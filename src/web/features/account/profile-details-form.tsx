import { useWatch } from 'react-hook-form';
import { confirmEmailChangeRequest } from '../../../shared/contracts/auth';
import { sanitiseCodeInput } from '../../../shared/domain/account';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { useAuth } from '../../app/auth-provider';
import { accountApi } from './api';
import { profileForm } from './form-schemas';

/** The code sent to a new address; the change takes effect when it is entered. */
function ConfirmEmailForm({ pendingEmail, onConfirmed }: { pendingEmail: string; onConfirmed: (email: string) => void }) {
  const { refreshUser } = useAuth();
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: confirmEmailChangeRequest,
    defaultValues: { code: '' },
    mutationFn: ({ code }) => accountApi.confirmEmailChange(code),
    successToast: () => ({ title: 'Profil uppdaterad', description: 'Din e-postadress är ändrad.' }),
    onSuccess: async (res) => {
      onConfirmed(res.user.email);
      await refreshUser('user');
    },
    errorToast: { title: 'Fel', fallback: 'Kunde inte uppdatera profil' },
  });
  return (
    <form {...formProps} className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4">
      <p>
        Vi har skickat ett mejl till <strong>{pendingEmail}</strong>. Skriv in koden från mejlet för att byta adress. Tills dess gäller din gamla adress.
      </p>
      <FormField
        form={form}
        name="code"
        label="Kod från mejlet"
        transform={sanitiseCodeInput}
        inputMode="numeric"
        autoComplete="one-time-code"
        inputClassName="tabular max-w-48 text-center text-xl tracking-[0.4em]"
      />
      <FormAlert id={formErrorId} message={formError} />
      <SubmitButton pending={isPending} pendingLabel="Bekräftar…" className="self-start">
        Bekräfta ny e-post
      </SubmitButton>
    </form>
  );
}

/** Name and e-mail. A new address takes effect only when the code mailed to it is entered. */
export function ProfileDetailsForm() {
  const { user, refreshUser } = useAuth();
  const currentEmail = user?.email ?? '';
  const { form, formProps, isPending, formError, formErrorId, result } = useContractForm({
    schema: profileForm(() => currentEmail),
    defaultValues: { name: user?.name ?? '', email: currentEmail, currentPassword: '' },
    mutationFn: ({ name, email, currentPassword }) =>
      // A new address is a sensitive change: only then is the password sent, and the server checks it.
      accountApi.updateProfile(name, email, email.toLowerCase() !== currentEmail.toLowerCase() ? currentPassword : undefined),
    successToast: (res) => ({ title: 'Profil uppdaterad', description: res.message }),
    onSuccess: async (_res, values, f) => {
      // The saved values become the form's own at once, in the same turn as the success toast:
      // reset after the account is read again, it overwrote whatever was typed meanwhile.
      f.reset({ name: values.name, email: values.email, currentPassword: '' });
      await refreshUser('user');
    },
    errorToast: { title: 'Fel', fallback: 'Kunde inte uppdatera profil' },
    serverFields: { password: 'currentPassword' },
  });
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const emailChanges = !!user && typedEmail.trim().toLowerCase() !== user.email;
  const pendingEmail = result?.pendingEmail ?? null;

  return (
    <div className="flex flex-col gap-4">
      <form {...formProps} className="flex flex-col gap-4">
        <FormField form={form} name="name" label="Namn" autoComplete="name" required />
        <FormField form={form} name="email" label="E-post" type="email" autoComplete="email" required />
        {emailChanges && (
          <FormField
            form={form}
            name="currentPassword"
            label="Nuvarande lösenord"
            type="password"
            autoComplete="current-password"
            hint="För att byta e-postadress behöver du bekräfta att det är du."
          />
        )}
        <FormAlert id={formErrorId} message={formError} />
        <SubmitButton pending={isPending} pendingLabel="Sparar…" className="self-start">
          Spara ändringar
        </SubmitButton>
      </form>
      {pendingEmail && user?.email !== pendingEmail && (
        <ConfirmEmailForm pendingEmail={pendingEmail} onConfirmed={(email) => form.reset({ name: form.getValues('name'), email, currentPassword: '' })} />
      )}
    </div>
  );
}
