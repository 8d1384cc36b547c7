import { useTranslation } from 'react-i18next';
import type { EquipmentInspections } from '@shared/schemas/inspection.schemas';
import { Button } from '@/components/ui/button';
import { qrPath } from '@/lib/qr-path';

// The tag is an A6 card; printing shows it alone, without the staff shell around it.
const PRINT_STYLE = `@page { size: A6; margin: 6mm }
@media print {
  body * { visibility: hidden }
  #equipment-tag, #equipment-tag * { visibility: visible }
  #equipment-tag { position: absolute; inset: 0 }
}`;

/**
 * The printable tag of an item: its kind, number and label, and a QR code of its live page,
 * which shows its state now to anybody who scans it.
 */
export function TagPrint({ item }: { item: EquipmentInspections }) {
  const { t } = useTranslation('inspections');
  const link = `${window.location.origin}/tag/${item.tagToken}`;
  const qr = qrPath(link);
  return (
    <section className="space-y-2">
      <style>{PRINT_STYLE}</style>
      <div
        id="equipment-tag"
        className="mx-auto flex max-w-xs flex-col items-center gap-2 rounded-lg border-2 border-slate-900 bg-white p-4 text-center"
      >
        <p className="text-lg font-semibold">{t(`kind.${item.kind}`)}</p>
        <p className="text-4xl font-bold" dir="ltr">
          {item.number}
        </p>
        <p>{item.label.he}</p>
        <svg
          role="img"
          aria-label={link}
          viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`}
          className="w-48"
          shapeRendering="crispEdges"
        >
          <rect x={-4} y={-4} width={qr.size + 8} height={qr.size + 8} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <p className="text-sm">{t('tag.scan')}</p>
      </div>
      <Button variant="secondary" className="w-full" onClick={() => window.print()}>
        {t('tag.print')}
      </Button>
    </section>
  );
}
