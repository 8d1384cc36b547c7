import type { TestApp } from './build-test-app';

/** A permit body on the site: a scaffold job of ten hours from `start`, checks satisfied. */
export function permitBody(
  siteId: number,
  workManagerUserId: number,
  start: Date,
  extra: Record<string, unknown> = {},
) {
  return {
    siteId,
    location: 'בניין A, חזית צפונית',
    task: 'התקנת חיפוי בקומה 4',
    hazards: 'נפילה מגובה, חפצים נופלים',
    domain: 'scaffolds',
    equipmentId: null,
    plannedStart: start.toISOString(),
    plannedEnd: new Date(start.getTime() + 10 * 3_600_000).toISOString(),
    workManagerUserId,
    groundAttendantName: 'יוסי לוי',
    ...extra,
  };
}

/** Everything the work manager confirms before the start. */
export const START_BODY = {
  checklist: [
    'danger-zone-marked',
    'fall-protection',
    'attendant-in-place',
    'equipment-tagged',
    'rescue-ready',
    'workers-briefed',
  ],
  signatureName: 'דוד מנהל',
};

/** Sends a staff call about permits and answers its status and body. */
export async function permitCall(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  const res = await t.app.inject({ method, url, headers: { cookie }, payload });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { id: number } };
}
