import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { looksLikeZip, readZipTexts } from './zip';

/* The bounded zip reader the roster upload uses (decision 062): what it reads, and what it refuses before inflating. */

const csv = (name: string) => /\.csv$/i.test(name);
const limits = { accept: csv, maxFiles: 12, maxBytes: 1024 };

describe('readZipTexts', () => {
  it('reads the accepted files by their names, from any folder, and skips the rest without reading them', () => {
    const zip = zipSync({
      'export/users.csv': strToU8('sourcedId,givenName\nu1,Zoé\n'),
      'export/classes.csv': [strToU8('sourcedId,title\n'), { level: 0 }],
      'export/README.txt': strToU8('not a roster'),
      '__MACOSX/export/._users.csv': strToU8('resource fork'),
      'export/.hidden.csv': strToU8('x'),
    });
    expect(looksLikeZip(zip)).toBe(true);
    expect(readZipTexts(zip, limits)).toEqual({ ok: true, files: { 'users.csv': 'sourcedId,givenName\nu1,Zoé\n', 'classes.csv': 'sourcedId,title\n' } });
  });

  it('refuses too many files, too much unpacked, two files of one name, no file at all, and what is not a zip', () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 3 }, (_, index) => [`f${index}.csv`, strToU8('a')])));
    expect(readZipTexts(many, { ...limits, maxFiles: 2 })).toEqual({ ok: false, problem: 'tooManyFiles' });
    // 2,000 bytes that pack into a few dozen: refused from what the zip declares, before inflating.
    const large = zipSync({ 'users.csv': strToU8('a'.repeat(2000)) });
    expect(large.length).toBeLessThan(200);
    expect(readZipTexts(large, limits)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readZipTexts(zipSync({ 'a/users.csv': strToU8('1'), 'b/users.csv': strToU8('2') }), limits)).toEqual({ ok: false, problem: 'duplicateName' });
    expect(readZipTexts(zipSync({ 'notes.txt': strToU8('hello') }), limits)).toEqual({ ok: false, problem: 'empty' });
    expect(readZipTexts(zipSync({}), limits)).toEqual({ ok: false, problem: 'empty' });
    const notZip = strToU8('sourcedId,givenName\n');
    expect(looksLikeZip(notZip)).toBe(false);
    expect(readZipTexts(notZip, limits)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('cuts a file that says it is smaller than it is to what it said, so a lying zip stays within the limit', () => {
    const zip = zipSync({ 'users.csv': strToU8('b'.repeat(100_000)) });
    // The declared size of the file, in the local header (offset 22) and the central directory (offset 24 of its entry).
    const central = zip.findLastIndex((_, index) => zip[index] === 0x50 && zip[index + 1] === 0x4b && zip[index + 2] === 0x01 && zip[index + 3] === 0x02);
    for (const at of [22, central + 24]) new DataView(zip.buffer, zip.byteOffset).setUint32(at, 10, true);
    const read = readZipTexts(zip, limits);
    expect(read).toEqual({ ok: true, files: { 'users.csv': 'b'.repeat(10) } });
  });
});
