import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { CARD_ALPHABET, CARD_QR_PREFIX, formatCardCode, normalizeCardCode } from '@/lib/sign-in-card';
import { readCardCode } from './card-qr';

/*
 * The camera's side of a sign-in card (decision 066), without a camera: the QR code the server prints, drawn as the
 * camera would see it (dark modules on white, scaled, with a light border and some noise), read back by jsQR.
 */

/** The QR code of `text` as RGBA pixels: `scale` pixels a module, a quiet zone of four modules, grey noise. */
function picture(text: string, scale = 6, noise = 30) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const side = (modules + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const dark = row >= 0 && column >= 0 && row < modules && column < modules && qr.modules.get(row, column) === 1;
      const value = Math.max(0, Math.min(255, (dark ? 20 : 235) + Math.round((random() - 0.5) * noise)));
      pixels.set([value, value, value, 255], (y * side + x) * 4);
    }
  }
  return { pixels, side };
}

const CODE = Array.from({ length: 28 }, (_, index) => CARD_ALPHABET[(index * 7 + 3) % 32]).join('');

describe('reading a sign-in card', () => {
  it('finds the code in a picture of the card’s QR code', () => {
    const { pixels, side } = picture(`${CARD_QR_PREFIX}${CODE}`);
    expect(readCardCode(pixels, side, side)).toBe(CODE);
  });

  it('ignores a QR code that is not one of our cards, and a picture without one', () => {
    const other = picture('https://example.test/not-a-card');
    expect(readCardCode(other.pixels, other.side, other.side)).toBeNull();
    const blank = new Uint8ClampedArray(200 * 200 * 4).fill(255);
    expect(readCardCode(blank, 200, 200)).toBeNull();
  });

  it('reads a typed code in any case, with dashes or spaces, and the look-alike letters', () => {
    expect(normalizeCardCode(formatCardCode(CODE))).toBe(CODE);
    expect(normalizeCardCode(` ${formatCardCode(CODE).toLowerCase().replaceAll('-', ' ')} `)).toBe(CODE);
    expect(normalizeCardCode('O'.repeat(14) + 'I'.repeat(7) + 'l'.repeat(7))).toBe('0'.repeat(14) + '1'.repeat(14));
    expect(normalizeCardCode(CODE.slice(1))).toBeNull();
    expect(normalizeCardCode(`${CODE}U`)).toBeNull();
    expect(normalizeCardCode('')).toBeNull();
  });
});
