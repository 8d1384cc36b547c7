import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

/** How long a closing tab gets before we conclude the browser refused to close it. */
const CLOSE_CHECK_MS = 300;

/**
 * Closes the tab. Browsers refuse window.close() for a tab the worker opened from a QR code or
 * a link, so the page then leaves for the worker entry screen instead of doing nothing.
 */
export function CloseButton() {
  const { t } = useTranslation('worker');
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      className="min-h-14 w-full"
      onClick={() => {
        window.close();
        setTimeout(() => {
          if (!window.closed) void navigate('/worker');
        }, CLOSE_CHECK_MS);
      }}
    >
      {t('waiting.close')}
    </Button>
  );
}
