import { LifeBuoy } from 'lucide-react';
import { PREGNANCY_WARNING, SAFETY_NET } from '../../../shared/domain/scoring/advice';
import { cn } from '../../lib/cn';

/**
 * The safety net for everyone (CLINICAL.md §1): the signs to act on even when they come later.
 * Prominent, and first after the advice, for anyone with leg symptoms. When the safety box above
 * already tells the person to contact care (`careAdvised`), "book a visit if it is not better
 * after 2–4 weeks" would contradict it, so that line is left out.
 */
export function SafetyNet({ legSymptoms, pregnant, careAdvised = false }: { legSymptoms: boolean; pregnant: boolean; careAdvised?: boolean }) {
  return (
    <section
      aria-labelledby="safety-net-heading"
      className={cn(
        'flex flex-col gap-3 rounded-2xl p-5 sm:p-6',
        legSymptoms ? 'border-2 border-amber-400 bg-warning-soft' : 'border border-border bg-surface shadow-sm',
      )}
    >
      <div className="flex items-start gap-3">
        <LifeBuoy className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <h2 id="safety-net-heading" className="text-xl font-bold">
          {SAFETY_NET.heading}
        </h2>
      </div>
      {legSymptoms && <p className="font-semibold">{SAFETY_NET.legSymptoms}</p>}
      <ul className="flex list-disc flex-col gap-2 pl-5">
        <li>{SAFETY_NET.emergency}</li>
        <li>{SAFETY_NET.sameDay}</li>
        {!careAdvised && <li>{SAFETY_NET.book}</li>}
      </ul>
      {pregnant && <p className="font-semibold">{PREGNANCY_WARNING}</p>}
    </section>
  );
}
