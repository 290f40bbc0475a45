import { useEffect } from 'react';
import { documentTitle, SITE_DESCRIPTION } from '../../shared/page-meta';

/**
 * Sets the document title and the page's description, as the server wrote them for a public
 * page (src/shared/page-meta.ts); a page without a description of its own gets the site's.
 */
export function usePageTitle(title: string, brandName = 'Ryggkollen', description = SITE_DESCRIPTION): void {
  useEffect(() => {
    document.title = documentTitle(title, brandName);
  }, [title, brandName]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
