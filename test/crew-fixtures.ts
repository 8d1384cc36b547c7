import type { Db } from '../server/db/client';
import { crewMembers, crews } from '../server/db/schema';
import { randomToken } from '../server/lib/crypto';
import type { TestApp } from './build-test-app';
import { createEntryRequest } from './entry-factories';
import { testJpeg, testPng } from './entry-fixtures';
import { multipartBody, type TestFilePart } from './multipart';

/** Five workers as a foreman types them. */
export const CREW_OF_FIVE = ['אבי', 'בני', 'גדי', 'דני', 'הדי'].map((firstName, i) => ({
  firstName,
  lastName: 'לוי',
  phone: `052-700000${i}`,
}));

export interface CrewSendOptions {
  siteId: number;
  workers?: readonly { firstName: string; lastName: string; phone: string }[];
  /** Replaces the images the workers would send. */
  files?: TestFilePart[];
  language?: string;
  headers?: Record<string, string>;
}

/** Sends POST /api/crews as the foreman's phone would: the crew, then each worker's images. */
export async function sendCrew(t: TestApp, options: CrewSendOptions) {
  const workers = options.workers ?? CREW_OF_FIVE;
  const [photo, signature] = await Promise.all([testJpeg(), testPng()]);
  const files =
    options.files ??
    workers.flatMap((_, i) => [
      { name: `file_photo_${i}`, bytes: photo, filename: 'photo.jpg', type: 'image/jpeg' },
      { name: `file_signature_${i}`, bytes: signature, filename: 'sig.png', type: 'image/png' },
    ]);
  const body = await multipartBody(
    {
      siteId: String(options.siteId),
      language: options.language ?? 'he',
      crew: JSON.stringify({
        employer: 'טפסנות הצפון',
        workStartDate: '2026-03-01',
        equipment: 'פיגום P-101',
        workers,
      }),
    },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/crews',
    headers: { ...body.headers, origin: 'http://localhost', host: 'localhost', ...options.headers },
    payload: body.payload,
  });
}

/** A crew of pending requests written straight to the database, for the staff-side tests. */
export async function createCrew(
  db: Db,
  values: { companyId: number; siteId: number; size?: number },
) {
  const id = randomToken(16);
  const members = [];
  for (let i = 0; i < (values.size ?? 2); i++) {
    members.push(
      await createEntryRequest(db, {
        companyId: values.companyId,
        siteId: values.siteId,
        firstName: `עובד${i}`,
        phone: `053-${randomToken(6).replace(/\D/g, '').padEnd(7, '1').slice(0, 7)}`,
      }),
    );
  }
  await db.insert(crews).values({
    id,
    companyId: values.companyId,
    siteId: values.siteId,
    foremanName: 'מנהל עבודה',
    foremanPhone: '050-0000000',
    employer: 'קבלן משנה',
    workStartDate: '2026-03-01',
    language: 'he',
  });
  await db
    .insert(crewMembers)
    .values(members.map((m, position) => ({ crewId: id, entryRequestId: m.id, position })));
  return { id, members };
}
