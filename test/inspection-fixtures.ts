import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { equipment } from '../server/db/schema';
import type { TestApp } from './build-test-app';
import { testJpeg, testPng } from './entry-fixtures';
import { multipartBody } from './multipart';

/** The company's items by number, after putting every one of them on the site. */
export async function placeEquipment(db: Db, companyId: number, siteId: number) {
  await db.update(equipment).set({ siteId }).where(eq(equipment.companyId, companyId));
  const rows = await db
    .select({ id: equipment.id, value: equipment.value, tagToken: equipment.tagToken })
    .from(equipment)
    .where(eq(equipment.companyId, companyId));
  return Object.fromEntries(rows.map((r) => [r.value, r]));
}

/** Uploads an image as the inspection screen does and answers its id. */
export async function uploadInspectionFile(
  t: TestApp,
  cookie: string,
  kind: 'photo' | 'signature',
) {
  const body = await multipartBody({}, [
    kind === 'photo'
      ? { name: 'file', bytes: await testJpeg(), filename: 'photo.jpg', type: 'image/jpeg' }
      : { name: 'file', bytes: await testPng(), filename: 'signature.png', type: 'image/png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inspections/files',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Every line of the item's checklist passed, or one failed with a note and a photo. */
export async function answers(
  t: TestApp,
  cookie: string,
  equipmentId: number,
  failed?: { itemId: string; photoFileId: string },
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/inspections/equipment/${equipmentId}`,
    headers: { cookie },
  });
  const checklist = (res.json() as { checklist: { id: string }[] }).checklist;
  return checklist.map((line) =>
    failed?.itemId === line.id
      ? { itemId: line.id, result: 'fail', note: 'לוח חסר', photoFileId: failed.photoFileId }
      : { itemId: line.id, result: 'pass' },
  );
}

/** Sends one inspection; a passing one unless the body says otherwise. */
export async function inspect(
  t: TestApp,
  cookie: string,
  equipmentId: number,
  body: Record<string, unknown> = {},
) {
  const signatureFileId = await uploadInspectionFile(t, cookie, 'signature');
  return t.app.inject({
    method: 'POST',
    url: `/api/inspections/equipment/${equipmentId}`,
    headers: { cookie },
    payload: {
      inspectedAt: new Date().toISOString(),
      results: await answers(t, cookie, equipmentId),
      outcome: 'fit',
      signatureFileId,
      ...body,
    },
  });
}
