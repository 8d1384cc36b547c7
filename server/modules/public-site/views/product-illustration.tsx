/** @jsxImportSource preact */
import type { ProductLine } from '@shared/routing/site-paths';

const COLORS: Record<ProductLine, string> = {
  entry: '#1e3a8a',
  systems: '#0f766e',
  scaffolding: '#b45309',
  construction: '#334155',
  aluminum: '#475569',
  progress: '#15803d',
  cleaning: '#0369a1',
  work: '#7c2d12',
};

/**
 * A drawing of the product on a phone: a site header, form lines and an approval mark. Inline
 * SVG, so it costs no request and draws before any image could.
 */
export function ProductIllustration({ product, label }: { product: ProductLine; label: string }) {
  const color = COLORS[product];
  return (
    <svg
      viewBox="0 0 200 240"
      role="img"
      aria-label={label}
      className="mx-auto h-56 w-auto"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect
        x="40"
        y="8"
        width="120"
        height="224"
        rx="18"
        fill="#fff"
        stroke={color}
        strokeWidth="6"
      />
      <rect x="52" y="28" width="96" height="30" rx="6" fill={color} />
      <rect x="60" y="72" width="80" height="10" rx="4" fill="#cbd5e1" />
      <rect x="60" y="92" width="64" height="10" rx="4" fill="#cbd5e1" />
      <rect x="60" y="112" width="80" height="10" rx="4" fill="#cbd5e1" />
      <rect x="60" y="132" width="52" height="10" rx="4" fill="#cbd5e1" />
      <circle cx="100" cy="186" r="24" fill="#16a34a" />
      <path
        d="M88 186l8 8 16-16"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
