import type { z } from 'zod';
import type { Endpoint, EndpointName, ENDPOINTS, SuccessStatus } from '../../shared/contracts/endpoints';
import { apiRequest } from './api';

type E<N extends EndpointName> = (typeof ENDPOINTS)[N];
/** The schema of the endpoint's one success answer (its 2xx in the map). */
type SuccessSchema<N extends EndpointName> = E<N>['responses'][Extract<keyof E<N>['responses'], SuccessStatus>];

/** What an endpoint answers on success, as its schema parses it. */
export type ApiResult<N extends EndpointName> = SuccessSchema<N> extends z.ZodType ? z.output<SuccessSchema<N>> : never;
/**
 * What an endpoint takes: its path parameters, its query (always optional: the server has its
 * defaults) and its body, typed by the map (a multipart endpoint's is a FormData); `token`
 * overrides the stored one.
 */
export type ApiInput<N extends EndpointName> = (E<N> extends { params: z.ZodType } ? { params: z.input<E<N>['params']> } : { params?: undefined }) &
  (E<N> extends { query: z.ZodType } ? { query?: z.input<E<N>['query']> } : { query?: undefined }) &
  (E<N> extends { body: z.ZodType } ? { body: z.input<E<N>['body']> } : E<N> extends { multipart: z.ZodType } ? { body: FormData } : { body?: undefined }) & {
    token?: string | null;
    /** The browser cache mode: 'reload' fetches anew and stores the answer (a cacheable GET after a change). */
    cache?: RequestCache;
  };

type Args<N extends EndpointName> = Record<string, never> extends Omit<ApiInput<N>, 'token'> ? [ApiInput<N>?] : [ApiInput<N>];

/**
 * The map (and zod with every contract) loads with the first call, not with the first page: a
 * guest's landing page makes no call at all, and a signed-in one fetches it alongside the page.
 */
const loadMap = () => import('../../shared/contracts/endpoints');
let contracts: ReturnType<typeof loadMap> | null = null;
function endpointMap() {
  contracts ??= loadMap();
  return contracts;
}
async function endpoints(): Promise<Record<EndpointName, Endpoint>> {
  return (await endpointMap()).ENDPOINTS;
}

function pathOf(endpoint: Endpoint, params: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.append(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function send<N extends EndpointName>(name: N, input: ApiInput<N> | undefined): Promise<{ endpoint: Endpoint; res: Response }> {
  const endpoint = (await endpoints())[name];
  const params = input?.params as Record<string, unknown> | undefined;
  const query = input?.query as Record<string, unknown> | undefined;
  const res = await apiRequest(endpoint.method, pathOf(endpoint, params, query), input?.body, {
    ...(input?.token !== undefined ? { token: input.token } : {}),
    ...(input?.cache ? { cache: input.cache } : {}),
  });
  return { endpoint, res };
}

/**
 * Calls the endpoint `name` of the endpoint map: its method and path from the map, the body as
 * its schema takes it, and the answer parsed by its success schema (so a reply that does not
 * match the contract is an error here, not a surprise in a component). Errors are `ApiError`s.
 */
export async function callApi<N extends EndpointName>(name: N, ...[input]: Args<N>): Promise<ApiResult<N>> {
  const { endpoint, res } = await send(name, input);
  const schema = endpoint.responses[(await endpointMap()).successStatus(endpoint)];
  if (!schema) throw new Error(`${name} has no success answer in the map`);
  if (res.status === 204) return schema.parse(undefined) as ApiResult<N>;
  return schema.parse(await res.json()) as ApiResult<N>;
}

/** The same call for an answer that is a file, not JSON (the data export): the raw response. */
export async function callApiForFile<N extends EndpointName>(name: N, ...[input]: Args<N>): Promise<Response> {
  return (await send(name, input)).res;
}

/** The file name the server gave an answer (Content-Disposition), or the fallback. */
function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Saves a file answer where the browser saves downloads, under the server's file name. An empty
 * answer is an error (spec: "an empty PDF").
 */
export async function saveFileAnswer(res: Response, fallbackName: string): Promise<string> {
  const blob = await res.blob();
  if (blob.size === 0) throw new Error('empty file');
  const name = fileNameOf(res, fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
