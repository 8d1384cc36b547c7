import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { publicSiteQuery, type SiteRef } from '@/data/sites';
import { loadNamespaces } from '@/lib/i18n';
import { sendAndRead } from '@/lib/outbox/use-outbox';
import { keepForOffline } from '@/lib/worker-offline';
import { languageScreenLink, OUTBOX_PATH } from '@shared/routing/worker-links';

/** After the form has settled: a worker's first seconds are the form's, not the cache's. */
const WARM_UP_DELAY_MS = 3000;

/**
 * Makes a site's form open offline after this one visit (docs/offline-and-kiosk.md), and sends
 * what an earlier visit left in the outbox. The service worker keeps the language screen and the
 * safety video, and the screens a worker opens later, on demand, download now through it: the
 * briefing, the signature pad and camera, and the list of what waits to be sent.
 */
export function useOfflineWarmUp(ref: SiteRef, isEnabled: boolean) {
  const site = useQuery({ ...publicSiteQuery(ref), enabled: false }).data;
  const code = site?.code ?? null;
  const videoUrl = site?.videoUrl ?? '';
  useEffect(() => {
    if (!isEnabled || code === null) return;
    const timer = window.setTimeout(() => {
      // A form queued on an earlier visit goes out now, whatever page the worker came back to.
      void sendAndRead();
      const urls = [languageScreenLink({ code, siteId: null }), OUTBOX_PATH];
      if (videoUrl.startsWith('/')) urls.push(videoUrl);
      void keepForOffline(urls).then(async (isKept) => {
        if (!isKept) return;
        await Promise.all([
          import('@/features/entry-form/components/safety-briefing-dialog'),
          import('@/features/entry-form/components/fields/signature-pad-canvas'),
          import('@/features/entry-form/components/fields/camera-dialog'),
          import('./outbox-page'),
          loadNamespaces(['safety-briefing', 'worker']),
        ]).catch(() => undefined);
      });
    }, WARM_UP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isEnabled, code, videoUrl]);
}
