import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { managedSitesQuery } from '@/data/managed-sites';
import { permitBoardQuery } from '@/data/permits';
import { useLivePermits } from '../hooks/use-live-permits';
import { PermitCard } from './permit-card';
import { PermitForm } from './permit-form';

/** The live board of a site: today's permits, their state, workers and checks. */
export function PermitBoard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('permits');
  useLivePermits();
  const sites = useQuery(managedSitesQuery());
  const [siteId, setSiteId] = useState<number | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const chosen = siteId ?? sites.data?.sites[0]?.id ?? null;
  const board = useQuery({ ...permitBoardQuery(chosen ?? 0), enabled: chosen !== null });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('board.site')}
          value={chosen ?? ''}
          onChange={(e) => setSiteId(Number(e.target.value))}
        >
          {sites.data?.sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </SelectField>
        {sessionCan(user, 'permits.request') && chosen !== null && (
          <Button onClick={() => setIsAdding(!isAdding)}>{t('board.newPermit')}</Button>
        )}
      </div>
      {isAdding && chosen !== null && (
        <PermitForm siteId={chosen} user={user} onDone={() => setIsAdding(false)} />
      )}
      {chosen !== null && (
        <QueryState query={board}>
          {(data) =>
            data.permits.length === 0 ? (
              <p>{t('board.empty')}</p>
            ) : (
              <div className="space-y-3">
                {data.permits.map((permit) => (
                  <PermitCard key={permit.id} permit={permit} user={user} />
                ))}
              </div>
            )
          }
        </QueryState>
      )}
    </div>
  );
}
