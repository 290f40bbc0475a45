import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { callApi } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stub(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callApi (the typed client from the endpoint map)', () => {
  it('takes method and path from the map, fills and encodes path parameters, sends the body', async () => {
    const fetchMock = stub(200, { message: 'Sparat' });
    await callApi('deleteProgress');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/assessment/progress', 'DELETE', undefined]);

    const login = stub(200, { user: { id: 'u1', email: 'a@example.se', name: 'A', role: 'customer' }, token: 't' });
    const result = await callApi('login', { body: { email: 'a@example.se', password: 'hemligt123' } });
    expect(result.user.email).toBe('a@example.se');
    const [loginUrl, loginInit] = login.mock.calls[0] as unknown as [string, RequestInit];
    expect([loginUrl, loginInit.method, JSON.parse(String(loginInit.body))]).toEqual(['/api/login', 'POST', { email: 'a@example.se', password: 'hemligt123' }]);

    const analysis = stub(404, { error: 'Hittades inte.' });
    await expect(callApi('assessmentAnalysis', { params: { id: 'a/b?c' } })).rejects.toBeInstanceOf(ApiError);
    expect((analysis.mock.calls[0] as unknown as [string])[0]).toBe('/api/assessments/a%2Fb%3Fc/analysis');
  });

  it('appends the query the map declares, and nothing when none is given', async () => {
    const list = stub(200, []);
    await callApi('listDiscounts', { query: { activeOnly: 'false' } });
    await callApi('listDiscounts');
    expect(list.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual(['/api/discounts/list?activeOnly=false', '/api/discounts/list']);
  });

  it('refuses a success answer that does not match the contract', async () => {
    stub(200, { user: { id: 'u1' } });
    await expect(callApi('me')).rejects.toThrow();
  });
});
