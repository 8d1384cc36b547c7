import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { SelectField } from '@/components/ui/field';

export interface SiteScope {
  /** Active sites first, then the deactivated ones (finished projects), each in the server's order. */
  sites: {
    id: number;
    name: string;
    isActive: boolean;
    /** The name, marked when deactivated. */ label: string;
  }[];
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
  const { t } = useTranslation('manage');
  const sites = useManagedSites();
  const all = (sites.data ?? []).map(({ id, name, isActive }) => ({
    id,
    name,
    isActive,
    label: isActive ? name : t('sites.inactiveName', { name }),
  }));
  const list = [...all.filter((site) => site.isActive), ...all.filter((site) => !site.isActive)];
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

/**
 * The site a one-site screen (a roll call) opens on: the one chosen in ?siteId if still active,
 * else the user's own site if active, else his first active site; never a deactivated one.
 */
export function activeSiteOf(scope: SiteScope, ownSiteId: number | null): number | null {
  const active = scope.sites.filter((site) => site.isActive);
  const pick = (id: number | null) => active.find((site) => site.id === id)?.id;
  return pick(scope.siteId) ?? pick(ownSiteId) ?? active[0]?.id ?? null;
}

interface SiteScopeSelectProps {
  scope: SiteScope;
  /**
   * Offer "all sites" and the deactivated sites, marked (lists and figures), or only the active
   * sites, one of them required (a roll call).
   */
  allowAll?: boolean;
  value?: number | null;
}

/** The site choice, shown only when the user has more than one site to choose from. */
export function SiteScopeSelect({ scope, allowAll = true, value }: SiteScopeSelectProps) {
  const { t } = useTranslation('review');
  const offered = allowAll ? scope.sites : scope.sites.filter((site) => site.isActive);
  if (offered.length < 2) return null;
  const current = value === undefined ? scope.siteId : value;
  return (
    <SelectField
      label={t('site')}
      className="max-w-xs"
      value={current ?? ''}
      onChange={(event) => scope.setSiteId(Number(event.target.value) || null)}
    >
      {allowAll && <option value="">{t('allSites')}</option>}
      {offered.map((site) => (
        <option key={site.id} value={site.id}>
          {site.label}
        </option>
      ))}
    </SelectField>
  );
}
