import type { Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import { answersWith } from '@shared/fields/field-type-registry';
import type { FormField, LocalizedFormField } from '@shared/schemas/form.schemas';
import type { QuizGrade, QuizSitting } from '@shared/schemas/quiz.schemas';
import type { LocalizedQuiz } from '@shared/schemas/quiz-field';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { serverText } from '../../i18n/messages';
import { formVersionFields } from '../entry-forms/entry-forms.service';
import { getActiveSiteById } from '../sites/sites.service';
import * as repo from './quiz-attempts.repository';
import { shuffled } from './shuffle';

/** A sitting left open longer than this is not graded nor accepted with a request. */
const SITTING_MS = 12 * 60 * 60 * 1000;

type Attempt = NonNullable<Awaited<ReturnType<typeof repo.findAttempt>>>;

function quizOf(fields: readonly LocalizedFormField[] | null, fieldId: string) {
  const field = fields?.find((f) => f.id === fieldId && answersWith(f.type, 'quiz'));
  return field?.quiz ? { field, quiz: field.quiz as LocalizedQuiz } : null;
}

/** POST /api/quiz-attempts: a new sitting, its questions and options in a fresh order. */
export async function startQuiz(
  db: Db,
  body: { siteId: number; formVersion: number; fieldId: string },
  now = new Date(),
): Promise<QuizSitting> {
  const site = await getActiveSiteById(db, String(body.siteId));
  const found = quizOf(await formVersionFields(db, site.id, body.formVersion), body.fieldId);
  if (!found) throw new AppError(404, 'QUIZ_NOT_FOUND');
  const order = shuffled(found.quiz.questions).map((q) => ({
    id: q.id,
    options: shuffled(q.options.map((o) => o.value)),
  }));
  const attemptId = randomToken(24);
  // Each new sitting clears the expired ones nobody sent, so the table holds only live ones.
  await repo.deleteStaleAttempts(db, new Date(now.getTime() - SITTING_MS));
  await repo.insertAttempt(db, {
    id: attemptId,
    siteId: site.id,
    formVersion: body.formVersion,
    fieldId: body.fieldId,
    questionIds: order.map((q) => q.id),
    createdAt: now,
  });
  return { attemptId, order, passMark: found.quiz.passMark, maxTries: found.quiz.maxTries };
}

async function openAttempt(db: Db, id: string, now: Date) {
  const attempt = await repo.findAttempt(db, id);
  if (!attempt || now.getTime() - attempt.createdAt.getTime() > SITTING_MS) {
    throw new AppError(404, 'QUIZ_NOT_FOUND');
  }
  const found = quizOf(
    await formVersionFields(db, attempt.siteId, attempt.formVersion),
    attempt.fieldId,
  );
  if (!found) throw new AppError(404, 'QUIZ_NOT_FOUND');
  return { attempt, quiz: found.quiz };
}

/**
 * Every question of the sitting answered with one of its own options, and nothing else: an
 * answer to a question this sitting never showed is refused, not ignored.
 */
function checkAnswers(attempt: Attempt, quiz: LocalizedQuiz, answers: Record<string, string>) {
  const served = new Set(attempt.questionIds);
  const keys = Object.keys(answers);
  const isExact = keys.length === served.size && keys.every((id) => served.has(id));
  const isOptions = quiz.questions.every(
    (q) => !served.has(q.id) || q.options.some((o) => o.value === answers[q.id]),
  );
  if (!isExact || !isOptions) throw new AppError(400, 'QUIZ_ANSWERS_INVALID');
}

/** Percent of the sitting's questions answered right, rounded down. */
function scoreOf(attempt: Attempt, quiz: LocalizedQuiz, answers: Record<string, string>) {
  const served = quiz.questions.filter((q) => attempt.questionIds.includes(q.id));
  const right = served.filter((q) => answers[q.id] === q.correct).length;
  return Math.floor((right * 100) / served.length);
}

/** POST /api/quiz-attempts/{id}/grade: one try, graded here; the worker never holds the key. */
export async function gradeQuiz(
  db: Db,
  id: string,
  answers: Record<string, string>,
  now = new Date(),
): Promise<QuizGrade> {
  const { attempt, quiz } = await openAttempt(db, id, now);
  if (attempt.isPassed || attempt.entryRequestId !== null) throw new AppError(409, 'QUIZ_CLOSED');
  if (attempt.tries >= quiz.maxTries) throw new AppError(409, 'QUIZ_TRIES_EXHAUSTED');
  checkAnswers(attempt, quiz, answers);
  const score = scoreOf(attempt, quiz, answers);
  const isPassed = score >= quiz.passMark;
  if (!(await repo.saveTry(db, attempt.id, attempt.tries, { score, isPassed, answers }))) {
    throw new AppError(409, 'QUIZ_CLOSED');
  }
  const triesLeft = isPassed ? 0 : quiz.maxTries - attempt.tries - 1;
  return { isPassed, score, triesLeft, mustReview: !isPassed && triesLeft === 0 };
}

/**
 * At submission: each answered check of the form must name a passed sitting of this site, form
 * version and field that no request has taken yet. Returns the errors per field and the
 * sittings to claim for the request.
 */
export async function checkQuizValues(
  db: Db,
  q: {
    siteId: number;
    formVersion: number;
    fields: readonly Pick<FormField, 'id' | 'type' | 'label'>[];
    values: Record<string, unknown>;
    language: Language;
    now: Date;
  },
): Promise<{ errors: Record<string, string>; attemptIds: string[] }> {
  const quizFields = q.fields.filter(
    (f) => answersWith(f.type, 'quiz') && typeof q.values[f.id] === 'string',
  );
  const attempts = await repo.findAttempts(
    db,
    quizFields.map((f) => q.values[f.id] as string),
  );
  const errors: Record<string, string> = {};
  const attemptIds: string[] = [];
  for (const field of quizFields) {
    const attempt = attempts.find((a) => a.id === q.values[field.id]);
    const isGood =
      attempt !== undefined &&
      attempt.siteId === q.siteId &&
      attempt.formVersion === q.formVersion &&
      attempt.fieldId === field.id &&
      attempt.isPassed &&
      attempt.entryRequestId === null &&
      q.now.getTime() - attempt.createdAt.getTime() <= SITTING_MS;
    if (isGood) attemptIds.push(attempt.id);
    else errors[field.id] = serverText('quizNotPassed', q.language, { label: field.label });
  }
  return { errors, attemptIds };
}

/** Inside the submission's transaction: the sittings become the request's. */
export async function claimQuizAttempts(
  tx: Db,
  attemptIds: readonly string[],
  entryRequestId: string,
) {
  for (const id of attemptIds) {
    // Two requests citing one sitting at once: the second is refused, nothing of it written.
    if (!(await repo.claimAttempt(tx, id, entryRequestId))) {
      throw new AppError(409, 'QUIZ_CLOSED');
    }
  }
}

/** The request's checks for its manager: each answer in the reader's language, marked. */
export async function quizResults(
  db: Db,
  request: { id: string; siteId: number; formVersion: number },
  language: Language,
) {
  const attempts = await repo.attemptsOfRequest(db, request.id);
  const fields = await formVersionFields(db, request.siteId, request.formVersion);
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, language).text;
  return attempts.flatMap((attempt) => {
    const found = quizOf(fields, attempt.fieldId);
    if (!found) return [];
    const answers = attempt.answers ?? {};
    return [
      {
        fieldId: attempt.fieldId,
        label: text(found.field.label),
        score: attempt.score ?? 0,
        passMark: found.quiz.passMark,
        tries: attempt.tries,
        answers: found.quiz.questions
          .filter((question) => attempt.questionIds.includes(question.id))
          .map((question) => ({
            question: text(question.text),
            answer: text(question.options.find((o) => o.value === answers[question.id])?.label),
            isCorrect: answers[question.id] === question.correct,
          })),
      },
    ];
  });
}
