import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
// Loaded first so zod's Swedish messages are configured before any contract is built.
import '../shared/contracts/common';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { refuseUnmappedApiRoutes } from './routing';
import type { Services } from './services';
import { httpServerOptions } from './http-limits';
import { assessmentRoutes } from './modules/assessment/routes';
import { auditRoutes } from './modules/audit/routes';
import { reportRoutes, templateRoutes } from './modules/reports/routes';
import { authRoutes } from './modules/auth/routes';
import { profileRoutes } from './modules/auth/profile-routes';
import { sessionLookup } from './modules/auth/sessions';
import { contactRoutes } from './modules/contact/routes';
import { customersRoutes } from './modules/customers/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { developerRoutes } from './modules/developer/routes';
import { healthRoutes } from './modules/health/routes';
import { discountRoutes } from './modules/discounts/routes';
import { paymentRoutes } from './modules/payments/routes';
import { adminOrderRoutes } from './modules/orders/routes';
import { productRoutes } from './modules/products/routes';
import { siteRoutes } from './modules/site/routes';
import { imageRoutes } from './modules/images/routes';
import { siteInfoSource } from './modules/site/service';
import { listCategories, listProducts } from './modules/products/service';
import { createAuthGuards } from './plugins/auth';
import { registerApiCacheControl } from './plugins/cache-control';
import { registerPublicApiCompression } from './plugins/compress-public';
import { registerApiDocs } from './plugins/docs';
import { registerLoadShedding } from './plugins/load-shedding';
import { OneLinePerRequest } from './plugins/request-log';
import { registerRequestMetrics } from './plugins/metrics';
import { createFrameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { applySecurityHeaders, klarnaOrigins, registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';

export interface BuildAppOptions {
  services: Services;
  /** Folder of the built web app; null serves the API only (tests, and dev where Vite serves the app). */
  webRoot: string | null;
}

/** 256 KB is far above any form the app sends; routes that take files raise it for themselves. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Fastify's option for believing X-Forwarded-For. A number of proxies becomes a trust function:
 * the socket address is hop 0, and only the entries our own proxies wrote are believed.
 */
function trustProxyOption(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole application without listening; tests call it and use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const { config } = services;
  const app = Fastify({
    loggerInstance: services.logger,
    // One line per request, written when it is answered (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    // Timeouts and caps for slow or many clients; they apply to the server `listen` starts.
    ...httpServerOptions({ maxConnectionsPerClient: config.maxConnectionsPerClient, trustProxy: config.trustProxy }),
    frameworkErrors: createFrameworkErrorHandler(applySecurityHeaders),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The first of the preValidation hooks: a request beyond capacity is refused before any route's own work.
  registerLoadShedding(app, config.maxRequestsInFlight);
  refuseUnmappedApiRoutes(app);
  registerApiCacheControl(app);
  registerRequestMetrics(app);
  registerPublicApiCompression(app);
  // The API speaks JSON only (multipart is added by the upload routes that need it).
  app.removeContentTypeParser('text/plain');

  await registerSecurityHeaders(app, {
    https: config.https,
    paymentOrigins: config.payments.provider === 'klarna' ? klarnaOrigins(config.payments.sdkUrl) : [],
  });
  await app.register(cookie);
  app.decorateRequest('auth', null);
  const ctx: AppContext = { config, database: services.database, deps: services.deps, guards: createAuthGuards(config, sessionLookup(services.database.db)) };
  // The API description helps attackers as much as developers: in production only admins see it.
  await registerApiDocs(app, { brandName: config.brandName, publicUrl: config.publicUrl, ...(config.env === 'production' ? { guard: ctx.guards.admin } : {}) });
  await app.register(healthRoutes, ctx);
  await app.register(siteRoutes, ctx);
  await app.register(contactRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(assessmentRoutes, ctx);
  await app.register(reportRoutes, ctx);
  await app.register(templateRoutes, ctx);
  await app.register(imageRoutes, ctx);
  await app.register(productRoutes, ctx);
  await app.register(discountRoutes, ctx);
  await app.register(paymentRoutes, ctx);
  await app.register(adminOrderRoutes, ctx);
  await app.register(auditRoutes, ctx);
  await app.register(dashboardRoutes, ctx);
  await app.register(developerRoutes, ctx);
  await app.register(customersRoutes, ctx);

  await registerWebApp(app, {
    webRoot: options.webRoot,
    siteInfo: siteInfoSource(services.deps),
    sourceMaps: config.env !== 'production',
    publicUrl: config.publicUrl,
    shop: async () => {
      const [products, categories] = await Promise.all([listProducts(services.deps), listCategories(services.deps)]);
      return { products, categories };
    },
  });
  return app;
}
