import type { z } from 'zod';
import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  CompanyDetails,
  CompanyDetailsBodySchema,
} from '@shared/schemas/company-profile.schemas';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields, writeAudit } from '../../lib/audit';
import { validationMessage } from '../../i18n/messages';
import * as repo from './company.repository';

/**
 * The signed-in user's own company (the shell shows its name). The company comes from the
 * session only; a user without one, such as the platform's super admin, gets 404.
 */
export async function ownCompany(db: Db, user: SessionUser): Promise<CompanyDetails> {
  if (user.companyId === null) throw notFound();
  const company = await repo.findCompany(db, user.companyId);
  if (!company) throw notFound();
  return {
    id: company.id,
    name: company.name,
    type: company.type,
    contactPerson: company.contactPerson,
    phone: company.phone,
    email: company.email,
    address: company.address,
    logoFileId: company.logoFileId,
    logoUrl: company.logoFileId ? `/api/media/${company.logoFileId}` : null,
    status: company.status,
  };
}

/** Saves the company's details and logo. The company is the caller's own, from the session. */
export async function updateOwnCompany(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof CompanyDetailsBodySchema>,
  language: Language,
): Promise<CompanyDetails> {
  const company = await ownCompany(db, user);
  if (
    body.logoFileId !== null &&
    body.logoFileId !== company.logoFileId &&
    !(await repo.isCompanyLogo(db, company.id, body.logoFileId))
  ) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      logoFileId: validationMessage('logoUnknown', language),
    });
  }
  const changes = changedFields(company, body);
  if (Object.keys(changes).length === 0) return company;
  await db.transaction(async (tx) => {
    await repo.updateCompany(tx, company.id, body);
    await writeAudit(tx, {
      companyId: company.id,
      actorUserId: user.id,
      action: 'company.update',
      entityType: 'company',
      entityId: company.id,
      details: changes,
    });
  });
  return ownCompany(db, user);
}
