import type { SessionUser } from '../../shared/schemas/auth.schemas';
import { AppError } from './app-error';

/**
 * The company a company-wide call works on. Scope comes from the session (docs/access.md):
 * staff always work on their own company, whatever they send; only the super admin, who belongs
 * to none, names one, and must.
 */
export function companyIdForCall(user: SessionUser, requested: number | null | undefined): number {
  if (user.role === 'super_admin') {
    if (requested === undefined || requested === null) throw new AppError(400, 'COMPANY_REQUIRED');
    return requested;
  }
  if (user.companyId === null) throw new AppError(404, 'NOT_FOUND');
  return user.companyId;
}

export const isCompanyAdmin = (user: SessionUser) =>
  user.role === 'admin' || user.role === 'company_admin';
