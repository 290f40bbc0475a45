/**
 * The public pages' titles and descriptions (decision 0046): the server writes them into the
 * page's head with the prerendered content, and the page sets the same once the app has taken
 * over (usePageTitle), so a search engine and a visitor see one title whichever way they come.
 * Only these pages are indexed; every other page is served with `noindex`.
 */
export interface PageMeta {
  /** The page's own part of the document title; the brand follows it ('Logga in – Ryggkollen'). */
  title: string;
  description: string;
  /** The page's one address when it has two (the English and the Swedish one). */
  canonical: string;
}

/** The description of every page that has none of its own (the shell, private pages). */
export const SITE_DESCRIPTION = 'Ryggkollen: en guidad självskattning av din ryggsmärta med rörelsetester, och en personlig rapport med träningsprogram.';

const about = {
  title: 'Om oss',
  description: 'Vilka vi är och varför vi gjort Ryggkollen: en självskattning av ryggsmärta byggd på publicerade vårdriktlinjer, med en personlig rapport.',
  canonical: '/om-oss',
};
const contact = {
  title: 'Kontakt',
  description: 'Kontakta Ryggkollen med frågor om bedömningen, din rapport eller ett köp. Vi svarar via e-post så snart vi kan.',
  canonical: '/kontakt',
};

/** Public pages by path (the shop's product pages take their title and description from the product). */
export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': {
    title: 'Förstå din ryggsmärta',
    description:
      'Gör en gratis självskattning av din ryggsmärta med frågor och enkla rörelsetester hemma, och få en personlig rapport med ett träningsprogram i tre steg.',
    canonical: '/',
  },
  '/assessment': {
    title: 'Bedömning',
    description:
      'Svara på frågor om din ryggsmärta och gör enkla rörelsetester hemma. Du ser direkt om något behöver ses av vården och en översikt av ditt resultat.',
    canonical: '/assessment',
  },
  '/butik': {
    title: 'Vår butik',
    description: 'Köp din personliga ryggrapport: en analys av dina svar och rörelsetester, riskbedömning och ett träningsprogram i tre steg, som PDF.',
    canonical: '/butik',
  },
  '/faq': {
    title: 'Vanliga frågor',
    description: 'Svar på vanliga frågor om Ryggkollens bedömning, rapporten, betalning, leverans och hur vi hanterar dina uppgifter.',
    canonical: '/faq',
  },
  '/om-oss': about,
  '/about': about,
  '/kontakt': contact,
  '/contact': contact,
  '/login': {
    title: 'Logga in',
    description: 'Logga in på Ryggkollen för att se dina bedömningar och rapporter på Mina sidor.',
    canonical: '/login',
  },
  '/register': {
    title: 'Skapa konto',
    description: 'Skapa ett konto hos Ryggkollen för att spara dina bedömningar och hitta dina köpta rapporter på Mina sidor.',
    canonical: '/register',
  },
  '/how-it-works': {
    title: 'Så fungerar det',
    description: 'Så går Ryggkollen till: du svarar på frågorna, ser en översikt av ditt resultat och kan köpa en personlig rapport med övningar.',
    canonical: '/how-it-works',
  },
  '/privacy-policy': {
    title: 'Integritetspolicy',
    description: 'Hur Ryggkollen behandlar dina personuppgifter och hälsouppgifter, hur länge de sparas och vilka rättigheter du har.',
    canonical: '/privacy-policy',
  },
  '/terms': {
    title: 'Användarvillkor',
    description: 'Villkoren för att använda Ryggkollens självskattning av ryggsmärta och ditt konto.',
    canonical: '/terms',
  },
  '/purchase-terms': {
    title: 'Köpvillkor',
    description: 'Köpvillkor för Ryggkollens rapport: pris, betalning med Klarna, leverans, ångerrätt och reklamation.',
    canonical: '/purchase-terms',
  },
  '/medical-info': {
    title: 'Medicinsk information',
    description: 'När ryggsmärta behöver ses av vården direkt, när du ska ringa 1177 och vad en självskattning kan och inte kan ersätta.',
    canonical: '/medical-info',
  },
  '/delivery-info': {
    title: 'Leveransinformation',
    description: 'Så levereras din rapport: som PDF till din e-post inom ett par minuter efter köpet, och kvar på Mina sidor.',
    canonical: '/delivery-info',
  },
};

/** The product pages' path; their meta comes from the product. */
export const PRODUCT_PATH = /^\/produkt\/([^/]+)\/?$/;

/** The meta of a public path, without a trailing slash; null for every other page. */
export function publicPageMeta(urlPath: string): PageMeta | null {
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  return Object.hasOwn(PAGE_META, path) ? PAGE_META[path]! : null;
}

/** A product page's meta: its name and short description. */
export function productPageMeta(product: { slug: string; name: string; shortDescription: string }): PageMeta {
  return { title: product.name, description: product.shortDescription, canonical: `/produkt/${product.slug}` };
}

/** The document title: the page's part, then the brand; the brand alone when the page has none. */
export function documentTitle(title: string, brandName: string): string {
  return title ? `${title} – ${brandName}` : brandName;
}
