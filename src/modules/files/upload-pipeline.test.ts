import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, storedFiles } from '@/db/schema';
import { env } from '@/lib/env';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { MAX_UPLOAD_BYTES } from './constants';
import { getFileStore } from '@/server/file-store/get-file-store';
import { makeAnimatedGif, makeAvif, makeJpegWithExif, makePng, makeWebp, SVG, text } from './test-support/images';
import { uploadThumbnail } from './upload-thumbnail';

const auditFailure = vi.hoisted(() => ({ fail: false }));
vi.mock('@/server/audit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/audit')>();
  return {
    ...actual,
    writeAudit: async (...args: Parameters<typeof actual.writeAudit>) => {
      if (auditFailure.fail) throw new Error('audit log unavailable');
      return actual.writeAudit(...args);
    },
  };
});

let admin: Actor;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
});

function diskPath(fullPath: string): string {
  return path.join(env().DATA_DIR, 'files', 'thumbnails', ...fullPath.split('/'));
}

async function rowOf(fullPath: string) {
  const [row] = await getDb().select().from(storedFiles).where(eq(storedFiles.fullPath, fullPath));
  return row;
}

describe('the upload pipeline: accepted formats', () => {
  it.each([
    ['PNG', 'red.png', makePng, 'image/png', 'png'],
    ['WebP', 'green.webp', makeWebp, 'image/webp', 'webp'],
    ['AVIF', 'blue.avif', makeAvif, 'image/avif', 'avif'],
  ] as const)('stores a %s re-encoded, with md5, size and a metadata row', async (_label, name, make, contentType, extension) => {
    const input = await make();
    const file = await uploadThumbnail(admin, { name, bytes: input, declaredType: 'application/octet-stream' });
    expect(file.contentType).toBe(contentType);
    expect(file.fullPath).toBe(`thumbnails/${name.replace(/\.\w+$/, '')}.${extension}`);
    expect(file.bucket).toBe('thumbnails');
    expect([file.width, file.height]).toEqual([64, 48]);
    const stored = readFileSync(diskPath(file.fullPath));
    expect(stored.byteLength).toBe(file.size);
    expect(file.md5Hash).toBe(createHash('md5').update(stored).digest('base64'));
    // Re-encoded: a fresh file, not the upload's bytes.
    expect(Buffer.compare(stored, Buffer.from(input))).not.toBe(0);
    expect((await sharp(stored).metadata()).width).toBe(64);
    const row = await rowOf(file.fullPath);
    expect(row?.uploadedBy).toBe(admin.id);
    expect(row?.customMetadata).toMatchObject({ originalName: name, declaredType: 'application/octet-stream' });
  });

  it('strips EXIF and GPS from a JPEG after turning it the right way up', async () => {
    const input = await makeJpegWithExif();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('Secret Person');
    expect(before.orientation).toBe(6);
    const file = await uploadThumbnail(admin, { name: 'holiday photo.JPG', bytes: input });
    expect(file.name).toBe('holiday-photo.jpg');
    expect(file.contentType).toBe('image/jpeg');
    const stored = readFileSync(diskPath(file.fullPath));
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Secret');
    // Orientation 6 is a quarter turn: the stored picture is upright, so 48 wide and 64 high.
    expect([after.width, after.height, file.width, file.height]).toEqual([48, 64, 48, 64]);
  });

  it('turns an animated GIF into an animated WebP', async () => {
    const file = await uploadThumbnail(admin, { name: 'blink.gif', bytes: await makeAnimatedGif() });
    expect(file.fullPath).toBe('thumbnails/blink.webp');
    expect(file.contentType).toBe('image/webp');
    expect([file.width, file.height]).toEqual([40, 30]);
    const after = await sharp(readFileSync(diskPath(file.fullPath)), { animated: true }).metadata();
    expect(after.format).toBe('webp');
    expect(after.pages).toBe(3);
    expect(file.customMetadata).toMatchObject({ sourceType: 'gif', animated: 'true' });
  });

  it('scales large pictures down to fit inside 2048 px', async () => {
    const file = await uploadThumbnail(admin, { name: 'wide.png', bytes: await makePng(3000, 1000) });
    expect([file.width, file.height]).toEqual([2048, 683]);
  });

  it('gives a taken name a numbered suffix', async () => {
    const first = await uploadThumbnail(admin, { name: 'twin.png', bytes: await makePng() });
    const second = await uploadThumbnail(admin, { name: 'twin.png', bytes: await makePng() });
    const third = await uploadThumbnail(admin, { name: 'Twin.PNG', bytes: await makePng() });
    expect([first.name, second.name, third.name]).toEqual(['twin.png', 'twin-2.png', 'twin-3.png']);
  });

  it('audits the upload', async () => {
    const file = await uploadThumbnail(admin, { name: 'audited.png', bytes: await makePng() });
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'file_upload'), eq(auditLogs.entityId, file.fullPath)));
    expect(entry).toMatchObject({ component: 'files', performedBy: admin.email, role: 'admin' });
  });
});

