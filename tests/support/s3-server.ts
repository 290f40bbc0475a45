import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/** A local S3-compatible server for the tests: its URL, the credentials it accepts, one bucket made for the test. */
export interface LocalS3 {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  /** The app's environment for this bucket (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  /** Requests that the signature check refused (a test can assert none were). */
  refused(): number;
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';
const REGION = 'eu-north-1';

/**
 * s3rver (in a child process: s3rver-child.mjs; a Node implementation of the S3 REST protocol: its XML answers, ListObjectsV2 with
 * continuation tokens, NoSuchKey) on a temporary folder, behind a small front that checks each
 * request's AWS Signature Version 4 as S3 does (s3rver checks the access key but not a V4
 * signature), and the signed body hash against the body. A request signed with another secret,
 * region or body is answered 403 SignatureDoesNotMatch or 400 XAmzContentSHA256Mismatch.
 */
export async function startLocalS3(options: { buckets?: string[] } = {}): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rk-s3-'));
  const buckets = options.buckets ?? [`rk-test-${randomBytes(4).toString('hex')}`];
  const child = spawn(process.execPath, ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-child.mjs'), directory, ...buckets], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const innerPort = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the local S3 server stopped (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const port = /^LISTENING (\d+)$/.exec(line)?.[1];
      if (port) resolve(Number(port));
    });
  });
  let refused = 0;
  const front: Server = createServer((req, res) => {
    void (async () => {
      const body = Buffer.concat(await collect(req));
      const problem = signatureProblem(req, body);
      if (problem) {
        refused += 1;
        res.writeHead(problem.status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${problem.code}</Code><Message>refused by the test front</Message></Error>`);
        return;
      }
      const upstream = httpRequest({ host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    })();
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  const bucket = buckets[0]!;
  return {
    endpoint,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    },
    refused: () => refused,
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function collect(req: IncomingMessage): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks;
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Recomputes the request's SigV4 signature with the server's secret (written from the AWS documentation, not from the client's code). */
function signatureProblem(req: IncomingMessage, body: Buffer): { status: number; code: string } | null {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
    String(req.headers.authorization ?? ''),
  );
  if (!auth) return { status: 403, code: 'AccessDenied' };
  const [, keyId, date, region, signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string];
  if (keyId !== ACCESS_KEY_ID) return { status: 403, code: 'InvalidAccessKeyId' };
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return { status: 400, code: 'InvalidRequest' };
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== hex(body)) return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  const url = new URL(req.url ?? '/', 'http://x');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), 's3'), 'aws4_request');
  const expected = hmac(key, toSign);
  if (region !== REGION || !timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { status: 403, code: 'SignatureDoesNotMatch' };
  return null;
}
