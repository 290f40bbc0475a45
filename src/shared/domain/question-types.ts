/**
 * The question entity (spec: visitor-and-customer §3, admin-and-commerce §3) plus the stable
 * `key` the scoring engine reads (CLINICAL.md §6). Admins may edit wording, never keys or values.
 */
export const QUESTION_CATEGORIES = ['Grundläggande smärtbild', 'Rörelsetester', 'Stabilitetstester', 'Livsstilsfaktorer'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const QUESTION_TYPES = ['radio', 'checkbox', 'range', 'textarea'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface QuestionOption {
  value: string;
  label: string;
}

export interface QuestionFields {
  /** The main answer. For `range` questions `min`/`max` and the end labels apply. */
  completion: {
    label: string;
    type: QuestionType;
    options?: QuestionOption[];
    placeholder?: string;
    min?: number;
    max?: number;
    minLabel?: string;
    maxLabel?: string;
  };
  /** Optional 0–10 slider: how much it hurt during the test. */
  painLevel?: { label: string; min: number; max: number };
  /** Optional checkboxes: where it hurt. */
  painLocations?: { label: string; options: QuestionOption[] };
  /** Optional free text. */
  additionalNotes?: { label: string; placeholder: string };
}

export interface QuestionDefinition {
  key: string;
  category: QuestionCategory;
  title: string;
  description: string;
  /** Step-by-step instructions, one short sentence each. */
  instructions: string[];
  /** A bundled illustration path such as /illustrations/forward-bend.svg, or null. */
  imageUrl: string | null;
  /** Text alternative for the image (required when imageUrl is set). */
  imageAlt: string;
  questionType: QuestionType;
  /** The answer options (radio/checkbox); empty for range and textarea. */
  options: QuestionOption[];
  fields: QuestionFields;
}