describe('the upload pipeline: refusals', () => {
  async function refused(name: string, bytes: Uint8Array) {
    const countBefore = (await getDb().select().from(storedFiles)).length;
    const error = await appErrorOf(uploadThumbnail(admin, { name, bytes, declaredType: 'image/png' }));
    expect((await getDb().select().from(storedFiles)).length).toBe(countBefore);
    return error;
  }

  it('judges by content: text named x.png is refused', async () => {
    const error = await refused('x.png', text('just some words, honestly'));
    expect([error.status, error.message]).toEqual([400, 'thumbnails.errors.notAnImage']);
  });

  it('refuses SVG with its own message, even named .png', async () => {
    const error = await refused('innocent.png', SVG);
    expect([error.status, error.message]).toEqual([400, 'thumbnails.errors.svg']);
  });

  it('refuses more than 5 MB with a 413', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(await makePng());
    const error = await refused('big.png', big);
    expect([error.status, error.message]).toEqual([413, 'thumbnails.errors.tooLarge']);
  });

  it('refuses an image sharp cannot decode with a 400', async () => {
    const png = await makePng();
    const broken = new Uint8Array(png.byteLength);
    broken.set(png.subarray(0, 16));
    const error = await refused('broken.png', broken);
    expect([error.status, error.message]).toEqual([400, 'thumbnails.errors.undecodable']);
  });

  it('refuses non-admins', async () => {
    const child = await actorFor(await createTestUser({ role: 'child' }));
    const error = await appErrorOf(uploadThumbnail(child, { name: 'c.png', bytes: await makePng() }));
    expect(error.status).toBe(403);
  });
});

describe('the upload pipeline: nothing half-written', () => {
  it('leaves no row and no bytes when the audit entry cannot be written', async () => {
    auditFailure.fail = true;
    try {
      await expect(uploadThumbnail(admin, { name: 'doomed.png', bytes: await makePng() })).rejects.toThrow('audit log unavailable');
    } finally {
      auditFailure.fail = false;
    }
    expect(await rowOf('thumbnails/doomed.png')).toBeUndefined();
    expect(existsSync(diskPath('thumbnails/doomed.png'))).toBe(false);
    // The name is free again.
    expect((await uploadThumbnail(admin, { name: 'doomed.png', bytes: await makePng() })).name).toBe('doomed.png');
  });

  it('leaves no row when the bytes cannot be written', async () => {
    const spy = vi.spyOn(getFileStore(), 'put').mockRejectedValueOnce(new Error('disk full'));
    try {
      await expect(uploadThumbnail(admin, { name: 'no-space.png', bytes: await makePng() })).rejects.toThrow('disk full');
    } finally {
      spy.mockRestore();
    }
    expect(await rowOf('thumbnails/no-space.png')).toBeUndefined();
  });
});

describe('the local disk store', () => {
  it('refuses keys that would leave the bucket', async () => {
    const store = getFileStore();
    for (const key of ['../escape.png', 'a/../../escape.png', '/etc/passwd', 'a//b', 'a\\..\\b', '']) {
      await expect(store.put('thumbnails', key, new Uint8Array([1]))).rejects.toThrow();
    }
    await expect(store.put('../other', 'x.png', new Uint8Array([1]))).rejects.toThrow();
  });

  it('writes atomically and reads back', async () => {
    const store = getFileStore();
    await store.put('thumbnails', 'dir/a.bin', new Uint8Array([1, 2, 3]));
    await store.put('thumbnails', 'dir/a.bin', new Uint8Array([4, 5]));
    expect(Array.from((await store.get('thumbnails', 'dir/a.bin'))!)).toEqual([4, 5]);
    expect(await store.exists('thumbnails', 'dir/a.bin')).toBe(true);
    expect(await store.delete('thumbnails', 'dir/a.bin')).toBe(true);
    expect(await store.get('thumbnails', 'dir/a.bin')).toBeNull();
    expect(await store.read('thumbnails', 'dir/a.bin')).toBeNull();
  });
});
