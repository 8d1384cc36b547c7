export { qrPath } from '@/lib/qr-path';

/** The link a site's poster encodes: the short root-level path, /<site code>. */
export function siteShortLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/${encodeURIComponent(code)}`;
}
