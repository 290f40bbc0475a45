import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';
import { json, renderPage, sentTo, stubApi } from '../../app/auth-provider.test-support';

/** The server's one answer to every login that does not sign in. */
const REFUSED =
  'Vi kunde inte logga in dig. Kontrollera e-postadressen och lösenordet. Har du skapat ett konto som inte är verifierat än? Då skickar vi en ny kod till din e-post när lösenordet stämmer.';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('LoginPage', () => {
  it('is the login form even when an earlier sign-up left a pending code behind', async () => {
    sessionStorage.setItem('pending_verification', JSON.stringify({ email: 'finns@example.se', expiresAt: Date.now() + 600_000 }));
    stubApi({});
    renderPage('/login', <LoginPage />);
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verifiera din e-post' })).toBeNull();
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
  });

  it('shows both missing fields at once, inline, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderPage('/login', <LoginPage />);
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription('E-post är obligatorisk'));
    expect(screen.getByLabelText('Lösenord')).toHaveAccessibleDescription('Lösenord är obligatoriskt');
    expect(screen.getByLabelText('E-post')).toHaveFocus();
    expect(sentTo(fetchMock, '/api/login')).toEqual([]);
  });

  it('shows a refused login as the form’s error, and offers the code card for the address typed, kept for this page only', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ '/api/login': json(401, { error: REFUSED }) });
    renderPage('/login', <LoginPage />);
    expect(screen.queryByRole('button', { name: 'Skriv in koden från mejlet' })).toBeNull();
    await user.type(await screen.findByLabelText('E-post'), ' Per@Example.se ');
    await user.type(screen.getByLabelText('Lösenord'), 'hemligt123');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(sentTo(fetchMock, '/api/login')).toEqual([{ email: 'Per@Example.se', password: 'hemligt123' }]);
    await user.click(screen.getByRole('button', { name: 'Skriv in koden från mejlet' }));
    expect(await screen.findByRole('heading', { name: 'Verifiera din e-post' })).toBeInTheDocument();
    expect(screen.getByText('per@example.se')).toBeInTheDocument();
    expect(sessionStorage.getItem('pending_verification')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Använd en annan e-postadress' }));
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
  });

  it('offers no code card after a refusal that is not about the address and password', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ '/api/login': json(429, { error: 'För många försök. Vänta en stund och försök igen.' }) });
    renderPage('/login', <LoginPage />);
    await user.type(await screen.findByLabelText('E-post'), 'per@example.se');
    await user.type(screen.getByLabelText('Lösenord'), 'fel-losen');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('För många försök.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logga in' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Skriv in koden från mejlet' })).toBeNull();
  });
});
