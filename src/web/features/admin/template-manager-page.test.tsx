import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../shared/contracts/endpoints';
import { json } from '../../app/auth-provider.test-support';
import { clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { captureDownloads } from '../../lib/downloads.test-support';
import { TemplateManagerPage } from './template-manager-page';
import { never, ok, sent, showAdminPage, template } from './templates.test-support';

const PRIMARY = template();
const OTHER = template({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Ischiasmall',
  description: 'För nervpåverkan',
  googleDocId: 'ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210',
  isPrimary: false,
});

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = (answers: Parameters<typeof showAdminPage>[2]) => showAdminPage('/template-manager', <TemplateManagerPage />, answers);
const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('TemplateManagerPage', () => {
  it('shows each template as a card: name, description, the id cut to 20 characters, the Swedish date, the primary badge', async () => {
    show({ 'GET /api/templates': ok([PRIMARY, OTHER]) });
    const primary = await cardOf('Huvudmall');
    expect(primary).toHaveTextContent('Primär mall för alla rapporter');
    expect(primary).toHaveTextContent('1AbCdEfGhIjKlMnOpQrS…');
    expect(primary).not.toHaveTextContent('1AbCdEfGhIjKlMnOpQrSt');
    // 23:30 UTC on the 26th is the 27th in Stockholm.
    expect(primary).toHaveTextContent('2026-11-27');
    expect(within(primary).getByText('Primär')).toBeInTheDocument();
    expect(within(primary).queryByRole('button', { name: /primär mall/ })).not.toBeInTheDocument();
    const other = await cardOf('Ischiasmall');
    expect(within(other).queryByText('Primär')).not.toBeInTheDocument();
    expect(screen.getByText(/”huvud”, ”primary” eller ”main”/)).toBeInTheDocument();
  });

  it('makes a template primary with the spec’s toast and refetches the list', async () => {
    const fetchMock = show({ 'GET /api/templates': ok([PRIMARY, OTHER]), [`PUT /api/templates/${OTHER.id}/set-primary`]: ok([OTHER]) });
    fireEvent.click(within(await cardOf('Ischiasmall')).getByRole('button', { name: 'Gör Ischiasmall till primär mall' }));
    await vi.waitFor(() => expect(toastsShown().map((t) => t.title)).toEqual(['Primär mall uppdaterad']));
    expect(sent(fetchMock, `PUT /api/templates/${OTHER.id}/set-primary`)).toHaveLength(1);
    // The list is fetched again (the admin queries are stale).
    expect(sent(fetchMock, 'GET /api/templates').length).toBeGreaterThan(1);
  });

  it('says "Kunde inte uppdatera primär mall" when set-primary fails', async () => {
    show({ 'GET /api/templates': ok([PRIMARY, OTHER]), [`PUT /api/templates/${OTHER.id}/set-primary`]: json(500, { error: 'x' }) });
    fireEvent.click(within(await cardOf('Ischiasmall')).getByRole('button', { name: 'Gör Ischiasmall till primär mall' }));
    await vi.waitFor(() => expect(toastsShown().map((t) => t.description)).toEqual(['Kunde inte uppdatera primär mall']));
  });

  it('deletes only after the confirmation, with "Mall borttagen"; cancelling deletes nothing', async () => {
    const fetchMock = show({ 'GET /api/templates': ok([PRIMARY, OTHER]), [`DELETE /api/templates/${OTHER.id}`]: ok({ message: 'Mallen är borttagen.' }) });
    const card = await cardOf('Ischiasmall');
    fireEvent.click(within(card).getByRole('button', { name: 'Ta bort Ischiasmall' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Är du säker på att du vill ta bort denna mall?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent(fetchMock, `DELETE /api/templates/${OTHER.id}`)).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Ta bort Ischiasmall' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() => expect(toastsShown().map((t) => t.title)).toEqual(['Mall borttagen']));
    expect(sent(fetchMock, `DELETE /api/templates/${OTHER.id}`)).toHaveLength(1);
  });

  it('says "Kunde inte ta bort mallen" when the delete fails', async () => {
    show({ 'GET /api/templates': ok([PRIMARY, OTHER]), [`DELETE /api/templates/${OTHER.id}`]: json(500, { error: 'x' }) });
    fireEvent.click(within(await cardOf('Ischiasmall')).getByRole('button', { name: 'Ta bort Ischiasmall' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() => expect(toastsShown().map((t) => t.description)).toEqual(['Kunde inte ta bort mallen']));
  });

  it('downloads the preview PDF of a template with the admin’s token', async () => {
    const saved = captureDownloads();
    const fetchMock = show({
      'GET /api/templates': ok([PRIMARY]),
      [`GET /api/admin/templates/${PRIMARY.id}/preview`]: () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="forhandsgranskning-huvudmall.pdf"' },
        }),
    });
    fireEvent.click(within(await cardOf('Huvudmall')).getByRole('button', { name: 'Förhandsgranska Huvudmall' }));
    await vi.waitFor(() => expect(saved).toEqual(['forhandsgranskning-huvudmall.pdf']));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/preview'))!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t');
  });

  it('has an empty state that leads to the upload', async () => {
    show({ 'GET /api/templates': ok([]) });
    expect(await screen.findByRole('heading', { name: 'Inga mallar än' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ladda upp din första mall' })).toHaveAttribute('href', '/template-upload');
  });

  it('shows the loading state', () => {
    show({ 'GET /api/templates': never });
    expect(screen.getByText('Laddar mallar...')).toBeInTheDocument();
  });

  it('says "Kunde inte ladda mallar" and offers to try again', async () => {
    show({ 'GET /api/templates': json(500, { error: 'x' }) });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Kunde inte ladda mallar');
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });
});
