import type { Language } from '../i18n/languages';
import type { LocalizedText } from '../i18n/localized-text';

/**
 * A comprehension check as the site owner writes it. Kept apart from the zod schemas, like the
 * field types, so the worker's form can name its shape without bringing zod along.
 */
export interface LocalizedQuiz {
  /** Percent of questions answered right needed to pass. */
  passMark: number;
  /** Graded tries before the worker is sent back to the material. */
  maxTries: number;
  questions: {
    id: string;
    text: LocalizedText;
    options: { value: string; label: LocalizedText }[];
    /** The value of the right option; never sent to the worker's browser. */
    correct: string;
  }[];
}

/** The check in one reader's language, without its answers: what the worker's form gets. */
export interface ShownQuiz {
  passMark: number;
  maxTries: number;
  questions: {
    id: string;
    text: string;
    lang: Language;
    options: { value: string; label: string; lang: Language }[];
  }[];
}
