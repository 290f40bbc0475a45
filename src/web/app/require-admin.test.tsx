import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth-provider';
import { createQueryClient } from '../lib/query-client';
import { RequireAdmin } from './require-admin';
import { ADMIN_PENDING, hasAdminScreen } from '../features/admin/admin-screen';
import { ADMIN_PATHS } from './router';

afterEach(() => vi.unstubAllGlobals());

type Role = 'admin' | 'customer';

/** Visits `path` as the user kept in the browser; the server answers /api/me with `server` (by default the same user). */
function visit(path: string, user: { role: Role } | null, server?: (call: number) => Record<string, unknown>) {
  const fetch = vi.fn(async (_input: unknown) => new Response('{}', { status: 401 }));
  if (user) {
    const stored = { id: 'u1', email: 'a@b.se', name: 'A', role: user.role };
    localStorage.setItem('auth_user', JSON.stringify(stored));
    localStorage.setItem('auth_token', JSON.stringify('t'));
    let calls = 0;
    fetch.mockImplementation(async (input: unknown) => {
      if (!String(input).endsWith('/api/me')) return new Response('{}', { status: 200 });
      calls += 1;
      return new Response(JSON.stringify(server ? server(calls) : stored), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider navigate={() => undefined}>
          <Routes>
            <Route path="/login" element={<p>inloggningen</p>} />
            <Route path="/customer" element={<p>kundsidan</p>} />
            <Route
              path={path}
              element={
                <RequireAdmin>
                  <p>adminsidan</p>
                </RequireAdmin>
              }
            />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('admin guard', () => {
  it('covers every admin route of the spec', () => {
    expect(ADMIN_PATHS).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/template-upload',
        '/template-manager',
        '/admin/templates',
        '/question-editor',
        '/customer-search',
        '/assessment-details/:assessmentId',
        '/admin/discounts',
        '/admin/developer-panel',
      ]),
    );
  });

  it('has a screen or the coming-soon content for every admin route', () => {
    for (const path of ADMIN_PATHS) expect(hasAdminScreen(path) !== Object.hasOwn(ADMIN_PENDING, path), path).toBe(true);
  });

  it('sends a guest to /login', async () => {
    visit('/dashboard', null);
    expect(await screen.findByText('inloggningen')).toBeInTheDocument();
  });

  it('sends a customer to /customer', async () => {
    visit('/admin/templates', { role: 'customer' });
    expect(await screen.findByText('kundsidan')).toBeInTheDocument();
  });

  it('asks the server once more before sending a customer away: an account promoted meanwhile sees the screen', async () => {
    const fetch = visit('/dashboard', { role: 'customer' }, (call) => ({ id: 'u1', email: 'a@b.se', name: 'A', role: call === 1 ? 'customer' : 'admin' }));
    expect(await screen.findByText('adminsidan')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/me'))).toHaveLength(2);
  });

  it('shows an admin address without the admin role "Session behöver uppdateras"; "Logga in igen" clears the browser and goes to /login', async () => {
    localStorage.setItem('ryggkollen_progress', 'kvar');
    const fetch = visit('/admin/templates', { role: 'customer' }, () => ({ id: 'u1', email: 'a@b.se', name: 'A', role: 'customer', adminPending: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Session behöver uppdateras' })).toBeInTheDocument();
    expect(screen.getByText('Din session saknar admin-behörighet. Vänligen logga in igen för att komma åt admin-funktioner.')).toBeInTheDocument();
    expect(screen.queryByText('kundsidan')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logga in igen' }));
    expect(await screen.findByText('inloggningen')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/logout'))).toBe(true);
  });

  it('shows an admin the screen once the server has confirmed the role', async () => {
    visit('/dashboard', { role: 'admin' });
    expect(screen.getByText('Verifierar behörighet...')).toBeInTheDocument();
    expect(await screen.findByText('adminsidan')).toBeInTheDocument();
  });
});
