import type { AppConfig } from '../../config';
import { createAiWriter } from './ai';
import { builtinWriter } from './builtin';
import type { ReportWriter, WriterInput, WrittenTexts } from './types';

/** Where a failed AI answer is reported (the reason, never the text). */
export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** The report's free texts and the writer that wrote them (stored with the report). */
export interface TextSource {
  /** The writer configured first ('ai' when an AI writer is set up). */
  readonly preferred: ReportWriter['name'];
  write(input: WriterInput): Promise<{ texts: WrittenTexts; writer: ReportWriter['name'] }>;
}

/**
 * Tries `first`, and on any failure (timeout, HTTP error, an answer that fails the checks) uses the
 * built-in writer, logging why (never the text).
 */
export function withFallback(first: ReportWriter, logger: WarnLogger): TextSource {
  return {
    preferred: first.name,
    async write(input) {
      if (first !== builtinWriter) {
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
  return withFallback(config.llm ? createAiWriter(config.llm) : builtinWriter, logger);
}
