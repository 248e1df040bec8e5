import jsQR from 'jsqr';
import { CARD_QR_PREFIX, normalizeCardCode } from '@/lib/sign-in-card';

/*
 * Reading a classroom sign-in card's QR code from a picture (decision 066): jsQR finds and decodes it; only a QR code
 * that holds one of our cards counts. Loaded with the camera's scanner only, never with the page.
 */

/** The card's code in the picture (RGBA pixels), or null when there is no card's QR code in it. */
export function readCardCode(pixels: Uint8ClampedArray, width: number, height: number): string | null {
  // The printed cards are dark on light: trying the inverted picture too would double the work of every frame.
  const found = jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' });
  if (!found || !found.data.startsWith(CARD_QR_PREFIX)) return null;
  return normalizeCardCode(found.data);
}
