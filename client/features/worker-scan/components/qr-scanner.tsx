import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { parseSiteQr, type ScannedSite } from '../lib/parse-site-qr';

/**
 * The camera view that reads a site QR code and hands over the site it names. A QR code that
 * is not a site entry code is reported and scanning goes on.
 */
export function QrScanner({ onSite }: { onSite: (site: ScannedSite) => void }) {
  const { t } = useTranslation('worker');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isFound, setIsFound] = useState(false);
  const [isForeignCode, setIsForeignCode] = useState(false);
  const state = useQrScanner(videoRef, (text) => {
    if (isFound) return;
    const site = parseSiteQr(text, window.location.origin);
    if (!site) {
      setIsForeignCode(true);
      return;
    }
    setIsFound(true);
    onSite(site);
  });

  if (state === 'denied' || state === 'unavailable') {
    return (
      <p
        role="alert"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-base leading-relaxed text-amber-950"
      >
        {t(state === 'denied' ? 'scan.cameraDenied' : 'scan.noCamera')}
      </p>
    );
  }

  const message = isFound
    ? t('scan.found')
    : state === 'starting'
      ? t('scan.starting')
      : isForeignCode
        ? t('scan.notSiteCode')
        : t('scan.instructions');

  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-slate-900">
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('scan.cameraView')}
          className="size-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute inset-[15%] rounded-xl border-4 border-white/90 shadow-[0_0_0_999px_rgba(15,23,42,0.35)]"
        />
      </div>
      <p
        role="status"
        className={
          isForeignCode && !isFound
            ? 'mt-3 text-center text-base font-medium text-red-700'
            : 'mt-3 text-center text-base text-slate-700'
        }
      >
        {message}
      </p>
    </div>
  );
}
