import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import type { LocalizedQuiz } from '@shared/schemas/quiz-field';
import { QUIZ_LIMITS } from '@shared/schemas/quiz.schemas';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { textErrors } from '../lib/form-draft';
import { newQuestion } from '../lib/quiz-draft';
import { LocalizedTextInput } from './localized-text-input';
import { OptionsEditor } from './options-editor';

interface QuizEditorProps {
  quiz: LocalizedQuiz;
  onChange: (quiz: LocalizedQuiz) => void;
  translateTo: Language | null;
  /** The field's problems by property ("quiz.questions.0.text.he", "quiz.passMark"). */
  errors: Record<string, string>;
}

/** The problems under one prefix, re-keyed without it, for an editor of that part. */
function under(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, text]) => [path.slice(prefix.length), text]),
  );
}

/**
 * A comprehension check: its pass mark and tries, and each question with its answers in every
 * language and the one that is right, which stays on the server.
 */
export function QuizEditor({ quiz, onChange, translateTo, errors }: QuizEditorProps) {
  const { t } = useTranslation('manage');
  type Question = LocalizedQuiz['questions'][number];
  const setQuestion = (index: number, patch: Partial<Question>) =>
    onChange({
      ...quiz,
      questions: quiz.questions.map((q, i) => (i === index ? { ...q, ...patch } : q)),
    });
  // Kept as typed; the schema's check names a number out of range on save.
  const number = (raw: string) => Math.round(Number(raw) || 0);

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('quiz.title')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('quiz.passMark')}
          type="number"
          min={1}
          max={100}
          value={quiz.passMark}
          onChange={(event) => onChange({ ...quiz, passMark: number(event.target.value) })}
          error={errors['quiz.passMark']}
        />
        <TextField
          label={t('quiz.maxTries')}
          type="number"
          min={1}
          max={QUIZ_LIMITS.maxTries}
          value={quiz.maxTries}
          onChange={(event) =>
            onChange({
              ...quiz,
              maxTries: number(event.target.value),
            })
          }
          error={errors['quiz.maxTries']}
        />
      </div>
      {quiz.questions.map((question, index) => {
        const questionErrors = under(errors, `quiz.questions.${index}.`);
        return (
          <div key={question.id} className="flex flex-col gap-3 border-t border-slate-200 pt-3">
            <LocalizedTextInput
              label={t('quiz.question', { n: index + 1 })}
              value={question.text}
              onChange={(text) => setQuestion(index, { text })}
              translateTo={translateTo}
              errors={textErrors(questionErrors, 'text')}
            />
            <OptionsEditor
              options={question.options}
              translateTo={translateTo}
              onChange={(options) => setQuestion(index, { options })}
              errors={questionErrors}
            />
            <SelectField
              label={t('quiz.correct')}
              value={question.correct}
              onChange={(event) => setQuestion(index, { correct: event.target.value })}
              error={questionErrors.correct}
            >
              {question.options.map((option, n) => (
                <option key={n} value={option.value}>
                  {option.label.he || option.value}
                </option>
              ))}
            </SelectField>
            <Button
              variant="secondary"
              className="self-start"
              disabled={quiz.questions.length === 1}
              onClick={() =>
                onChange({ ...quiz, questions: quiz.questions.filter((_, i) => i !== index) })
              }
            >
              {t('quiz.removeQuestion', { n: index + 1 })}
            </Button>
          </div>
        );
      })}
      {errors['quiz.questions'] && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors['quiz.questions']}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={quiz.questions.length >= QUIZ_LIMITS.questions}
        onClick={() =>
          onChange({
            ...quiz,
            questions: [
              ...quiz.questions,
              newQuestion(quiz.questions, {
                label: t('quiz.newQuestion'),
                optionLabel: (n) => t('editor.newOption', { n }),
              }),
            ],
          })
        }
      >
        {t('quiz.addQuestion')}
      </Button>
    </fieldset>
  );
}
