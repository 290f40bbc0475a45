import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { SiteInfo } from '../../shared/contracts/site';
import { callApi } from '../lib/api-client';

/** The server embeds the site details in index.html; in development Vite serves the page, so fetch them. */
function readEmbedded(): SiteInfo | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById('site-info');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as SiteInfo;
  } catch {
    return undefined;
  }
}

// No product means no price is shown anywhere: never a made-up one.
const FALLBACK: SiteInfo = {
  brandName: 'Ryggkollen',
  supportEmail: '',
  company: { name: '', form: null, ownerName: '', orgNumber: '', address: '' },
  environment: 'production',
  // Claims only what is known: no AI, and no counts until the served questions are known.
  aiWriter: false,
  questionnaire: null,
  reportProduct: null,
  payments: { provider: 'test', mode: 'test', sdkUrl: null },
};

let detached: QueryClient | undefined;

export const siteKeys = { all: ['site'] as const };

/**
 * The site details, price included. A component rendered outside the app's providers (on its
 * own, as in a component test) gets the embedded details or the fallback and fetches nothing.
 */
export function useSiteInfo(): SiteInfo {
  const embedded = readEmbedded();
  const client = useContext(QueryClientContext);
  const { data } = useQuery(
    {
      queryKey: siteKeys.all,
      queryFn: () => callApi('site'),
      // The same for everyone: it stays in the cache at sign-out.
      meta: { public: true },
      enabled: !embedded && client !== undefined,
      initialData: embedded,
    },
    client ?? (detached ??= new QueryClient()),
  );
  return (client ? data : embedded) ?? FALLBACK;
}
