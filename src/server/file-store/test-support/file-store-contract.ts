import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../file-store';

/*
 * What every file store does (decision 010's interface), run against each store: the local disk and an S3-compatible
 * server (decision 041). `store` is called inside the tests, after the suite's setup made the store.
 */

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

export function fileStoreContract(name: string, store: () => FileStore): void {
  describe(`${name}: the file store contract`, () => {
    it('keeps what is put, by bucket and path, and replaces it whole', async () => {
      const bytes = new TextEncoder().encode('first version');
      await store().put('thumbnails', 'courses/money/cover.webp', bytes);
      expect(await store().exists('thumbnails', 'courses/money/cover.webp')).toBe(true);
      expect(await store().get('thumbnails', 'courses/money/cover.webp')).toEqual(bytes);
      // Another bucket with the same path is another object.
      expect(await store().exists('icons', 'courses/money/cover.webp')).toBe(false);
      const replaced = new TextEncoder().encode('second, longer version');
      await store().put('thumbnails', 'courses/money/cover.webp', replaced);
      expect(await store().get('thumbnails', 'courses/money/cover.webp')).toEqual(replaced);
    });

    it('streams a large object without changing a byte', async () => {
      const large = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17));
      await store().put('uploads', 'big/file.bin', large);
      const stream = await store().read('uploads', 'big/file.bin');
      expect(stream).not.toBeNull();
      expect(Buffer.compare(await readAll(stream!), large)).toBe(0);
    });

    it('answers null and false for what is not there, and says whether a delete removed something', async () => {
      expect(await store().get('thumbnails', 'nothing/here.png')).toBeNull();
      expect(await store().read('thumbnails', 'nothing/here.png')).toBeNull();
      expect(await store().exists('thumbnails', 'nothing/here.png')).toBe(false);
      await store().put('thumbnails', 'to/delete.png', new Uint8Array([1, 2, 3]));
      expect(await store().delete('thumbnails', 'to/delete.png')).toBe(true);
      expect(await store().delete('thumbnails', 'to/delete.png')).toBe(false);
      expect(await store().get('thumbnails', 'to/delete.png')).toBeNull();
    });

    it('refuses keys that could leave their bucket or name something odd', async () => {
      for (const [bucket, objectPath] of [
        ['thumbnails', '../escape.png'],
        ['thumbnails', 'a/../../escape.png'],
        ['thumbnails', '/absolute.png'],
        ['thumbnails', 'a//b.png'],
        ['thumbnails', './here.png'],
        ['thumbnails', 'back\\slash.png'],
        ['thumbnails', 'c:drive.png'],
        ['thumbnails', 'control\u0007.png'],
        ['thumbnails', 'x'.repeat(1025)],
        ['Thumbnails', 'upper-case-bucket.png'],
        ['../up', 'file.png'],
      ] as const) {
        await expect(store().put(bucket, objectPath, new Uint8Array([1])), `${bucket} ${objectPath}`).rejects.toThrow(/invalid|escapes/);
        await expect(store().get(bucket, objectPath), `${bucket} ${objectPath}`).rejects.toThrow(/invalid|escapes/);
      }
    });
  });
}
