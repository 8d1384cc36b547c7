/*
 * Removes what a JPEG carries beside its picture, without decoding or encoding it again: the
 * picture's own segments (frame, tables, scans) are copied byte for byte, every application
 * segment and comment is left out, and nothing after the end marker is kept (phones append
 * preview images and gain maps there). docs/decisions/058 tells why this is done by hand.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** The identifier an application segment starts with, e.g. "JFIF\0". */
function identifier(bytes: Buffer, payloadStart: number, length: number) {
  return bytes.toString('latin1', payloadStart, payloadStart + length);
}

/**
 * Kept application segments: JFIF's header without its embedded preview (16 bytes exactly)
 * and Adobe's colour-transform flag (14 bytes), which decoders need to read the colours right.
 * Neither has room for anything about the photo or the person.
 */
function isKeptApplicationSegment(bytes: Buffer, start: number, marker: number, length: number) {
  const payload = start + 4;
  if (marker === APP0) {
    return (
      length === 16 &&
      identifier(bytes, payload, 5) === 'JFIF\0' &&
      bytes[payload + 12] === 0 &&
      bytes[payload + 13] === 0
    );
  }
  return marker === APP14 && length === 14 && identifier(bytes, payload, 5) === 'Adobe';
}

/**
 * Where the entropy-coded data after a scan header ends: at the next marker that is not RSTn.
 * indexOf finds each 0xFF natively, so a photo's few hundred kilobytes are not walked in script.
 */
function endOfScan(bytes: Buffer, from: number): number {
  for (let i = bytes.indexOf(0xff, from); i !== -1 && i < bytes.length - 1;) {
    const next = bytes[i + 1]!;
    if (next !== 0x00 && next !== 0xff && !isRestart(next)) return i;
    i = bytes.indexOf(0xff, i + 1);
  }
  return -1;
}

/**
 * The same JPEG without application segments (EXIF, XMP, IPTC, ICC, maker notes, previews),
 * comments or trailing bytes; null when the bytes are not laid out as a JPEG should be (no start
 * or end marker, a segment running past the end), for the caller to take the safe way instead.
 * A JPEG that carries nothing to leave out (as a browser's canvas writes it) is answered with
 * its own bytes, not a copy.
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Buffer[] = [];
  let keptUpTo = 0;
  let isWhole = true;
  const keep = (start: number, end: number) => {
    isWhole &&= start === keptUpTo;
    keptUpTo = end;
    kept.push(bytes.subarray(start, end));
  };
  keep(0, 2);
  let at = 2;
  while (at < bytes.length - 1) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF may stand before a marker.
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === EOI) {
      keep(at, at + 2);
      return isWhole ? bytes.subarray(0, keptUpTo) : Buffer.concat(kept);
    }
    if (marker === SOI || marker === 0x00 || marker === 0x01 || isRestart(marker)) return null;
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const isApplication = marker >= APP0 && marker <= APP15;
    const dropped =
      marker === COM || (isApplication && !isKeptApplicationSegment(bytes, at, marker, length));
    if (!dropped) keep(at, end);
    at = end;
    if (marker === SOS) {
      const scanEnd = endOfScan(bytes, at);
      if (scanEnd === -1) return null;
      keep(at, scanEnd);
      at = scanEnd;
    }
  }
  return null;
}
