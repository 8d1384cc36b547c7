import { useTranslation } from 'react-i18next';
import type { EntryAnswer } from '@shared/schemas/entry-review.schemas';
import { ANSWER_VIEWS } from './answer-views';

/** What the worker answered in one field, shown by its type's answer view. */
export function AnswerValue({ answer }: { answer: EntryAnswer }) {
  const { t } = useTranslation('review');
  if (answer.fileIds.length === 0 && (answer.value === null || answer.value === '')) {
    return <span className="text-slate-500">{t('details.noAnswer')}</span>;
  }
  const View = ANSWER_VIEWS[answer.type];
  return <View answer={answer} />;
}
