import { about } from './content/about';
import { deliveryInfo } from './content/delivery-info';
import { howItWorks } from './content/how-it-works';
import { medicalInfo } from './content/medical-info';
import { privacyPolicy } from './content/privacy-policy';
import { purchaseTerms } from './content/purchase-terms';
import { termsOfUse } from './content/terms';
import { StaticPage, StaticSections } from './static-page';
import { PAGE_META } from '../../../shared/page-meta';

export const PrivacyPolicyPage = () => <StaticPage content={privacyPolicy} description={PAGE_META['/privacy-policy']!.description} />;
export const TermsPage = () => <StaticPage content={termsOfUse} description={PAGE_META['/terms']!.description} />;
export const PurchaseTermsPage = () => <StaticPage content={purchaseTerms} description={PAGE_META['/purchase-terms']!.description} />;
/** The purchase terms without their page, for the dialog over the checkout. */
export const PurchaseTermsBody = () => <StaticSections content={purchaseTerms} />;
export const MedicalInfoPage = () => <StaticPage content={medicalInfo} description={PAGE_META['/medical-info']!.description} />;
export const AboutPage = () => <StaticPage content={about} description={PAGE_META['/om-oss']!.description} />;
export const HowItWorksPage = () => <StaticPage content={howItWorks} description={PAGE_META['/how-it-works']!.description} />;
export const DeliveryInfoPage = () => <StaticPage content={deliveryInfo} description={PAGE_META['/delivery-info']!.description} />;
