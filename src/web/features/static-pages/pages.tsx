import { about } from './content/about';
import { deliveryInfo } from './content/delivery-info';
import { howItWorks } from './content/how-it-works';
import { medicalInfo } from './content/medical-info';
import { privacyPolicy } from './content/privacy-policy';
import { purchaseTerms } from './content/purchase-terms';
import { termsOfUse } from './content/terms';
import { StaticPage, StaticSections } from './static-page';

export const PrivacyPolicyPage = () => <StaticPage content={privacyPolicy} />;
export const TermsPage = () => <StaticPage content={termsOfUse} />;
export const PurchaseTermsPage = () => <StaticPage content={purchaseTerms} />;
/** The purchase terms without their page, for the dialog over the checkout. */
export const PurchaseTermsBody = () => <StaticSections content={purchaseTerms} />;
export const MedicalInfoPage = () => <StaticPage content={medicalInfo} />;
export const AboutPage = () => <StaticPage content={about} />;
export const HowItWorksPage = () => <StaticPage content={howItWorks} />;
export const DeliveryInfoPage = () => <StaticPage content={deliveryInfo} />;
