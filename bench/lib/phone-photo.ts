import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;
/** Phone cameras save 12-megapixel JPEGs at about this quality. */
const CAMERA_QUALITY = 92;

/** A small seeded generator, so every run measures the same photos. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random grey levels on a coarse grid, smoothly enlarged: shapes of that size, like objects. */
async function texture(next: () => number, cell: number): Promise<Buffer> {
  const width = Math.ceil(WIDTH / cell);
  const height = Math.ceil(HEIGHT / cell);
  const grid = Buffer.alloc(width * height);
  for (let i = 0; i < grid.length; i += 1) grid[i] = Math.floor(next() * 256);
  return (
    sharp(grid, { raw: { width, height, channels: 1 } })
      .resize(WIDTH, HEIGHT, { kernel: 'cubic', fit: 'fill' })
      // sharp would hand back three channels otherwise.
      .extractChannel(0)
      .raw()
      .toBuffer()
  );
}

/** Shape sizes from 2 px to 512 px: one octave each. */
const OCTAVE_CELLS = [2, 4, 8, 16, 32, 64, 128, 256, 512];
/**
 * Each octave's weight. Natural images carry about the same energy in every octave of spatial
 * frequency (their 1/f spectrum); the level is set so the photo weighs what a phone's does.
 */
const OCTAVE_WEIGHT = Number(process.env.BENCH_PHOTO_DETAIL ?? 0.12);

/**
 * A stand-in for a 12-megapixel phone photo (4000x3000 JPEG of 3 to 4 MB): a daylight gradient
 * with detail in every octave from large shapes to fine texture, plus sensor noise, so that it
 * neither compresses to nothing as a flat image would nor stays as large as pure noise would
 * once scaled down.
 */
export async function phonePhoto(seed: number): Promise<Buffer> {
  const next = random(seed);
  const octaves = await Promise.all(OCTAVE_CELLS.map((cell) => texture(next, cell)));
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    const sky = y / HEIGHT;
    const base = [90 + 110 * (1 - sky), 120 + 60 * (1 - sky), 170 - 90 * sky];
    for (let x = 0; x < WIDTH; x += 1) {
      const i = y * WIDTH + x;
      let detail = 0;
      for (const octave of octaves) detail += octave[i]! - 128;
      detail *= OCTAVE_WEIGHT;
      const noise = (next() - 0.5) * 6;
      for (let c = 0; c < 3; c += 1) {
        pixels[i * 3 + c] = Math.max(0, Math.min(255, base[c]! + detail * (1 - 0.2 * c) + noise));
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: CAMERA_QUALITY })
    .toBuffer();
}
