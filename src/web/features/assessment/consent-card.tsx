import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CONSENT_VERSION, consentText } from '../../../shared/domain/consent';
import type { QuestionnaireFacts } from '../../../shared/domain/questionnaire-facts';
import { questionnaireWords } from '../../components/site-claims';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSiteInfo } from '../../app/site-info';

export interface Consent {
  givenAt: string;
  version: string;
}

export const UNDER_18_ADVICE =
  'Ryggkollen är gjord för vuxna, så du kan inte göra bedömningen här. Har du ont i ryggen: prata med elevhälsan (skolsköterskan), kontakta din vårdcentral eller ring 1177 för råd. Har du mycket ont eller känner dig sjuk, sök vård direkt.';

/**
 * Before the first answer: the visitor confirms being an adult (CLINICAL.md §1: the product is
 * for adults; nothing is pre-selected), then gives the explicit, separate, unticked consent to
 * process health data (GDPR art. 9.2 a).
 */
export function ConsentCard({ facts, onConsent }: { facts: QuestionnaireFacts; onConsent: (c: Consent) => void }) {
  const site = useSiteInfo();
  // The questions about to be asked, counted: the same words as every other page.
  const words = questionnaireWords(facts)!;
  const [checked, setChecked] = useState(false);
  const [adult, setAdult] = useState<'yes' | 'no' | null>(null);
  const id = useId();
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Innan du börjar</h1>
        <p className="text-muted-foreground">
          Bedömningen har {words.questions} och tar {words.duration}. {facts.selfTests > 0 && `Av dem är ${words.selfTests} som du gör hemma. `}Sluta direkt om
          något gör mycket ont. Dina svar sparas hela tiden, så du kan fortsätta senare.
        </p>
        <p className="text-muted-foreground">
          Dina svar handlar om din hälsa. Därför behöver vi ditt uttryckliga samtycke innan vi sparar något.{' '}
          <Link to="/privacy-policy" className="text-primary underline underline-offset-4">
            Läs integritetspolicyn
          </Link>
          .
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">Är du 18 år eller äldre?</legend>
        <div className="flex gap-2">
          {(['yes', 'no'] as const).map((value) => (
            <label
              key={value}
              className={`flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 ${adult === value ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-muted'}`}
            >
              <input
                type="radio"
                name={`${id}-adult`}
                checked={adult === value}
                onChange={() => setAdult(value)}
                // shrink-0: a longer label beside it must not squeeze the radio smaller than its neighbour's (issue 17).
                className="size-5 shrink-0 accent-[var(--color-primary)]"
              />
              {value === 'yes' ? 'Ja' : 'Nej, jag är yngre'}
            </label>
          ))}
        </div>
      </fieldset>
      {adult === 'no' && (
        <p role="alert" className="rounded-xl border-2 border-amber-400 bg-warning-soft p-4 text-amber-950">
          {UNDER_18_ADVICE}
        </p>
      )}
      <div className="flex gap-3 rounded-xl border border-border bg-muted/50 p-4">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={adult === 'no'}
          onChange={(e) => setChecked(e.target.checked)}
          className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
        />
        <label htmlFor={id} className="text-sm">
          {consentText(`${site.company.name || site.brandName}`)}
        </label>
      </div>
      <Button
        size="lg"
        variant="accent"
        disabled={!checked || adult !== 'yes'}
        onClick={() => onConsent({ givenAt: new Date().toISOString(), version: CONSENT_VERSION })}
      >
        Starta bedömningen
      </Button>
    </Card>
  );
}
