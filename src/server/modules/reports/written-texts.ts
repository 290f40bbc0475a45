import type { GatheredReport } from '../../report/gather';
import type { ReportKind } from '../../report/produce';
import { builtinPersonalTexts } from '../../report/writers/builtin';
import type { WriterInput, Written } from '../../report/writers/types';
import type { ServiceDeps } from '../../deps';
import { reportTextsRepository, type ReportTextsRow } from './repository';

/** How long past the model's own timeout a waiting process gives the one asking it, before the built-in writer takes over. */
const GRACE_MS = 5000;
const POLL_MS = 200;

/** The texts a stored row holds: the model's, or the built-in writer's when it took over. */
function fromRow(row: ReportTextsRow | undefined, input: WriterInput, builtin: Written): Written {
  if (row?.writer !== 'ai' || row.letter === null) return builtin;
  return { texts: { letter: row.letter, goal: input.hasGoal ? (row.goal ?? '') : '' }, writer: 'ai' };
}

/**
 * A report's personal texts (decision 0017). A free preview, or a sample of the test pages, never
 * asks the model: it gets the built-in writer's. The full report asks the model at most once per
 * stored analysis and keeps the answer (report_texts), so a re-render, a retried report job or a
 * second request reads it instead of asking again. Of two processes at once, one takes the claim
 * and asks; the other waits for its answer, or, when that process died, takes over with the
 * built-in writer once the model's time is up.
 */
export async function writtenFor(deps: Pick<ServiceDeps, 'db' | 'writer'>, data: GatheredReport, kind: ReportKind): Promise<Written> {
  const input: WriterInput = { analysis: data.analysis, facts: data.facts, hasGoal: data.goal !== null };
  const builtin: Written = { texts: builtinPersonalTexts(data.facts, input.hasGoal), writer: 'builtin' };
  if (kind !== 'full' || data.analysisId === null) return builtin;
  const analysisId = data.analysisId;
  const repo = reportTextsRepository(deps.db);

  let row = await repo.find(analysisId);
  if (!row) {
    if (!deps.writer.asksModel(input)) return builtin;
    if (await repo.claim(analysisId)) {
      const written = await deps.writer.write(input);
      await repo.complete(analysisId, {
        writer: written.writer,
        letter: written.writer === 'ai' ? written.texts.letter : null,
        goal: written.writer === 'ai' ? written.texts.goal : null,
      });
      // The stored texts stand, also when another process took over because this one was too slow.
      return fromRow(await repo.find(analysisId), input, builtin);
    }
    row = await repo.find(analysisId);
  }
  const deadline = Date.now() + Math.max(0, deps.writer.timeoutMs + GRACE_MS - (row?.claimAgeMs ?? 0));
  while (row && !row.writtenAt && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    row = await repo.find(analysisId);
  }
  if (row && !row.writtenAt) {
    await repo.complete(analysisId, { writer: 'builtin', letter: null, goal: null });
    row = await repo.find(analysisId);
  }
  return fromRow(row, input, builtin);
}
