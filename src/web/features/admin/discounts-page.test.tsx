import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Discount } from '../../../shared/contracts/discounts';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, jsonResponse, renderPage, sentTo, stubApi, type FetchMock } from '../../app/auth-provider.test-support';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { DiscountsPage } from './discounts-page';

const admin = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };
const LIST = '/api/discounts/list?activeOnly=false';
const CREATE = '/api/discounts/create';
const UPDATE = '/api/discounts/update';

const code = (overrides: Partial<Discount>): Discount => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: 'RYGG-ABC234',
  type: 'PERCENT',
  value: 20,
  active: true,
  redemptionCount: 3,
  maxRedemptions: 500,
  expiresAt: '2026-12-11T10:00:00.000Z',
  perUserLimit: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
const PERCENT = code({});
// Made with the admin key: no limits, no expiry.
const FIXED = code({
  id: '00000000-0000-4000-8000-000000000002',
  code: 'VINTER-XYZ789',
  type: 'FIXED',
  value: 50,
  active: false,
  redemptionCount: 7,
  maxRedemptions: null,
  expiresAt: null,
  perUserLimit: null,
});

afterEach(() => {
  clearToasts();
  Reflect.deleteProperty(navigator, 'clipboard');
  localStorage.clear();
  vi.unstubAllGlobals();
});

