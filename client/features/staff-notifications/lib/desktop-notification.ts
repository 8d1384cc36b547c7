/** Where desktop notifications are unsupported a warning is logged in Hebrew. */
export const UNSUPPORTED_WARNING =
  'הדפדפן אינו תומך בהתראות שולחן עבודה; התראות על בקשות כניסה יוצגו בתוך המערכת בלבד';

type NotificationWindow = Pick<Window, 'focus'> & { Notification?: typeof Notification };

let hasWarned = false;

export function isDesktopNotificationSupported(win: NotificationWindow = window): boolean {
  return typeof win.Notification === 'function';
}

/**
 * Asks the browser's permission once it is undecided. Returns the permission, or 'unsupported'
 * after logging the Hebrew warning (once per page).
 */
export async function askDesktopPermission(
  win: NotificationWindow = window,
): Promise<NotificationPermission | 'unsupported'> {
  if (!isDesktopNotificationSupported(win)) {
    if (!hasWarned) console.warn(UNSUPPORTED_WARNING);
    hasWarned = true;
    return 'unsupported';
  }
  const api = win.Notification!;
  if (api.permission !== 'default') return api.permission;
  try {
    return await api.requestPermission();
  } catch {
    // Old Safari takes a callback and returns nothing; the next user gesture asks again.
    return api.permission;
  }
}

export interface DesktopNotice {
  title: string;
  body: string;
  /** One notification per request: a repeat replaces it instead of stacking. */
  tag: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  onClick: () => void;
}

/** Shows a system notification when allowed; a click brings the window forward. */
export function showDesktopNotification(
  notice: DesktopNotice,
  win: NotificationWindow = window,
): Notification | null {
  if (!isDesktopNotificationSupported(win) || win.Notification!.permission !== 'granted') {
    return null;
  }
  const notification = new win.Notification!(notice.title, {
    body: notice.body,
    tag: notice.tag,
    lang: notice.lang,
    dir: notice.dir,
  });
  notification.onclick = () => {
    win.focus();
    notice.onClick();
    notification.close();
  };
  return notification;
}
