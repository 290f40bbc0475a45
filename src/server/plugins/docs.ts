import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod contracts, with Swagger UI at /api/docs (served locally). With
 * `guard` (production: admins only) every docs route, the JSON and YAML included, runs it first.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  options: { brandName: string; publicUrl: string; guard?: preHandlerAsyncHookHandler },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.brandName} API`,
        description: 'JSON API for the back-pain self-assessment service. Error bodies are `{ error, fields? }` with Swedish messages.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          adminKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
    ...(options.guard ? { uiHooks: { preHandler: options.guard } } : {}),
  });
}
