import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as fileItemRoute from '@/app/api/files/[...path]/route';
import * as listRoute from '@/app/api/files/route';
import * as uploadRoute from '@/app/api/files/uploads/[id]/route';
import * as startRoute from '@/app/api/files/uploads/route';
import * as publicRoute from '@/app/files/[...path]/route';
import { getDb } from '@/db/client';
import { courses } from '@/db/schema';
import { env } from '@/lib/env';
import type { Actor } from '@/server/session-flow';
import { actorFor, createTestUser, signInHeaders } from '../../../tests/factories';
import { MAX_UPLOAD_BYTES, UPLOAD_EXPIRY_MS } from './constants';
import { getFileStore } from '@/server/file-store/get-file-store';
import { sweepExpiredUploads } from './resumable-upload';
import type { StoredFileMetadata } from './stored-file-dto';
import { makeJpegWithExif, makePng, SVG } from './test-support/images';
import { uploadThumbnail } from './upload-thumbnail';

const ORIGIN = 'http://localhost:3000';

let admin: Actor;
let adminCookie: string;
let childCookie: string;

beforeAll(async () => {
  const adminUser = await createTestUser({ role: 'admin' });
  admin = await actorFor(adminUser);
  adminCookie = (await signInHeaders(adminUser.email)).get('cookie')!;
  childCookie = (await signInHeaders((await createTestUser({ role: 'child' })).email)).get('cookie')!;
});

function request(url: string, init: { method?: string; cookie?: string | null; headers?: Record<string, string>; body?: BodyInit } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie !== null) headers.set('cookie', init.cookie ?? adminCookie);
  if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
  return new NextRequest(new URL(url, ORIGIN), { method: init.method ?? 'GET', headers, body: init.body });
}

const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const pathParams = (fullPath: string) => params({ path: fullPath.split('/') });

async function start(name: string, size: number, cookie?: string) {
  return startRoute.POST(request('/api/files/uploads', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, size, type: 'image/png' }) }));
}

async function putChunk(id: string, bytes: Uint8Array, first: number, total: number, cookie?: string) {
  return uploadRoute.PUT(
    request(`/api/files/uploads/${id}`, { method: 'PUT', cookie, headers: { 'content-range': `bytes ${first}-${first + bytes.byteLength - 1}/${total}` }, body: new Uint8Array(bytes) }),
    params({ id }),
  );
}

const uploadsTmp = () => path.join(env().DATA_DIR, 'uploads-tmp');

