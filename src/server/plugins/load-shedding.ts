import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../messages';
import { requestDone, requestShed, requestTaken } from '../metrics/metrics';

/** Paths never refused: a liveness probe must see a busy process as alive, or it would be restarted for being busy. */
const NEVER_SHED = new Set(['/api/health/live']);

/** Retry-After of the overload 503, in seconds: a moment, not the connection gate's 5 s. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/**
 * Load shedding: at most `maxInFlight` requests are being handled at once; one beyond that is
 * answered 503 at once (Swedish message, Retry-After), before any session lookup or query.
 * A request is being handled once its body has arrived: a slow upload costs a socket, not a place. Without
 * it a burst past capacity queues without bound on the database pool and the event loop, and every
 * visitor waits seconds; with it the requests taken keep their latency and the rest are told to
 * come back (decision 0043, issue 21). A request counts from then until its answer is written or its
 * connection closes, whichever comes first.
 */
export function registerLoadShedding(app: FastifyInstance, maxInFlight: number): { inFlight: () => number } {
  let inFlight = 0;
  // preValidation: after the body has arrived (a slow client still sending one holds no place,
  // as it holds no work) and before every route's own checks, the session lookup included.
  app.addHook('preValidation', (request, reply, done) => {
    if (NEVER_SHED.has(request.url)) return done();
    if (inFlight >= maxInFlight) {
      requestShed();
      void reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store').send({ error: MESSAGES.overloaded });
      return;
    }
    inFlight += 1;
    requestTaken();
    let counted = true;
    // 'close' on the response fires once: after the answer was written, or when the client went away.
    reply.raw.once('close', () => {
      if (counted) {
        counted = false;
        inFlight -= 1;
        requestDone();
      }
    });
    done();
  });
  return { inFlight: () => inFlight };
}
