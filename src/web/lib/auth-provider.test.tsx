import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, firstName, useAuth } from './auth-provider';

afterEach(() => vi.unstubAllGlobals());

function Show() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? 'laddar' : user ? `inloggad ${user.email}` : 'gäst'}</p>;
}

describe('firstName', () => {
  it('takes the first word of the name, with the fallback Användare', () => {
    expect(firstName({ name: 'Anna Maria Berg' })).toBe('Anna');
    expect(firstName({ name: '  ' })).toBe('Användare');
    expect(firstName(null)).toBe('Användare');
  });
});

describe('AuthProvider', () => {
  it('clears a stored user without id or e-mail and starts as a guest', async () => {
    localStorage.setItem('auth_user', JSON.stringify({ name: 'X' }));
    localStorage.setItem('auth_token', JSON.stringify('t'));
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await screen.findByText('gäst');
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('signs out when the server rejects the stored token', async () => {
    localStorage.setItem('auth_user', JSON.stringify({ id: 'u1', email: 'a@b.se', name: 'A', role: 'customer' }));
    localStorage.setItem('auth_token', JSON.stringify('old'));
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"x"}', { status: 401 })));
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByText('gäst')).toBeInTheDocument());
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps the user the server confirms', async () => {
    const user = { id: 'u1', email: 'a@b.se', name: 'Anna', role: 'customer' };
    localStorage.setItem('auth_user', JSON.stringify(user));
    localStorage.setItem('auth_token', JSON.stringify('good'));
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })));
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await screen.findByText('inloggad a@b.se');
  });

  it('keeps the user when the check fails for network reasons', async () => {
    const user = { id: 'u1', email: 'a@b.se', name: 'Anna', role: 'customer' };
    localStorage.setItem('auth_user', JSON.stringify(user));
    localStorage.setItem('auth_token', JSON.stringify('good'));
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await screen.findByText('inloggad a@b.se');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('inloggad a@b.se')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('"good"');
  });

  it('restores a session from the cookie when local storage is empty', async () => {
    document.cookie = 'rk_auth=1; path=/';
    const user = { id: 'u2', email: 'kaka@b.se', name: 'Kaka', role: 'customer' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })));
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await screen.findByText('inloggad kaka@b.se');
    document.cookie = 'rk_auth=; Max-Age=0; path=/';
  });
});
