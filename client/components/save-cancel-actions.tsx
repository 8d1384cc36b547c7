import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/ui/form-actions';

/** Save and cancel at the foot of a staff dialog that adds or edits one managed object. */
export function SaveCancelActions({
  pending,
  onCancel,
}: {
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('manage');
  return (
    <FormActions
      submitLabel={t('save')}
      pendingLabel={t('saving')}
      pending={pending}
      cancelLabel={t('cancel')}
      onCancel={onCancel}
    />
  );
}
