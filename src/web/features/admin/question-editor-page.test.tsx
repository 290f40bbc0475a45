import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import type { AdminQuestion } from '../../../shared/contracts/question-admin';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, jsonResponse, renderPage, sentTo, stubApi, type FetchMock } from '../../app/auth-provider.test-support';
import { clearToasts, ToastSpy, toastsShown } from '../../components/ui/toast-spy.test-support';
import { forgetHeldDrafts, QuestionEditorPage } from './question-editor-page';

const admin = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };
const V1 = '2026-11-27T08:00:00.000Z';
const V2 = '2026-11-27T09:00:00.000Z';

function adminQuestion(key: string, n: number, extra: Partial<AdminQuestion> = {}): AdminQuestion {
  const q = QUESTION_BANK.find((b) => b.key === key)!;
  return { ...q, id: `00000000-0000-4000-8000-00000000000${n}`, position: n, isActive: true, updatedAt: V1, ...extra };
}
const ONSET = adminQuestion('onset', 1);
const PAIN = adminQuestion('pain_intensity', 2, { imageUrl: '/api/images/0123456789abcdef0123456789abcdef.png', imageAlt: 'En skala' });
const GOALS = adminQuestion('goals', 3);
const QUESTIONS = [ONSET, PAIN, GOALS];
const PUT_ONSET = `/api/questions/${ONSET.id}`;
const IMAGES = Array.from({ length: 12 }, (_, i) => ({ url: `/api/images/${String(i).padStart(32, 'a')}.png`, fileName: `bild-${i}.png` }));

afterEach(() => {
  forgetHeldDrafts();
  localStorage.clear();
  vi.unstubAllGlobals();
  clearToasts();
});

type Answers = Record<string, () => Response>;

function show(answers: Answers = {}): FetchMock {
  localStorage.setItem('auth_user', JSON.stringify(admin));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  const fetchMock = stubApi({
    '/api/me': json(200, admin),
    '/api/admin/questions': json(200, { questions: QUESTIONS }),
    '/api/uploaded-images': json(200, { images: IMAGES }),
    [PUT_ONSET]: json(200, { question: { ...ONSET, updatedAt: V2 } }),
    '/api/assessment/questions': json(200, { questions: QUESTIONS }),
    '/api/questions': json(200, { questions: QUESTIONS }),
    ...answers,
  });
  renderPage(
    '/question-editor',
    <>
      <QuestionEditorPage />
      <ToastSpy />
    </>,
  );
  return fetchMock;
}

const titleField = () => screen.getByLabelText('Titel');
const preview = () => screen.getByTestId('question-preview');
const toastTitles = () => toastsShown().map((t) => t.title);
const puts = (fetchMock: FetchMock, path = PUT_ONSET) => sentTo(fetchMock, path) as Record<string, unknown>[];

