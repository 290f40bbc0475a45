import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ShieldAlert } from 'lucide-react';
import { deleteAccountRequest } from '../../../shared/contracts/auth';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Button, buttonVariants } from '../../components/ui/button';
import { accountApi } from './api';

const PASSWORD_ID = 'delete-account-password';

/** Lives inside the dialog's content, so every opening starts empty. */
function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: deleteAccountRequest,
    defaultValues: { password: '' },
    mutationFn: ({ password }) => accountApi.deleteAccount(password),
    successToast: () => ({ title: 'Konto raderat', description: 'Ditt konto och dina uppgifter är raderade.' }),
    onSuccess: () => onDeleted(),
    errorToast: { title: 'Fel', fallback: 'Kunde inte radera konto' },
  });
  return (
    <form {...formProps} className="flex flex-col gap-3">
      <FormField form={form} id={PASSWORD_ID} name="password" label="Ditt lösenord" type="password" autoComplete="current-password" />
      <FormAlert id={formErrorId} message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Avbryt</AlertDialog.Cancel>
        <SubmitButton variant="danger" pending={isPending} pendingLabel="Raderar…">
          Ja, radera mitt konto
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * 'Radera mitt konto': a modal that asks for the password again, so a session left open on a
 * shared computer cannot delete the account. It stays open with the server's message on error.
 */
export function DeleteAccountDialog({ disabled, onDeleted }: { disabled: boolean; onDeleted: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" className="self-start" disabled={disabled}>
          <ShieldAlert aria-hidden="true" /> Radera mitt konto
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40 animate-fade-in" />
        <AlertDialog.Content
          // Typing the password is the next step and harmless; the delete button still needs a click.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(PASSWORD_ID)?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-6 shadow-xl animate-fade-in"
        >
          <AlertDialog.Title className="text-xl font-bold">Är du säker?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="text-muted-foreground">
              <p>
                Ditt konto, dina svar och dina rapporter raderas för alltid. Kvitton på köp sparas utan koppling till dig, eftersom bokföringslagen kräver det.
              </p>
            </div>
          </AlertDialog.Description>
          <DeleteAccountForm onDeleted={onDeleted} />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
