import { useSiteInfo } from '../app/site-info';
import { formatMinutes, formatQuestionCount, formatSelfTestCount, type QuestionnaireFacts } from '../../shared/domain/questionnaire-facts';

/**
 * What the pages claim about the questionnaire and the report, in one place so that every page
 * says the same: the counts and the duration from the questions served now, and "AI" only for
 * what the AI writer writes, only when it is configured (decision 0017: the letter's personal
 * paragraphs and the sentences beside the goal; never the clinical texts).
 */
export interface QuestionnaireWords {
  /** "37 frågor" */
  questions: string;
  /** "9 enkla rörelsetester" */
  selfTests: string;
  /** "10–15 minuter" */
  duration: string;
}

/** The words for the served questionnaire, or null while it is not known (the pages then name no number). */
export function questionnaireWords(facts: QuestionnaireFacts | null): QuestionnaireWords | null {
  return facts ? { questions: formatQuestionCount(facts), selfTests: formatSelfTestCount(facts), duration: formatMinutes(facts) } : null;
}

/** The words for the questionnaire served now (from the site details). */
export function useQuestionnaireWords(): QuestionnaireWords | null {
  return questionnaireWords(useSiteInfo().questionnaire);
}

/** "Det tar 10–15 minuter." after an invitation to answer; nothing while the questions are not known. */
export function takesSentence(words: QuestionnaireWords | null): string {
  return words ? ` Det tar ${words.duration}.` : '';
}

/** A short line for lists of what the report holds, when the AI writer is configured ("av AI" kept on one line). */
export const AI_LETTER_LINE = 'Ett personligt brev, skrivet med hjälp av\u00a0AI';

/** What the AI does and does not write, said where the report is described in full. */
export const AI_LETTER_EXPLAINED =
  'Brevet i början av rapporten skrivs med hjälp av AI, utifrån dina svar men utan ditt namn eller det du skriver själv. Allt om vård, mönster, plan och övningar är texter som vi har skrivit och granskat. Tyder dina svar på att du behöver söka vård skriver vi hela rapporten själva.';
