import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pendingCrewsQuery } from '@/data/crews';
import { CrewCard } from './crew-card';

/**
 * The site's crews with a worker still waiting, above the queue; nothing at all when there are
 * none, so a site without crews sees the queue as before. Each worker is also in the queue on
 * his own, where he can be opened in full.
 */
export function PendingCrews({ siteId }: { siteId: number }) {
  const { t } = useTranslation('crew');
  const crews = useQuery(pendingCrewsQuery(siteId));
  if (!crews.data || crews.data.crews.length === 0) return null;
  return (
    <section aria-labelledby="pending-crews" className="flex flex-col gap-3">
      <h2 id="pending-crews" className="text-lg font-bold text-slate-900">
        {t('review.title', { total: crews.data.crews.length })}
      </h2>
      {crews.data.crews.map((crew) => (
        <CrewCard key={crew.id} crew={crew} />
      ))}
    </section>
  );
}
