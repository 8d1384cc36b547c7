import { createPortal } from 'react-dom';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { QrPoster } from './qr-poster';
import './poster-print.css';

interface PosterPrintAreaProps {
  sites: ManagedSite[];
  origin: string;
  posterTitle: (site: ManagedSite) => string;
}

/**
 * The posters as printed: a sibling of the app root, seen only by the printer (poster-print.css).
 * A poster is a hair shorter than its sheet so that rounding never pushes a blank page after it.
 */
export function PosterPrintArea({ sites, origin, posterTitle }: PosterPrintAreaProps) {
  return createPortal(
    <div className="hidden print:block" data-poster-print data-testid="poster-print-area">
      {sites.map((site) => (
        <div
          key={site.id}
          className="h-[296mm] w-[210mm] overflow-hidden break-after-page last:break-after-auto"
        >
          <QrPoster
            site={site}
            origin={origin}
            title={posterTitle(site)}
            className="block h-full w-full"
          />
        </div>
      ))}
    </div>,
    document.body,
  );
}
