import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../server/db/client';
import { equipment } from '../server/db/schema';
import type { TestApp } from './build-test-app';
import { multipartBody, type TestFilePart } from './multipart';

/** A small photo as a phone camera sends it. */
export function testJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();
}

/** A signature as the pad exports it: PNG with transparency. */
export function testPng(width = 300, height = 150): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
}

/** Answers that pass every rule of the default form. */
export const VALID_VALUES = {
  firstName: 'משה',
  lastName: 'כהן',
  phone: '050-1234567',
  companyName: 'גובה בע"מ',
  workStartDate: '2026-03-01',
  scaffoldingNumber: 'p-101',
  safetyDocument: true,
};

/** Company scaffolds P-101, P-102 and platform LP-7 (and an inactive scaffold P-999). */
export async function createEquipment(db: Db, companyId: number) {
  await db.insert(equipment).values([
    { companyId, kind: 'scaffold', value: 'P-101', label: 'פיגום 101 - בניין A' },
    { companyId, kind: 'scaffold', value: 'P-102', label: 'פיגום 102 - בניין A' },
    { companyId, kind: 'scaffold', value: 'P-999', label: 'פיגום ישן', status: 'inactive' },
    { companyId, kind: 'platform', value: 'LP-7', label: 'במת הרמה 7' },
  ]);
}

export interface SubmitOptions {
  fields?: Record<string, string>;
  values?: Record<string, unknown>;
  files?: TestFilePart[];
  headers?: Record<string, string>;
}

/** Sends POST /api/entry-requests: the default form's answers and images unless overridden. */
export async function submitEntry(t: TestApp, siteCode: string, options: SubmitOptions = {}) {
  const files = options.files ?? [
    {
      name: 'file_selfiePhoto',
      bytes: await testJpeg(),
      filename: 'selfie.jpg',
      type: 'image/jpeg',
    },
    {
      name: 'file_signature',
      bytes: await testPng(),
      filename: 'signature.png',
      type: 'image/png',
    },
  ];
  const body = await multipartBody(
    {
      siteCode,
      formVersion: '0',
      language: 'he',
      formData: JSON.stringify(options.values ?? VALID_VALUES),
      ...options.fields,
    },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/entry-requests',
    headers: { ...body.headers, ...options.headers },
    payload: body.payload,
  });
}

/** How many requests and files are stored: a refused submission must leave both unchanged. */
export async function storedCounts(db: Db) {
  const result = await db.execute<{ requests: number; files: number }>(sql`select
    (select count(*)::int from entry_requests) as requests,
    (select count(*)::int from entry_request_files) as files`);
  const rows = (result as unknown as { rows: { requests: number; files: number }[] }).rows;
  return rows[0]!;
}
