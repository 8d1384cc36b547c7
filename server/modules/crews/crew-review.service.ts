import { isFinalStatus } from '@shared/entry-request/lifecycle';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { StatusChangeBody } from '@shared/schemas/entry-request.schemas';
import type { Crew, PendingCrews } from '@shared/schemas/crew.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertPlacedInScope, assertSiteInScope } from '../../lib/scope';
import { changeEntryStatus } from '../entry-requests/entry-requests.service';
import { findSiteById } from '../sites/sites.service';
import * as repo from './crews.repository';

type CrewRow = NonNullable<Awaited<ReturnType<typeof repo.findCrew>>>;
type MemberRow = Awaited<ReturnType<typeof repo.membersOf>>[number];

function toCrew(crew: CrewRow, members: readonly MemberRow[]): Crew {
  return {
    id: crew.id,
    siteId: crew.siteId,
    foremanName: crew.foremanName,
    foremanPhone: crew.foremanPhone,
    isNamedForeman: crew.foremanId !== null,
    employer: crew.employer,
    workStartDate: crew.workStartDate,
    equipment: crew.equipment,
    createdAt: crew.createdAt.toISOString(),
    members: members
      .filter((m) => m.crewId === crew.id)
      .map(({ crewId: _crew, ...member }) => member),
  };
}

/** GET /api/sites/{siteId}/crews/pending: the site's crews with a worker still waiting. */
export async function pendingCrews(
  db: Db,
  user: SessionUser,
  siteId: number,
): Promise<PendingCrews> {
  assertSiteInScope(user, await findSiteById(db, siteId));
  const crews = await repo.pendingCrews(db, siteId);
  const members = await repo.membersOf(
    db,
    crews.map((c) => c.id),
  );
  return { crews: crews.map((crew) => toCrew(crew, members)) };
}

/**
 * POST /api/crews/{id}/decision: the same decision for every worker of the crew still waiting,
 * each made as the queue makes it (its own audit row and event, docs/lifecycle.md). Workers
 * already decided, one by one or by another manager, keep their decision.
 */
export async function decideCrew(
  db: Db,
  user: SessionUser,
  id: string,
  body: StatusChangeBody,
): Promise<Crew> {
  const crew = await repo.findCrew(db, id);
  assertPlacedInScope(user, crew, 'CREW_NOT_FOUND');
  for (const member of await repo.membersOf(db, [crew.id])) {
    if (isFinalStatus(member.status)) continue;
    await changeEntryStatus(db, user, member.entryRequestId, body).catch((error: unknown) => {
      // Decided by someone else between the read and this change: his decision stands.
      if (error instanceof AppError && error.code === 'ENTRY_STATE_CONFLICT') return;
      throw error;
    });
  }
  return toCrew(crew, await repo.membersOf(db, [crew.id]));
}
