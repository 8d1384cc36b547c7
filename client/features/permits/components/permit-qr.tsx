import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { qrPath } from '@/lib/qr-path';

// The card prints alone, A6, without the staff shell around it.
const PRINT_STYLE = `@page { size: A6; margin: 6mm }
@media print {
  body * { visibility: hidden }
  .permit-qr-print, .permit-qr-print * { visibility: visible }
  .permit-qr-print { position: absolute; inset: 0 }
}`;

/** The QR code workers scan to join the permit, drawn by the same code as the site posters. */
export function PermitQr({ token, task }: { token: string; task: string }) {
  const { t } = useTranslation('permits');
  const link = `${window.location.origin}/permit/${token}`;
  const qr = qrPath(link);
  return (
    <section className="space-y-2">
      <style>{PRINT_STYLE}</style>
      <div className="permit-qr-print mx-auto flex w-full max-w-xs min-w-0 flex-col items-center gap-2 rounded-lg border-2 border-slate-900 bg-white p-3 text-center">
        <p className="font-semibold wrap-anywhere">{task}</p>
        <svg
          role="img"
          aria-label={t('board.qrLabel')}
          viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`}
          className="w-44 max-w-full"
          shapeRendering="crispEdges"
          data-link={link}
        >
          <rect x={-4} y={-4} width={qr.size + 8} height={qr.size + 8} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <p className="text-sm">{t('board.scanToJoin')}</p>
      </div>
      <Button variant="secondary" className="w-full" onClick={() => window.print()}>
        {t('board.printQr')}
      </Button>
    </section>
  );
}
