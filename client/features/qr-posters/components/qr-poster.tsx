import { forwardRef, useMemo } from 'react';
import { DEFAULT_HEADER_COLOR } from '@shared/constants';
import { HEX_COLOR_PATTERN, type ManagedSite } from '@shared/schemas/site-admin.schemas';
import { fitFontSize } from '../lib/fit-text';
import { SCAN_TO_ENTER } from '../lib/poster-texts';
import { qrPath, siteShortLink } from '../lib/qr-path';

const PAGE = { width: 210, height: 297 } as const;
const QR_SIDE = 128;
const QR_TOP = 56;
const QUIET_MODULES = 4;

interface QrPosterProps {
  site: Pick<ManagedSite, 'code' | 'name' | 'location' | 'headerColor'>;
  origin: string;
  className?: string;
  /** The accessible name of the poster image. */
  title: string;
}

/**
 * One A4 poster, drawn in millimetres: the site's name on its header colour, a QR code of the
 * site's short link, the link itself, and "scan to request entry" in the nine languages. The
 * same SVG is shown, printed and downloaded, so what is seen is what is printed.
 */
export const QrPoster = forwardRef<SVGSVGElement, QrPosterProps>(function QrPoster(
  { site, origin, className, title },
  ref,
) {
  const link = siteShortLink(origin, site.code);
  const qr = useMemo(() => qrPath(link), [link]);
  const color = HEX_COLOR_PATTERN.test(site.headerColor) ? site.headerColor : DEFAULT_HEADER_COLOR;
  const scale = QR_SIDE / (qr.size + 2 * QUIET_MODULES);
  const qrLeft = (PAGE.width - QR_SIDE) / 2;
  const linesTop = QR_TOP + QR_SIDE + 22;
  const lineGap = (PAGE.height - 8 - linesTop) / SCAN_TO_ENTER.length;

  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${PAGE.width} ${PAGE.height}`}
      role="img"
      aria-label={title}
      className={className}
      fontFamily="system-ui, 'Segoe UI', Arial, 'Noto Sans Hebrew', 'Noto Sans Arabic', sans-serif"
      data-qr-link={link}
    >
      <title>{title}</title>
      <rect width={PAGE.width} height={PAGE.height} fill="#ffffff" />
      <rect width={PAGE.width} height={46} fill={color} />
      <text
        x={PAGE.width / 2}
        y={site.location ? 24 : 28}
        textAnchor="middle"
        fill="#ffffff"
        fontWeight="700"
        fontSize={fitFontSize(site.name, PAGE.width - 24, 15)}
        direction="rtl"
        unicodeBidi="plaintext"
      >
        {site.name}
      </text>
      {site.location && (
        <text
          x={PAGE.width / 2}
          y={37}
          textAnchor="middle"
          fill="#ffffff"
          fontSize={fitFontSize(site.location, PAGE.width - 24, 6.5)}
          direction="rtl"
          unicodeBidi="plaintext"
        >
          {site.location}
        </text>
      )}
      <g transform={`translate(${qrLeft} ${QR_TOP})`}>
        <rect width={QR_SIDE} height={QR_SIDE} fill="#ffffff" />
        <path
          d={qr.d}
          fill="#000000"
          shapeRendering="crispEdges"
          transform={`scale(${scale}) translate(${QUIET_MODULES} ${QUIET_MODULES})`}
        />
      </g>
      <text
        x={PAGE.width / 2}
        y={QR_TOP + QR_SIDE + 10}
        textAnchor="middle"
        fill="#0f172a"
        fontWeight="700"
        fontSize={fitFontSize(link, PAGE.width - 30, 8)}
        direction="ltr"
      >
        {link}
      </text>
      {SCAN_TO_ENTER.map((line, index) => (
        <text
          key={line.language}
          x={PAGE.width / 2}
          y={linesTop + index * lineGap}
          textAnchor="middle"
          fill={index === 0 ? '#0f172a' : '#334155'}
          fontWeight={index === 0 ? '700' : '500'}
          fontSize={index === 0 ? 8 : 6.2}
          direction={line.direction}
          lang={line.language}
        >
          {line.text}
        </text>
      ))}
    </svg>
  );
});