describe('QuestionEditorPage: the list and moving between questions', () => {
  it('shows the loading text, then the first question of M with the side list', async () => {
    show({ '/api/admin/questions': () => new Promise<Response>(() => undefined) as unknown as Response });
    expect(screen.getByText('Laddar frågor från databasen...')).toBeInTheDocument();
  });

  it('says no question is chosen when there is none', async () => {
    show({ '/api/admin/questions': json(200, { questions: [] }) });
    expect(await screen.findByText('Ingen fråga vald')).toBeInTheDocument();
  });

  it('searches title, description and category case-insensitively, and moves to a question chosen in the list', async () => {
    show();
    expect(await screen.findByText('Fråga 1 av 3')).toBeInTheDocument();
    expect(titleField()).toHaveValue(ONSET.title);
    const list = screen.getByRole('region', { name: 'Frågorna' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);

    const search = screen.getByLabelText('Sök fråga');
    fireEvent.change(search, { target: { value: 'LIVSSTILSFAKTORER' } }); // the category
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining(GOALS.title)]);
    fireEvent.change(search, { target: { value: 'eget mål' } }); // the description
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('1 av 3 frågor')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'hur ont' } }); // the title
    fireEvent.click(within(list).getByRole('button', { name: new RegExp(PAIN.title) }));
    expect(screen.getByText('Fråga 2 av 3')).toBeInTheDocument();
    expect(titleField()).toHaveValue(PAIN.title);
    fireEvent.change(search, { target: { value: 'finns inte' } });
    expect(within(list).getByText('Ingen fråga matchar sökningen.')).toBeInTheDocument();
  });

  it('moves with the buttons and with Ctrl/Cmd+arrows, even from a text field, keeping unsaved edits per question', async () => {
    show();
    await screen.findByText('Fråga 1 av 3');
    expect(screen.getByRole('button', { name: 'Föregående' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(screen.getByText('Fråga 2 av 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Föregående' }));
    expect(screen.getByText('Fråga 1 av 3')).toBeInTheDocument();

    fireEvent.change(titleField(), { target: { value: 'Ny titel' } });
    expect(within(preview()).getByRole('heading', { level: 2, name: 'Ny titel' })).toBeInTheDocument();
    fireEvent.keyDown(titleField(), { key: 'ArrowRight', ctrlKey: true });
    expect(screen.getByText('Fråga 2 av 3')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowRight', metaKey: true });
    expect(screen.getByText('Fråga 3 av 3')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    expect(screen.getByText('Fråga 3 av 3')).toBeInTheDocument();
    // The unsaved question is marked in the list, and its edit is there on coming back.
    expect(screen.getByRole('button', { name: /Ej sparad.*Ny titel/ })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', ctrlKey: true });
    expect(screen.getByText('Fråga 1 av 3')).toBeInTheDocument();
    expect(titleField()).toHaveValue('Ny titel');
    expect(screen.getByText('Osparade ändringar')).toBeInTheDocument();
  });

  it('keeps unsaved edits when the editor is left inside the app and opened again', async () => {
    show();
    await screen.findByText('Fråga 1 av 3');
    fireEvent.change(titleField(), { target: { value: 'Halvfärdig titel' } });
    cleanup();
    show();
    await screen.findByText('Fråga 1 av 3');
    expect(titleField()).toHaveValue('Halvfärdig titel');
    expect(screen.getByText('Osparade ändringar')).toBeInTheDocument();
  });
});

describe('QuestionEditorPage: fields', () => {
  it('locks the type (explained) and the option values, lets the wording change, and previews it as the questionnaire shows it', async () => {
    show();
    await screen.findByText('Fråga 1 av 3');
    const type = screen.getByLabelText('Frågetyp');
    expect(type).toBeDisabled();
    expect(type).toHaveAccessibleDescription(/Frågetypen kan inte ändras/);
    expect(screen.getByText('Nyckel:').parentElement).toHaveTextContent('onset');
    expect(screen.getByLabelText('Kategori')).toHaveValue('Grundläggande smärtbild');
    expect(screen.getByRole('option', { name: 'Rörelsetester' })).toBeInTheDocument();

    const first = screen.getByLabelText(/Alternativ 1/);
    expect(screen.getByText('(värde: gradual)')).toBeInTheDocument();
    fireEvent.change(first, { target: { value: 'Smygande' } });
    fireEvent.change(screen.getByLabelText('Instruktioner (en per rad)'), { target: { value: 'Rad ett\n\n  Rad två  ' } });
    const shown = preview();
    expect(within(shown).getByRole('radio', { name: 'Smygande' })).toBeInTheDocument();
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rad ett', 'Rad två']);
    expect(within(shown).getByText('Grundläggande smärtbild')).toBeInTheDocument();
  });

  it('a textarea question has no options to edit', async () => {
    show();
    await screen.findByText('Fråga 1 av 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    expect(screen.queryByText('Svarsalternativ')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Frågetyp')).toHaveDisplayValue('Fritext');
  });
});

describe('QuestionEditorPage: saving', () => {
  it('saves the whole question with Ctrl+S over the version it loaded, says so, and is clean after', async () => {
    const fetchMock = show();
    await screen.findByText('Fråga 1 av 3');
    expect(screen.getByRole('button', { name: 'Spara ändringar' })).toBeDisabled();
    fireEvent.change(titleField(), { target: { value: 'Hur började det?' } });
    fireEvent.change(screen.getByLabelText(/Alternativ 4/), { target: { value: 'Efter ett fall' } });
    fireEvent.keyDown(titleField(), { key: 's', ctrlKey: true });
    await waitFor(() => expect(toastTitles()).toEqual(['Ändringar sparade']));
    const [body] = puts(fetchMock);
    expect(body).toMatchObject({
      key: 'onset',
      questionType: 'radio',
      title: 'Hur började det?',
      updatedAt: V1,
      imageUrl: null,
      instructions: ONSET.instructions,
    });
    expect((body!.options as { value: string; label: string }[]).map((o) => o.label)[3]).toBe('Efter ett fall');
    expect((body!.options as { value: string }[]).map((o) => o.value)).toEqual(ONSET.options.map((o) => o.value));
    expect(screen.getByText('Allt är sparat')).toBeInTheDocument();
    // The browser's cached question list is fetched anew, so the questionnaire shows the edit at once.
    const refreshed = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/assessment/questions');
    expect(refreshed.map(([, init]) => init?.cache)).toEqual(['reload']);
  });

  it('says why a save failed, in Swedish, and keeps what was typed', async () => {
    const fetchMock = show({ [PUT_ONSET]: json(500, { error: 'Databasen svarar inte.' }) });
    await screen.findByText('Fråga 1 av 3');
    fireEvent.change(titleField(), { target: { value: 'Min titel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Kunde inte spara ändringar: Databasen svarar inte.']));
    expect(titleField()).toHaveValue('Min titel');

    fetchMock.mockImplementation(async (input) =>
      String(input) === PUT_ONSET ? new Response('Bad Gateway', { status: 502 }) : jsonResponse({ questions: QUESTIONS }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Kunde inte spara ändringar: Okänt fel']));
  });

  it('checks the fields before sending: an empty title is refused beside the field', async () => {
    const fetchMock = show();
    await screen.findByText('Fråga 1 av 3');
    fireEvent.change(titleField(), { target: { value: '   ' } });
    fireEvent.keyDown(document.body, { key: 's', metaKey: true });
    await waitFor(() => expect(toastTitles()[0]).toMatch(/^Kunde inte spara ändringar: /));
    expect(titleField()).toHaveAttribute('aria-invalid', 'true');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it("a conflict shows the server's message and reloads: the admin's edits stay on top of the newer version", async () => {
    const newer = { ...ONSET, description: 'Någon annans beskrivning', updatedAt: V2 };
    const fetchMock = show({
      [PUT_ONSET]: json(409, { error: 'Frågan har ändrats av någon annan. Ladda om och försök igen.' }),
    });
    await screen.findByText('Fråga 1 av 3');
    fireEvent.change(titleField(), { target: { value: 'Min titel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Frågan har ändrats av någon annan. Ladda om och försök igen.');

    fetchMock.mockImplementation(async (input) =>
      String(input) === PUT_ONSET
        ? jsonResponse({ question: { ...newer, title: 'Min titel', updatedAt: '2026-11-27T10:00:00.000Z' } })
        : jsonResponse({ questions: [newer, PAIN, GOALS] }),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Ladda om frågan' }));
    await waitFor(() => expect(screen.getByLabelText('Beskrivning')).toHaveValue('Någon annans beskrivning'));
    expect(titleField()).toHaveValue('Min titel');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Ändringar sparade']));
    expect(puts(fetchMock).at(-1)).toMatchObject({ title: 'Min titel', description: 'Någon annans beskrivning', updatedAt: V2 });
  });
});

describe('QuestionEditorPage: the image', () => {
  it('uploads a file and saves the image at once, without the other held edits', async () => {
    const uploaded = '/api/images/ffffffffffffffffffffffffffffffff.webp';
    const fetchMock = show({ '/api/upload-image': json(201, { imageUrl: uploaded }) });
    await screen.findByText('Fråga 1 av 3');
    fireEvent.change(titleField(), { target: { value: 'Ännu inte sparad' } });
    const toggle = screen.getByRole('switch', { name: 'Inkludera bild' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    // No address yet: the mode is guessed as a local path.
    expect(screen.getByRole('radio', { name: 'Lokal sökväg' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Ladda upp' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'rygg.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Välj en bild/), file);
    await waitFor(() => expect(toastTitles()).toEqual(['Bild uppladdad!']));
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === '/api/upload-image' && init?.body instanceof FormData && (init.body.get('image') as File).name === 'rygg.png',
      ),
    ).toBe(true);
    const [body] = puts(fetchMock);
    expect(body).toMatchObject({ imageUrl: uploaded, imageAlt: 'Illustration till frågan ”Ännu inte sparad”', title: ONSET.title, updatedAt: V1 });
    // The title is still held, on top of the saved version.
    expect(screen.getByText('Osparade ändringar')).toBeInTheDocument();
    expect(within(preview()).getByRole('img')).toHaveAttribute('src', uploaded);
  });

  it('says so when the upload fails', async () => {
    const fetchMock = show({ '/api/upload-image': json(400, { error: 'Filen är ingen bild.' }) });
    await screen.findByText('Fråga 1 av 3');
    fireEvent.click(screen.getByRole('switch', { name: 'Inkludera bild' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Ladda upp' }));
    await userEvent.upload(screen.getByLabelText(/Välj en bild/), new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Kunde inte ladda upp bilden']));
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('imports an outside address once and uses the stored copy, never the outside address', async () => {
    const stored = '/api/images/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.jpg';
    const fetchMock = show({ '/api/import-image': json(201, { imageUrl: stored }) });
    await screen.findByText('Fråga 1 av 3');
    fireEvent.click(screen.getByRole('switch', { name: 'Inkludera bild' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Extern adress' }));
    fireEvent.change(screen.getByLabelText(/Bildens adress/), { target: { value: 'https://example.com/rygg.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hämta och använd bilden' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Ändringar sparade']));
    expect(sentTo(fetchMock, '/api/import-image')).toEqual([{ url: 'https://example.com/rygg.jpg' }]);
    expect(puts(fetchMock)[0]).toMatchObject({ imageUrl: stored });
  });

  it('a local path must start with /; a stored image is guessed as local; turning the image off clears and saves it', async () => {
    // The server as it would answer: after the save, the list has the saved version.
    const saved = { ...PAIN, imageUrl: null, imageAlt: '', updatedAt: V2 };
    let list = QUESTIONS;
    const fetchMock = show({
      '/api/admin/questions': () => jsonResponse({ questions: list }),
      [`/api/questions/${PAIN.id}`]: () => {
        list = [ONSET, saved, GOALS];
        return jsonResponse({ question: saved });
      },
    });
    await screen.findByText('Fråga 1 av 3');
    fireEvent.click(screen.getByRole('switch', { name: 'Inkludera bild' }));
    fireEvent.change(screen.getByLabelText('Sökväg på sajten'), { target: { value: 'bilder/rygg.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Använd sökvägen' }));
    expect(screen.getByLabelText('Sökväg på sajten')).toHaveAccessibleDescription(/börjar med \//);
    expect(puts(fetchMock)).toHaveLength(0);

    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    const toggle = screen.getByRole('switch', { name: 'Inkludera bild' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Lokal sökväg' })).toBeChecked();
    expect(screen.getByLabelText('Sökväg på sajten')).toHaveValue(PAIN.imageUrl);
    fireEvent.click(toggle);
    await waitFor(() => expect(toastTitles()).toEqual(['Ändringar sparade']));
    expect(puts(fetchMock, `/api/questions/${PAIN.id}`)[0]).toMatchObject({ imageUrl: null });
    expect(within(preview()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows at most 9 recent uploads; Enter on one uses it', async () => {
    const fetchMock = show();
    await screen.findByText('Fråga 1 av 3');
    fireEvent.click(screen.getByRole('switch', { name: 'Inkludera bild' }));
    const grid = await screen.findAllByRole('button', { name: /^Använd bilden / });
    expect(grid).toHaveLength(9);
    grid[2]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toMatchObject({ imageUrl: IMAGES[2]!.url });
    await act(async () => undefined);
  });
});
