import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json } from '../../app/auth-provider.test-support';
import { embedSiteInfo, AI_WORD } from '../../app/site-info.test-support';
import { clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { EMPTY_DOCUMENT, SAVE_FAILED, TemplateUploadPage } from './template-upload-page';
import { never, ok, sent, showAdminPage, template } from './templates.test-support';

const DOC = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
const CHECKED = { googleDocId: DOC, placeholders: ['namn', 'kategori1', 'smeknamn'], unknownPlaceholders: ['smeknamn'], sections: ['Brev', 'Till sist'] };

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const show = (answers: Parameters<typeof showAdminPage>[2] = {}) => showAdminPage('/template-upload', <TemplateUploadPage />, answers);
const field = () => screen.getByLabelText('Google Docs URL eller dokument-ID');
const checkButton = () => screen.getByRole('button', { name: 'Kontrollera dokumentet' });

describe('TemplateUploadPage', () => {
  it('asks for the document when the field is empty, and sends nothing', async () => {
    const fetchMock = show();
    fireEvent.click(checkButton());
    expect(await screen.findByText(EMPTY_DOCUMENT)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, 'POST /api/admin/templates/check')).toHaveLength(0);
  });

  it('checks the id taken from a link, shows the unknown placeholders, then saves as Huvudmall with a toast and a success state', async () => {
    const fetchMock = show({
      'POST /api/admin/templates/check': ok(CHECKED),
      'POST /api/save-template': ok({ template: template(), unknownPlaceholders: ['smeknamn'] }, 201),
    });
    fireEvent.change(field(), { target: { value: `https://docs.google.com/document/d/${DOC}/edit?usp=sharing` } });
    fireEvent.click(checkButton());
    const check = await screen.findByRole('region', { name: 'Dokumentet kan läsas' });
    expect(sent(fetchMock, 'POST /api/admin/templates/check')).toEqual([{ googleDocId: DOC }]);
    expect(within(check).getByText(/Okända platshållare/)).toHaveTextContent('{{smeknamn}}');
    const chips = within(check).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['{{namn}}', '{{kategori1}}', '{{smeknamn}} (okänd)']);
    expect(chips[2]).toHaveAttribute('data-unknown', 'true');
    expect(sent(fetchMock, 'POST /api/save-template')).toHaveLength(0);

    fireEvent.click(within(check).getByRole('button', { name: 'Spara mall' }));
    expect(await screen.findByRole('heading', { name: 'Mallen är sparad' })).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/save-template')).toEqual([{ name: 'Huvudmall', description: 'Primär mall för alla rapporter', googleDocId: DOC }]);
    expect(toastsShown().map((t) => t.title)).toEqual(['Mall sparad!']);
    expect(screen.getByRole('link', { name: 'Tillbaka till dashboard' })).toHaveAttribute('href', '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Ladda upp ny mall' }));
    expect(field()).toHaveValue('');
  });

  it('hides the check when the document is changed, so nothing unchecked is saved', async () => {
    show({ 'POST /api/admin/templates/check': ok(CHECKED) });
    fireEvent.change(field(), { target: { value: DOC } });
    fireEvent.click(checkButton());
    await screen.findByRole('region', { name: 'Dokumentet kan läsas' });
    fireEvent.change(field(), { target: { value: `${DOC}x` } });
    expect(screen.queryByRole('button', { name: 'Spara mall' })).not.toBeInTheDocument();
  });

  it('says the spec’s failure text when the save fails, keeping what was typed', async () => {
    show({ 'POST /api/admin/templates/check': ok(CHECKED), 'POST /api/save-template': json(502, { error: 'Något annat' }) });
    fireEvent.change(field(), { target: { value: DOC } });
    fireEvent.click(checkButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Spara mall' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(toastsShown().map((t) => t.description)).toEqual([SAVE_FAILED]);
    expect(field()).toHaveValue(DOC);
  });

  it('shows the server’s message beside the field when the document cannot be read', async () => {
    show({ 'POST /api/admin/templates/check': json(400, { error: SAVE_FAILED, fields: { googleDocId: SAVE_FAILED } }) });
    fireEvent.change(field(), { target: { value: 'privat-dokument-123' } });
    fireEvent.click(checkButton());
    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the busy state while checking', async () => {
    show({ 'POST /api/admin/templates/check': never });
    fireEvent.change(field(), { target: { value: DOC } });
    fireEvent.click(checkButton());
    expect(await screen.findByRole('button', { name: 'Kontrollerar…' })).toBeDisabled();
  });

  it('explains the placeholders with the examples, and says AI only when the AI writer is on', async () => {
    show();
    const info = screen.getByRole('complementary', { name: 'Så fungerar mallen' });
    expect(info).toHaveTextContent('publikt');
    expect(within(info).getByRole('list', { name: 'Exempel på platshållare' }).textContent).toBe(
      '{{namn}}{{email}}{{datum}}{{kategori1}}{{kategori2}}{{kategori3}}',
    );
    expect(info.textContent).not.toMatch(AI_WORD);
  });

  it('says AI in the info box when the AI writer is on', () => {
    const remove = embedSiteInfo(null, undefined, { aiWriter: true });
    try {
      show();
      expect(screen.getByRole('complementary', { name: 'Så fungerar mallen' }).textContent).toMatch(AI_WORD);
    } finally {
      remove();
    }
  });

  it('uploads a .docx and shows its unknown placeholders; asks for a file when none is chosen', async () => {
    const fetchMock = show({
      'POST /api/admin/templates/upload': ok(
        { template: template({ name: 'Word-mall', isPrimary: false, googleDocId: null }), unknownPlaceholders: ['smeknamn'] },
        201,
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ladda upp Word-mall' }));
    expect(await screen.findByText('Välj en .docx-fil att ladda upp.')).toBeInTheDocument();
    const file = new File([new Uint8Array([80, 75, 3, 4])], 'mall.docx');
    fireEvent.change(screen.getByLabelText('Word-fil (.docx)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Ladda upp Word-mall' }));
    const result = await screen.findByRole('region', { name: 'Uppladdad mall' });
    expect(result).toHaveTextContent('”Word-mall” är sparad.');
    expect(within(result).getByText(/Okända platshållare/)).toHaveTextContent('{{smeknamn}}');
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/admin/templates/upload')!;
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
    expect(toastsShown().map((t) => t.title)).toEqual(['Mall sparad!']);
  });
});
