import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ADMIN_ROUTES } from '../../shared/admin-routes';
import { Spinner } from '../components/ui/spinner';
import { clearQuizFlowMarkers } from '../features/assessment/assessment-storage';
import { ResumeCard } from '../features/assessment/resume-card';
import { LandingPage } from '../features/landing/landing-page';
import { ComingSoonPage } from './coming-soon-page';
import { ErrorBoundary } from './error-boundary';
import { NotFoundPage } from './not-found-page';
import { PrerenderHandoff } from './prerender-handoff';
import { RequireAdmin } from './require-admin';
import { useGuestFinished, useGuestReportWaiting } from './shell/use-cart-count';
import { useSiteInfo } from './site-info';

// Every page but the landing page loads on demand, keeping the first load small.
function page<M, P extends object = object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  return lazy(async () => ({ default: pick(await load()) }));
}
const staticPages = () => import('../features/static-pages/pages');
const PrivacyPolicyPage = page(staticPages, (m) => m.PrivacyPolicyPage);
const TermsPage = page(staticPages, (m) => m.TermsPage);
const PurchaseTermsPage = page(staticPages, (m) => m.PurchaseTermsPage);
const MedicalInfoPage = page(staticPages, (m) => m.MedicalInfoPage);
const AboutPage = page(staticPages, (m) => m.AboutPage);
const HowItWorksPage = page(staticPages, (m) => m.HowItWorksPage);
const DeliveryInfoPage = page(staticPages, (m) => m.DeliveryInfoPage);
const FaqPage = page(
  () => import('../features/static-pages/faq-page'),
  (m) => m.FaqPage,
);
const ContactPage = page(
  () => import('../features/contact/contact-page'),
  (m) => m.ContactPage,
);
const LoginPage = page(
  () => import('../features/account/login-page'),
  (m) => m.LoginPage,
);
const RegisterPage = page(
  () => import('../features/account/register-page'),
  (m) => m.RegisterPage,
);
const CustomerHomePage = page(
  () => import('../features/account/customer-home-page'),
  (m) => m.CustomerHomePage,
);
const ProfilePage = page(
  () => import('../features/account/profile-page'),
  (m) => m.ProfilePage,
);
const AssessmentPage = page(
  () => import('../features/assessment/assessment-page'),
  (m) => m.AssessmentPage,
);
const ResultsPage = page(
  () => import('../features/results/results-page'),
  (m) => m.ResultsPage,
);
const TestReportPage = page(
  () => import('../features/test-pages/test-report-page'),
  (m) => m.TestReportPage,
);
const RiskTestPage = page(
  () => import('../features/test-pages/risk-test-page'),
  (m) => m.RiskTestPage,
);
const ClearAuthPage = page(
  () => import('../features/account/clear-auth-page'),
  (m) => m.ClearAuthPage,
);
const ShopPage = page(
  () => import('../features/shop/shop-page'),
  (m) => m.ShopPage,
);
const ProductPage = page(
  () => import('../features/shop/product-page'),
  (m) => m.ProductPage,
);

const ConfirmationPage = page(
  () => import('../features/checkout/confirmation-page'),
  (m) => m.ConfirmationPage,
);
const CartPage = page(
  () => import('../features/checkout/cart-page'),
  (m) => m.CartPage,
);

// The admin area: its own chunk, which a customer's browser never loads.
const AdminScreen = page(
  () => import('../features/admin/admin-screen'),
  (m) => m.AdminScreen,
);

/** The cart page, told whether a guest finished an assessment on this device and whether its report waits to be bought. */
function Cart() {
  return <CartPage guestWaiting={useGuestReportWaiting()} guestFinished={useGuestFinished()} />;
}

/** Every admin route of the spec (§2): behind the admin guard, in the admin layout; the admin feature knows what each shows. */
export const ADMIN_PATHS: readonly string[] = ADMIN_ROUTES;

/** Each route's element, by path; the test of the route table reads this. */
export const ROUTE_ELEMENTS: [string, ReactNode][] = [
  ['/', <LandingPage resume={<ResumeCard />} />],
  ['/privacy-policy', <PrivacyPolicyPage />],
  ['/terms', <TermsPage />],
  ['/purchase-terms', <PurchaseTermsPage />],
  ['/medical-info', <MedicalInfoPage />],
  ['/about', <AboutPage />],
  ['/om-oss', <AboutPage />],
  ['/how-it-works', <HowItWorksPage />],
  ['/delivery-info', <DeliveryInfoPage />],
  ['/faq', <FaqPage />],
  ['/contact', <ContactPage />],
  ['/kontakt', <ContactPage />],
  ['/login', <LoginPage />],
  ['/register', <RegisterPage />],
  ['/customer', <CustomerHomePage />],
  ['/mina-sidor', <CustomerHomePage />],
  ['/profile', <ProfilePage />],
  ['/clear-auth', <ClearAuthPage />],
  ['/assessment', <AssessmentPage />],
  ['/results', <ResultsPage onShown={clearQuizFlowMarkers} />],
  ['/butik', <ShopPage />],
  ['/produkt/:slug', <ProductPage />],
  ['/confirmation', <ConfirmationPage />],
  ['/kundvagn', <Cart />],
  [
    '/test-report',
    <TestPage>
      <TestReportPage />
    </TestPage>,
  ],
  [
    '/risk-test',
    <TestPage>
      <RiskTestPage />
    </TestPage>,
  ],
  ...ADMIN_PATHS.map((path): [string, ReactNode] => [
    path,
    <RequireAdmin>
      <Suspense fallback={<PageFallback />}>
        <AdminScreen path={path} comingSoon={(title, description) => <ComingSoonPage title={title} description={description} />} />
      </Suspense>
    </RequireAdmin>,
  ]),
];

/** The test pages: open in development and test mode, for admins only in production (the server decides too). */
function TestPage({ children }: { children: ReactNode }) {
  return useSiteInfo().environment === 'production' ? <RequireAdmin>{children}</RequireAdmin> : <>{children}</>;
}

function PageFallback() {
  return <Spinner label="Laddar sidan..." className="min-h-[50vh]" page />;
}

/** The page area: a render error shows the error screen and clears when the user navigates on. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageFallback />}>
        <PrerenderHandoff />
        <Routes>
          {ROUTE_ELEMENTS.map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
