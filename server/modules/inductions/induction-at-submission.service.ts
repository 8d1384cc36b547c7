import type { Language } from '@shared/i18n/languages';
import type { FormField } from '@shared/schemas/form.schemas';
import type { FormValues } from '@shared/validation/form-rules';
import type { Db } from '../../db/client';
import { checkQuizValues, claimQuizAttempts } from '../quiz-attempts/quiz-attempts.service';
import { formMajor } from '../entry-forms/entry-forms.service';
import { isInductionPart } from '@shared/fields/field-type-registry';
import { validUntil } from './induction-rules';
import * as repo from './inductions.repository';
import { validInduction } from './inductions.service';
import type { WorkerTokenOf } from '../../lib/worker-token-cookie';
import { workerIdentity } from './worker-identity.service';

export interface SubmissionInduction {
  /** The fields the rules check: without the material when the worker's induction is valid. */
  fieldsToCheck: FormField[];
  /** Problems of the comprehension checks, per field, in the worker's language. */
  errors: Record<string, string>;
  /** Inside the request's transaction: its induction and its checks' sittings. */
  record: (tx: Db, entryRequestId: string) => Promise<void>;
}

/**
 * What a submission's induction is: reused when this phone's worker has one that still counts
 * at the site for this form version (the material may then be left out), else done on this
 * visit, and then each of its comprehension checks must cite a passed sitting.
 */
export async function submissionInduction(
  db: Db,
  q: {
    site: { id: number; companyId: number };
    formVersion: number;
    fields: FormField[];
    values: FormValues;
    workerTokenOf: WorkerTokenOf | undefined;
    language: Language;
    now: Date;
  },
): Promise<SubmissionInduction> {
  const workerId = await workerIdentity(db, q.site.companyId, q.workerTokenOf);
  const reused = await validInduction(db, {
    siteId: q.site.id,
    formVersion: q.formVersion,
    workerId,
    now: q.now,
  });
  const base = {
    companyId: q.site.companyId,
    siteId: q.site.id,
    formMajor: await formMajor(db, q.site.id, q.formVersion),
  };
  if (reused) {
    return {
      fieldsToCheck: q.fields.filter((f) => !isInductionPart(f.type)),
      errors: {},
      record: (tx, entryRequestId) =>
        repo.insertInduction(tx, { ...base, entryRequestId, ...reused, isReused: true }),
    };
  }
  const days = await repo.validityDays(db, q.site.id);
  const quiz = await checkQuizValues(db, {
    siteId: q.site.id,
    formVersion: q.formVersion,
    fields: q.fields,
    values: q.values,
    language: q.language,
    now: q.now,
  });
  return {
    fieldsToCheck: q.fields,
    errors: quiz.errors,
    record: async (tx, entryRequestId) => {
      await repo.insertInduction(tx, {
        ...base,
        entryRequestId,
        completedAt: q.now,
        validUntil: validUntil(q.now, days),
      });
      await claimQuizAttempts(tx, quiz.attemptIds, entryRequestId);
    },
  };
}
