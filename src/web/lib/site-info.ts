import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/contracts/site';
import { apiJson } from './api';

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

const FALLBACK: SiteInfo = {
  brandName: 'Ryggkollen',
  supportEmail: '',
  company: { name: '', ownerName: '', orgNumber: '', address: '' },
  environment: 'production',
};

export function useSiteInfo(): SiteInfo {
  const embedded = readEmbedded();
  const { data } = useQuery({
    queryKey: ['site'],
    queryFn: () => apiJson<SiteInfo>('GET', '/api/site'),
    enabled: !embedded,
    initialData: embedded,
  });
  return data ?? FALLBACK;
}
