import { describe, expect, it } from 'vitest';
import { parseContentRange } from './content-range';
import { candidateName, sanitizeBaseName } from './file-names';
import { fileUrl } from '@/lib/file-url';
import { decodePageToken, encodePageToken } from './page-token';
import { sniffImageType } from './sniff-image';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType: the content decides, not the name', () => {
  it('recognises the five accepted formats by their magic bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(sniffImageType(text('GIF89a....'))).toBe('gif');
    expect(sniffImageType(text('GIF87a....'))).toBe('gif');
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, ...text('ftypavif'), 0, 0, 0, 0, ...text('mif1miaf')))).toBe('avif');
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, ...text('ftypmif1'), 0, 0, 0, 0, ...text('avifmiaf')))).toBe('avif');
  });

  it('does not take HEIC, RIFF audio or text for images', () => {
    expect(sniffImageType(bytes(0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')))).toBe('unknown');
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBe('unknown');
    expect(sniffImageType(text('hello, I am not a picture'))).toBe('unknown');
    expect(sniffImageType(new Uint8Array())).toBe('unknown');
  });

  it('spots SVG however it starts', () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniffImageType(text('\uFEFF  <?xml version="1.0"?>\n<!-- hi -->\n<!DOCTYPE svg>\n<SVG width="1">'))).toBe('svg');
    expect(sniffImageType(text('<html><body>no</body></html>'))).toBe('unknown');
  });
});

describe('file names', () => {
  it('keeps a short, safe, lower-case base without the extension', () => {
    expect(sanitizeBaseName('Piggy Bank (final).PNG')).toBe('piggy-bank-final');
    expect(sanitizeBaseName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeBaseName('C:\\Users\\me\\Café crème.jpg')).toBe('cafe-creme');
    expect(sanitizeBaseName('.hidden')).toBe('image');
    expect(sanitizeBaseName('???.gif')).toBe('image');
    expect(sanitizeBaseName('a'.repeat(300)).length).toBe(80);
  });

  it('adds a numbered suffix when a name is taken', () => {
    expect(candidateName('coins', 'webp', 1)).toBe('coins.webp');
    expect(candidateName('coins', 'webp', 2)).toBe('coins-2.webp');
  });

  it('encodes each URL segment', () => {
    expect(fileUrl('thumbnails/a b#.png')).toBe('/files/thumbnails/a%20b%23.png');
  });
});

describe('parseContentRange', () => {
  it('reads a byte range', () => {
    expect(parseContentRange('bytes 0-262143/600000')).toEqual({ first: 0, last: 262143, total: 600000 });
  });
  it.each([null, '', 'bytes */600', 'bytes 10-5/600', 'bytes 0-600/600', 'items 0-1/2', 'bytes -1-2/3'])('refuses %j', (header) => {
    expect(parseContentRange(header)).toBeNull();
  });
});

describe('page tokens', () => {
  it('round-trip, and a forged token is a 400', () => {
    const token = encodePageToken({ direction: 'after', fullPath: 'thumbnails/coins.webp' });
    expect(decodePageToken(token)).toEqual({ direction: 'after', fullPath: 'thumbnails/coins.webp' });
    expect(() => decodePageToken('not-a-token')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
