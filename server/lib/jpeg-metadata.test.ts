import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata } from './jpeg-metadata';

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A photo as a camera leaves it: location, maker's details, XMP, a comment and a profile. */
async function cameraPhoto(options: { progressive?: boolean; profile?: boolean } = {}) {
  const image = sharp({
    create: { width: 320, height: 200, channels: 3, background: '#6a9f3c' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="320" height="200"><circle cx="160" cy="100" r="70" fill="#c33"/></svg>',
        ),
      },
    ])
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'Dana' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>');
  const photo = await (options.profile === false ? image : image.withIccProfile('p3'))
    .jpeg({ quality: 85, progressive: options.progressive ?? false })
    .toBuffer();
  // A comment after the start marker, and a preview appended past the end, as phones do.
  const comment = segment(0xfe, Buffer.from('taken at 32.07N 34.78E'));
  return Buffer.concat([photo.subarray(0, 2), comment, photo.subarray(2), Buffer.from('MPF')]);
}

async function pixels(bytes: Buffer) {
  return sharp(bytes, { failOn: 'warning' }).raw().toBuffer();
}

describe('stripJpegMetadata', () => {
  it.each([false, true])(
    'leaves out EXIF, XMP, the profile, comments and trailing bytes, progressive %s',
    async (progressive) => {
      const photo = await cameraPhoto({ progressive });
      const before = await sharp(photo).metadata();
      expect(before.exif).toBeDefined();
      expect(before.xmp).toBeDefined();
      expect(before.icc).toBeDefined();

      const stripped = stripJpegMetadata(photo)!;
      const after = await sharp(stripped).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.comments).toBeUndefined();
      expect(stripped.includes('TestPhone')).toBe(false);
      expect(stripped.includes('32.07N')).toBe(false);
      expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      expect([after.width, after.height, after.isProgressive]).toEqual([320, 200, progressive]);
    },
  );

  it('keeps the picture itself bit for bit', async () => {
    // Without a profile, which the decoder would apply to the original's colours.
    const photo = await cameraPhoto({ profile: false });
    const [after, before] = await Promise.all([pixels(stripJpegMetadata(photo)!), pixels(photo)]);
    // Buffer.equals: a deep comparison of 192,000 samples one by one takes minutes.
    expect(after.equals(before)).toBe(true);
  });

  it('answers a JPEG with nothing to leave out with its own bytes, less what trails', async () => {
    const plain = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#38c' },
    })
      .jpeg()
      .toBuffer();
    const stripped = stripJpegMetadata(Buffer.concat([plain, Buffer.from('MPF')]))!;
    expect(stripped.equals(plain)).toBe(true);
    const own = stripJpegMetadata(plain)!;
    expect(own.equals(plain) && own.buffer === plain.buffer).toBe(true);
  });

  it('keeps a JFIF header without a preview and drops one that carries a preview', async () => {
    const plain = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    const jfif = (thumbWidth: number, thumbHeight: number) => {
      const payload = Buffer.from('JFIF\0\x01\x01\x00\x00\x01\x00\x01\x00\x00', 'latin1');
      payload[12] = thumbWidth;
      payload[13] = thumbHeight;
      const preview = Buffer.alloc(thumbWidth * thumbHeight * 3, 7);
      return segment(0xe0, Buffer.concat([payload, preview]));
    };
    const withHeader = (app0: Buffer) =>
      Buffer.concat([plain.subarray(0, 2), app0, plain.subarray(2)]);

    const kept = stripJpegMetadata(withHeader(jfif(0, 0)))!;
    expect(kept.includes('JFIF')).toBe(true);
    const dropped = stripJpegMetadata(withHeader(jfif(2, 2)))!;
    expect(dropped.includes('JFIF')).toBe(false);
    expect((await sharp(dropped).metadata()).width).toBe(16);
  });

  it.each([
    ['not a JPEG', Buffer.from('GIF89a and more bytes')],
    ['only a start marker', Buffer.from([0xff, 0xd8])],
    ['a segment running past the end', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 0x01])],
    ['bytes between segments', Buffer.from([0xff, 0xd8, 0x00, 0x11, 0xff, 0xd9])],
  ])('gives up on %s', (_, bytes) => {
    expect(stripJpegMetadata(bytes)).toBeNull();
  });

  it('gives up on a photo cut before its end marker', async () => {
    const photo = stripJpegMetadata(await cameraPhoto())!;
    expect(stripJpegMetadata(photo.subarray(0, photo.length - 100))).toBeNull();
  });
});
