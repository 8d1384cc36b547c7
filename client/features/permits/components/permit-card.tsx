import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { BoardPermit } from '@shared/schemas/permit.schemas';
import { PermitActions } from './permit-actions';
import { PermitChecks } from './permit-checks';
import { PermitQr } from './permit-qr';
import { instructionsPath } from '@shared/permits/instructions-document';
import { isLiveState } from '@shared/permits/permit-lifecycle';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

const STATE_TONES: Record<BoardPermit['state'], string> = {
  draft: 'bg-slate-100 text-slate-800',
  requested: 'bg-blue-100 text-blue-900',
  approved: 'bg-blue-100 text-blue-900',
  active: 'bg-green-100 text-green-900',
  suspended: 'bg-red-100 text-red-900',
  closed: 'bg-slate-100 text-slate-800',
  expired: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-100 text-slate-800',
};

/** One permit on the board: what, where, when, who, its checks, its workers and its moves. */
export function PermitCard({ permit, user }: { permit: BoardPermit; user: SessionUser }) {
  const { t } = useTranslation('permits');
  const isLive = isLiveState(permit.state);
  return (
    <article
      className="space-y-3 rounded-lg border border-slate-300 bg-white p-4"
      aria-label={permit.task}
      data-permit-id={permit.id}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">
          {permit.task} · {permit.location}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONES[permit.state]}`}
        >
          {t(`states.${permit.state}`)}
        </span>
      </header>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">{t('board.when')}: </dt>
          <dd className="inline" dir="ltr">
            {time(permit.plannedStart)}–{time(permit.plannedEnd)}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('form.domain')}: </dt>
          <dd className="inline">{t(`domains.${permit.domain}`)}</dd>
        </div>
        {permit.equipment && (
          <div>
            <dt className="inline font-semibold">{t('register.equipment')}: </dt>
            <dd className="inline">
              {permit.equipment.number} · {permit.equipment.label}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline font-semibold">{t('register.workManager')}: </dt>
          <dd className="inline">{permit.workManager.name}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('form.groundAttendant')}: </dt>
          <dd className="inline">{permit.groundAttendantName || '—'}</dd>
        </div>
        {permit.hazards && (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">{t('form.hazards')}: </dt>
            <dd className="inline">{permit.hazards}</dd>
          </div>
        )}
        {(permit.isNight || permit.isWindy) && (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">{t('form.writtenInstructions')}: </dt>
            <dd className="inline">
              {permit.writtenInstructions || (permit.instructionsFileId ? '' : '—')}{' '}
              {permit.instructionsFileId && (
                <a className="underline" href={instructionsPath(permit.instructionsFileId)}>
                  {t('join.openInstructions')}
                </a>
              )}
            </dd>
          </div>
        )}
      </dl>
      <PermitChecks permit={permit} canOverride={sessionCan(user, 'permits.override')} />
      <section>
        <h4 className="font-semibold">
          {t('board.workers', { count: permit.workers.filter((w) => !w.signedOutAt).length })}
        </h4>
        <ul className="text-sm">
          {permit.workers.map((worker) => (
            <li key={worker.entryRequestId}>
              {worker.name}
              {worker.company && ` · ${worker.company}`}
              {worker.signedOutAt && ` · ${t('board.signedOut')}`}
            </li>
          ))}
        </ul>
      </section>
      <PermitActions permit={permit} user={user} />
      {isLive && <PermitQr token={permit.joinToken} task={permit.task} />}
    </article>
  );
}