describe('resumable uploads', () => {
  it('sends half, asks the offset, sends the rest: the file is stored', async () => {
    const bytes = await makeJpegWithExif();
    const half = Math.floor(bytes.byteLength / 2);
    const started = await start('camera.jpg', bytes.byteLength);
    expect(started.status).toBe(201);
    const { uploadId } = (await started.json()) as { uploadId: string };
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);

    const first = await putChunk(uploadId, bytes.subarray(0, half), 0, bytes.byteLength);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'partial', offset: half });

    const status = await uploadRoute.GET(request(`/api/files/uploads/${uploadId}`), params({ id: uploadId }));
    expect(await status.json()).toMatchObject({ offset: half, size: bytes.byteLength });

    // A chunk that does not start at the server's offset is refused with the offset to resume from.
    const misplaced = await putChunk(uploadId, bytes.subarray(0, 10), 0, bytes.byteLength);
    expect(misplaced.status).toBe(409);
    expect(await misplaced.json()).toMatchObject({ offset: half, code: 'thumbnails.errors.offsetMismatch' });

    const last = await putChunk(uploadId, bytes.subarray(half), half, bytes.byteLength);
    expect(last.status).toBe(201);
    const { file } = (await last.json()) as { file: StoredFileMetadata };
    expect(file).toMatchObject({ fullPath: 'thumbnails/camera.jpg', bucket: 'thumbnails', contentType: 'image/jpeg', width: 48, height: 64 });
    for (const field of ['generation', 'metageneration', 'name', 'size', 'timeCreated', 'updated', 'md5Hash', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage', 'customMetadata']) {
      expect(file).toHaveProperty(field);
    }
    // The partial upload is gone.
    expect(existsSync(path.join(uploadsTmp(), `${uploadId}.part`))).toBe(false);
    expect((await uploadRoute.GET(request(`/api/files/uploads/${uploadId}`), params({ id: uploadId }))).status).toBe(404);
  });

  it('cancel removes the partial upload', async () => {
    const bytes = await makePng();
    const { uploadId } = (await (await start('later.png', bytes.byteLength)).json()) as { uploadId: string };
    await putChunk(uploadId, bytes.subarray(0, 20), 0, bytes.byteLength);
    expect(existsSync(path.join(uploadsTmp(), `${uploadId}.part`))).toBe(true);
    const cancelled = await uploadRoute.DELETE(request(`/api/files/uploads/${uploadId}`, { method: 'DELETE' }), params({ id: uploadId }));
    expect(cancelled.status).toBe(200);
    expect(readdirSync(uploadsTmp()).filter((name) => name.startsWith(uploadId))).toEqual([]);
    expect((await putChunk(uploadId, bytes.subarray(20), 20, bytes.byteLength)).status).toBe(404);
  });

  it('forgets partial uploads idle for more than some hours', async () => {
    const { uploadId } = (await (await start('forgotten.png', 100)).json()) as { uploadId: string };
    const longAgo = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000);
    for (const suffix of ['json', 'part']) utimesSync(path.join(uploadsTmp(), `${uploadId}.${suffix}`), longAgo, longAgo);
    expect(await sweepExpiredUploads()).toBeGreaterThanOrEqual(1);
    expect(readdirSync(uploadsTmp()).filter((name) => name.startsWith(uploadId))).toEqual([]);
    expect((await uploadRoute.GET(request(`/api/files/uploads/${uploadId}`), params({ id: uploadId }))).status).toBe(404);
  });

  it('refuses more than 5 MB up front with a 413', async () => {
    const answer = await start('huge.png', MAX_UPLOAD_BYTES + 1);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'thumbnails.errors.tooLarge', error: expect.stringContaining('5 MB') });
  });

  it('refuses an SVG, even named .png, when the last chunk arrives, and removes it', async () => {
    const started = await start('logo.png', SVG.byteLength);
    const { uploadId } = (await started.json()) as { uploadId: string };
    const answer = await putChunk(uploadId, SVG, 0, SVG.byteLength);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'thumbnails.errors.svg', error: expect.stringContaining('SVG') });
    expect(readdirSync(uploadsTmp()).filter((name) => name.startsWith(uploadId))).toEqual([]);
    // Declared as SVG: refused before any byte is sent.
    const declared = await startRoute.POST(request('/api/files/uploads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'logo.svg', size: 100, type: 'image/svg+xml' }) }));
    expect(declared.status).toBe(400);
  });

  it('refuses a malformed start, a bad Content-Range and a request from another site', async () => {
    const badJson = await startRoute.POST(request('/api/files/uploads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: '', size: -1 }) }));
    expect(badJson.status).toBe(400);
    const { uploadId } = (await (await start('ranged.png', 100)).json()) as { uploadId: string };
    const noRange = await uploadRoute.PUT(request(`/api/files/uploads/${uploadId}`, { method: 'PUT', body: new Uint8Array(10) }), params({ id: uploadId }));
    expect(noRange.status).toBe(400);
    const wrongTotal = await putChunk(uploadId, new Uint8Array(10), 0, 200);
    expect(wrongTotal.status).toBe(400);
    const crossSite = await startRoute.POST(
      request('/api/files/uploads', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify({ name: 'a.png', size: 10 }) }),
    );
    expect(crossSite.status).toBe(403);
    const noOrigin = await uploadRoute.DELETE(
      new NextRequest(new URL(`/api/files/uploads/${uploadId}`, ORIGIN), { method: 'DELETE', headers: { cookie: adminCookie } }),
      params({ id: uploadId }),
    );
    expect(noOrigin.status).toBe(403);
    expect((await uploadRoute.GET(request('/api/files/uploads/../../etc'), params({ id: '../../etc' }))).status).toBe(404);
  });
});

