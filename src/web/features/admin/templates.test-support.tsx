import { vi } from 'vitest';
import type { ReactNode } from 'react';
import type { TemplateResponse } from '../../../shared/contracts/reports';
import { jsonResponse, renderPage, type FetchMock } from '../../app/auth-provider.test-support';
import { ToastSpy } from '../../components/ui/toast-spy.test-support';

export const ADMIN = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };

export function template(overrides: Partial<TemplateResponse> = {}): TemplateResponse {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Huvudmall',
    description: 'Primär mall för alla rapporter',
    googleDocId: '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
    source: 'google',
    placeholders: ['namn', 'kategori1', 'smeknamn'],
    diagnosisTypes: ['all'],
    isActive: true,
    isPrimary: true,
    sections: [{ slot: 'letter', heading: 'Brev', body: 'Hej {{namn}}' }],
    createdAt: '2026-11-26T23:30:00.000Z',
    createdBy: 'a1',
    createdByName: 'Ägaren Åsa',
    ...overrides,
  };
}

type Answer = () => Response | Promise<Response>;

/** Stubs fetch with answers by "METHOD path" (one path answers GET and POST differently); returns the mock. */
export function stubByMethod(answers: Record<string, Answer>): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${String(input)}`];
    return answer ? answer() : new Response('{"error":"Okänd"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok =
  (body: unknown, status = 200) =>
  () =>
    jsonResponse(body, status);
export const never = () => new Promise<Response>(() => undefined);

/** The JSON bodies sent with "METHOD path". */
export function sent(fetchMock: FetchMock, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** The page signed in as an admin, with the toasts readable. */
export function showAdminPage(path: string, page: ReactNode, answers: Record<string, Answer>): FetchMock {
  localStorage.setItem('auth_user', JSON.stringify(ADMIN));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  const fetchMock = stubByMethod({ 'GET /api/me': ok(ADMIN), ...answers });
  renderPage(
    path,
    <>
      {page}
      <ToastSpy />
    </>,
  );
  return fetchMock;
}
