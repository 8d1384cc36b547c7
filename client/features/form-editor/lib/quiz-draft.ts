import type { LocalizedText } from '@shared/i18n/localized-text';
import type { LocalizedQuiz } from '@shared/schemas/quiz-field';
import { cleanText } from './form-draft';

type Question = LocalizedQuiz['questions'][number];

/** A question id nobody in the check has yet. */
function newQuestionId(questions: readonly Question[]): string {
  const taken = new Set(questions.map((q) => q.id));
  let n = questions.length + 1;
  while (taken.has(`q${n}`)) n++;
  return `q${n}`;
}

/** A new question with two answers, the first marked right, ready to be written. */
export function newQuestion(
  questions: readonly Question[],
  texts: { label: string; optionLabel: (n: number) => string },
): Question {
  return {
    id: newQuestionId(questions),
    text: { he: texts.label } as LocalizedText,
    options: [1, 2].map((n) => ({ value: `option${n}`, label: { he: texts.optionLabel(n) } })),
    correct: 'option1',
  };
}

/** The check as it is saved: every text trimmed and each answer's value trimmed. */
export function cleanQuiz(quiz: LocalizedQuiz): LocalizedQuiz {
  return {
    passMark: quiz.passMark,
    maxTries: quiz.maxTries,
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: cleanText(question.text),
      options: question.options.map((option) => ({
        value: option.value.trim(),
        label: cleanText(option.label),
      })),
      correct: question.correct.trim(),
    })),
  };
}
