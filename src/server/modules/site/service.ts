import type { SiteInfo } from '../../../shared/contracts/site';
import type { AppConfig } from '../../config';
import type { ServiceDeps } from '../../deps';
import { servedQuestionnaireFacts } from '../assessment/service';
import { reportProduct } from '../products/service';

/** Reads the public site details as they are now; called for every answer that carries them. */
export type SiteInfoSource = () => Promise<SiteInfo>;

/** The details from configuration alone, without the report product (it is in the database). */
export function siteInfoFromConfig(config: AppConfig): SiteInfo {
  return {
    brandName: config.brandName,
    supportEmail: config.supportEmail,
    company: config.company,
    environment: config.env,
    aiWriter: config.llm !== null,
    questionnaire: null,
    reportProduct: null,
    payments:
      config.payments.provider === 'klarna'
        ? { provider: 'klarna', mode: config.payments.mode, sdkUrl: config.payments.sdkUrl }
        : { provider: 'test', mode: 'test', sdkUrl: null },
  };
}

/**
 * The configured details with the report product read from its row on each call (one lookup by
 * the slug's unique index), so a price staff change shows on the next page or API answer; the
 * questionnaire's counts follow the questions served now (from the question list in memory).
 */
export function siteInfoSource(deps: Pick<ServiceDeps, 'config' | 'db' | 'questions'>): SiteInfoSource {
  const fromConfig = siteInfoFromConfig(deps.config);
  return async () => {
    const [product, questionnaire] = await Promise.all([reportProduct(deps), servedQuestionnaireFacts(deps)]);
    return { ...fromConfig, reportProduct: product, questionnaire };
  };
}
