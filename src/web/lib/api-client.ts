import type { z } from 'zod';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../../shared/contracts/endpoints';
import { apiRequest } from './api';

type E<N extends EndpointName> = (typeof ENDPOINTS)[N];
type SuccessSchema<N extends EndpointName> = E<N>['responses'] extends { 200: infer S } ? S : E<N>['responses'] extends { 201: infer S } ? S : never;

/** What an endpoint answers on success, as its schema parses it. */
export type ApiResult<N extends EndpointName> = SuccessSchema<N> extends z.ZodType ? z.output<SuccessSchema<N>> : never;
/** What an endpoint takes: its path parameters and its body, typed by the map. */
export type ApiInput<N extends EndpointName> = (E<N> extends { params: z.ZodType } ? { params: z.input<E<N>['params']> } : { params?: undefined }) &
  (E<N> extends { body: z.ZodType } ? { body: z.input<E<N>['body']> } : { body?: undefined });

function pathOf(endpoint: Endpoint, params: Record<string, unknown> | undefined): string {
  return endpoint.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}

/**
 * Calls the endpoint `name` of the endpoint map: its method and path from the map, the body as
 * its schema takes it, and the answer parsed by its success schema (so a reply that does not
 * match the contract is an error here, not a surprise in a component). Errors are `ApiError`s.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  ...[input]: Record<string, never> extends ApiInput<N> ? [ApiInput<N>?] : [ApiInput<N>]
): Promise<ApiResult<N>> {
  const endpoint: Endpoint = ENDPOINTS[name];
  const res = await apiRequest(endpoint.method, pathOf(endpoint, input?.params as Record<string, unknown> | undefined), input?.body);
  const schema = endpoint.responses[200] ?? endpoint.responses[201];
  if (!schema) throw new Error(`${name} has no success answer in the map`);
  return schema.parse(await res.json()) as ApiResult<N>;
}
