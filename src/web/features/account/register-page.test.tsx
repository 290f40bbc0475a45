import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from './register-page';
import { json, renderPage, sentTo, stubApi } from '../../app/auth-provider.test-support';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
}

describe('RegisterPage', () => {
  it('shows every problem at once, each beside its field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderPage('/register', <RegisterPage />);
    await screen.findByRole('heading', { name: 'Skapa konto' });
    await fill(user, { 'E-post': 'inte-en-adress', Ålder: '17', 'Lösenord (minst 6 tecken)': 'kort', 'Bekräfta lösenord': 'annat' });
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    // Validation is asynchronous: wait for the errors to show.
    await waitFor(() => expect(screen.getByLabelText('Förnamn')).toHaveAccessibleDescription('Förnamn är obligatoriskt'));
    expect(screen.getByLabelText('Efternamn')).toHaveAccessibleDescription('Efternamn är obligatoriskt');
    expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription('Ange en giltig e-postadress');
    expect(screen.getByLabelText('Ålder')).toHaveAccessibleDescription('Du måste vara mellan 18 och 120 år');
    expect(screen.getByLabelText('Lösenord (minst 6 tecken)')).toHaveAccessibleDescription('Lösenordet måste vara minst 6 tecken');
    expect(screen.getByLabelText('Bekräfta lösenord')).toHaveAccessibleDescription('Lösenorden matchar inte');
    for (const label of ['Förnamn', 'Efternamn', 'E-post', 'Ålder', 'Lösenord (minst 6 tecken)', 'Bekräfta lösenord']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Förnamn')).toHaveFocus();
    expect(sentTo(fetchMock, '/api/register')).toEqual([]);
  });

  it('sends the capitalised full name without the age, then shows the code card (kept for a reload)', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      '/api/register': json(201, { needsVerification: true, email: 'carl@example.se', message: 'Vi har skickat en kod.', expiresInSeconds: 900 }),
    });
    renderPage('/register', <RegisterPage />);
    await screen.findByRole('heading', { name: 'Skapa konto' });
    await fill(user, {
      Förnamn: 'carl',
      Efternamn: 'von essen',
      'E-post': 'carl@example.se',
      Ålder: '40',
      'Lösenord (minst 6 tecken)': 'hemligt123',
      'Bekräfta lösenord': 'hemligt123',
    });
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    expect(await screen.findByRole('heading', { name: 'Verifiera din e-post' })).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/register')).toEqual([{ name: 'Carl von Essen', email: 'carl@example.se', password: 'hemligt123' }]);
    expect(JSON.parse(sessionStorage.getItem('pending_verification')!)).toMatchObject({ email: 'carl@example.se' });
  });

  it('right after the assessment asks no age (the assessment’s start confirmed 18 or older) and registers without it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      '/api/register': json(201, { needsVerification: true, email: 'lena@example.se', message: 'Vi har skickat en kod.', expiresInSeconds: 900 }),
    });
    renderPage('/register?fran=bedomning', <RegisterPage />);
    await screen.findByRole('heading', { name: 'Skapa konto' });
    expect(screen.queryByLabelText('Ålder')).not.toBeInTheDocument();
    await fill(user, {
      Förnamn: 'Lena',
      Efternamn: 'Holm',
      'E-post': 'lena@example.se',
      'Lösenord (minst 6 tecken)': 'hemligt123',
      'Bekräfta lösenord': 'hemligt123',
    });
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await screen.findByRole('heading', { name: 'Verifiera din e-post' })).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/register')).toEqual([{ name: 'Lena Holm', email: 'lena@example.se', password: 'hemligt123' }]);
  });

  it('shows the server’s message for a wrong code beside the code field', async () => {
    sessionStorage.setItem('pending_verification', JSON.stringify({ email: 'carl@example.se', expiresAt: Date.now() + 600_000 }));
    const user = userEvent.setup({ delay: null });
    const refused = 'Koden gäller inte. Kontrollera att du har skrivit rätt kod, eller begär en ny.';
    stubApi({ '/api/verify-email': json(400, { error: refused, fields: { code: refused } }) });
    renderPage('/register', <RegisterPage />);
    const code = await screen.findByLabelText('Verifieringskod');
    await user.type(code, '12ab34567');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(refused)));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
