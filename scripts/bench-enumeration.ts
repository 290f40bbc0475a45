// Can a stranger tell an address's state by timing? For each account endpoint a stranger can call
// without the browser's sign-up cookie (register, verify, resend, login with a wrong password),
// the reply time for an unknown address, a waiting sign-up and a verified account, measured in
// shuffled order on the in-process app (PGlite in memory). Run: npm run bench:enumeration
import { createTestApp } from '../src/server/test-support/test-app';
import { nextClientIp, registerUser, signUp } from '../src/server/test-support/accounts';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
type State = 'unknown' | 'waiting' | 'verified';
const STATES: State[] = ['unknown', 'waiting', 'verified'];

const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClientIp() });

type Call = (email: string) => Promise<{ statusCode: number; body: string }>;
const calls: Record<string, Call> = {
  'POST /api/register': (email) => post('/api/register', { name: 'Främling', email, password: 'gissat-losen' }),
  'POST /api/verify-email': (email) => post('/api/verify-email', { email, code: '123456' }),
  'POST /api/resend-verification': (email) => post('/api/resend-verification', { email }),
  'POST /api/login (wrong password)': (email) => post('/api/login', { email, password: 'fel-losen-123' }),
};

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const rows = [];
for (const [name, call] of Object.entries(calls)) {
  const times: Record<State, number[]> = { unknown: [], waiting: [], verified: [] };
  const answers: Record<State, Set<string>> = { unknown: new Set(), waiting: new Set(), verified: new Set() };
  for (let round = 0; round < ROUNDS; round++) {
    const tag = `${name.split(' ')[1]!.replace(/\W/g, '')}-${round}`;
    const address: Record<State, string> = {
      unknown: `okand-${tag}@example.se`,
      waiting: `vantar-${tag}@example.se`,
      verified: `konto-${tag}@example.se`,
    };
    await registerUser(t, address.waiting);
    await signUp(t, address.verified);
    for (const state of shuffle([...STATES])) {
      const started = performance.now();
      const res = await call(address[state]);
      times[state].push(performance.now() - started);
      // The body with the address taken out: what differs besides the address itself.
      answers[state].add(`${res.statusCode} ${res.body.replaceAll(address[state], '<e-post>')}`);
    }
  }
  const median = Object.fromEntries(
    STATES.map((s) => [
      s,
      percentile(
        [...times[s]].sort((a, b) => a - b),
        50,
      ),
    ]),
  ) as Record<State, number>;
  const p90 = Object.fromEntries(
    STATES.map((s) => [
      s,
      percentile(
        [...times[s]].sort((a, b) => a - b),
        90,
      ),
    ]),
  ) as Record<State, number>;
  const same = STATES.every((s) => answers[s].size === 1 && [...answers[s]][0] === [...answers.unknown][0]);
  rows.push({
    endpoint: name,
    'unknown ms (p50/p90)': `${median.unknown.toFixed(1)} / ${p90.unknown.toFixed(1)}`,
    'waiting ms': `${median.waiting.toFixed(1)} / ${p90.waiting.toFixed(1)}`,
    'verified ms': `${median.verified.toFixed(1)} / ${p90.verified.toFixed(1)}`,
    'largest median gap ms': (Math.max(...Object.values(median)) - Math.min(...Object.values(median))).toFixed(1),
    'same status and body': same ? 'yes' : 'NO',
  });
}
await t.close();
console.log(`Reply times by address state, ${ROUNDS} rounds each, shuffled order, in-process (app.inject, PGlite in memory)`);
console.table(rows);
