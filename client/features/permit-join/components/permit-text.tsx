import { useTranslation } from 'react-i18next';
import type { WorkerPermit } from '@shared/schemas/permit.schemas';
import { instructionsPath } from '@shared/permits/instructions-document';

/** What a worker reads before he signs: the task, the hazards and the written instructions. */
export function PermitText({ permit }: { permit: WorkerPermit }) {
  const { t } = useTranslation('permits');
  return (
    <dl className="space-y-2">
      <div>
        <dt className="font-semibold">{t('join.task')}</dt>
        <dd dir="auto">
          {permit.task} · {permit.location}
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t('join.domain')}</dt>
        <dd>{t(`domains.${permit.domain}`)}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('join.hazards')}</dt>
        <dd dir="auto">{permit.hazards || t('join.hazardsGeneral')}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('join.rules')}</dt>
        <dd>{t('join.rulesText')}</dd>
      </div>
      {(permit.isNight || permit.isWindy) && (
        <div>
          <dt className="font-semibold">{t('join.instructions')}</dt>
          <dd dir="auto">{permit.writtenInstructions}</dd>
          {permit.instructionsFileId && (
            <dd>
              <a
                className="underline"
                href={instructionsPath(permit.instructionsFileId)}
                target="_blank"
                rel="noreferrer"
              >
                {t('join.openInstructions')}
              </a>
            </dd>
          )}
        </div>
      )}
      {permit.groundAttendantName && (
        <div>
          <dt className="font-semibold">{t('join.attendant')}</dt>
          <dd dir="auto">{permit.groundAttendantName}</dd>
        </div>
      )}
    </dl>
  );
}
