import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import type { AppConfig } from './config';

const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`/g;
const EMAIL_LIKE = /[^\s@"'<>()]+@[^\s@"'<>()]+/g;
const MAX_MESSAGE = 500;
// Database error fields that name the schema, never the data (detail, where and params do).
const SCHEMA_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine', 'schema', 'dataType'] as const;

/** Quoted values and e-mail addresses taken out of a message; what is left describes the error. */
function redactMessage(message: string): string {
  return message.replace(QUOTED, '"…"').replace(EMAIL_LIKE, '…@…').slice(0, MAX_MESSAGE);
}

/**
 * Errors are logged from an allow-list: their type, a redacted message, codes and schema names,
 * and the stack frames. A failing query's parameters, a database error's detail ("Key (email)=…"),
 * an SMTP reply quoting an address, a request body: none of it reaches the log.
 */
export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { type: typeof err };
  const e = err as Record<string, unknown> & { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { type: typeof e.name === 'string' ? e.name : (e.constructor?.name ?? 'Error') };
  // A failed Drizzle query carries its SQL (placeholders only) and its values; keep the SQL.
  if (typeof e.query === 'string') out.query = e.query.slice(0, 2000);
  if (typeof e.message === 'string') out.message = typeof e.query === 'string' ? 'Failed query' : redactMessage(e.message);
  for (const field of SCHEMA_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' && value.length <= 100) out[field] = value;
  }
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.stack === 'string')
    out.stack = e.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/**
 * The one logger of the process. Requests are logged with only what is needed to follow them:
 * no IP addresses, headers, query strings or bodies, so no personal or health data; errors go
 * through safeError.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level: config.logLevel,
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: (req.url.split('?')[0] ?? '').replace(EMAIL_LIKE, '…@…'),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: (err: unknown) => safeError(err),
        error: (err: unknown) => safeError(err),
      },
    },
    destination,
  );
}
