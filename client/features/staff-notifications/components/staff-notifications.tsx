import * as Toast from '@radix-ui/react-toast';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TOAST } from '@shared/constants';
import { isolate } from '@/lib/bidi';
import { requestOpenEntry } from '@/lib/open-entry-request';
import { useStaffMessage } from '@/data/staff-realtime';
import { useDesktopPermission } from '../hooks/use-desktop-permission';
import { showDesktopNotification } from '../lib/desktop-notification';
import './staff-notifications.css';

interface Notice {
  /** Changes with every message, so a new toast replaces the shown one: one at a time. */
  key: number;
  entryId: string;
  name: string;
}

const APPROVAL_QUEUE_PATH = '/manager/approval-queue';

/**
 * Staff alerts for new entry requests: an in-app toast (5 s, 300 ms fade, one
 * at a time, swipe 50 px, F8 to reach it) and a desktop notification once the browser allows it.
 * Either opens the request in the approval queue. Mounted once, in the manager shell.
 */
export function StaffNotifications() {
  const { t, i18n } = useTranslation('review');
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const direction = i18n.dir();
  useDesktopPermission();

  const openRequest = (entryId: string) => {
    setIsOpen(false);
    requestOpenEntry(entryId);
    navigate(APPROVAL_QUEUE_PATH);
  };

  useStaffMessage('new_entry_request', (message) => {
    const { entryId, worker } = message.data;
    const name = `${worker.firstName} ${worker.lastName}`.trim() || message.message || '';
    setNotice((previous) => ({ key: (previous?.key ?? 0) + 1, entryId, name }));
    setIsOpen(true);
    showDesktopNotification({
      title: t('notifications.title'),
      // The system draws this text itself; isolates would show as boxes on some desktops.
      body: t('notifications.body', { name }),
      tag: entryId,
      lang: i18n.language,
      dir: direction,
      onClick: () => openRequest(entryId),
    });
  });

  return (
    <Toast.Provider
      duration={TOAST.durationMs}
      swipeThreshold={TOAST.swipeThresholdPx}
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
      label={t('notifications.toastLabel')}
    >
      {notice && (
        <Toast.Root
          key={notice.key}
          open={isOpen}
          onOpenChange={setIsOpen}
          dir={direction}
          style={{ '--staff-toast-fade-ms': `${TOAST.fadeMs}ms` } as CSSProperties}
          className="staff-toast flex items-start gap-3 rounded-xl border border-blue-200 bg-white p-4 shadow-xl"
        >
          <span aria-hidden className="mt-1 size-3 shrink-0 rounded-full bg-blue-700" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Toast.Title className="text-base font-bold text-slate-900">
              {t('notifications.title')}
            </Toast.Title>
            <Toast.Description className="text-base text-slate-700">
              {t('notifications.body', { name: isolate(notice.name) })}
            </Toast.Description>
            <Toast.Action altText={t('notifications.open')} asChild>
              <button
                type="button"
                onClick={() => openRequest(notice.entryId)}
                className="mt-1 self-start rounded-lg bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
              >
                {t('notifications.open')}
              </button>
            </Toast.Action>
          </div>
          <Toast.Close
            aria-label={t('notifications.dismiss')}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-xl text-slate-600 hover:bg-slate-100"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={[TOAST.hotkey]}
        label={t('notifications.viewportLabel')}
        className="fixed bottom-0 end-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
