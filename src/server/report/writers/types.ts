import type { Analysis } from '../../../shared/domain/scoring/types';
import type { ReportFacts } from '../facts';

/**
 * What a writer writes (decision 0017): the personal parts of the letter, nothing clinical. The
 * advice, medicine, imaging, plan, prognosis and safety texts are the reviewed built-in blocks,
 * whichever writer is active. Plain Swedish; paragraphs are separated by a blank line.
 */
export interface PersonalTexts {
  /** The letter's personal paragraphs (1–3, "du"), no greeting and no signature: the template has them. */
  letter: string;
  /** One or two sentences beside the person's goal, shown with it; empty when no goal was given. */
  goal: string;
}

/**
 * The report's texts: the free-text placeholders of a template ({{slutanalys}}, {{personaliserBrev}},
 * {{rekommendationer}}, {{prognos}}) and the sentences beside the goal. Paragraphs are separated by a
 * blank line ("\n\n"), and a line starting with "- " is a bullet. No markup, no headings.
 */
export interface WrittenTexts {
  /** The summary of what the answers show: 2–3 short paragraphs. */
  slutanalys: string;
  /** The letter: the warning sign first, the writer's personal paragraphs, then the built-in pattern, scan and closing blocks. */
  personaliserBrev: string;
  /** What to do now, this week first: a short lead paragraph and 4–7 bullets. */
  rekommendationer: string;
  /** The outlook in facts (CLINICAL.md §5), matched to the pain duration: 2–3 short paragraphs. */
  prognos: string;
  /** The writer's sentences beside the goal (not a placeholder); empty without a goal. */
  goalNote: string;
}

/** The template placeholders a writer's texts fill. */
export const WRITTEN_KEYS = ['slutanalys', 'personaliserBrev', 'rekommendationer', 'prognos'] as const satisfies readonly (keyof WrittenTexts)[];

/** What a writer is given: the stored analysis, the facts and whether there is a goal; never a name, an e-mail or free text. */
export interface WriterInput {
  analysis: Analysis;
  facts: ReportFacts;
  hasGoal: boolean;
}

export type WriterName = 'builtin' | 'ai';

export interface ReportWriter {
  /** Recorded with every stored report. */
  readonly name: WriterName;
  write(input: WriterInput): Promise<PersonalTexts>;
}

/** Personal texts and the writer that wrote them. */
export interface Written {
  texts: PersonalTexts;
  writer: WriterName;
}
