import type { AssessmentAnalysisResponse } from '../../../shared/contracts/assessment';
import { AREA_LEVEL_LABELS } from '../../../shared/domain/scoring/presentation';
import type { AreaLevel } from '../../../shared/domain/scoring/types';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

type Area = AssessmentAnalysisResponse['analysis']['riskAreas'][number];
type KnownLevel = Exclude<AreaLevel, 'unknown'>;

// More load is warmer (DESIGN.md); red stays for warning signs and errors.
const TONE: Record<KnownLevel, string> = { low: 'bg-primary', moderate: 'bg-amber-500', high: 'bg-accent' };
const STEPS: Record<KnownLevel, number> = { low: 1, moderate: 2, high: 3 };

/** Three segments, as many filled as the level: a level drawn, never a number. */
function LevelMeter({ level }: { level: KnownLevel }) {
  return (
    <div className="grid grid-cols-3 gap-1" aria-hidden="true">
      {[1, 2, 3].map((step) => (
        <div key={step} className={cn('h-2.5 rounded-full', step <= STEPS[level] ? TONE[level] : 'bg-muted')} />
      ))}
    </div>
  );
}

function AreaRow({ area }: { area: Area }) {
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
        <span className="font-medium">{area.label}</span>
        {area.level === 'unknown' ? (
          <span className="whitespace-nowrap text-sm text-muted-foreground">{AREA_LEVEL_LABELS.unknown}</span>
        ) : (
          <span className="flex items-center gap-2 whitespace-nowrap text-sm">
            <span className={cn('size-2.5 rounded-full', TONE[area.level])} aria-hidden="true" />
            <span className="font-semibold">{AREA_LEVEL_LABELS[area.level]}</span>
          </span>
        )}
      </div>
      {area.level === 'unknown' ? (
        <p className="text-sm text-muted-foreground">Du hoppade över för många av frågorna om det här.</p>
      ) : (
        <LevelMeter level={area.level} />
      )}
    </li>
  );
}

/**
 * The five health areas as levels of load, in words and colour, with no numbers (issue 16 item 7:
 * the back score is the one number, and higher is better there; an area's number ran the other way).
 */
export function AreasCard({ areas }: { areas: readonly Area[] }) {
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="areas-heading">
      <div className="flex flex-col gap-1">
        <h2 id="areas-heading" className="text-xl font-bold">
          Fem hälsoområden
        </h2>
        <p className="text-muted-foreground">Hur mycket belastning eller besvär dina svar visar inom varje område: låg, måttlig eller hög.</p>
      </div>
      <ul className="flex flex-col gap-4">
        {areas.map((a) => (
          <AreaRow key={a.id} area={a} />
        ))}
      </ul>
    </Card>
  );
}
