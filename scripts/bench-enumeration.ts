// Can a stranger tell an address's state by its answers or their timing? For an unknown address, a
// waiting sign-up and a verified account, in shuffled order on the in-process app (PGlite in
// memory): each account endpoint called without the browser's sign-up cookie; an outsider's whole
// journey in one browser (register, log in with the password just chosen, guess a code, ask for a
// new one); and a signed-in account asking to move to the address and guessing its code.
// Run: npm run bench:enumeration (ROUNDS=n for another count; BENCH_SMOKE=1, the bench smoke test: 1).
import { createTestApp } from '../tests/support/test-app';
import { bearer, browser, nextClientIp, registerUser, signUp } from '../tests/support/accounts';

const ROUNDS = Number(process.env.ROUNDS ?? (process.env.BENCH_SMOKE === '1' ? 1 : 40));
type State = 'unknown' | 'waiting' | 'verified';
const STATES: State[] = ['unknown', 'waiting', 'verified'];

const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClientIp() });

type Reply = { statusCode: number; body: string };
/**
 * The calls of one journey, run in order against one address; each is timed on its own. `mask`
 * lists what differs by design besides the address (the asking account's own id and address).
 */
type Journey = (email: string, tag: string) => Promise<{ steps: [string, () => Promise<Reply>][]; mask?: string[] }>;

const single =
  (step: string, call: (email: string) => Promise<Reply>): Journey =>
  async (email) => ({ steps: [[step, () => call(email)]] });

const journeys: Record<string, Journey> = {
  register: single('POST /api/register', (email) => post('/api/register', { name: 'Främling', email, password: 'gissat-losen' })),
  verify: single('POST /api/verify-email (no sign-up cookie)', (email) => post('/api/verify-email', { email, code: '123456' })),
  resend: single('POST /api/resend-verification (no sign-up cookie)', (email) => post('/api/resend-verification', { email })),
  login: single('POST /api/login, wrong password', (email) => post('/api/login', { email, password: 'fel-losen-123' })),
  browser: async (email) => {
    const b = browser(t);
    const steps: [string, () => Promise<Reply>][] = [
      ['one browser: register', () => b.post('/api/register', { name: 'Främling', email, password: 'framlingens' })],
      ['one browser: log in with that password', () => b.post('/api/login', { email, password: 'framlingens' })],
      ['one browser: a wrong code', () => b.post('/api/verify-email', { email, code: '000000' })],
      ['one browser: a new code', () => b.post('/api/resend-verification', { email })],
    ];
    return { steps };
  },
  'email-change': async (email, tag) => {
    const own = `flyttar-${tag}-${email.split('@')[0]}@example.se`;
    const { token, user } = await signUp(t, own);
    const call = (method: 'PUT' | 'POST', url: string, payload: object) => t.app.inject({ method, url, payload, headers: bearer(token) });
    const steps: [string, () => Promise<Reply>][] = [
      ['e-mail change: ask', () => call('PUT', '/api/update-profile', { name: 'Anna Berg', email, currentPassword: 'hemligt123' })],
      ['e-mail change: a wrong code', () => call('POST', '/api/confirm-email-change', { code: '000000' })],
    ];
    return { steps, mask: [user.id, own] };
  },
};

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const at = (times: number[], p: number) =>
  percentile(
    [...times].sort((a, b) => a - b),
    p,
  );

const rows = [];
for (const [name, journey] of Object.entries(journeys)) {
  const times = new Map<string, Record<State, number[]>>();
  const answers = new Map<string, Record<State, Set<string>>>();
  for (let round = 0; round < ROUNDS; round++) {
    const tag = `${name}-${round}`;
    const address: Record<State, string> = {
      unknown: `okand-${tag}@example.se`,
      waiting: `vantar-${tag}@example.se`,
      verified: `konto-${tag}@example.se`,
    };
    await registerUser(t, address.waiting);
    await signUp(t, address.verified);
    for (const state of shuffle([...STATES])) {
      const { steps, mask = [] } = await journey(address[state], tag);
      for (const [step, call] of steps) {
        if (!times.has(step)) {
          times.set(step, { unknown: [], waiting: [], verified: [] });
          answers.set(step, { unknown: new Set(), waiting: new Set(), verified: new Set() });
        }
        const started = performance.now();
        const res = await call();
        times.get(step)![state].push(performance.now() - started);
        // The body with the address taken out: what differs besides the address itself.
        const body = [...mask, address[state]].reduce((text, known) => text.replaceAll(known, '<…>'), res.body);
        answers.get(step)![state].add(`${res.statusCode} ${body}`);
      }
    }
  }
  for (const [step, byState] of times) {
    const seen = answers.get(step)!;
    const median = STATES.map((s) => at(byState[s], 50));
    const cell = (s: State) => `${at(byState[s], 50).toFixed(1)} / ${at(byState[s], 90).toFixed(1)}`;
    const same = STATES.every((s) => seen[s].size === 1 && [...seen[s]][0] === [...seen.unknown][0]);
    rows.push({
      call: step,
      'unknown ms (p50/p90)': cell('unknown'),
      'waiting ms': cell('waiting'),
      'verified ms': cell('verified'),
      'largest median gap ms': (Math.max(...median) - Math.min(...median)).toFixed(1),
      'same status and body': same ? 'yes' : 'NO',
    });
  }
}
await t.close();
console.log(`Reply times by address state, ${ROUNDS} rounds each, shuffled order, in-process (app.inject, PGlite in memory)`);
console.table(rows);