describe('listing', () => {
  it('accepts page sizes 1 and 1000, refuses 0 and 1001', async () => {
    for (const [pageSize, status] of [
      ['0', 400],
      ['1001', 400],
      ['abc', 400],
      ['1', 200],
      ['1000', 200],
    ] as const) {
      const answer = await listRoute.GET(request(`/api/files?pageSize=${pageSize}`));
      expect([pageSize, answer.status]).toEqual([pageSize, status]);
      if (status === 400) expect(await answer.json()).toMatchObject({ code: 'thumbnails.errors.pageSize' });
    }
  });

  it('walks every file with page tokens, forwards and back', async () => {
    const names = ['walk-a', 'walk-b', 'walk-c', 'walk-d', 'walk-e'];
    for (const name of names) await uploadThumbnail(admin, { name: `${name}.png`, bytes: await makePng() });
    const seen: string[] = [];
    const tokens: (string | null)[] = [];
    let token: string | null = null;
    do {
      const answer = await listRoute.GET(request(`/api/files?pageSize=2&name=walk-${token ? `&pageToken=${token}` : ''}`));
      expect(answer.status).toBe(200);
      const page = (await answer.json()) as { items: StoredFileMetadata[]; nextPageToken: string | null; previousPageToken: string | null };
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.name));
      tokens.push(page.previousPageToken);
      token = page.nextPageToken;
    } while (token);
    expect(seen).toEqual(names.map((name) => `${name}.png`));
    expect(tokens[0]).toBeNull();
    // Back from the last page: the page before it.
    const back = (await (await listRoute.GET(request(`/api/files?pageSize=2&name=walk-&pageToken=${tokens.at(-1)}`))).json()) as { items: StoredFileMetadata[] };
    expect(back.items.map((item) => item.name)).toEqual(['walk-c.png', 'walk-d.png']);
    expect((await listRoute.GET(request('/api/files?pageToken=forged'))).status).toBe(400);
  });
});

describe('file metadata and delete routes', () => {
  it('answers metadata, refuses a delete from another site, then deletes', async () => {
    const file = await uploadThumbnail(admin, { name: 'route-delete.png', bytes: await makePng() });
    const meta = await fileItemRoute.GET(request(`/api/files/${file.fullPath}`), pathParams(file.fullPath));
    expect(await meta.json()).toMatchObject({ file: { fullPath: file.fullPath, md5Hash: file.md5Hash }, usedBy: [] });
    const crossSite = await fileItemRoute.DELETE(request(`/api/files/${file.fullPath}`, { method: 'DELETE', headers: { origin: 'https://evil.example' } }), pathParams(file.fullPath));
    expect(crossSite.status).toBe(403);
    const deleted = await fileItemRoute.DELETE(request(`/api/files/${file.fullPath}`, { method: 'DELETE' }), pathParams(file.fullPath));
    expect(deleted.status).toBe(200);
    expect((await fileItemRoute.GET(request(`/api/files/${file.fullPath}`), pathParams(file.fullPath))).status).toBe(404);
  });

  it('refuses to delete a file in use with 409, naming its users in the message and in `usedBy`', async () => {
    const file = await uploadThumbnail(admin, { name: 'route-in-use.png', bytes: await makePng() });
    await getDb()
      .insert(courses)
      .values({ slug: `route-in-use-${Date.now()}`, title: 'Jar Maths', summary: 's', description: 'd', ageBand: '7-9', subject: 'saving', published: true, thumbnailPath: file.fullPath });
    const refused = await fileItemRoute.DELETE(request(`/api/files/${file.fullPath}`, { method: 'DELETE' }), pathParams(file.fullPath));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'This image is in use and cannot be deleted. It is used by: Course “Jar Maths”',
      code: 'thumbnails.errors.inUse',
      usedBy: [{ kind: 'course', title: 'Jar Maths' }],
    });
  });
});

