import type { CompanyType } from '@shared/constants';
import type { CompanyCreateBody, PlatformCompany } from '@shared/schemas/platform-admin';

export interface CompanyFormValues {
  company: {
    name: string;
    type: CompanyType;
    contactPerson: string;
    phone: string;
    email: string;
    address: string;
  };
  admin: CompanyCreateBody['admin'] & {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
  };
}

/** The form's starting values: the company's own when editing, empty for a new one. */
export function initialCompanyValues(company: PlatformCompany | null): CompanyFormValues {
  return {
    company: {
      name: company?.name ?? '',
      type: company?.type ?? 'main_contractor',
      contactPerson: company?.contactPerson ?? '',
      phone: company?.phone ?? '',
      email: company?.email ?? '',
      address: company?.address ?? '',
    },
    admin: { username: '', password: '', firstName: '', lastName: '', phone: '', email: '' },
  };
}
