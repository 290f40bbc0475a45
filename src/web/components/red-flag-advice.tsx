import { AlertOctagon, AlertTriangle, Info } from 'lucide-react';
import { URGENCY_HEADINGS, adviceText } from '../../shared/domain/scoring/advice';
import { highestUrgency } from '../../shared/domain/scoring/presentation';
import type { Urgency } from '../../shared/domain/scoring/types';
import { cn } from '../lib/cn';

type Flag = { id: string; urgency: Urgency; advice: string };

const ORDER: Urgency[] = ['emergency', 'urgent', 'soon'];
const STYLE: Record<Urgency, { box: string; heading: string; icon: typeof Info }> = {
  emergency: { box: 'border-danger bg-danger-soft', heading: 'text-danger', icon: AlertOctagon },
  urgent: { box: 'border-danger bg-danger-soft', heading: 'text-danger', icon: AlertTriangle },
  soon: { box: 'border-amber-400 bg-warning-soft', heading: 'text-amber-950', icon: Info },
};

/**
 * The red-flag advice, most urgent first, under the fixed headings (CLINICAL.md §1): shown in the
 * questionnaire the moment an answer carries a flag, and first on the results page. The advice
 * texts are shown as written, each once. With an emergency or urgent sign nothing may calm the
 * reader, so a less urgent sign's advice is shown without its calm last sentence. With `labels`
 * (option value → the question's wording) the answers behind the advice are named.
 */
export function RedFlagAdvice({ flags, labels = {} }: { flags: Flag[]; labels?: Record<string, string> }) {
  const top = highestUrgency(flags);
  if (!top) return null;
  const serious = top !== 'soon';
  return (
    <div className="flex flex-col gap-3">
      {ORDER.map((urgency) => {
        const group = flags.filter((f) => f.urgency === urgency);
        if (group.length === 0) return null;
        const shown = [...new Set(group.map((f) => adviceText(f, { calm: !serious })))];
        const signs = group.map((f) => labels[f.id]).filter((l): l is string => !!l);
        const { box, heading, icon: Icon } = STYLE[urgency];
        return (
          <section
            key={urgency}
            role={urgency === 'soon' ? 'status' : 'alert'}
            aria-labelledby={`advice-${urgency}`}
            className={cn('flex gap-3 rounded-2xl border-2 p-4 sm:p-5', box)}
          >
            <Icon className={cn('mt-1 size-6 shrink-0', heading)} aria-hidden="true" />
            <div className="flex min-w-0 flex-col gap-2">
              <h2 id={`advice-${urgency}`} className={cn('text-xl font-bold', heading)}>
                {URGENCY_HEADINGS[urgency]}
              </h2>
              {shown.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {urgency === 'emergency' && (
                // The advice says when to call; the link makes the call one tap on a phone.
                <a
                  href="tel:112"
                  className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-danger px-5 font-semibold text-white hover:bg-red-800"
                >
                  Ring 112
                </a>
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
      })}
    </div>
  );
}
