import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEquipment, storedCounts, submitEntry, testPng } from '../../../test/entry-fixtures';
import { createCompany, createSite } from '../../../test/factories';
import { entryRequestFiles } from '../../db/schema';
import { entryFileKey, readEntryImage } from '../../lib/blob-store/entry-files';
import { stripJpegMetadata } from '../../lib/jpeg-metadata';

/*
 * What a photo the phone has already scaled goes through (docs/uploads.md): it is kept as sent
 * rather than encoded again, and still no metadata is kept, every byte of the picture is decoded
 * and the pixel limit holds. Each test here fails when one of those is taken away.
 */
let t: TestApp;
const SITE = 'GUARD1';

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  await createEquipment(t.db, company.id);
  await createSite(t.db, company.id, { code: SITE });
});
afterAll(() => t.close());

/** A photo as the phone's browser sends it (1280 px), with a camera's EXIF and location. */
async function scaledPhotoWithLocation() {
  return sharp({ create: { width: 1280, height: 960, channels: 3, background: '#5b8c3a' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1280" height="960"><rect x="300" y="200" width="600" height="500" fill="#d23"/></svg>',
        ),
      },
    ])
    .withExif({
      IFD0: { Make: 'GateCam', Copyright: 'Dana Levi' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 4/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '34/1 46/1 0/1',
      },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function sendPhoto(photo: Buffer) {
  return submitEntry(t, SITE, {
    files: [
      { name: 'file_selfiePhoto', bytes: photo, type: 'image/jpeg' },
      { name: 'file_signature', bytes: await testPng(), type: 'image/png' },
    ],
  });
}

async function storedSelfie(requestId: string, thumbnail = false) {
  const [file] = await t.db
    .select()
    .from(entryRequestFiles)
    .where(eq(entryRequestFiles.entryRequestId, requestId))
    .then((rows) => rows.filter((row) => row.fieldId === 'selfiePhoto'));
  const bytes = await readEntryImage(t.blobStore, { ...file!, bytes: null }, thumbnail);
  return { file: file!, bytes: bytes! };
}

/** The photo with its first scan's coded data overwritten: its headers still read as a JPEG. */
function withDamagedScan(photo: Buffer) {
  const damaged = Buffer.from(photo);
  const scan = damaged.indexOf(Buffer.from([0xff, 0xda]));
  const dataStart = scan + 2 + damaged.readUInt16BE(scan + 2);
  for (let i = dataStart + 500; i < dataStart + 4500; i += 1) damaged[i] = (i * 131) % 251;
  return damaged;
}

/** A small JPEG whose frame header claims 10,000 x 10,000 pixels (100 megapixels). */
function claimingHundredMegapixels(photo: Buffer) {
  const claimed = Buffer.from(photo);
  const frame = claimed.indexOf(Buffer.from([0xff, 0xc0]));
  claimed.writeUInt16BE(10_000, frame + 5);
  claimed.writeUInt16BE(10_000, frame + 7);
  return claimed;
}

describe('a photo the phone has already scaled', () => {
  it('is stored as sent, without its EXIF and location, its thumbnail made when first read', async () => {
    const photo = await scaledPhotoWithLocation();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await sendPhoto(photo);
    expect(res.statusCode).toBe(201);
    const { file, bytes } = await storedSelfie(res.json().id);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('GateCam')).toBe(false);
    expect(bytes.includes('Dana Levi')).toBe(false);
    // Not encoded again: the very picture that was sent.
    expect(bytes.equals(stripJpegMetadata(photo)!)).toBe(true);
    expect([file.width, file.height]).toEqual([1280, 960]);
    expect(await t.blobStore.get(entryFileKey(file.id, true))).toBeNull();
    const thumb = await sharp((await storedSelfie(res.json().id, true)).bytes).metadata();
    expect([thumb.width, thumb.height, thumb.exif]).toEqual([320, 240, undefined]);
    expect(await t.blobStore.get(entryFileKey(file.id, true))).not.toBeNull();
  });

  it('is refused, and nothing stored, when its picture does not decode', async () => {
    const before = await storedCounts(t.db);
    const damaged = withDamagedScan(await scaledPhotoWithLocation());
    // The header alone still reads as a fine photo: only decoding tells.
    expect((await sharp(damaged).metadata()).width).toBe(1280);

    const res = await sendPhoto(damaged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FILE_NOT_IMAGE',
      details: { selfiePhoto: expect.any(String) },
    });
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('is refused as too large when it claims more pixels than the limit', async () => {
    const res = await sendPhoto(claimingHundredMegapixels(await scaledPhotoWithLocation()));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: { selfiePhoto: expect.any(String) },
    });
  });
});
