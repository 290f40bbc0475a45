import { useEffect } from 'react';

export function usePageTitle(title: string, brandName = 'Ryggkollen'): void {
  useEffect(() => {
    document.title = title ? `${title} – ${brandName}` : brandName;
  }, [title, brandName]);
}
