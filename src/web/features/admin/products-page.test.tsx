import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../shared/contracts/products';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, jsonResponse, renderPage, sentTo, stubApi, type FetchMock } from '../../app/auth-provider.test-support';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { slugFrom } from './product-form';
import { ProductsPage } from './products-page';

const admin = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };
const LIST = '/api/admin/products';
const REPORT_ID = '00000000-0000-4000-8000-000000000001';
const BAND_ID = '00000000-0000-4000-8000-000000000002';

const product = (overrides: Partial<AdminProduct>): AdminProduct => ({
  id: REPORT_ID,
  slug: 'ryggrapport',
  name: 'Personlig ryggrapport',
  shortDescription: 'En rapport om din ryggsmärta.',
  description: 'Rapporten har 8–10 sidor.',
  price: 25_000,
  compareAtPrice: null,
  vatRateBp: 2500,
  imageUrl: null,
  imageAlt: null,
  tags: ['Ländrygg', 'PDF-rapport'],
  isFeatured: true,
  categoryId: '00000000-0000-4000-8000-0000000000c1',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const REPORT = product({});
const BAND = product({
  id: BAND_ID,
  slug: 'traningsband',
  name: 'Träningsband',
  price: 14_950,
  compareAtPrice: 19_900,
  tags: [],
  isFeatured: false,
  isActive: false,
  categoryId: null,
});

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function show(answers: Record<string, () => Response> = {}): FetchMock {
  localStorage.setItem('auth_user', JSON.stringify(admin));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  const fetchMock = stubApi({ '/api/me': json(200, admin), [LIST]: json(200, [REPORT, BAND]), ...answers });
  renderPage(
    '/admin/products',
    <>
      <ProductsPage />
      <ToastSpy />
    </>,
  );
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const lastToast = () => toastsShown()[0];

describe('ProductsPage: the list', () => {
  it('lists every product with its price in kronor, the hidden one marked Dold, the featured one Populär', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkter' })).toBeInTheDocument();
    const report = within(await screen.findByRole('row', { name: /^Personlig ryggrapport/ }));
    expect(report.getByText('250,00 kr')).toBeInTheDocument();
    expect(report.getByText('Synlig')).toBeInTheDocument();
    expect(report.getByText('Populär')).toBeInTheDocument();
    const band = within(row('Träningsband'));
    expect(band.getByText('149,50 kr')).toBeInTheDocument();
    expect(band.getByText('199,00 kr')).toBeInTheDocument();
    expect(band.getByText('Dold')).toBeInTheDocument();
    expect(band.queryByText('Populär')).not.toBeInTheDocument();
    // A hidden product has no shop page to show.
    expect(band.queryByRole('link', { name: /Visa/ })).not.toBeInTheDocument();
    expect(report.getByRole('link', { name: 'Visa Personlig ryggrapport i butiken' })).toHaveAttribute('href', '/produkt/ryggrapport');
  });

  it('says so, with a toast and a retry, when the list cannot be loaded', async () => {
    show({ [LIST]: json(500, { error: 'Serverfel' }) });
    expect(await screen.findByText(/Kunde inte ladda produkterna/)).toBeInTheDocument();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Fel', description: 'Kunde inte ladda produkterna', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });
});

describe('ProductsPage: the form', () => {
  it('edits a product: its values in kronor, a price typed as "199,50" is sent in öre, the toast, and the list shows the change', async () => {
    const saved = product({ price: 19_950, compareAtPrice: 25_000, updatedAt: '2026-11-27T10:00:00.000Z' });
    let list = [REPORT, BAND];
    const fetchMock = show({
      [LIST]: () => jsonResponse(list),
      [`${LIST}/${REPORT_ID}`]: () => ((list = [saved, BAND]), jsonResponse(saved)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Redigera Personlig ryggrapport' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Redigera: Personlig ryggrapport' })).toBeInTheDocument();
    expect(field('Pris (kr)').value).toBe('250');
    expect(field('Etiketter').value).toBe('Ländrygg, PDF-rapport');
    expect(screen.getByRole('checkbox', { name: /Utvald/ })).toBeChecked();

    type('Pris (kr)', '199,50');
    type('Jämförpris (kr, valfritt)', '250');
    fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Produkten sparad', variant: 'success' }));
    expect(sentTo(fetchMock, `${LIST}/${REPORT_ID}`)).toEqual([
      {
        slug: 'ryggrapport',
        name: 'Personlig ryggrapport',
        shortDescription: 'En rapport om din ryggsmärta.',
        description: 'Rapporten har 8–10 sidor.',
        price: 19_950,
        compareAtPrice: 25_000,
        vatRateBp: 2500,
        imageUrl: null,
        imageAlt: null,
        tags: ['Ländrygg', 'PDF-rapport'],
        isFeatured: true,
        isActive: true,
        categoryId: REPORT.categoryId,
      },
    ]);
    expect(fetchMock.mock.calls.find(([url]) => String(url) === `${LIST}/${REPORT_ID}`)?.[1]?.method).toBe('PUT');
    expect(await within(row('Personlig ryggrapport')).findByText('199,50 kr')).toBeInTheDocument();
  });

  it('refuses a price that is not kronor beside the field, and sends nothing', async () => {
    const fetchMock = show();
    await screen.findByRole('table');
    type('Namn', 'Träningsmatta');
    fireEvent.blur(field('Namn'));
    // The address name follows the name of a new product.
    expect(field('Adressnamn').value).toBe('traningsmatta');
    type('Kort beskrivning', 'En matta.');
    type('Pris (kr)', '12,505');
    fireEvent.click(screen.getByRole('button', { name: 'Skapa produkt' }));
    expect(await screen.findByText('Ange priset i kronor, till exempel 250 eller 249,50.')).toBeInTheDocument();
    expect(field('Pris (kr)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Pris (kr)')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates a hidden product and shows the server’s Swedish message beside its field (slug taken: 409)', async () => {
    const taken = 'Det finns redan en produkt med det adressnamnet.';
    const fetchMock = show({ [LIST]: () => jsonResponse([REPORT, BAND]) });
    await screen.findByRole('table');
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === LIST && init?.method === 'POST' ? jsonResponse({ error: taken, fields: { slug: taken } }, 409) : jsonResponse([REPORT, BAND]),
    );
    type('Namn', 'Kopia');
    type('Adressnamn', 'ryggrapport');
    type('Kort beskrivning', 'En kopia.');
    type('Pris (kr)', '100');
    fireEvent.click(screen.getByRole('checkbox', { name: /Visas i butiken/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Skapa produkt' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(field('Adressnamn')).toHaveAttribute('aria-invalid', 'true');
    const posted = fetchMock.mock.calls
      .filter(([url, init]) => String(url) === LIST && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted).toEqual([
      expect.objectContaining({ slug: 'ryggrapport', price: 10_000, compareAtPrice: null, isActive: false, isFeatured: false, tags: [] }),
    ]);
  });

  it('asks for the image’s text when a product has an image', async () => {
    const withImage = product({ imageUrl: '/api/images/abc.png', imageAlt: 'En rygg' });
    show({ [LIST]: json(200, [withImage]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Redigera Personlig ryggrapport' }));
    expect(await screen.findByRole('img', { name: 'En rygg' })).toHaveAttribute('src', '/api/images/abc.png');
    type('Bildtext', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Skriv en bildtext som beskriver bilden för den som inte ser den.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort bilden' }));
    expect(screen.queryByLabelText('Bildtext')).not.toBeInTheDocument();
  });
});

describe('ProductsPage: the image', () => {
  it('uploads an image, shows it, asks for its text, and sends both with the product', async () => {
    const saved = product({ imageUrl: '/api/images/ny.png', imageAlt: 'Rapportens framsida' });
    const fetchMock = show({
      '/api/upload-image': json(201, { imageUrl: '/api/images/ny.png' }),
      [`${LIST}/${REPORT_ID}`]: json(200, saved),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Redigera Personlig ryggrapport' }));
    await screen.findByRole('heading', { level: 2, name: 'Redigera: Personlig ryggrapport' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'framsida.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Ladda upp en bild'), { target: { files: [file] } });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Bild uppladdad!', variant: 'success' }));
    expect(fetchMock.mock.calls.find(([url]) => String(url) === '/api/upload-image')?.[1]?.body).toBeInstanceOf(FormData);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/images/ny.png');

    // No text yet: refused beside the field, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Skriv en bildtext som beskriver bilden för den som inte ser den.')).toBeInTheDocument();
    expect(sentTo(fetchMock, `${LIST}/${REPORT_ID}`)).toEqual([]);
    type('Bildtext', 'Rapportens framsida');
    fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, `${LIST}/${REPORT_ID}`)).toEqual([expect.objectContaining({ imageUrl: '/api/images/ny.png', imageAlt: 'Rapportens framsida' })]),
    );
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const fetchMock = show();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Ladda upp en bild'), { target: { files: [new File(['x'], 'mall.docx', { type: 'application/msword' })] } });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Kunde inte ladda upp bilden', variant: 'destructive' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/upload-image')).toBe(false);
  });
});

describe('slugFrom', () => {
  it('makes an address name of a Swedish product name', () => {
    expect(slugFrom('Träningsband Extra!')).toBe('traningsband-extra');
    expect(slugFrom('  Åsa & Örjan  ')).toBe('asa-orjan');
  });
});
