import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RequestInduction } from '@shared/schemas/quiz.schemas';
import { requestInductionQuery } from '@/data/inductions';
import { formatDateTime } from '@/lib/date-format';

/**
 * The request's induction (done on this visit or reused, and until when it counts) and its
 * comprehension checks with the score and every answer, for the manager deciding on it.
 */
export function InductionSection({ entryId }: { entryId: string }) {
  const { i18n } = useTranslation('review');
  const query = useQuery(requestInductionQuery(entryId, i18n.language));
  const data = query.data;
  if (!data || (data.induction === null && data.quizzes.length === 0)) return null;
  return <InductionFacts entryId={entryId} data={data} />;
}

function InductionFacts({ entryId, data }: { entryId: string; data: RequestInduction }) {
  const { t, i18n } = useTranslation('review');
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const { induction } = data;
  return (
    <section aria-labelledby={`entry-${entryId}-induction`} className="flex flex-col gap-3">
      <h3 id={`entry-${entryId}-induction`} className="text-lg font-bold text-slate-900">
        {t('induction.title')}
      </h3>
      {induction && (
        <p className="text-base text-slate-900">
          {induction.isReused
            ? t('induction.reused', { date: date(induction.completedAt) })
            : t('induction.doneNow')}{' '}
          <strong>
            {induction.validUntil
              ? t('induction.validUntil', { date: date(induction.validUntil) })
              : t('induction.everyVisit')}
          </strong>
        </p>
      )}
      {data.quizzes.map((quiz) => (
        <div key={quiz.fieldId} className="rounded-xl border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">
            <bdi>{quiz.label}</bdi>:{' '}
            {t('induction.score', {
              score: quiz.score,
              passMark: quiz.passMark,
              tries: quiz.tries,
            })}
          </p>
          <ol className="mt-2 flex list-decimal flex-col gap-1 ps-5 text-sm">
            {quiz.answers.map((answer, index) => (
              <li key={index}>
                <bdi>{answer.question}</bdi> — <bdi>{answer.answer}</bdi>{' '}
                <span className={answer.isCorrect ? 'text-green-800' : 'text-red-700'}>
                  ({answer.isCorrect ? t('induction.right') : t('induction.wrong')})
                </span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
