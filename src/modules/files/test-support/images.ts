import sharp, { type Sharp } from 'sharp';

/** Small real images of each accepted type, made with sharp, for the file-store tests. */

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

async function bytes(image: Sharp | Promise<Buffer>): Promise<Uint8Array> {
  const buffer = image instanceof Promise ? await image : await image.toBuffer();
  return new Uint8Array(buffer);
}

export const makePng = (width = 64, height = 48) => bytes(solid(width, height, '#e34').png());
export const makeWebp = () => bytes(solid(64, 48, '#3a7').webp());
export const makeAvif = () => bytes(solid(64, 48, '#37c').avif());

/** A JPEG carrying EXIF (author, copyright, GPS) and orientation 6 (rotate 90°): 64 wide, 48 high as stored. */
export const makeJpegWithExif = () =>
  bytes(
    solid(64, 48, '#fc3')
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'Secret Copyright' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 }),
  );

/** An animated GIF of three 40×30 frames. */
export async function makeAnimatedGif(): Promise<Uint8Array> {
  const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((colour) => solid(40, 30, colour).png().toBuffer()));
  return bytes(sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100, 100], loop: 0 }));
}

export const text = (value: string) => new TextEncoder().encode(value);

export const SVG = text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
