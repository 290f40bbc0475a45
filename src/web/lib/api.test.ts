import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage } from './api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends credentials, the stored token as bearer and JSON only when there is a body', async () => {
    localStorage.setItem('auth_token', JSON.stringify('tok123'));
    const fetchMock = stubFetch(200, '{}');
    await apiRequest('GET', '/api/me');
    await apiRequest('POST', '/api/contact', { a: 1 });
    const [, getInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, postInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(getInit.credentials).toBe('include');
    expect(getInit.headers).toEqual({ Authorization: 'Bearer tok123' });
    expect(getInit.body).toBeUndefined();
    expect(postInit.headers).toEqual({ Authorization: 'Bearer tok123', 'Content-Type': 'application/json' });
    expect(postInit.body).toBe('{"a":1}');
  });

  it('sends a form (an upload) as it is, without a JSON type, so the browser sets the multipart boundary', async () => {
    localStorage.setItem('auth_token', JSON.stringify('tok123'));
    const fetchMock = stubFetch(201, '{}');
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'bild.png');
    await apiRequest('POST', '/api/upload-image', form);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ Authorization: 'Bearer tok123' });
    expect(init.body).toBe(form);
  });

  it('raises "status: body" for a failed call, or the status text when the body is empty', async () => {
    stubFetch(400, '{"error":"Fel e-post"}');
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('400: {"error":"Fel e-post"}');
    stubFetch(502, '', 'Bad Gateway');
    await expect(apiRequest('GET', '/x')).rejects.toThrow('502: Bad Gateway');
  });

  it("reads the server's Swedish message for toasts, with a fallback", async () => {
    stubFetch(400, '{"error":"Fel e-post"}');
    const err = await apiRequest('GET', '/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err, 'Reserv')).toBe('Fel e-post');
    expect(errorMessage(new Error('nätverk'), 'Reserv')).toBe('Reserv');
  });

  it('sends the token it is given instead of the stored one (sign-out, after storage was cleared)', async () => {
    localStorage.removeItem('auth_token');
    const fetchMock = stubFetch(200, '{}');
    await apiRequest('POST', '/api/logout', undefined, { token: 'old' });
    await apiRequest('POST', '/api/logout', undefined, { token: null });
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({ Authorization: 'Bearer old' });
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toEqual({});
  });

  it('reads the error shape of an answer, and nothing from anything else', () => {
    const e = (body: string) => new ApiError(400, body, 'Bad Request');
    expect(e('{"error":"Fel kod.","fields":{"code":"Fel kod."}}')).toMatchObject({ serverMessage: 'Fel kod.', fields: { code: 'Fel kod.' } });
    for (const body of ['', 'not json', 'null', '"text"', '{"error":5}', '{"fields":{"code":7}}', '[1,2]']) {
      expect(e(body).serverMessage, body).toBeUndefined();
      expect(e(body).fields, body).toBeUndefined();
    }
  });
});
