import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { AdminLayout } from './admin-layout';

// Each built screen loads on demand inside the admin chunk; a new screen adds one line here.
const DashboardPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage })));
const TemplateUploadPage = lazy(() => import('./template-upload-page').then((m) => ({ default: m.TemplateUploadPage })));
const TemplateManagerPage = lazy(() => import('./template-manager-page').then((m) => ({ default: m.TemplateManagerPage })));
const TemplatesAdminPage = lazy(() => import('./templates-admin-page').then((m) => ({ default: m.TemplatesAdminPage })));
const QuestionEditorPage = lazy(() => import('./question-editor-page').then((m) => ({ default: m.QuestionEditorPage })));
const DiscountsPage = lazy(() => import('./discounts-page').then((m) => ({ default: m.DiscountsPage })));
const OrdersPage = lazy(() => import('./orders-page').then((m) => ({ default: m.OrdersPage })));
const CustomerSearchPage = lazy(() => import('./customer-search-page').then((m) => ({ default: m.CustomerSearchPage })));
const AssessmentDetailsPage = lazy(() => import('./assessment-details-page').then((m) => ({ default: m.AssessmentDetailsPage })));
const ProductsPage = lazy(() => import('./products-page').then((m) => ({ default: m.ProductsPage })));
const DeveloperPanelPage = lazy(() => import('./developer-panel-page').then((m) => ({ default: m.DeveloperPanelPage })));
const BUILT: Record<string, ComponentType> = {
  '/dashboard': DashboardPage,
  '/template-upload': TemplateUploadPage,
  '/template-manager': TemplateManagerPage,
  '/admin/templates': TemplatesAdminPage,
  '/question-editor': QuestionEditorPage,
  '/admin/discounts': DiscountsPage,
  '/customer-search': CustomerSearchPage,
  '/assessment-details/:assessmentId': AssessmentDetailsPage,
  '/admin/products': ProductsPage,
  '/admin/developer-panel': DeveloperPanelPage,
  '/admin/orders': OrdersPage,
};

/** Whether the route (its path pattern) has its screen built. */
export function hasAdminScreen(path: string): boolean {
  return Object.hasOwn(BUILT, path);
}

/** The screens not built yet: title and description for the coming-soon content. */
export const ADMIN_PENDING: Record<string, [string, string]> = {};

/**
 * The admin screen of a route (its path pattern) in the admin layout. The app passes in how a
 * screen not built yet is shown (the coming-soon page lives in app/).
 */
export function AdminScreen({ path, comingSoon }: { path: string; comingSoon: (title: string, description: string) => ReactNode }) {
  const Screen = BUILT[path];
  const [title, description] = ADMIN_PENDING[path] ?? ['Administration', ''];
  return (
    <AdminLayout>
      <Suspense fallback={<Spinner label="Laddar sidan..." className="min-h-[50vh]" />}>{Screen ? <Screen /> : comingSoon(title, description)}</Suspense>
    </AdminLayout>
  );
}
