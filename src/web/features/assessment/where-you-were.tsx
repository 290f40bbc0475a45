import { useQuery } from '@tanstack/react-query';
import { questionsQuery } from './api';
import type { LocalProgress } from './assessment-storage';
import { stepPosition } from './steps';

/** "Du var på fråga N av M", counted as the questionnaire will count it (the bank comes from the server). */
export function WhereYouWere({ progress }: { progress: LocalProgress }) {
  const questions = useQuery(questionsQuery());
  if (!questions.data) return null;
  const at = stepPosition(questions.data, progress.responses, progress.currentStep);
  return `Du var på fråga ${at.number} av ${at.total}.`;
}
