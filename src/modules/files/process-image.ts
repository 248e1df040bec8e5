import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '@/server/errors';
import { MAX_IMAGE_DIMENSION, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from './constants';
import { tooLargeError } from './errors';
import { sniffImageType, type AcceptedImageType } from './sniff-image';

// No 'server-only' import: the seed runs this pipeline outside Next.

export interface ProcessedImage {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  width: number;
  height: number;
  /** What the upload really was (by content). */
  sourceType: AcceptedImageType;
  animated: boolean;
}

/** How each accepted type is stored. GIF becomes WebP, animation kept (decision 010). */
const OUTPUT: Record<AcceptedImageType, { contentType: string; extension: string }> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
};

/** sharp's name for each type (AVIF is HEIF with AV1 compression). */
const SHARP_FORMAT: Record<AcceptedImageType, string> = { png: 'png', jpeg: 'jpeg', webp: 'webp', gif: 'gif', avif: 'heif' };

function undecodable(): AppError {
  return new AppError(400, 'thumbnails.errors.undecodable');
}

/** Decoding an upload must not be able to hang a request. */
const ENCODE_TIMEOUT_SECONDS = 30;

/**
 * The upload pipeline's image step (decision 010): accept PNG, JPEG, WebP, GIF and AVIF by content only, refuse SVG,
 * anything else, anything over 5 MB and anything sharp cannot decode (400), then decode and re-encode: auto-rotate
 * from EXIF, fit inside 2048 px, and write a fresh file without any metadata (EXIF, GPS, XMP, comments are gone).
 */
export async function reencodeImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > MAX_UPLOAD_BYTES) throw tooLargeError();
  if (input.byteLength === 0) throw new AppError(400, 'thumbnails.errors.empty');
  const sourceType = sniffImageType(input);
  if (sourceType === 'svg') throw new AppError(400, 'thumbnails.errors.svg');
  if (sourceType === 'unknown') throw new AppError(400, 'thumbnails.errors.notAnImage');

  // Animated GIF and WebP keep every frame; AVIF is read as a still image.
  const animatedInput = sourceType === 'gif' || sourceType === 'webp';
  const options = { animated: animatedInput, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw undecodable();
  }
  if (metadata.format !== SHARP_FORMAT[sourceType] || (sourceType === 'avif' && metadata.compression !== 'av1')) throw undecodable();
  if (!metadata.width || !metadata.height) throw undecodable();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new AppError(400, 'thumbnails.errors.tooManyPixels');

  const animated = (metadata.pages ?? 1) > 1;
  const pipeline = sharp(input, { ...options, animated: animatedInput && animated })
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .autoOrient()
    .resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: 'inside', withoutEnlargement: true });
  // Without withMetadata()/keepMetadata() sharp writes no EXIF, XMP, IPTC or ICC data (it converts to sRGB).
  switch (sourceType) {
    case 'png':
      pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
      break;
    case 'jpeg':
      pipeline.jpeg({ quality: 85, mozjpeg: true });
      break;
    case 'webp':
    case 'gif':
      pipeline.webp({ quality: 85, effort: 4 });
      break;
    case 'avif':
      pipeline.avif({ quality: 60, effort: 3 });
      break;
  }
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw undecodable();
  }
  return {
    bytes: new Uint8Array(output.data.buffer, output.data.byteOffset, output.data.byteLength),
    ...OUTPUT[sourceType],
    width: output.info.width,
    // Animated output stacks its frames: the picture is one page high.
    height: output.info.pageHeight ?? output.info.height,
    sourceType,
    animated,
  };
}
