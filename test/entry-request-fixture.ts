import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';

/** An entry request as GET /api/entry-requests/{id} answers it, pending unless told. */
export function entryRequestFixture(
  overrides: Partial<EntryRequestStatus> = {},
): EntryRequestStatus {
  const status = overrides.status ?? 'pending';
  const rejectionReason = overrides.rejectionReason ?? null;
  return {
    id: 'Zq3vN8xW1kLm9PaB7cDe2f',
    requestNumber: 42,
    status,
    rejectionReason,
    language: 'he',
    siteId: 1,
    workStartDate: '2025-03-02',
    scaffoldingNumber: 'P-101',
    platformNumber: null,
    exitTime: null,
    createdAt: new Date(Date.now() - 65_000).toISOString(),
    decidedAt: null,
    worker: { firstName: 'Yossi', lastName: 'Cohen', phone: '050-1234567' },
    company: { name: 'Alon Building Ltd' },
    site: {
      id: 1,
      name: 'פארק טאואר',
      location: 'הרצל 120, חולון',
      translations: {
        name: { he: 'פארק טאואר', ru: 'Парк Тауэр' },
        location: { he: 'הרצל 120, חולון' },
      },
    },
    entryRequest: { status, rejectionReason },
    ...overrides,
  };
}
