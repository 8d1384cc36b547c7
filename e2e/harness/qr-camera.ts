import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { qrPath } from '../../client/features/qr-posters/lib/qr-path';

const WIDTH = 640;
const HEIGHT = 480;
/** A still picture is enough: Chromium loops the file's frames. */
const FRAMES = 2;

/**
 * A Y4M video of the QR code of `text` as the site poster draws it (white quiet zone, black
 * modules), for Chromium's --use-file-for-fake-video-capture: the phone's camera then films
 * the poster. Returns the file's path; the caller removes it.
 */
export async function writeQrCameraVideo(text: string): Promise<string> {
  const { size, d } = qrPath(text);
  const side = size + 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${side} ${side}" width="${HEIGHT}" height="${HEIGHT}" shape-rendering="crispEdges"><rect x="-4" y="-4" width="${side}" height="${side}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
  const luma = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .extend({
      left: (WIDTH - HEIGHT) / 2,
      right: (WIDTH - HEIGHT) / 2,
      background: '#ffffff',
    })
    .greyscale()
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`unexpected frame size ${luma.length}`);
  // 4:2:0 chroma at its neutral value: a grey picture.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qr-camera-'));
  const file = path.join(dir, 'poster.y4m');
  await fs.writeFile(file, Buffer.concat([header, ...Array<Buffer>(FRAMES).fill(frame)]));
  return file;
}
