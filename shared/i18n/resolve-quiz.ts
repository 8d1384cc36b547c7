import type { ShownQuiz } from '../schemas/quiz-field';
import type { Language } from './languages';
import { resolveText, type LocalizedText } from './localized-text';

interface QuizTexts {
  passMark: number;
  maxTries: number;
  questions: {
    id: string;
    text: LocalizedText;
    options: { value: string; label: LocalizedText }[];
  }[];
}

/**
 * A comprehension check in one reader's language, each text marked with the language it ended
 * up in. Only the texts are copied: whatever else the stored check holds (its answers) stays out.
 */
export function resolveQuiz(quiz: QuizTexts, language: Language): ShownQuiz {
  return {
    passMark: quiz.passMark,
    maxTries: quiz.maxTries,
    questions: quiz.questions.map((question) => {
      const text = resolveText(question.text, language);
      return {
        id: question.id,
        text: text.text,
        lang: text.lang,
        options: question.options.map((option) => {
          const label = resolveText(option.label, language);
          return { value: option.value, label: label.text, lang: label.lang };
        }),
      };
    }),
  };
}

/** The stored form's check without its answers, for the worker's copy of the form. */
export function withoutAnswers<T extends { quiz?: QuizTexts }>(field: T): T {
  if (!field.quiz) return field;
  const { questions, ...rest } = field.quiz;
  // The stored type keeps its shape; only the worker's copy, checked loosely, lacks answers.
  return {
    ...field,
    quiz: { ...rest, questions: questions.map(({ id, text, options }) => ({ id, text, options })) },
  } as T;
}
