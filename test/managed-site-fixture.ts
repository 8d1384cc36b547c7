import type { ManagedSite } from '@shared/schemas/site-admin.schemas';

/** A site as the staff management screens receive it; the entry page is left at its defaults. */
export function managedSiteFixture(overrides: Partial<ManagedSite> = {}): ManagedSite {
  return {
    id: 7,
    code: 'DEMO',
    name: 'מגדלי הפארק',
    nameTranslations: {},
    companyId: 1,
    companyName: 'אלון',
    location: '',
    locationTranslations: {},
    isActive: true,
    headerTitle: { he: '' },
    headerMessage: { he: '' },
    headerColor: '',
    safetyRegulations: { he: '' },
    hasSafetyVideo: false,
    videoUrl: '',
    ...overrides,
  };
}
