import type { NewEntryRequestData } from '@shared/realtime/events';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  EntryRequestDetails,
  EntryRequestSummary,
} from '@shared/schemas/entry-review.schemas';

/** A waiting request as the staff lists show it. */
export function summaryFixture(overrides: Partial<EntryRequestSummary> = {}): EntryRequestSummary {
  return {
    id: 'Zq3vN8xW1kLm9PaB7cDe2f',
    requestNumber: 42,
    status: 'pending',
    rejectionReason: null,
    siteId: 1,
    siteName: 'Park Towers',
    worker: { firstName: 'Yossi', lastName: 'Cohen', phone: '050-1234567', company: 'Alon Ltd' },
    workStartDate: '2024-06-10',
    scaffoldingNumber: 'P-101',
    platformNumber: null,
    exitTime: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    decidedAt: null,
    decidedByName: null,
    selfieFileId: 'selfie-file-1',
    personalDataErasedAt: null,
    ...overrides,
  };
}

/** The staff message that announces `request`, as the server sends it. */
export function newEntryRequestMessage(request: EntryRequestSummary, day = '2026-03-02') {
  const data: NewEntryRequestData = {
    entryId: request.id,
    siteId: request.siteId,
    worker: { firstName: request.worker.firstName, lastName: request.worker.lastName },
    request,
    day,
  };
  return { type: 'new_entry_request' as const, data };
}

/** The same request in full, with a selfie, a signature and an empty audit trail. */
export function detailsFixture(overrides: Partial<EntryRequestDetails> = {}): EntryRequestDetails {
  return {
    ...summaryFixture(),
    language: 'ar',
    companyName: 'Alon Building',
    siteLocation: '120 Herzl St',
    formVersion: 3,
    decidedBy: null,
    equipmentAlerts: [],
    answers: [
      { fieldId: 'firstName', type: 'text', label: 'First name', value: 'Yossi', fileIds: [] },
      {
        fieldId: 'hasHelmet',
        type: 'checkbox',
        label: 'I have a helmet',
        value: true,
        fileIds: [],
      },
      {
        fieldId: 'selfiePhoto',
        type: 'camera',
        label: 'Selfie',
        value: null,
        fileIds: ['selfie-file-1'],
      },
      {
        fieldId: 'signature',
        type: 'signature',
        label: 'Signature',
        value: null,
        fileIds: ['sig-1'],
      },
    ],
    audit: [],
    ...overrides,
  };
}

export function staffUserFixture(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    username: 'demo-manager',
    role: 'manager',
    firstName: 'Avi',
    lastName: 'Levi',
    fullName: 'Avi Levi',
    companyId: 1,
    siteId: 1,
    siteName: 'Park Towers',
    siteCode: 'DEMO',
    siteIds: [1],
    isMainAccount: false,
    ...overrides,
  };
}
