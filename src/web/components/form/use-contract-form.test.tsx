import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contactRequest, type ContactRequest } from '../../../shared/contracts/contact';
import { ApiError } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { toast } from '../ui/toast-store';
import { FormAlert, FormField, SubmitButton } from './form-fields';
import { useContractForm } from './use-contract-form';

vi.mock('../ui/toast-store', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));
const toastMock = vi.mocked(toast);

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };
const LABELS = { name: 'Namn', email: 'E-post', subject: 'Ämne', message: 'Meddelande' } as const;

function TestForm({ send, onSuccess }: { send: (values: ContactRequest) => Promise<{ id: string }>; onSuccess?: () => void }) {
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: contactRequest,
    defaultValues: EMPTY,
    mutationFn: send,
    successToast: () => ({ title: 'Skickat', description: 'Tack!' }),
    onSuccess,
    errorToast: { title: 'Fel', fallback: 'Det gick inte.' },
    serverFields: { body: 'message' },
  });
  return (
    <form {...formProps} aria-label="Testformulär">
      {(Object.keys(LABELS) as (keyof ContactRequest)[]).map((name) => (
        <FormField key={name} form={form} name={name} label={LABELS[name]} multiline={name === 'message'} />
      ))}
      <FormAlert id={formErrorId} message={formError} />
      <SubmitButton pending={isPending} pendingLabel="Skickar…">
        Skicka
      </SubmitButton>
    </form>
  );
}

function renderForm(props: Parameters<typeof TestForm>[0]) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TestForm {...props} />
    </QueryClientProvider>,
  );
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Namn'), 'Åsa Öberg');
  await user.type(screen.getByLabelText('E-post'), 'asa@example.se');
  await user.type(screen.getByLabelText('Ämne'), 'Fråga');
  await user.type(screen.getByLabelText('Meddelande'), 'Hej!');
}

function badRequest(body: unknown) {
  return new ApiError(400, JSON.stringify(body), 'Bad Request');
}

beforeEach(() => toastMock.mockClear());

describe('useContractForm', () => {
  it('shows every field error at once after submit, linked to its field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const send = vi.fn();
    renderForm({ send });
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    const expected = {
      Namn: 'Namn är obligatoriskt',
      'E-post': 'E-post är obligatorisk',
      Ämne: 'Ämne är obligatoriskt',
      Meddelande: 'Meddelande är obligatoriskt',
    };
    await waitFor(() => expect(screen.getByLabelText('Namn')).toHaveAttribute('aria-invalid', 'true'));
    for (const [label, message] of Object.entries(expected)) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(document.getElementById(field.getAttribute('aria-describedby')!)).toHaveTextContent(message);
    }
    expect(screen.getByLabelText('Namn')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(toastMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears a field error as the field is corrected', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ send: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(screen.getByLabelText('Namn')).toHaveAttribute('aria-invalid', 'true'));
    await user.type(screen.getByLabelText('Namn'), 'Per');
    await waitFor(() => expect(screen.getByLabelText('Namn')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('Namn')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Ämne')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server’s field errors beside their fields, never in a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const send = vi
      .fn()
      .mockRejectedValue(
        badRequest({ error: 'Ange en giltig e-postadress', fields: { email: 'Ange en giltig e-postadress', body: 'Meddelandet är för långt' } }),
      );
    renderForm({ send });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    await waitFor(() => expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription('Ange en giltig e-postadress'));
    // A server name that differs from the form's is mapped.
    expect(screen.getByLabelText('Meddelande')).toHaveAccessibleDescription('Meddelandet är för långt');
    expect(screen.getByLabelText('E-post')).toHaveFocus();
    expect(toastMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    // What was typed stays.
    expect(screen.getByLabelText('Namn')).toHaveValue('Åsa Öberg');
  });

  it('shows an error that belongs to no field inline and once as a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const send = vi.fn().mockRejectedValue(new ApiError(401, JSON.stringify({ error: 'Fel e-postadress eller lösenord.' }), 'Unauthorized'));
    renderForm({ send });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fel e-postadress eller lösenord.');
    expect(screen.getByRole('form', { name: 'Testformulär' })).toHaveAttribute('aria-describedby', alert.id);
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith({ title: 'Fel', description: 'Fel e-postadress eller lösenord.', variant: 'destructive' });
  });

  it('uses the fallback text when the server gives none (a network failure)', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ send: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte.');
    expect(toastMock).toHaveBeenCalledTimes(1);
  });

  it('is busy while sending, then shows one success toast and runs onSuccess', async () => {
    const user = userEvent.setup({ delay: null });
    let resolve!: (value: { id: string }) => void;
    const send = vi.fn(() => new Promise<{ id: string }>((r) => (resolve = r)));
    const onSuccess = vi.fn();
    renderForm({ send, onSuccess });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    const busy = await screen.findByRole('button', { name: 'Skickar…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Testformulär' })).toHaveAttribute('aria-busy', 'true');
    expect(send).toHaveBeenCalledWith({ name: 'Åsa Öberg', email: 'asa@example.se', subject: 'Fråga', message: 'Hej!' });
    // A second click while busy sends nothing more.
    await user.click(busy);
    expect(send).toHaveBeenCalledTimes(1);

    resolve({ id: 'm-1' });
    await screen.findByRole('button', { name: 'Skicka' });
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith({ variant: 'success', title: 'Skickat', description: 'Tack!' });
  });

  it('sends the values as the contract parses them (trimmed)', async () => {
    const user = userEvent.setup({ delay: null });
    const send = vi.fn().mockResolvedValue({ id: 'm-2' });
    renderForm({ send });
    await user.type(screen.getByLabelText('Namn'), '  Per  ');
    await user.type(screen.getByLabelText('E-post'), ' per@example.se ');
    await user.type(screen.getByLabelText('Ämne'), 'Ämne');
    await user.type(screen.getByLabelText('Meddelande'), 'Text');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Per', email: 'per@example.se', subject: 'Ämne', message: 'Text' }));
  });
});
