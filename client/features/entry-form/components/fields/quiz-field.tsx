import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizGrade, QuizSitting } from '@shared/schemas/quiz.schemas';
import { Button } from '@/components/ui/button';
import { gradeQuizSitting, startQuizSitting } from '@/data/inductions';
import { errorText } from '@/lib/api-client';
import { textLanguage } from '@/lib/text-language';
import { FieldFrame } from '../field-frame';
import type { FieldProps } from './field-props';
import { orderedQuestions } from './quiz-order';

interface QuizFieldProps extends FieldProps<string> {
  siteId: number;
  formVersion: number | null;
  /** The site's material (video, documents, briefing) is done: the check may start. */
  isMaterialDone: boolean;
  /** No tries left without a pass: the material is to be done again. */
  onReview: () => void;
}

/**
 * A comprehension check: the server opens a sitting in a shuffled order and grades each try, so
 * the worker's page never holds the answers. Its value is the passed sitting's id.
 */
export function QuizField(props: QuizFieldProps) {
  const { field, value, onChange, error, siteId, formVersion, isMaterialDone, onReview } = props;
  const { t, i18n } = useTranslation('entry-form');
  const [sitting, setSitting] = useState<QuizSitting | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [grade, setGrade] = useState<QuizGrade | null>(null);
  const [mustReview, setMustReview] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const quiz = field.quiz;
  if (!quiz) return null;

  async function run(action: () => Promise<void>) {
    setIsBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (caught) {
      setFailure(errorText(caught, i18n.t));
    } finally {
      setIsBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const opened = await startQuizSitting(siteId, formVersion ?? 0, field.id);
      setSitting(opened);
      setAnswers({});
      setGrade(null);
      setMustReview(false);
    });

  const send = () =>
    run(async () => {
      if (!sitting) return;
      const graded = await gradeQuizSitting(sitting.attemptId, answers);
      setGrade(graded);
      setAnswers({});
      if (graded.isPassed) {
        onChange(sitting.attemptId);
      } else if (graded.mustReview) {
        setSitting(null);
        setMustReview(true);
        onReview();
      }
    });

  // A passed sitting kept by the draft across a reload is still the answer, without its score.
  if (value && (grade === null || grade.isPassed)) {
    return (
      <FieldFrame field={field} error={error} isSingleControl={false}>
        <p role="status" className="font-semibold text-green-800">
          ✓ {grade ? t('quiz.passed', { score: grade.score }) : t('quiz.passedBefore')}
        </p>
      </FieldFrame>
    );
  }

  const questions = sitting ? orderedQuestions(quiz, sitting) : [];
  const isComplete = questions.every((q) => answers[q.id] !== undefined);
  return (
    <FieldFrame field={field} error={error} isSingleControl={false}>
      {grade && !grade.isPassed && (
        <p role="status" className="mb-2 rounded bg-amber-50 p-2 text-sm text-amber-900">
          {t('quiz.failed', { score: grade.score, passMark: quiz.passMark })}{' '}
          {mustReview ? t('quiz.review') : t('quiz.triesLeft', { count: grade.triesLeft })}
        </p>
      )}
      {!sitting ? (
        <>
          <Button disabled={!isMaterialDone || isBusy} onClick={() => void start()}>
            {t('quiz.start')}
          </Button>
          {!isMaterialDone && (
            <p className="mt-1 text-sm text-slate-600">{t('quiz.materialFirst')}</p>
          )}
        </>
      ) : (
        <div className="space-y-4">
          {questions.map((question, index) => (
            <fieldset key={question.id} className="rounded border border-slate-200 p-3">
              <legend className="px-1 font-medium text-slate-900">
                <span className="sr-only">
                  {t('quiz.questionNumber', { n: index + 1, total: questions.length })}{' '}
                </span>
                <bdi {...textLanguage(question.lang)}>{question.text}</bdi>
              </legend>
              {question.options.map((option) => (
                <label key={option.value} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name={`${field.id}-${question.id}`}
                    value={option.value}
                    checked={answers[question.id] === option.value}
                    onChange={() => setAnswers({ ...answers, [question.id]: option.value })}
                    className="size-5 accent-blue-900"
                  />
                  <bdi {...textLanguage(option.lang)}>{option.label}</bdi>
                </label>
              ))}
            </fieldset>
          ))}
          <Button disabled={!isComplete || isBusy} onClick={() => void send()}>
            {t('quiz.check')}
          </Button>
          {!isComplete && <p className="text-sm text-slate-600">{t('quiz.answerAll')}</p>}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </FieldFrame>
  );
}
