import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  InductionSettings,
  InductionStatus,
  RequestInduction,
} from '@shared/schemas/quiz.schemas';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/app-error';
import { assertPlacedInScope, isSiteInScope } from '../../lib/scope';
import { currentForm, formMajor } from '../entry-forms/entry-forms.service';
import { quizResults } from '../quiz-attempts/quiz-attempts.service';
import { findSiteById, getActiveSiteById, parseSerialId } from '../sites/sites.service';
import { acceptedSince } from './induction-rules';
import * as repo from './inductions.repository';
import type { WorkerTokenOf } from '../../lib/worker-token-cookie';
import { workerIdentity } from './worker-identity.service';

/**
 * The worker's induction at the site that still counts for this form version, with the date it
 * ends: the earlier of the end it was given and the end the site's period gives it now.
 */
export async function validInduction(
  db: Db,
  q: { siteId: number; formVersion: number; workerId: number | null; now: Date },
): Promise<{ completedAt: Date; validUntil: Date } | null> {
  if (q.workerId === null) return null;
  const days = await repo.validityDays(db, q.siteId);
  if (days === null) return null;
  const notBefore = acceptedSince(q.now, days);
  const found = await repo.latestValidInduction(db, {
    workerId: q.workerId,
    siteId: q.siteId,
    formMajor: await formMajor(db, q.siteId, q.formVersion),
    now: q.now,
    notBefore,
  });
  if (!found?.validUntil) return null;
  const bySetting = found.completedAt.getTime() - notBefore.getTime() + q.now.getTime();
  return {
    completedAt: found.completedAt,
    validUntil: new Date(Math.min(found.validUntil.getTime(), bySetting)),
  };
}

/** GET /api/sites/{id}/induction: whether this phone's worker may skip the material now. */
export async function inductionStatus(
  db: Db,
  rawSiteId: string,
  tokenOf: WorkerTokenOf,
  now = new Date(),
): Promise<InductionStatus> {
  const site = await getActiveSiteById(db, rawSiteId);
  const { version } = await currentForm(db, site.id);
  const workerId = await workerIdentity(db, site.companyId, tokenOf);
  const found = await validInduction(db, { siteId: site.id, formVersion: version, workerId, now });
  return { validUntil: found ? found.validUntil.toISOString() : null };
}

async function siteInScope(db: Db, user: SessionUser, rawSiteId: string) {
  const siteId = parseSerialId(rawSiteId);
  const site = siteId === null ? null : await findSiteById(db, siteId);
  if (!site || !isSiteInScope(user, site)) throw new AppError(404, 'SITE_NOT_FOUND');
  return site;
}

export async function inductionSettings(
  db: Db,
  user: SessionUser,
  rawSiteId: string,
): Promise<InductionSettings> {
  const site = await siteInScope(db, user, rawSiteId);
  return { validityDays: await repo.validityDays(db, site.id) };
}

/** PUT /api/sites/{id}/induction-settings: the site's period, audited. */
export async function saveInductionSettings(
  db: Db,
  user: SessionUser,
  rawSiteId: string,
  settings: InductionSettings,
): Promise<InductionSettings> {
  const site = await siteInScope(db, user, rawSiteId);
  await db.transaction(async (tx) => {
    await repo.saveValidityDays(tx, site.id, settings.validityDays);
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'site.induction_settings',
      entityType: 'site',
      entityId: site.id,
      details: { validityDays: settings.validityDays },
    });
  });
  return settings;
}

/** GET /api/inductions/requests/{id}: the induction and checks a request carried. */
export async function requestInduction(
  db: Db,
  user: SessionUser,
  entryRequestId: string,
  language: Language,
): Promise<RequestInduction> {
  const request = await repo.requestPlace(db, entryRequestId);
  assertPlacedInScope(user, request, 'ENTRY_NOT_FOUND');
  const induction = await repo.inductionOfRequest(db, request.id);
  return {
    induction: induction && {
      completedAt: induction.completedAt.toISOString(),
      validUntil: induction.revokedAt ? null : (induction.validUntil?.toISOString() ?? null),
      isReused: induction.isReused,
    },
    quizzes: await quizResults(db, request, language),
  };
}
