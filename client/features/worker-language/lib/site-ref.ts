import { SITE_CODE_PATTERN } from '@shared/constants';

/** Which site a worker link points at: its code, its numeric id, or both. */
export interface SiteRef {
  code: string | null;
  siteId: string | null;
}

const DIGITS = /^\d+$/;

/** The site to look up: the code when it is well formed, else a digits-only id, else none. */
export function lookupTarget(ref: SiteRef): { by: 'code' | 'id'; value: string } | null {
  if (ref.code && SITE_CODE_PATTERN.test(ref.code)) return { by: 'code', value: ref.code };
  if (ref.siteId && DIGITS.test(ref.siteId)) return { by: 'id', value: ref.siteId };
  return null;
}

/**
 * /worker/form with code, siteId, lang and preview, each only when present.
 */
export function formLink(ref: SiteRef, language: string, preview: string | null): string {
  const query = new URLSearchParams();
  if (ref.code) query.set('code', ref.code);
  if (ref.siteId) query.set('siteId', ref.siteId);
  query.set('lang', language);
  if (preview !== null) query.set('preview', preview);
  return `/worker/form?${query.toString()}`;
}
