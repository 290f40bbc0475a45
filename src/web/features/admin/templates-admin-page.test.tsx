import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../shared/contracts/endpoints';
import { json } from '../../app/auth-provider.test-support';
import { clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { TemplatesAdminPage } from './templates-admin-page';
import { never, ok, sent, showAdminPage, template } from './templates.test-support';

const ACTIVE = template({ diagnosisTypes: ['all', 'nervinklammning'] });
const INACTIVE = template({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Gammal mall',
  googleDocId: null,
  source: 'docx',
  isActive: false,
  isPrimary: false,
  placeholders: [],
  createdBy: null,
  createdByName: null,
});
const CHECKED = { googleDocId: 'NyttDokument1234567890', placeholders: ['namn', 'smeknamn'], unknownPlaceholders: ['smeknamn'], sections: ['Brev'] };

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const show = (answers: Parameters<typeof showAdminPage>[2]) => showAdminPage('/admin/templates', <TemplatesAdminPage />, answers);
const rowOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('TemplatesAdminPage', () => {
  it('lists each template: Aktiv/Inaktiv, document id, placeholder count and chips, diagnosis types in Swedish, date and creator', async () => {
    show({ 'GET /api/admin/templates': ok([ACTIVE, INACTIVE]) });
    const active = await rowOf('Huvudmall');
    expect(within(active).getByText('Aktiv')).toBeInTheDocument();
    expect(active).toHaveTextContent('1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789');
    expect(active).toHaveTextContent('Platshållare (3)');
    expect(
      within(active)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['{{namn}}', '{{kategori1}}', '{{smeknamn}}']);
    expect(active).toHaveTextContent('Alla, Nervpåverkan (ischias)');
    expect(active).toHaveTextContent('2026-11-27 av Ägaren Åsa');
    const inactive = await rowOf('Gammal mall');
    expect(within(inactive).getByText('Inaktiv')).toBeInTheDocument();
    expect(inactive).toHaveTextContent('Word-dokument (uppladdat)');
    expect(inactive).toHaveTextContent('okänd (kontot finns inte längre)');
  });

  it('creates a template with "Ny mall": checks the fields, shows the unknown placeholders, sends the form and says "Mall skapad"', async () => {
    const fetchMock = show({
      'GET /api/admin/templates': ok([]),
      'POST /api/admin/templates/check': ok(CHECKED),
      'POST /api/admin/templates': ok({ template: template({ name: 'Ischiasmall' }), unknownPlaceholders: [] }, 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ny mall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny mall' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skapa mall' }));
    expect(await within(dialog).findByText('Namn är obligatoriskt')).toBeInTheDocument();
    expect(within(dialog).getByText('Ange dokumentets länk eller id.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/admin/templates')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Namn'), { target: { value: 'Ischiasmall' } });
    fireEvent.change(within(dialog).getByLabelText('Google Docs URL eller dokument-ID'), {
      target: { value: 'https://docs.google.com/document/d/NyttDokument1234567890/edit' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kontrollera dokumentet' }));
    expect(await within(dialog).findByText(/Okända platshållare/)).toHaveTextContent('{{smeknamn}}');
    expect(sent(fetchMock, 'POST /api/admin/templates/check')).toEqual([{ googleDocId: 'NyttDokument1234567890' }]);

    fireEvent.click(within(dialog).getByLabelText('Nervpåverkan (ischias)'));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Aktiv' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skapa mall' }));
    await vi.waitFor(() => expect(toastsShown().map((t) => t.title)).toEqual(['Mall skapad']));
    expect(sent(fetchMock, 'POST /api/admin/templates')).toEqual([
      {
        name: 'Ischiasmall',
        description: '',
        googleDocId: 'https://docs.google.com/document/d/NyttDokument1234567890/edit',
        diagnosisTypes: ['nervinklammning', 'all'],
        isActive: false,
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits in a dialog with the template’s values and says "Mall uppdaterad"', async () => {
    const fetchMock = show({
      'GET /api/admin/templates': ok([ACTIVE]),
      [`PUT /api/admin/templates/${ACTIVE.id}`]: ok({ template: ACTIVE, unknownPlaceholders: ['smeknamn'] }),
    });
    fireEvent.click(within(await rowOf('Huvudmall')).getByRole('button', { name: 'Redigera Huvudmall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera mall' });
    expect(within(dialog).getByLabelText('Namn')).toHaveValue('Huvudmall');
    expect(within(dialog).getByLabelText('Nervpåverkan (ischias)')).toBeChecked();
    expect(within(dialog).getByLabelText('Disksmärta')).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Aktiv' })).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText('Beskrivning'), { target: { value: 'Ny text' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));
    await vi.waitFor(() => expect(toastsShown().map((t) => t.title)).toEqual(['Mall uppdaterad']));
    expect(toastsShown()[0]!.description).toContain('smeknamn');
    expect(sent(fetchMock, `PUT /api/admin/templates/${ACTIVE.id}`)).toEqual([
      { name: 'Huvudmall', description: 'Ny text', googleDocId: ACTIVE.googleDocId, diagnosisTypes: ['all', 'nervinklammning'], isActive: true },
    ]);
  });

  it('shows the server’s message when saving fails, or "Sparning misslyckades", keeping the dialog and what was typed', async () => {
    show({
      'GET /api/admin/templates': ok([ACTIVE]),
      [`PUT /api/admin/templates/${ACTIVE.id}`]: json(502, { error: 'Kunde inte spara mallen. Kontrollera att dokumentet är publikt.' }),
    });
    fireEvent.click(within(await rowOf('Huvudmall')).getByRole('button', { name: 'Redigera Huvudmall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera mall' });
    fireEvent.change(within(dialog).getByLabelText('Namn'), { target: { value: 'Nytt namn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kunde inte spara mallen. Kontrollera att dokumentet är publikt.');
    expect(within(dialog).getByLabelText('Namn')).toHaveValue('Nytt namn');
  });

  it('falls back to "Sparning misslyckades" when the server gives no message', async () => {
    show({ 'GET /api/admin/templates': ok([ACTIVE]), [`PUT /api/admin/templates/${ACTIVE.id}`]: () => new Response('', { status: 500 }) });
    fireEvent.click(within(await rowOf('Huvudmall')).getByRole('button', { name: 'Redigera Huvudmall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera mall' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sparning misslyckades');
  });

  it('deletes after the confirmation; a failure says "Borttagning misslyckades"', async () => {
    const fetchMock = show({ 'GET /api/admin/templates': ok([ACTIVE]), [`DELETE /api/admin/templates/${ACTIVE.id}`]: json(500, { error: 'x' }) });
    fireEvent.click(within(await rowOf('Huvudmall')).getByRole('button', { name: 'Ta bort Huvudmall' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Är du säker på att du vill ta bort denna mall?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() => expect(toastsShown().map((t) => t.description)).toEqual(['Borttagning misslyckades']));
    expect(sent(fetchMock, `DELETE /api/admin/templates/${ACTIVE.id}`)).toHaveLength(1);
  });

  it('has an empty state', async () => {
    show({ 'GET /api/admin/templates': ok([]) });
    expect(await screen.findByRole('heading', { name: 'Inga mallar än' })).toBeInTheDocument();
  });

  it('shows the loading state', async () => {
    show({ 'GET /api/admin/templates': never });
    expect(screen.getByText('Laddar mallar...')).toBeInTheDocument();
  });

  it('says "Kunde inte ladda mallar" when the list cannot be loaded', async () => {
    show({ 'GET /api/admin/templates': json(500, { error: 'x' }) });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Kunde inte ladda mallar');
  });
});
