import type { ManagedSite } from '../shared/schemas/site-admin.schemas';

/** A site as the staff management screens receive it; the entry page is left at its defaults. */
export function managedSiteFixture(overrides: Partial<ManagedSite> = {}): ManagedSite {
  return {
    id: 7,
    code: 'DEMO',
    name: 'מגדלי הפארק',
    companyId: 1,
    companyName: 'אלון',
    location: '',
    isActive: true,
    headerTitle: '',
    headerMessage: '',
    headerColor: '',
    safetyRegulations: '',
    hasSafetyVideo: false,
    videoUrl: '',
    ...overrides,
  };
}
