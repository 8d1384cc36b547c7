import type { QuizSitting } from '@shared/schemas/quiz.schemas';
import type { ShownQuiz } from '@shared/schemas/quiz-field';

type Question = ShownQuiz['questions'][number];

/**
 * The questions and their options in the order the server drew for this sitting; a question
 * the sitting does not hold is not shown, so nothing is answered that the server did not ask.
 */
export function orderedQuestions(quiz: ShownQuiz, sitting: QuizSitting): Question[] {
  return sitting.order.flatMap((drawn) => {
    const question = quiz.questions.find((q) => q.id === drawn.id);
    if (!question) return [];
    const options = drawn.options.flatMap((value) => {
      const option = question.options.find((o) => o.value === value);
      return option ? [option] : [];
    });
    return [{ ...question, options }];
  });
}
