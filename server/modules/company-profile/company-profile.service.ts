import type { SessionUser } from '../../../shared/schemas/auth.schemas';
import type { CompanyDetails } from '../../../shared/schemas/company-profile.schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './company-profile.repository';

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
