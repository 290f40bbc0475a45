import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from './auth-provider';
import { createQueryClient } from '../lib/query-client';

export type FetchMock = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

/** Stubs fetch with answers by path; returns the mock to read the requests from. */
export function stubApi(answers: Record<string, () => Response>): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const answer = answers[String(input)];
    return answer ? answer() : new Response('{"error":"Okänd"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A JSON answer, as the API gives it. */
export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A JSON answer for stubApi. */
export const json = (status: number, body: unknown) => () => jsonResponse(body, status);

/** The JSON bodies sent to a path. */
export function sentTo(fetchMock: FetchMock, path: string): unknown[] {
  return fetchMock.mock.calls.filter(([input]) => String(input) === path).map(([, init]) => JSON.parse(String(init?.body)));
}

/** A page at `path` (a query string may follow) inside the router, the query client and the auth provider, as in the app. */
export function renderPage(path: string, page: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider navigate={() => undefined}>
          <Routes>
            <Route path={path.split('?')[0]} element={page} />
            <Route path="*" element={<p>annan sida</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
