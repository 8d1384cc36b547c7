import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ImageValue } from '../../lib/image-value';

/**
 * The line under the pad: the hint or "saved", and Clear. The placeholder shown before the pad
 * loads has it too, so loading the pad moves nothing below it (a tap on Send would miss).
 */
export function SignaturePadFooter({
  value,
  onClear,
}: {
  value: ImageValue | null;
  /** Absent until the pad has loaded. */
  onClear?: () => void;
}) {
  const { t } = useTranslation('entry-form');
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600">
        {value ? (
          <span className="font-medium text-green-800">✓ {t('signature.saved')}</span>
        ) : (
          t('signature.hint')
        )}
      </p>
      <Button variant="secondary" onClick={onClear} disabled={!value || !onClear}>
        {t('signature.clear')}
      </Button>
    </div>
  );
}
