/**
 * The worker's pages offline (docs/offline-and-kiosk.md, docs/decisions/064): the service
 * worker is registered from the worker's own screens with the scope /worker/, beside the staff
 * app's /manager (staff-pwa.ts), so neither reaches the other's pages.
 */
const SERVICE_WORKER = '/worker-sw.js';
const SCOPE = '/worker/';

/**
 * What the page loaded before the service worker was there to keep it; the service worker
 * keeps only the kinds it keeps anyway (hashed files, the site's public reads).
 */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === window.location.origin);
}

/**
 * Registers the worker's service worker, waits until it serves this page (so what the page
 * downloads next goes through it), and asks it to keep this page, the files it already loaded
 * and `urls`. Without service workers (an old browser, plain http) the form works online only.
 */
export async function keepForOffline(urls: readonly string[]): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const container = navigator.serviceWorker;
    await container.register(SERVICE_WORKER, { scope: SCOPE });
    const registration = await container.ready;
    if (!container.controller) {
      await new Promise((resolve) =>
        container.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    registration.active?.postMessage({
      type: 'keep',
      urls: [window.location.href, ...urls],
      loaded: loadedFiles(),
    });
    return true;
  } catch {
    return false;
  }
}
