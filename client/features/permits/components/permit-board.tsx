import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { permitBoardQuery } from '@/data/permits';
import { useLivePermits } from '../hooks/use-live-permits';
import { PermitCard } from './permit-card';
import { PermitForm } from './permit-form';

/** The live board of a site: today's permits, their state, workers and checks. */
export function PermitBoard({ user, siteId }: { user: SessionUser; siteId: number }) {
  const { t } = useTranslation('permits');
  useLivePermits();
  const [isAdding, setIsAdding] = useState(false);
  const board = useQuery(permitBoardQuery(siteId));
  return (
    <div className="space-y-4">
      {sessionCan(user, 'permits.request') && (
        <div>
          <Button onClick={() => setIsAdding(!isAdding)}>{t('board.newPermit')}</Button>
        </div>
      )}
      {isAdding && <PermitForm siteId={siteId} user={user} onDone={() => setIsAdding(false)} />}
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
    </div>
  );
}
