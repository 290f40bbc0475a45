import { simpleParser, type ParsedMail } from 'mailparser';
import type { TestApp } from './test-app';

/** The newest six-digit code mailed to an address, read from the outbox. */
export async function mailsTo(t: TestApp, email: string): Promise<ParsedMail[]> {
  const parsed = await Promise.all((await t.outbox()).map((raw) => simpleParser(raw)));
  return parsed.filter((m) => addressesOf(m).includes(email.toLowerCase()));
}

function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** The newest six-digit code mailed to an address: it leads the subject and stands in the text. */
export async function latestCodeFor(t: TestApp, email: string): Promise<string> {
  const last = (await mailsTo(t, email)).at(-1);
  const code = last?.subject?.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

let clients = 0;
/** A client address of its own for each call, so per-address limits of one test do not spill into the next. */
export function nextClientIp(): string {
  clients++;
  return `10.200.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

export async function registerUser(t: TestApp, email: string, password = 'hemligt123', name = 'Anna Berg', ip = nextClientIp()) {
  return t.app.inject({ method: 'POST', url: '/api/register', payload: { name, email, password }, remoteAddress: ip });
}

/** The sign-up cookie a register (or login) reply set, as a Cookie header value. */
export function signupCookie(res: { cookies: { name: string; value: string }[] }): { cookie: string } {
  const found = res.cookies.find((c) => c.name === 'rk_signup');
  if (!found) throw new Error('no sign-up cookie in the reply');
  return { cookie: `rk_signup=${found.value}` };
}

/** Verifies a code as the browser holding `cookie` (from signupCookie) would. */
export function verifyCode(t: TestApp, email: string, code: string, cookie: { cookie: string } | Record<string, never> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email, code }, headers: cookie, remoteAddress: nextClientIp() });
}

/** Registers and verifies an account; returns its bearer token and user. */
export async function signUp(t: TestApp, email: string, password = 'hemligt123', name = 'Anna Berg') {
  const reg = await registerUser(t, email, password, name);
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const code = await latestCodeFor(t, email);
  const res = await verifyCode(t, email, code, signupCookie(reg));
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return res.json() as { token: string; user: { id: string; email: string; name: string; role: string } };
}

/**
 * One browser, as an outsider drives it: its own client address and a cookie jar that keeps what
 * each reply sets (a cleared cookie is dropped) and sends it back with the next call.
 */
export function browser(t: TestApp, ip = nextClientIp()) {
  const jar = new Map<string, string>();
  return {
    async post(url: string, payload: object) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });
      for (const c of res.cookies) {
        if (c.value === '') jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
      return res;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
