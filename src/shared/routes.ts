import { ADMIN_ROUTES } from './admin-routes';

/**
 * Every client-side route of the web app, as React Router patterns. The server uses the list to
 * answer unknown paths with HTTP 404 (the app still renders its 'Sidan finns inte' screen), and a
 * test checks that the router defines each one.
 */
export const WEB_ROUTES = [
  '/',
  '/register',
  '/login',
  '/customer',
  '/mina-sidor',
  '/assessment',
  '/results',
  '/clear-auth',
  '/privacy-policy',
  '/profile',
  '/test-report',
  '/risk-test',
  '/terms',
  '/confirmation',
  '/faq',
  '/medical-info',
  '/purchase-terms',
  '/about',
  '/om-oss',
  '/how-it-works',
  '/contact',
  '/kontakt',
  '/delivery-info',
  '/butik',
  '/produkt/:slug',
  '/kundvagn',
  ...ADMIN_ROUTES,
] as const;

const matchers = WEB_ROUTES.map((pattern) => {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
});

/** True when the path (without query string) is one of the app's routes. */
export function isKnownWebPath(path: string): boolean {
  return matchers.some((re) => re.test(path));
}
