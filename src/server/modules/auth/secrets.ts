import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** A real argon2id hash of a secret nobody knows: checking against it costs what a real check costs. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hash(randomBytes(32).toString('base64url'));
  return dummy;
}

/** An opaque session token (256 bits) and the hash that is stored in its place. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A uniformly random six-digit code, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored as salt$sha256(salt:code); the salt makes equal codes hash differently. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('base64url')}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const actual = createHash('sha256').update(`${salt}:${code}`).digest('base64url');
  return actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}
