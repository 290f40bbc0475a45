import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { deadline } from '../../deadline';

/** What may not be fetched: loopback, private, link-local, shared, multicast and reserved addresses. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** True for an address on the public internet; false for the ones above (an IPv4-mapped IPv6 address as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 4) return !PRIVATE.check(address, 'ipv4');
  if (family === 6) return !PRIVATE.check(address, 'ipv6') && !/^::ffff:/i.test(address);
  return false;
}

export class FetchRefused extends Error {
  constructor(readonly reason: 'private' | 'tooLarge' | 'failed') {
    super(reason);
    this.name = 'FetchRefused';
  }
}

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Which resolved addresses may be connected to (tests allow their local server here). */
  allowAddress?: (address: string) => boolean;
  maxRedirects?: number;
}

/**
 * A resolver that answers only with allowed addresses: the connection goes to the address that was
 * checked (no second lookup a rebinding DNS could answer differently). Any refused address refuses the name.
 */
function checkedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (!addresses.length || addresses.some((a) => !allow(a.address))) return callback(new FetchRefused('private'), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Fetches `url` (http or https) once: at most `maxBytes`, within `timeoutMs` in all, following at
 * most a few redirects, each checked again. Never connects to a private address (SSRF).
 */
export async function fetchPublic(url: string, options: FetchOptions): Promise<Buffer> {
  const allow = options.allowAddress ?? isPublicAddress;
  const limit = deadline(options.timeoutMs);
  try {
    return await fetchWithin(url, options, allow, limit.signal);
  } finally {
    limit.clear();
  }
}

async function fetchWithin(url: string, options: FetchOptions, allow: (address: string) => boolean, signal: AbortSignal): Promise<Buffer> {
  let target = new URL(url);
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new FetchRefused('failed');
    const host = target.hostname.replace(/^\[|\]$/g, '');
    // A literal address is never looked up: it is checked here.
    if (isIP(host) && !allow(host)) throw new FetchRefused('private');
    const answer = await request(target, { ...options, signal, lookup: checkedLookup(allow) });
    if ('redirect' in answer) {
      target = new URL(answer.redirect, target);
      continue;
    }
    return answer.body;
  }
  throw new FetchRefused('failed');
}

function request(target: URL, options: FetchOptions & { signal: AbortSignal; lookup: LookupFunction }): Promise<{ body: Buffer } | { redirect: string }> {
  const get = target.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const req = get(
      target,
      { lookup: options.lookup, signal: options.signal, headers: { accept: 'image/*', 'user-agent': 'Ryggkollen-bildhamtning' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ redirect: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new FetchRefused('failed'));
        }
        if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
          res.destroy();
          return reject(new FetchRefused('tooLarge'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(new FetchRefused('tooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        res.on('error', () => reject(new FetchRefused('failed')));
      },
    );
    req.on('error', (err) => reject(err instanceof FetchRefused ? err : new FetchRefused(errCause(err))));
  });
}

/** A lookup refusal reaches the request as its error (or as its cause). */
function errCause(err: Error): 'private' | 'failed' {
  return err.cause instanceof FetchRefused ? (err.cause.reason === 'private' ? 'private' : 'failed') : 'failed';
}
