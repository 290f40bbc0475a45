import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfo, type SiteInfo } from '../../../shared/contracts/site';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';

export function siteInfoFromConfig(config: AppConfig): SiteInfo {
  return { brandName: config.brandName, supportEmail: config.supportEmail, company: config.company, environment: config.env };
}

export const siteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const info = siteInfoFromConfig(ctx.config);
  app.get('/api/site', { schema: { tags: ['system'], summary: 'Public business details for the footer and pages', response: { 200: siteInfo } } }, async () => info);
};
