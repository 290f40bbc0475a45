import { AlertOctagon, AlertTriangle, Info } from 'lucide-react';
import { useId } from 'react';
import { safetyMessage } from '../../shared/domain/scoring/advice';
import type { Urgency } from '../../shared/domain/scoring/types';
import { cn } from '../lib/cn';

type Flag = { id: string; urgency: Urgency; advice: string };

const STYLE: Record<Urgency, { box: string; heading: string; icon: typeof Info }> = {
  emergency: { box: 'border-danger bg-danger-soft', heading: 'text-danger', icon: AlertOctagon },
  urgent: { box: 'border-danger bg-danger-soft', heading: 'text-danger', icon: AlertTriangle },
  soon: { box: 'border-amber-400 bg-warning-soft', heading: 'text-amber-950', icon: Info },
};

/** Said under the 112 button wherever an emergency is shown (issue 16). */
export const EMERGENCY_UNSURE = 'Är du osäker, ring';

/**
 * An option's wording without its bracketed asides, which explain the question ("basaliom, en vanlig
 * och ofarlig hudcancer, räknas inte") and read as calming words inside a warning.
 */
function withoutAsides(label: string): string {
  return label.replace(/\s*\([^)]*\)/g, '');
}

/**
 * The one safety box of an assessment (CLINICAL.md §1, engine 3): `safetyMessage` decides it, the
 * most urgent level's heading and actions once, and under them why, every flag's reason. A less
 * urgent flag never adds a box or an action of its own, so "inom några dagar" never stands beside
 * "i dag" or "direkt". Shown in the questionnaire the moment an answer carries a flag, and first
 * on the results page. With an emergency the 112 call is one tap, and 1177 for the unsure. With
 * `labels` (option value → the question's wording) the ticked answers behind it are named.
 * `as="h1"` where the box is the page's main content (the emergency results page).
 */
export function RedFlagAdvice({ flags, labels = {}, as: Heading = 'h2' }: { flags: Flag[]; labels?: Record<string, string>; as?: 'h1' | 'h2' }) {
  const headingId = useId();
  const message = safetyMessage(flags);
  if (!message) return null;
  const { urgency, heading, actions, reasons } = message;
  const signs = [
    ...new Set(
      flags
        .map((f) => labels[f.id])
        .filter((l): l is string => !!l)
        .map(withoutAsides),
    ),
  ];
  const { box, heading: tone, icon: Icon } = STYLE[urgency];
  return (
    <section
      role={urgency === 'soon' ? 'status' : 'alert'}
      aria-labelledby={headingId}
      data-urgency={urgency}
      className={cn('flex gap-3 rounded-2xl border-2 p-4 sm:p-5', box)}
    >
      <Icon className={cn('mt-1 size-6 shrink-0', tone)} aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-3">
        <Heading id={headingId} className={cn('font-bold', Heading === 'h1' ? 'text-2xl sm:text-3xl' : 'text-xl', tone)}>
          {heading}
        </Heading>
        {actions.map((text) => (
          <p key={text} className="font-semibold">
            {text}
          </p>
        ))}
        {urgency === 'emergency' && (
          <div className="flex flex-col gap-2">
            {/* The advice says when to call; the link makes the call one tap on a phone. */}
            <a
              href="tel:112"
              className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-danger px-5 font-semibold text-white hover:bg-red-800"
            >
              Ring 112
            </a>
            <p>
              {EMERGENCY_UNSURE}{' '}
              <a href="tel:1177" className="font-semibold underline underline-offset-4">
                1177
              </a>
              .
            </p>
          </div>
        )}
        {reasons.length > 0 && (
          <div>
            <p className="font-semibold">Därför:</p>
            <ul className="list-disc pl-5">
              {reasons.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
        {signs.length > 0 && (
          <div className="text-sm">
            <p className="font-semibold">Det här svarade du:</p>
            <ul className="list-disc pl-5">
              {signs.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
