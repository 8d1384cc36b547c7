import { z } from 'zod';
import { localizedTextSchema } from './localized-text.schemas';

export const QUIZ_LIMITS = {
  questions: 20,
  options: 6,
  maxTries: 5,
  text: 500,
  option: 200,
} as const;

const QuestionSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.fieldId'),
    text: localizedTextSchema({ max: QUIZ_LIMITS.text, required: true }),
    options: z
      .array(
        z.object({
          value: z.string().trim().min(1, 'validation.optionValueRequired').max(40),
          label: localizedTextSchema({ max: QUIZ_LIMITS.option, required: true }),
        }),
      )
      .min(2, 'validation.quizOptionsTooFew')
      .max(QUIZ_LIMITS.options),
    correct: z.string(),
  })
  .refine((q) => q.options.some((o) => o.value === q.correct), {
    message: 'validation.quizCorrectMissing',
    path: ['correct'],
  })
  .refine((q) => new Set(q.options.map((o) => o.value)).size === q.options.length, {
    message: 'validation.quizOptionDuplicate',
    path: ['options'],
  });

/** A comprehension check as the form editor saves it (see quiz-field.ts for its meaning). */
export const QuizSchema = z.object({
  passMark: z.number().int().min(1, 'validation.quizPassMark').max(100, 'validation.quizPassMark'),
  maxTries: z
    .number()
    .int()
    .min(1, 'validation.quizMaxTries')
    .max(QUIZ_LIMITS.maxTries, 'validation.quizMaxTries'),
  questions: z
    .array(QuestionSchema)
    .min(1, 'validation.quizQuestionsRequired')
    .max(QUIZ_LIMITS.questions)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, {
      message: 'validation.duplicateFieldId',
    }),
});

/** POST /api/sites/{id}/quiz-attempts: a new sitting of one field of one form version. */
export const StartQuizBodySchema = z.object({
  formVersion: z.number().int().min(0),
  fieldId: z.string().min(1).max(64),
});

/** The sitting, with its questions and options in the order this worker sees them. */
export const QuizSittingSchema = z.object({
  attemptId: z.string(),
  order: z.array(z.object({ id: z.string(), options: z.array(z.string()) })),
  passMark: z.number().int(),
  maxTries: z.number().int(),
});
export type QuizSitting = z.infer<typeof QuizSittingSchema>;

/** POST /api/quiz-attempts/{id}/grade: the chosen option per question. */
export const GradeQuizBodySchema = z.object({
  answers: z.record(z.string().max(40), z.string().max(40)),
});

export const QuizGradeSchema = z.object({
  isPassed: z.boolean(),
  /** Percent, rounded down. */
  score: z.number().int(),
  triesLeft: z.number().int(),
  /** No tries left without a pass: the worker reads the material again and starts over. */
  mustReview: z.boolean(),
});
export type QuizGrade = z.infer<typeof QuizGradeSchema>;

/** One check of a request as the manager reads it. */
export const QuizResultSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  score: z.number().int(),
  passMark: z.number().int(),
  tries: z.number().int(),
  answers: z.array(z.object({ question: z.string(), answer: z.string(), isCorrect: z.boolean() })),
});

/** GET /api/entry-requests/{id}/induction: the induction and checks a request carried. */
export const RequestInductionSchema = z.object({
  induction: z
    .object({
      completedAt: z.string(),
      validUntil: z.string().nullable(),
      isReused: z.boolean(),
    })
    .nullable(),
  quizzes: z.array(QuizResultSchema),
});
export type RequestInduction = z.infer<typeof RequestInductionSchema>;

/** A site's induction validity: days, or null for every visit. */
export const InductionSettingsSchema = z.object({
  validityDays: z.number().int().min(1).max(3650).nullable(),
});
export type InductionSettings = z.infer<typeof InductionSettingsSchema>;

/** GET /api/sites/{id}/induction: whether this phone's worker may skip the induction. */
export const InductionStatusSchema = z.object({
  validUntil: z.string().nullable(),
});
export type InductionStatus = z.infer<typeof InductionStatusSchema>;
