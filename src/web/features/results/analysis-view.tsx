import type { Question } from '../../../shared/contracts/assessment';
import type { AssessmentAnalysisResponse } from '../../../shared/contracts/assessment';
import { AREA_LEVEL_LABELS, RISK_GROUP_LABELS } from '../../../shared/domain/scoring/labels';
import { Card } from '../../components/ui/card';

type Analysis = AssessmentAnalysisResponse['analysis'];

const LEVEL_STYLE = { low: 'bg-primary', moderate: 'bg-amber-500', high: 'bg-danger' } as const;
const RISK_TEXT = {
  low: 'Dina svar tyder på att ryggen har goda förutsättningar att bli bättre av egen träning och vardagsrörelse.',
  medium: 'Smärtan påverkar dig en hel del. Träning och råd hjälper de flesta; följ gärna upp med en fysioterapeut om det inte blir bättre.',
  high: 'Smärtan påverkar både kropp och mående. Det brukar hjälpa att kombinera träning med stöd för oro och stress, gärna tillsammans med vården.',
} as const;

function Bar({ label, score, tone = 'bg-primary', detail }: { label: string; score: number; tone?: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium">{label}</span>
        <span className="tabular text-sm text-muted-foreground">
          {detail ? `${detail} · ` : ''}
          {score} av 100
        </span>
      </div>
      <div className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${Math.max(2, score)}%` }} />
      </div>
    </div>
  );
}

/** Scores in words as well as numbers, so no one reads a colour or a bar alone. */
function likeness(score: number): string {
  if (score >= 67) return 'Stark likhet';
  if (score >= 34) return 'Viss likhet';
  return 'Svag likhet';
}

function answerLabel(questions: Map<string, Question>, key: string, value: string): string {
  const q = questions.get(key);
  if (!q) return `${key}: ${value}`;
  const option = q.options.find((o) => o.value === value);
  const title = /[?.!:]$/.test(q.title) ? q.title : `${q.title}:`;
  return `${title} – ${option?.label ?? value}`;
}

/** The analysis a person can read at a glance: top patterns with their reasons, risk, five areas. */
export function AnalysisView({ analysis, questions }: { analysis: Analysis; questions: Question[] }) {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const top = analysis.categories.slice(0, 3);
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4">
        <div>
          <h2 className="text-xl font-bold">Det här liknar dina svar mest</h2>
          <p className="text-muted-foreground">Mönster, inte diagnoser. Ju högre siffra, desto mer pekar dina svar åt det hållet.</p>
        </div>
        <ol className="flex flex-col gap-5">
          {top.map((c) => (
            <li key={c.id} className="flex flex-col gap-2">
              <Bar label={c.label} score={c.score} detail={likeness(c.score)} />
              {c.evidence.length > 0 ? (
                <ul className="list-disc pl-5 text-sm text-muted-foreground">
                  {c.evidence.slice(0, 4).map((e) => (
                    <li key={`${e.questionKey}-${e.answer}`}>{answerLabel(byKey, e.questionKey, e.answer)}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">Inget annat mönster sticker ut tydligt. Det gäller de flesta med ländryggssmärta, och det är goda nyheter: det brukar bli bättre.</p>
              )}
            </li>
          ))}
        </ol>
      </Card>

      <Card className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">Din riskgrupp: {RISK_GROUP_LABELS[analysis.riskGroup]}</h2>
        <p>{RISK_TEXT[analysis.riskGroup]}</p>
        <p className="text-sm text-muted-foreground">Riskgruppen väger ihop fysiska tecken och hur smärtan påverkar ditt mående, enligt samma princip som vården använder.</p>
      </Card>

      <Card className="flex flex-col gap-4">
        <h2 className="text-xl font-bold">Fem hälsoområden</h2>
        <div className="flex flex-col gap-4">
          {analysis.riskAreas.map((a) => (
            <Bar key={a.id} label={a.label} score={a.score} tone={LEVEL_STYLE[a.level]} detail={AREA_LEVEL_LABELS[a.level]} />
          ))}
        </div>
      </Card>
    </div>
  );
}