describe('permissions', () => {
  it('refuses a non-admin everywhere with 403, and an anonymous visitor with 401', async () => {
    const file = await uploadThumbnail(admin, { name: 'guarded.png', bytes: await makePng() });
    const { uploadId } = (await (await start('guarded-upload.png', 100)).json()) as { uploadId: string };
    for (const cookie of [childCookie, null]) {
      const expected = cookie ? 403 : 401;
      const answers = await Promise.all([
        listRoute.GET(request('/api/files', { cookie })),
        fileItemRoute.GET(request(`/api/files/${file.fullPath}`, { cookie }), pathParams(file.fullPath)),
        fileItemRoute.DELETE(request(`/api/files/${file.fullPath}`, { method: 'DELETE', cookie }), pathParams(file.fullPath)),
        startRoute.POST(request('/api/files/uploads', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x.png', size: 10 }) })),
        uploadRoute.GET(request(`/api/files/uploads/${uploadId}`, { cookie }), params({ id: uploadId })),
        uploadRoute.PUT(request(`/api/files/uploads/${uploadId}`, { method: 'PUT', cookie, headers: { 'content-range': 'bytes 0-9/100' }, body: new Uint8Array(10) }), params({ id: uploadId })),
        uploadRoute.DELETE(request(`/api/files/uploads/${uploadId}`, { method: 'DELETE', cookie }), params({ id: uploadId })),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => expected));
    }
    // Nothing changed: the file and the upload are still there.
    expect((await fileItemRoute.GET(request(`/api/files/${file.fullPath}`), pathParams(file.fullPath))).status).toBe(200);
    expect(await (await uploadRoute.GET(request(`/api/files/uploads/${uploadId}`), params({ id: uploadId }))).json()).toMatchObject({ offset: 0 });
  });
});

describe('GET /files/<fullPath>', () => {
  it('serves the bytes with the stored type, ETag and nosniff, and 304 when the ETag matches', async () => {
    const file = await uploadThumbnail(admin, { name: 'served.png', bytes: await makePng() });
    const answer = await publicRoute.GET(request(`/files/${file.fullPath}`, { cookie: null }), pathParams(file.fullPath));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('etag')).toBe(`"${file.md5Hash}"`);
    expect(answer.headers.get('cache-control')).toContain('max-age=3600');
    const body = new Uint8Array(await answer.arrayBuffer());
    expect(body.byteLength).toBe(file.size);
    expect(createHash('md5').update(body).digest('base64')).toBe(file.md5Hash);

    const again = await publicRoute.GET(request(`/files/${file.fullPath}`, { cookie: null, headers: { 'if-none-match': `W/"other", "${file.md5Hash}"` } }), pathParams(file.fullPath));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await publicRoute.HEAD(request(`/files/${file.fullPath}`, { cookie: null, method: 'HEAD' }), pathParams(file.fullPath));
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(file.size)]);
  });

  it('answers 404 for unknown paths, traversal attempts and bytes without metadata', async () => {
    await uploadThumbnail(admin, { name: 'neighbour.png', bytes: await makePng() });
    writeFileSync(path.join(env().DATA_DIR, 'secret.txt'), 'top secret');
    await getFileStore().put('thumbnails', 'thumbnails/orphan.png', await makePng());
    for (const segments of [
      ['thumbnails', 'missing.png'],
      ['thumbnails', '..', '..', '..', 'secret.txt'],
      ['..', '..', 'secret.txt'],
      ['thumbnails', '..%2F..%2F..%2Fsecret.txt'],
      ['thumbnails', '..\\..\\secret.txt'],
      ['thumbnails', 'orphan.png'],
      ['thumbnails'],
      [],
    ]) {
      const answer = await publicRoute.GET(request('/files/x', { cookie: null }), params({ path: segments }));
      expect([segments.join('/'), answer.status]).toEqual([segments.join('/'), 404]);
      expect(await answer.text()).not.toContain('top secret');
    }
  });
});
