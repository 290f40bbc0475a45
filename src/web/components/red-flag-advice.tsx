import { AlertOctagon, AlertTriangle, Info } from 'lucide-react';
import type { Urgency } from '../../shared/domain/scoring/types';

type RedFlag = { id: string; urgency: Urgency; advice: string };

const STYLE: Record<Urgency, { box: string; icon: typeof Info; title: string }> = {
  emergency: { box: 'border-danger bg-danger-soft text-danger', icon: AlertOctagon, title: 'Sök akut vård nu' },
  urgent: { box: 'border-danger bg-danger-soft text-danger', icon: AlertTriangle, title: 'Sök vård i dag' },
  soon: { box: 'border-amber-400 bg-warning-soft text-amber-950', icon: Info, title: 'Kontakta vården inom några dagar' },
};

/**
 * The red-flag advice, most urgent first, in plain Swedish. Shown the moment an answer carries
 * a flag, and first on the results page (CLINICAL.md §1).
 */
export function RedFlagAdvice({ flags, labels }: { flags: RedFlag[]; labels?: Record<string, string> }) {
  const top = flags[0];
  if (!top) return null;
  const style = STYLE[top.urgency];
  const Icon = style.icon;
  return (
    <div role="alert" className={`flex gap-3 rounded-2xl border-2 p-4 sm:p-5 ${style.box}`}>
      <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <p className="text-lg font-bold">{style.title}</p>
        <p className="text-foreground">{top.advice}</p>
        {top.urgency === 'emergency' && (
          <p className="font-semibold text-foreground">
            <a href="tel:112" className="underline underline-offset-4">
              Ring 112
            </a>{' '}
            eller{' '}
            <a href="tel:1177" className="underline underline-offset-4">
              1177
            </a>{' '}
            om du är osäker.
          </p>
        )}
        {labels && (
          <ul className="list-disc pl-5 text-sm text-foreground">
            {flags.map((f) => (
              <li key={f.id}>{labels[f.id] ?? f.id}</li>
            ))}
          </ul>
        )}
        {top.urgency === 'soon' && flags.length === 1 && (
          <p className="text-sm text-foreground">Ett sådant tecken är oftast inte farligt i sig, men det är klokt att låta vården titta på det.</p>
        )}
      </div>
    </div>
  );
}
