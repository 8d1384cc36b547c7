import { useTranslation } from 'react-i18next';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { SelectField } from '@/components/ui/field';

interface SitePickerProps {
  sites: ManagedSite[];
  value: number | null;
  onChange: (siteId: number) => void;
  className?: string;
}

/** Chooses the site a screen works on; inactive sites are marked so nobody edits one by mistake. */
export function SitePicker({ sites, value, onChange, className }: SitePickerProps) {
  const { t } = useTranslation('manage');
  return (
    <SelectField
      label={t('sites.pick')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      className={className}
    >
      {sites.map((site) => (
        <option key={site.id} value={site.id}>
          {site.isActive ? site.name : t('sites.inactiveName', { name: site.name })} ({site.code})
        </option>
      ))}
    </SelectField>
  );
}
