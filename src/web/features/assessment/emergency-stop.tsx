import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { RedFlag } from '../../../shared/domain/scoring/types';
import { RedFlagAdvice } from '../../components/red-flag-advice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/**
 * An emergency warning sign stops the questionnaire (CLINICAL.md §1): no more questions, only the
 * advice. The visitor may still save what was answered. Nothing here reassures.
 */
export function EmergencyStop({
  flags,
  saving,
  saved,
  onSave,
  onBack,
}: {
  flags: RedFlag[];
  saving: boolean;
  saved: boolean;
  onSave: () => void;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-5">
      <RedFlagAdvice flags={flags} />
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          Bedömningen stannar här
        </h1>
        <p>Det du har svarat behöver vården titta på först, så vi ställer inga fler frågor nu. Följ rådet ovanför.</p>
        {saved ? (
          <p role="status" className="font-semibold">
            Dina svar är sparade.{' '}
            <Link to="/register" className="text-primary underline underline-offset-4">
              Skapa ett konto
            </Link>{' '}
            om du vill kunna se dem senare.
          </p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={onSave} disabled={saving}>
              {saving ? 'Sparar…' : 'Spara mina svar'}
            </Button>
            <Button variant="outline" onClick={onBack} disabled={saving}>
              Jag svarade fel, gå tillbaka
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
