import type { Analysis } from '../../../shared/domain/scoring/types';
import type { ReportFacts } from '../facts';

/**
 * The free-text placeholders of a report template ({{slutanalys}}, {{personaliserBrev}},
 * {{rekommendationer}}, {{prognos}}). Each is plain Swedish text; paragraphs are separated by a
 * blank line ("\n\n"), and a line starting with "- " is a bullet. No markup, no headings.
 */
export interface WrittenTexts {
  /** The summary of what the answers show: 2–3 short paragraphs. */
  slutanalys: string;
  /** A warm personal letter to the reader ("du"), 3–5 short paragraphs; the greeting and the name are the template's. */
  personaliserBrev: string;
  /** What to do now, this week first: a short lead paragraph and 4–7 bullets. */
  rekommendationer: string;
  /** The outlook in facts (CLINICAL.md §5), matched to the pain duration: 2–3 short paragraphs. */
  prognos: string;
}

export const WRITTEN_KEYS = ['slutanalys', 'personaliserBrev', 'rekommendationer', 'prognos'] as const satisfies readonly (keyof WrittenTexts)[];

/** What a writer is given: the stored analysis and the facts, never a name, an e-mail or free text. */
export interface WriterInput {
  analysis: Analysis;
  facts: ReportFacts;
}

export interface ReportWriter {
  /** Recorded with every stored report. */
  readonly name: 'builtin' | 'ai';
  write(input: WriterInput): Promise<WrittenTexts>;
}
