import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, courses, storedFiles } from '@/db/schema';
import { seedDatabase } from '@/seed/seed';
import { COURSE_THUMBNAILS, seedThumbnailPath } from '@/seed/seed-files';
import { env } from '@/lib/env';
import { listCatalogue } from '@/modules/courses';

const slugs = COURSE_THUMBNAILS.map((art) => art.slug);

async function courseThumbnails() {
  const rows = await getDb().select({ slug: courses.slug, thumbnailPath: courses.thumbnailPath }).from(courses).where(inArray(courses.slug, slugs));
  return Object.fromEntries(rows.map((row) => [row.slug, row.thumbnailPath]));
}

describe('seeded course thumbnails', () => {
  it('draws, stores and links a thumbnail per seeded course, idempotently, and fills in missing ones later', async () => {
    await seedDatabase(getDb(), { demo: 'first-run' });
    expect(await courseThumbnails()).toEqual(Object.fromEntries(slugs.map((slug) => [slug, seedThumbnailPath(slug)])));
    const files = await getDb().select().from(storedFiles).where(inArray(storedFiles.fullPath, slugs.map(seedThumbnailPath)));
    expect(files).toHaveLength(slugs.length);
    for (const file of files) {
      expect(file).toMatchObject({ bucket: 'thumbnails', contentType: 'image/webp', width: 800, height: 450, uploadedBy: null });
      const onDisk = path.join(env().DATA_DIR, 'files', 'thumbnails', ...file.fullPath.split('/'));
      expect(existsSync(onDisk)).toBe(true);
      expect(await sharp(onDisk).metadata()).toMatchObject({ format: 'webp', width: 800, height: 450 });
    }
    // The catalogue's public query finds them.
    const card = (await listCatalogue({})).find((course) => course.slug === 'money-basics');
    expect(card?.thumbnail).toEqual({ src: '/files/thumbnails/money-basics.webp', width: 800, height: 450 });
    // The system seed has no actor: no audit entries for these uploads.
    expect(await getDb().select().from(auditLogs).where(eq(auditLogs.actionType, 'file_upload'))).toEqual([]);

    // Again: nothing new.
    const again = await seedDatabase(getDb(), { demo: 'first-run' });
    expect(again.created.filter((line) => line.startsWith('thumbnail'))).toEqual([]);
    expect(await getDb().select().from(storedFiles).where(inArray(storedFiles.fullPath, slugs.map(seedThumbnailPath)))).toHaveLength(slugs.length);

    // A database seeded before thumbnails existed: courses without one get theirs, the files are reused.
    await getDb().update(courses).set({ thumbnailPath: null }).where(inArray(courses.slug, slugs));
    await seedDatabase(getDb(), { demo: 'first-run' });
    expect(await courseThumbnails()).toEqual(Object.fromEntries(slugs.map((slug) => [slug, seedThumbnailPath(slug)])));

    // A course an admin gave another picture keeps it.
    await getDb().update(courses).set({ thumbnailPath: seedThumbnailPath('saving-and-budgeting') }).where(eq(courses.slug, 'money-basics'));
    await seedDatabase(getDb(), { demo: 'first-run' });
    expect((await courseThumbnails())['money-basics']).toBe(seedThumbnailPath('saving-and-budgeting'));
  });
});
