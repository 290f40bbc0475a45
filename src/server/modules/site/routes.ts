import type { FastifyPluginAsync } from 'fastify';
import type { SiteInfo } from '../../../shared/contracts/site';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import { route } from '../../routing';

export function siteInfoFromConfig(config: AppConfig): SiteInfo {
  return { brandName: config.brandName, supportEmail: config.supportEmail, company: config.company, environment: config.env };
}

export const siteRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const info = siteInfoFromConfig(ctx.config);
  route(app, ctx.guards, 'site', async () => info);
};
