import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { accountApi } from './api';
import { changePasswordForm } from './form-schemas';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: changePasswordForm,
    defaultValues: EMPTY,
    mutationFn: ({ currentPassword, newPassword }) => accountApi.changePassword(currentPassword, newPassword),
    successToast: (res) => ({ title: 'Lösenord ändrat', description: res.message }),
    onSuccess: (_res, _values, f) => f.reset(EMPTY),
    errorToast: { title: 'Fel', fallback: 'Kunde inte ändra lösenord' },
  });

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <FormField form={form} name="currentPassword" label="Nuvarande lösenord" type="password" autoComplete="current-password" required />
      <FormField form={form} name="newPassword" label="Nytt lösenord (minst 6 tecken)" type="password" autoComplete="new-password" required />
      <FormField form={form} name="confirmPassword" label="Bekräfta nytt lösenord" type="password" autoComplete="new-password" required />
      <FormAlert id={formErrorId} message={formError} />
      <SubmitButton pending={isPending} pendingLabel="Byter lösenord…" className="self-start">
        Byt lösenord
      </SubmitButton>
    </form>
  );
}
