import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { SelectField } from '@/components/ui/field';

export interface SiteScope {
  sites: { id: number; name: string }[];
  /** The site chosen in ?siteId, or null for all the user's sites. */
  siteId: number | null;
  setSiteId: (siteId: number | null) => void;
}

/**
 * Which of the user's sites a staff screen shows, kept in ?siteId so a refresh keeps it. Without
 * a readable site list the screen still works for all sites (the server scopes it anyway).
 */
export function useSiteScope(): SiteScope {
  const [params, setParams] = useSearchParams();
  const sites = useManagedSites();
  const list = (sites.data ?? []).map(({ id, name }) => ({ id, name }));
  const requested = Number(params.get('siteId'));
  const siteId = list.some((site) => site.id === requested) ? requested : null;
  const setSiteId = (next: number | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === null) updated.delete('siteId');
      else updated.set('siteId', String(next));
      return updated;
    });
  return { sites: list, siteId, setSiteId };
}

interface SiteScopeSelectProps {
  scope: SiteScope;
  /** Offer "all sites" (lists and figures) or require one site (a roll call). */
  allowAll?: boolean;
  value?: number | null;
}

/** The site choice, shown only when the user has more than one site. */
export function SiteScopeSelect({ scope, allowAll = true, value }: SiteScopeSelectProps) {
  const { t } = useTranslation('review');
  if (scope.sites.length < 2) return null;
  const current = value === undefined ? scope.siteId : value;
  return (
    <SelectField
      label={t('site')}
      className="max-w-xs"
      value={current ?? ''}
      onChange={(event) => scope.setSiteId(Number(event.target.value) || null)}
    >
      {allowAll && <option value="">{t('allSites')}</option>}
      {scope.sites.map((site) => (
        <option key={site.id} value={site.id}>
          {site.name}
        </option>
      ))}
    </SelectField>
  );
}
