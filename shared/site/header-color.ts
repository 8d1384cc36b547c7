import { DEFAULT_HEADER_COLOR } from '../constants';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The site's header colour when it is a plain hex colour, else the default dark blue. */
export function headerColorOf(value: string | null | undefined): string {
  return value && HEX.test(value.trim()) ? value.trim() : DEFAULT_HEADER_COLOR;
}

/** White or near-black, whichever reads better on the given hex background (WCAG luminance). */
export function textColorOn(hex: string): string {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const channels = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is (1.05)/(L+0.05); with #0f172a about (L+0.05)/0.0588.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0588 ? '#ffffff' : '#0f172a';
}
