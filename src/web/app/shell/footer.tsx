import { CreditCard, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { registeredInSweden } from '../../../shared/domain/company';
import { useSiteInfo } from '../site-info';

const QUICK_LINKS = [
  { to: '/', label: 'Hem' },
  { to: '/assessment', label: 'Starta bedömningen' },
  { to: '/login', label: 'Logga in' },
  { to: '/register', label: 'Registrera' },
];

const SUPPORT_LINKS = [
  { to: '/about', label: 'Om oss' },
  { to: '/how-it-works', label: 'Så fungerar det' },
  { to: '/faq', label: 'Vanliga frågor' },
  { to: '/privacy-policy', label: 'Integritetspolicy' },
  { to: '/terms', label: 'Användarvillkor' },
  { to: '/medical-info', label: 'Medicinsk information' },
  { to: '/purchase-terms', label: 'Köpvillkor' },
  { to: '/delivery-info', label: 'Leveransinformation' },
  { to: '/contact', label: 'Kontakt' },
];

function LinkGroup({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-foreground">{title}</h2>
      <ul className="flex flex-col gap-1">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="inline-block py-1 text-muted-foreground underline-offset-4 hover:text-primary hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const site = useSiteInfo();
  const { company } = site;
  const registered = registeredInSweden(company.form);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <LinkGroup title="Snabblänkar" links={QUICK_LINKS} />
        <LinkGroup title="Support och information" links={SUPPORT_LINKS} />
        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-foreground">Kontakt</h2>
          <address className="flex flex-col gap-1 not-italic text-muted-foreground">
            <a href={`mailto:${site.supportEmail}`} className="text-primary underline-offset-4 hover:underline">
              {site.supportEmail}
            </a>
            <span>{site.company.address}</span>
            {/* Only a sole trader is named with its owner; the form is configured, never assumed. */}
            <span>{company.form === 'enskild-firma' && company.ownerName ? `${company.name}, ${company.ownerName}` : company.name}</span>
            <span>Org.nr {company.orgNumber}</span>
            {registered && <span>{registered}</span>}
          </address>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-foreground">Säker betalning</h2>
          <ul className="flex flex-wrap gap-2" aria-label="Betalsätt och säkerhet">
            <li className="rounded-md bg-[#ffb3c7] px-3 py-1 text-sm font-bold text-black">Klarna</li>
            <li className="inline-flex items-center gap-1 rounded-md border border-border px-3 py-1 text-sm font-semibold">
              <CreditCard className="size-4" aria-hidden="true" /> Kort
            </li>
            <li className="inline-flex items-center gap-1 rounded-md border border-border px-3 py-1 text-sm font-semibold">
              <Lock className="size-4" aria-hidden="true" /> SSL-krypterat
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground">
          <p>
            <strong className="text-foreground">Medicinsk information:</strong> {site.brandName} är en självskattning och ersätter inte en bedömning av läkare
            eller fysioterapeut. Kontakta vården vid svåra eller långvariga besvär. Vid akuta symtom, ring 112.{' '}
            <Link to="/medical-info" className="text-primary underline underline-offset-4">
              Läs mer om när du bör söka vård
            </Link>
            .
          </p>
          <p>
            © {year} {site.company.name}. Alla rättigheter förbehållna.
          </p>
        </div>
      </div>
    </footer>
  );
}
