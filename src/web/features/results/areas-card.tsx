import type { AssessmentAnalysisResponse } from '../../../shared/contracts/assessment';
import { AREA_LEVEL_LABELS, AREA_SCALE_NOTE } from '../../../shared/domain/scoring/presentation';
import type { AreaLevel } from '../../../shared/domain/scoring/types';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

type Area = AssessmentAnalysisResponse['analysis']['riskAreas'][number];

// More trouble is warmer (DESIGN.md); red stays for warning signs and errors.
const TONE: Record<Exclude<AreaLevel, 'unknown'>, { bar: string; dot: string }> = {
  low: { bar: 'bg-primary', dot: 'bg-primary' },
  moderate: { bar: 'bg-amber-500', dot: 'bg-amber-500' },
  high: { bar: 'bg-accent', dot: 'bg-accent' },
};

function AreaRow({ area }: { area: Area }) {
  const known = area.level !== 'unknown';
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
        <span className="font-medium">{area.label}</span>
        {area.level === 'unknown' ? (
          <span className="whitespace-nowrap text-sm text-muted-foreground">{AREA_LEVEL_LABELS.unknown}</span>
        ) : (
          <span className="flex items-center gap-2 whitespace-nowrap text-sm">
            <span className={cn('size-2.5 rounded-full', TONE[area.level].dot)} aria-hidden="true" />
            <span className="font-semibold">{AREA_LEVEL_LABELS[area.level]}</span>
            <span className="tabular text-muted-foreground">{area.score} av 100</span>
          </span>
        )}
      </div>
      {known ? (
        <div className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className={cn('h-full rounded-full', TONE[area.level as Exclude<AreaLevel, 'unknown'>].bar)} style={{ width: `${Math.max(2, area.score)}%` }} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Du hoppade över för många av frågorna om det här.</p>
      )}
    </li>
  );
}

/** The five health areas: one note on the direction of the scale, then each with words, colour and, when known, its number. */
export function AreasCard({ areas }: { areas: readonly Area[] }) {
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="areas-heading">
      <div className="flex flex-col gap-1">
        <h2 id="areas-heading" className="text-xl font-bold">
          Fem hälsoområden
        </h2>
        <p className="text-muted-foreground">{AREA_SCALE_NOTE}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {areas.map((a) => (
          <AreaRow key={a.id} area={a} />
        ))}
      </ul>
    </Card>
  );
}
