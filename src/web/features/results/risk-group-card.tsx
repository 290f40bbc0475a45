import { RISK_GROUP_HEADING, RISK_GROUP_LABELS, RISK_GROUP_UNCERTAIN, riskGroupMeaning } from '../../../shared/domain/scoring/presentation';
import type { RiskGroup, Urgency } from '../../../shared/domain/scoring/types';
import { Card } from '../../components/ui/card';

/**
 * The risk of long-lasting trouble (CLINICAL.md §3), always named so, with the group's next step.
 * Never shown beside an urgent or emergency sign (CLINICAL.md §1: stored, not shown).
 */
export function RiskGroupCard({ group, complete, urgency }: { group: RiskGroup; complete: boolean; urgency: Urgency | null }) {
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="risk-group-heading">
      <h2 id="risk-group-heading" className="text-xl font-bold">
        {RISK_GROUP_HEADING}: {RISK_GROUP_LABELS[group]}
      </h2>
      <p>{riskGroupMeaning(group, urgency)}</p>
      {!complete && <p className="font-semibold">{RISK_GROUP_UNCERTAIN}</p>}
      <p className="text-sm text-muted-foreground">
        Bedömningen väger ihop tecken i kroppen, som smärta i benen och hur länge du klarar att sitta, med hur mycket oro, nedstämdhet och besvär smärtan ger
        dig.
      </p>
    </Card>
  );
}