function show(answers: Record<string, () => Response> = {}): FetchMock {
  localStorage.setItem('auth_user', JSON.stringify(admin));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  const fetchMock = stubApi({ '/api/me': json(200, admin), [LIST]: json(200, [PERCENT, FIXED]), ...answers });
  renderPage(
    '/admin/discounts',
    <>
      <DiscountsPage />
      <ToastSpy />
    </>,
  );
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const lastToast = () => toastsShown()[0];
const listCalls = (fetchMock: FetchMock) => fetchMock.mock.calls.filter(([url]) => String(url) === LIST).length;

/** Types into a field and leaves it, as a person does. */
function typeAndLeave(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

describe('DiscountsPage: the form', () => {
  it('starts at the spec’s defaults: 20 %, 50 kr, RYGG, 14 days, 1 per customer, 500 in total', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rabattkoder' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Procent' })).toBeChecked();
    expect(field('Rabatt i procent').value).toBe('20');
    expect(field('Prefix').value).toBe('RYGG');
    expect(field('Giltig antal dagar').value).toBe('14');
    expect(field('Max användningar per kund').value).toBe('1');
    expect(field('Max användningar totalt').value).toBe('500');

    fireEvent.click(screen.getByRole('radio', { name: 'Fast belopp (SEK)' }));
    expect(await screen.findByLabelText('Rabatt i kronor')).toHaveValue('50');
    expect(screen.queryByLabelText('Rabatt i procent')).not.toBeInTheDocument();
  });

  it('creates a code: "Skapar..." while busy, the toast with the code, the code on top of the list, the form back at its defaults', async () => {
    let answer: (r: Response) => void = () => undefined;
    const created = code({ id: '00000000-0000-4000-8000-000000000003', code: 'VAR-QWE456', value: 15, maxRedemptions: 40, redemptionCount: 0 });
    const fetchMock = show({ [CREATE]: () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response });
    await screen.findByRole('table');
    typeAndLeave('Rabatt i procent', '15');
    fireEvent.change(field('Prefix'), { target: { value: 'vår' } });
    typeAndLeave('Max användningar totalt', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Skapa rabattkod' }));

    expect(await screen.findByRole('button', { name: 'Skapar...' })).toBeDisabled();
    expect(sentTo(fetchMock, CREATE)).toEqual([{ type: 'PERCENT', percent: 15, prefix: 'VÅR', daysValid: 14, perUserLimit: 1, maxRedemptions: 40 }]);
    const listsBefore = listCalls(fetchMock);
    fetchMock.mockImplementation(async (input) => (String(input) === LIST ? jsonResponse([created, PERCENT, FIXED]) : jsonResponse(admin)));
    answer(jsonResponse(created, 201));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Rabattkod skapad', description: 'Kod: VAR-QWE456', variant: 'success' }));
    expect(within(screen.getAllByRole('row')[1]!).getByRole('rowheader')).toHaveTextContent('VAR-QWE456');
    expect(field('Rabatt i procent').value).toBe('20');
    expect(field('Prefix').value).toBe('RYGG');
    expect(field('Max användningar totalt').value).toBe('500');
    expect(await screen.findByRole('button', { name: 'Skapa rabattkod' })).toBeEnabled();
    // Every admin change makes the admin data stale: the list is fetched again.
    await waitFor(() => expect(listCalls(fetchMock)).toBeGreaterThan(listsBefore));
  });

  it('clamps the percent to 1–100 and the amount to at least 1 kr when the field is left', async () => {
    show();
    await screen.findByRole('table');
    for (const [typed, shown] of [
      ['150', '100'],
      ['0', '1'],
      ['abc', '1'],
      ['', '1'],
      ['12,5', '12'],
    ]) {
      typeAndLeave('Rabatt i procent', typed!);
      expect(field('Rabatt i procent').value, typed).toBe(shown);
    }
    fireEvent.click(screen.getByRole('radio', { name: 'Fast belopp (SEK)' }));
    await screen.findByLabelText('Rabatt i kronor');
    typeAndLeave('Rabatt i kronor', '-5');
    expect(field('Rabatt i kronor').value).toBe('1');
    typeAndLeave('Rabatt i kronor', '');
    expect(field('Rabatt i kronor').value).toBe('1');
  });

  it('falls back to 7 days, 1 per customer and 100 in total when a field is cleared, and to at least 1', async () => {
    show();
    await screen.findByRole('table');
    typeAndLeave('Giltig antal dagar', '');
    typeAndLeave('Max användningar per kund', 'x');
    typeAndLeave('Max användningar totalt', '');
    expect([field('Giltig antal dagar').value, field('Max användningar per kund').value, field('Max användningar totalt').value]).toEqual(['7', '1', '100']);
    typeAndLeave('Giltig antal dagar', '0');
    typeAndLeave('Max användningar totalt', '-3');
    expect([field('Giltig antal dagar').value, field('Max användningar totalt').value]).toEqual(['1', '1']);
  });

  it('sends the fallbacks even when the form is sent from a cleared field without leaving it, and a fixed code in kronor', async () => {
    const fetchMock = show({ [CREATE]: json(201, code({ code: 'RYGG-FGH567', type: 'FIXED', value: 1 })) });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('radio', { name: 'Fast belopp (SEK)' }));
    fireEvent.change(await screen.findByLabelText('Rabatt i kronor'), { target: { value: '' } });
    fireEvent.change(field('Giltig antal dagar'), { target: { value: '' } });
    fireEvent.change(field('Max användningar per kund'), { target: { value: '' } });
    fireEvent.change(field('Max användningar totalt'), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Ny rabattkod' }));
    await waitFor(() => expect(sentTo(fetchMock, CREATE)).toHaveLength(1));
    expect(sentTo(fetchMock, CREATE)[0]).toEqual({ type: 'FIXED', value: 1, prefix: 'RYGG', daysValid: 7, perUserLimit: 1, maxRedemptions: 100 });
  });

  it('upper-cases the prefix as it is typed, and shows the contract’s message beside a prefix it refuses', async () => {
    const fetchMock = show();
    await screen.findByRole('table');
    fireEvent.change(field('Prefix'), { target: { value: 'höst' } });
    expect(field('Prefix').value).toBe('HÖST');
    fireEvent.change(field('Prefix'), { target: { value: 'HÖST-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa rabattkod' }));
    expect(await screen.findByText('Prefixet får vara 1–12 tecken: A–Ö och 0–9.')).toBeInTheDocument();
    expect(field('Prefix')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo(fetchMock, CREATE)).toEqual([]);
  });

  it('shows the server’s error in a "Fel" toast and keeps what was typed; without a message, the Swedish fallback', async () => {
    show({ [CREATE]: json(409, { error: 'Koden finns redan. Försök igen.' }) });
    await screen.findByRole('table');
    typeAndLeave('Rabatt i procent', '35');
    fireEvent.click(screen.getByRole('button', { name: 'Skapa rabattkod' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Fel', description: 'Koden finns redan. Försök igen.', variant: 'destructive' }));
    expect(field('Rabatt i procent').value).toBe('35');

    stubApi({ '/api/me': json(200, admin), [LIST]: json(200, [PERCENT]), [CREATE]: () => new Response('Bad Gateway', { status: 502 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa rabattkod' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Fel', description: 'Kunde inte skapa rabattkoden. Försök igen.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kunde inte skapa rabattkoden. Försök igen.');
    expect(field('Rabatt i procent').value).toBe('35');
  });
});

describe('DiscountsPage: the list', () => {
  it('shows each code: type, value in % or kr, the switch, used/max with ∞, the Swedish expiry date and the per-customer limit with "-"', async () => {
    const fetchMock = show();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Kod', 'Typ', 'Värde', 'Aktiv', 'Använd', 'Går ut', 'Per kund', 'Kopiera']);
    expect(cells('RYGG-ABC234').slice(0, 2)).toEqual(['Procent', '20\u00a0%']);
    expect(cells('RYGG-ABC234').slice(3, 6)).toEqual(['3/500', '2026-12-11', '1']);
    expect(cells('VINTER-XYZ789').slice(0, 2)).toEqual(['Fast', '50 kr']);
    expect(cells('VINTER-XYZ789').slice(3, 6)).toEqual(['7/∞', '-', '-']);
    expect(screen.getByRole('switch', { name: 'Aktiv: RYGG-ABC234' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Aktiv: VINTER-XYZ789' })).toHaveAttribute('aria-checked', 'false');
    // Switched-off and expired codes are listed too.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === LIST)).toBe(true);
  });

  it('filters by a case-insensitive part of the code, and says when nothing matches', async () => {
    show();
    await screen.findByRole('table');
    const search = screen.getByPlaceholderText('Sök efter kod...');
    expect(search).toHaveAccessibleName('Sök efter kod');
    fireEvent.change(search, { target: { value: 'xyz' } });
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['VINTER-XYZ789']);
    fireEvent.change(search, { target: { value: 'abc2' } });
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['RYGG-ABC234']);
    fireEvent.change(search, { target: { value: 'sommar' } });
    expect(screen.getByText('Inga rabattkoder matchar sökningen')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  });

  it('says so when no code has been made, with a spinner while loading', async () => {
    show({ [LIST]: json(200, []) });
    expect(screen.getByText('Laddar rabattkoder...')).toBeInTheDocument();
    expect(await screen.findByText('Inga rabattkoder skapade än')).toBeInTheDocument();
  });

  it('shows the spec’s failure toast when the list cannot be loaded, and loads it again on "Försök igen"', async () => {
    const fetchMock = show({ [LIST]: json(500, { error: 'Internt fel' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunde inte ladda rabattkoder');
    expect(lastToast()).toMatchObject({ title: 'Fel', description: 'Kunde inte ladda rabattkoder', variant: 'destructive' });
    fetchMock.mockImplementation(async (input) => (String(input) === LIST ? jsonResponse([PERCENT]) : jsonResponse(admin)));
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('switches a code off ("Inaktiverad") and on ("Aktiverad") through the server', async () => {
    // The server's state: the list fetched again after the switch shows it.
    let stored = [PERCENT, FIXED];
    const fetchMock = show({
      [LIST]: () => jsonResponse(stored),
      [UPDATE]: () => {
        const [body] = sentTo(fetchMock, UPDATE).slice(-1) as [{ id: string; active: boolean }];
        stored = stored.map((d) => (d.id === body.id ? { ...d, active: body.active } : d));
        return jsonResponse(stored.find((d) => d.id === body.id));
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Aktiv: RYGG-ABC234' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Inaktiverad', description: 'Kod RYGG-ABC234 är nu inaktiv' }));
    expect(sentTo(fetchMock, UPDATE)).toEqual([{ id: PERCENT.id, active: false }]);
    expect(screen.getByRole('switch', { name: 'Aktiv: RYGG-ABC234' })).toHaveAttribute('aria-checked', 'false');

    fireEvent.click(screen.getByRole('switch', { name: 'Aktiv: VINTER-XYZ789' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Aktiverad', description: 'Kod VINTER-XYZ789 är nu aktiv' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Aktiv: VINTER-XYZ789' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('keeps the switch as it was and shows "Kunde inte uppdatera rabattkod" when the server refuses', async () => {
    show({ [UPDATE]: json(404, { error: 'Rabattkoden finns inte.' }) });
    fireEvent.click(await screen.findByRole('switch', { name: 'Aktiv: RYGG-ABC234' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Fel', description: 'Kunde inte uppdatera rabattkod', variant: 'destructive' }));
    expect(screen.getByRole('switch', { name: 'Aktiv: RYGG-ABC234' })).toHaveAttribute('aria-checked', 'true');
  });

  it('copies a code to the clipboard ("Kopierad"), and says what to do when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Kopiera VINTER-XYZ789' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Kopierad', description: 'Kod VINTER-XYZ789 kopierad till urklipp' }));
    expect(writeText).toHaveBeenCalledWith('VINTER-XYZ789');

    writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera RYGG-ABC234' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Fel', variant: 'destructive' }));
    expect(lastToast()!.description).toContain('RYGG-ABC234');
  });
});
