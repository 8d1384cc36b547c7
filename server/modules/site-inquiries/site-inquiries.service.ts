import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  SiteInquiry,
  SiteInquiryBody,
  SiteInquiryStatus,
  SiteInquiryUpdateBody,
} from '@shared/schemas/site-inquiry.schemas';
import type { Db } from '../../db/client';
import { siteInquiries, sites, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertPlacedInScope, siteIdsInScope } from '../../lib/scope';

/** A neighbour's message, stored for the site's company; a robot's (the hidden field) is dropped. */
export async function submitSiteInquiry(
  db: Db,
  site: { id: number; companyId: number },
  body: SiteInquiryBody & { kind: SiteInquiry['kind']; message: string },
): Promise<void> {
  if (body.website) return;
  await db.insert(siteInquiries).values({
    companyId: site.companyId,
    siteId: site.id,
    kind: body.kind,
    name: body.name ?? '',
    contact: body.contact ?? '',
    message: body.message,
  });
}

const handler = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

function selectInquiries(db: Db) {
  return db
    .select({
      id: siteInquiries.id,
      companyId: siteInquiries.companyId,
      siteId: siteInquiries.siteId,
      siteName: sites.name,
      kind: siteInquiries.kind,
      name: siteInquiries.name,
      contact: siteInquiries.contact,
      message: siteInquiries.message,
      status: siteInquiries.status,
      note: siteInquiries.note,
      handledBy: handler,
      createdAt: siteInquiries.createdAt,
      updatedAt: siteInquiries.updatedAt,
    })
    .from(siteInquiries)
    .innerJoin(sites, eq(sites.id, siteInquiries.siteId))
    .leftJoin(users, eq(users.id, siteInquiries.handledByUserId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectInquiries>['execute']>>[number];

function toInquiry({ companyId: _companyId, ...row }: Row): SiteInquiry {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The inquiries of the sites in the user's scope, newest first. */
export async function listSiteInquiries(
  db: Db,
  user: SessionUser,
  status: SiteInquiryStatus | undefined,
): Promise<{ inquiries: SiteInquiry[] }> {
  const siteIds = siteIdsInScope(user);
  if (siteIds !== null && siteIds.length === 0) return { inquiries: [] };
  const rows = await selectInquiries(db)
    .where(
      and(
        siteIds === null ? undefined : inArray(siteInquiries.siteId, siteIds),
        user.companyId === null ? undefined : eq(siteInquiries.companyId, user.companyId),
        status ? eq(siteInquiries.status, status) : undefined,
      ),
    )
    .orderBy(desc(siteInquiries.createdAt), desc(siteInquiries.id))
    .limit(500);
  return { inquiries: rows.map(toInquiry) };
}

async function findInquiry(db: Db, id: number): Promise<Row | null> {
  const [row] = await selectInquiries(db).where(eq(siteInquiries.id, id));
  return row ?? null;
}

/** The staff move an inquiry on or write a note; another company's inquiry answers 404. */
export async function updateSiteInquiry(
  db: Db,
  user: SessionUser,
  id: number,
  body: SiteInquiryUpdateBody,
): Promise<SiteInquiry> {
  assertPlacedInScope(user, await findInquiry(db, id));
  await db
    .update(siteInquiries)
    .set({
      ...(body.status === undefined ? {} : { status: body.status }),
      ...(body.note === undefined ? {} : { note: body.note }),
      handledByUserId: user.id,
      updatedAt: new Date(),
    })
    .where(eq(siteInquiries.id, id));
  const updated = await findInquiry(db, id);
  if (!updated) throw new AppError(404, 'NOT_FOUND');
  return toInquiry(updated);
}
