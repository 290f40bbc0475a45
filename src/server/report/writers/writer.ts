import type { AppConfig } from '../../config';
import { careFirst } from '../facts';
import { createAiWriter } from './ai';
import { builtinWriter } from './builtin';
import type { ReportWriter, WriterInput, Written } from './types';

/** Where a failed AI answer is reported (the reason, never the text). */
export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** The personal texts of a report and the writer that wrote them (stored with the report). */
export interface TextSource {
  /** Whether `write` would ask a model for this input: an AI writer is set up and nothing urgent is flagged. */
  asksModel(input: WriterInput): boolean;
  /** How long a model may take, so that a process waiting for another's answer knows when to stop waiting. */
  readonly timeoutMs: number;
  write(input: WriterInput): Promise<Written>;
}

/**
 * Tries `first`, and on any failure (timeout, HTTP error, an answer that fails the checks) uses the
 * built-in writer, logging why (never the text). Beside an urgent or emergency sign only the
 * built-in writer writes: nothing a model wrote stands next to it.
 */
export function withFallback(first: ReportWriter, logger: WarnLogger, timeoutMs = 0): TextSource {
  const asksModel = (input: WriterInput) => first !== builtinWriter && !careFirst(input.facts);
  return {
    asksModel,
    timeoutMs,
    async write(input) {
      if (asksModel(input)) {
        try {
          return { texts: await first.write(input), writer: first.name };
        } catch (err) {
          logger.warn({ reason: err instanceof Error ? err.message : 'failed' }, 'the AI writer failed; the built-in writer wrote the report');
        }
      }
      return { texts: await builtinWriter.write(input), writer: 'builtin' };
    },
  };
}

/** The configured writer: the AI writer when LLM_* is set, with the built-in one behind it. */
export function writerFor(config: AppConfig, logger: WarnLogger): TextSource {
  return config.llm ? withFallback(createAiWriter(config.llm), logger, config.llm.timeoutMs) : withFallback(builtinWriter, logger);
}
