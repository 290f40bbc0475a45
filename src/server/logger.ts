import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from './config';

/**
 * The one logger of the process. Requests are logged with only what is needed to follow them:
 * no IP addresses, headers, query strings or bodies, so no personal or health data.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
