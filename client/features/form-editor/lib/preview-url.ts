import type { ManagedSite } from '@shared/schemas/site-admin.schemas';

/** The worker's view of the site's entry form; `preview` keeps it from sending anything. */
export function previewUrl(site: Pick<ManagedSite, 'code'>, language: string) {
  const query = new URLSearchParams({ code: site.code, lang: language, preview: '1' });
  return `/worker/form?${query.toString()}`;
}
