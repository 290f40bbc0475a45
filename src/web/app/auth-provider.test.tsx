import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, firstName, useAuth } from './auth-provider';
import { assessmentKeys, progressQuery, questionsQuery } from '../features/assessment/api';
import { myAssessmentsQuery, resultsKeys } from '../features/results/api';
import { createQueryClient } from '../lib/query-client';

afterEach(() => vi.unstubAllGlobals());

let client: QueryClient;
function render(ui: ReactNode) {
  client = createQueryClient();
  return rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function Show() {
  const { user, isLoading, isChecking } = useAuth();
  return (
    <>
      <p>{isLoading ? 'laddar' : user ? `inloggad ${user.email}` : 'gäst'}</p>
      {user && <p>namn {user.name}</p>}
      <p>{isChecking ? 'kontrollerar' : 'kontrollerad'}</p>
    </>
  );
}

type FetchMock = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

/** The requests the provider made: path, method and bearer token. */
function requests(fetchMock: FetchMock) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    path: String(input),
    method: init?.method ?? 'GET',
    authorization: new Headers(init?.headers).get('Authorization'),
    credentials: init?.credentials,
  }));
}

function stubFetch(respond: (path: string) => Response | Promise<Response>): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input: RequestInfo | URL) => respond(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('firstName', () => {
  it('takes the first word of the name, with the fallback Användare', () => {
    expect(firstName({ name: 'Anna Maria Berg' })).toBe('Anna');
    expect(firstName({ name: '  ' })).toBe('Användare');
    expect(firstName(null)).toBe('Användare');
  });
});

describe('AuthProvider', () => {
  it('clears a stored user without id or e-mail and starts as a guest, asking the server nothing', async () => {
    localStorage.setItem('auth_user', JSON.stringify({ name: 'X' }));
    localStorage.setItem('auth_token', JSON.stringify('t'));
    const fetchMock = stubFetch(() => new Response('{}', { status: 200 }));
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await screen.findByText('gäst');
    await screen.findByText('kontrollerad');
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs out when the server rejects the stored token', async () => {
    localStorage.setItem('auth_user', JSON.stringify({ id: 'u1', email: 'a@b.se', name: 'A', role: 'customer' }));
    localStorage.setItem('auth_token', JSON.stringify('old'));
    const fetchMock = stubFetch((path) => new Response(path === '/api/me' ? '{"error":"x"}' : '{}', { status: path === '/api/me' ? 401 : 200 }));
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByText('gäst')).toBeInTheDocument());
    expect(requests(fetchMock)[0]).toEqual({ path: '/api/me', method: 'GET', authorization: 'Bearer old', credentials: 'include' });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
  });

  it('asks the server with the stored token and keeps the user it confirms, as the server has it', async () => {
    const stored = { id: 'u1', email: 'a@b.se', name: 'Anna', role: 'customer' };
    const fresh = { ...stored, name: 'Anna Lind' };
    localStorage.setItem('auth_user', JSON.stringify(stored));
    localStorage.setItem('auth_token', JSON.stringify('good'));
    const fetchMock = stubFetch(() => new Response(JSON.stringify(fresh), { status: 200 }));
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    // The stored user shows at once; the server's answer then replaces it.
    await screen.findByText('inloggad a@b.se');
    await screen.findByText('namn Anna Lind');
    await screen.findByText('kontrollerad');
    expect(requests(fetchMock)).toEqual([{ path: '/api/me', method: 'GET', authorization: 'Bearer good', credentials: 'include' }]);
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toEqual(fresh);
    expect(localStorage.getItem('auth_token')).toBe('"good"');
  });

  it('keeps the user when the check fails for network reasons', async () => {
    const user = { id: 'u1', email: 'a@b.se', name: 'Anna', role: 'customer' };
    localStorage.setItem('auth_user', JSON.stringify(user));
    localStorage.setItem('auth_token', JSON.stringify('good'));
    const fetchMock = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await screen.findByText('kontrollerad');
    expect(requests(fetchMock).map((r) => r.path)).toEqual(['/api/me']);
    expect(screen.getByText('inloggad a@b.se')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('"good"');
  });

  it('restores a session from the cookie when local storage is empty', async () => {
    document.cookie = 'rk_auth=1; path=/';
    const user = { id: 'u2', email: 'kaka@b.se', name: 'Kaka', role: 'customer' };
    const fetchMock = stubFetch(() => new Response(JSON.stringify(user), { status: 200 }));
    render(
      <AuthProvider navigate={() => undefined}>
        <Show />
      </AuthProvider>,
    );
    await screen.findByText('inloggad kaka@b.se');
    // No token on the device: the httpOnly cookie alone identifies the session.
    expect(requests(fetchMock)).toEqual([{ path: '/api/me', method: 'GET', authorization: null, credentials: 'include' }]);
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toEqual(user);
    document.cookie = 'rk_auth=; Max-Age=0; path=/';
  });
});

