import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth-provider';
import { createQueryClient } from '../lib/query-client';
import { RequireAdmin } from './require-admin';
import { ADMIN_BUILT_PATHS, ADMIN_PENDING } from '../features/admin/admin-screen';
import { ADMIN_PATHS } from './router';

afterEach(() => vi.unstubAllGlobals());

function visit(path: string, user: { role: 'admin' | 'customer' } | null) {
  if (user) {
    const stored = { id: 'u1', email: 'a@b.se', name: 'A', role: user.role };
    localStorage.setItem('auth_user', JSON.stringify(stored));
    localStorage.setItem('auth_token', JSON.stringify('t'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(stored), { status: 200 })),
    );
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
    for (const path of ADMIN_PATHS) expect(ADMIN_BUILT_PATHS.includes(path) || ADMIN_PENDING[path] !== undefined, path).toBe(true);
    // A built screen is no longer announced as coming.
    for (const path of ADMIN_BUILT_PATHS) expect(ADMIN_PENDING[path], path).toBeUndefined();
  });

  it('sends a guest to /login', async () => {
    visit('/dashboard', null);
    expect(await screen.findByText('inloggningen')).toBeInTheDocument();
  });

  it('sends a customer to /customer', async () => {
    visit('/admin/templates', { role: 'customer' });
    expect(await screen.findByText('kundsidan')).toBeInTheDocument();
  });

  it('shows an admin the screen once the server has confirmed the role', async () => {
    visit('/dashboard', { role: 'admin' });
    expect(screen.getByText('Verifierar behörighet...')).toBeInTheDocument();
    expect(await screen.findByText('adminsidan')).toBeInTheDocument();
  });
});
