import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GradeQuizBodySchema,
  QuizGradeSchema,
  QuizSittingSchema,
  StartQuizBodySchema,
} from '@shared/schemas/quiz.schemas';
import { AppError } from '../../lib/app-error';
import { isForeignOrigin } from '../../plugins/guards';
import * as quizzes from './quiz-attempts.service';

const StartBodySchema = StartQuizBodySchema.extend({ siteId: z.number().int().positive() });
const ParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * The worker's comprehension checks (docs/inductions.md): a sitting is opened, then graded here
 * try by try; the answers never leave the server.
 */
export async function quizAttemptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { statusReads } = app.config.rateLimits;
  const limit = { max: statusReads.max, timeWindow: statusReads.windowMs };
  // Public: the worker has no session, so the origin check the staff guard makes is made here.
  const sameOrigin = async (request: Parameters<typeof isForeignOrigin>[0]) => {
    if (isForeignOrigin(request, app.config.publicUrl)) throw new AppError(403, 'ORIGIN_FORBIDDEN');
  };

  app.post(
    '/api/quiz-attempts',
    {
      config: { public: true, rateLimit: limit },
      preHandler: sameOrigin,
      schema: { body: StartBodySchema, response: { 200: QuizSittingSchema } },
    },
    (request) => quizzes.startQuiz(db, request.body),
  );

  app.post(
    '/api/quiz-attempts/:id/grade',
    {
      config: { public: true, rateLimit: limit },
      preHandler: sameOrigin,
      schema: {
        params: ParamsSchema,
        body: GradeQuizBodySchema,
        response: { 200: QuizGradeSchema },
      },
    },
    (request) => quizzes.gradeQuiz(db, request.params.id, request.body.answers),
  );
}