describe('sign-out on a shared device', () => {
  const user = { id: 'u1', email: 'anna@b.se', name: 'Anna', role: 'customer' };
  function Capture() {
    const { signOut } = useAuth();
    return (
      <>
        <Show />
        <button onClick={() => signOut({ redirect: false })}>Logga ut</button>
      </>
    );
  }

  it('clears every tie between the device and an assessment, and every personal query', async () => {
    localStorage.setItem('auth_user', JSON.stringify(user));
    localStorage.setItem('auth_token', JSON.stringify('good'));
    localStorage.setItem('assessmentId', JSON.stringify('a-1'));
    localStorage.setItem('currentAssessment', JSON.stringify('a-1'));
    localStorage.setItem('fromQuizFlow', 'true');
    localStorage.setItem('assessment_claim', JSON.stringify({ id: 'g-1', token: 'secret-token' }));
    localStorage.setItem('assessment_progress', JSON.stringify({ currentStep: 3 }));
    localStorage.setItem('assessment_anna@b.se', JSON.stringify({ currentStep: 5 }));
    localStorage.setItem('assessment_data', JSON.stringify({}));
    localStorage.setItem('gdpr-consent', 'true');
    document.cookie = 'rk_progress=1; path=/';
    sessionStorage.setItem('pending_verification', JSON.stringify({ email: 'anna@b.se', expiresAt: Date.now() + 60_000 }));
    sessionStorage.setItem('assessment_step', '4');
    const fetchMock = stubFetch((path) => new Response(JSON.stringify(path === '/api/me' ? user : { message: 'Du är utloggad.' }), { status: 200 }));
    render(
      <AuthProvider navigate={() => undefined}>
        <Capture />
      </AuthProvider>,
    );
    await screen.findByText('inloggad anna@b.se');
    await client.fetchQuery({ ...myAssessmentsQuery('u1'), queryFn: async () => [] });
    client.setQueryData(resultsKeys.analysis('u1', 'a-1'), { analysis: {} });
    await client.fetchQuery({ ...progressQuery('u1'), queryFn: async () => null });
    await client.fetchQuery({ ...questionsQuery(), queryFn: async () => [] });
    await client
      .getMutationCache()
      .build(client, { mutationFn: async (v: { password: string }) => v })
      .execute({ password: 'hemligt123' });
    expect(client.getMutationCache().getAll()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Logga ut' }));

    await screen.findByText('gäst');
    for (const key of [
      'assessmentId',
      'currentAssessment',
      'fromQuizFlow',
      'assessment_claim',
      'assessment_progress',
      'assessment_anna@b.se',
      'assessment_data',
      'auth_token',
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(document.cookie).not.toContain('rk_progress=1');
    expect(sessionStorage.length).toBe(0);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    // The server ends the session too.
    await waitFor(() =>
      expect(requests(fetchMock).at(-1)).toEqual({ path: '/api/logout', method: 'POST', authorization: 'Bearer good', credentials: 'include' }),
    );
    expect(client.getQueryData(resultsKeys.myAssessments('u1'))).toBeUndefined();
    expect(client.getQueryData(resultsKeys.analysis('u1', 'a-1'))).toBeUndefined();
    expect(client.getQueryData(assessmentKeys.progress('u1'))).toBeUndefined();
    // Nothing personal: the question bank may stay.
    expect(client.getQueryData(assessmentKeys.questions)).toEqual([]);
  });
});
