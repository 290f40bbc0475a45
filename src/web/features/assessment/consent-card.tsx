import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CONSENT_VERSION, consentText } from '../../../shared/domain/consent';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSiteInfo } from '../../lib/site-info';

export interface Consent {
  givenAt: string;
  version: string;
}

/** The explicit, separate, unticked consent to process health data (GDPR art. 9.2 a). */
export function ConsentCard({ total, onConsent }: { total: number; onConsent: (c: Consent) => void }) {
  const site = useSiteInfo();
  const [checked, setChecked] = useState(false);
  const id = useId();
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Innan du börjar</h1>
        <p className="text-muted-foreground">
          Bedömningen har {total} frågor och tar 5–10 minuter. Några frågor är enkla rörelsetester som du gör hemma. Sluta direkt om något gör mycket ont. Dina svar sparas hela tiden, så du kan
          fortsätta senare.
        </p>
        <p className="text-muted-foreground">
          Dina svar handlar om din hälsa. Därför behöver vi ditt uttryckliga samtycke innan vi sparar något.{' '}
          <Link to="/privacy-policy" className="text-primary underline underline-offset-4">
            Läs integritetspolicyn
          </Link>
          .
        </p>
      </div>
      <div className="flex gap-3 rounded-xl border border-border bg-muted/50 p-4">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]" />
        <label htmlFor={id} className="text-sm">
          {consentText(`${site.company.name || site.brandName}`)}
        </label>
      </div>
      <Button size="lg" variant="accent" disabled={!checked} onClick={() => onConsent({ givenAt: new Date().toISOString(), version: CONSENT_VERSION })}>
        Starta bedömningen
      </Button>
    </Card>
  );
}
