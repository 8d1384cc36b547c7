/**
 * The staff side as an installable app: its manifest and service worker are added by the staff
 * shell only, so a worker's pages never load either (docs/decisions/037, 054).
 */
const MANIFEST = '/staff.webmanifest';
const SERVICE_WORKER = '/staff-sw.js';
const SCOPE = '/manager';

export function installStaffApp(): void {
  if (!document.querySelector(`link[rel="manifest"][href="${MANIFEST}"]`)) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST;
    document.head.append(link);
  }
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register(SERVICE_WORKER, { scope: SCOPE }).catch(() => {
      // Without it the app works as before, only not offline and without push.
    });
  }
}

/** Whether this browser can receive push notifications at all (on iOS: installed apps only). */
export function canReceivePush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * Asks the browser for a push subscription under the server's key; null when the user refused
 * notifications. The browser keeps one subscription per app and hands back the same one.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER, { scope: SCOPE });
  await untilActive(registration);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlBytes(publicKey),
  });
  return subscription.toJSON();
}

/**
 * Waits for the registration's own worker to be active. Not `navigator.serviceWorker.ready`:
 * that follows the address the page was loaded at, and a page loaded at /login that went on to
 * a staff screen inside the app is outside the worker's scope, so it would wait for ever.
 */
async function untilActive(registration: ServiceWorkerRegistration): Promise<void> {
  const pending = registration.installing ?? registration.waiting;
  if (registration.active || !pending) return;
  await new Promise<void>((resolve, reject) => {
    pending.addEventListener('statechange', () => {
      if (pending.state === 'activated') resolve();
      else if (pending.state === 'redundant') reject(new Error('The service worker did not start'));
    });
  });
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
