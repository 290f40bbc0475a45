import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
// Loaded first so zod's Swedish messages are configured before any contract is built.
import '../shared/contracts/common';
import type { AppContext } from './context';
import { assessmentRoutes } from './modules/assessment/routes';
import { authRoutes } from './modules/auth/routes';
import { profileRoutes } from './modules/auth/profile-routes';
import { createAuthGuards } from './plugins/auth';
import { createRateLimiter } from './security/rate-limiter';
import { createLogger } from './logger';
import { contactRoutes } from './modules/contact/routes';
import { healthRoutes } from './modules/health/routes';
import { siteInfoFromConfig, siteRoutes } from './modules/site/routes';
import { registerApiDocs } from './plugins/docs';
import { MESSAGES, registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';

export interface BuildAppOptions extends Pick<AppContext, 'config' | 'database' | 'mailer'> {
  /** Folder of the built web app; null serves the API only (tests, and dev where Vite serves the app). */
  webRoot: string | null;
  logger?: FastifyBaseLogger;
}

/** 256 KB is far above any form the app sends; routes that take files raise it for themselves. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the whole application without listening; tests call it and use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The API speaks JSON only (multipart is added by the upload routes that need it).
  app.removeContentTypeParser('text/plain');

  await registerSecurityHeaders(app, { production: config.env === 'production' });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, error: MESSAGES.rateLimited, retryAfter: context.after }),
  });
  await registerApiDocs(app, { brandName: config.brandName, publicUrl: config.publicUrl });

  app.decorateRequest('auth', null);
  const ctx: AppContext = {
    config,
    database: options.database,
    mailer: options.mailer,
    limiter: createRateLimiter(options.database.db),
    guards: createAuthGuards(options.database.db, config),
  };
  await app.register(healthRoutes, ctx);
  await app.register(siteRoutes, ctx);
  await app.register(contactRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(assessmentRoutes, ctx);

  await registerWebApp(app, { webRoot: options.webRoot, siteInfo: siteInfoFromConfig(config) });
  return app;
}
