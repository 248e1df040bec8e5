import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, badges, courses, lessons, storedFiles } from '@/db/schema';
import { env } from '@/lib/env';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { deleteStoredFile } from './delete-stored-file';
import { FileInUseError } from './errors';
import { fileUrl } from '@/lib/file-url';
import { getStoredFile, getThumbnailsPage } from './queries';
import { makePng } from './test-support/images';
import { uploadThumbnail } from './upload-thumbnail';

// Lets one test skip the usage check, to prove the foreign keys still turn a race into a 409.
const usageCheck = vi.hoisted(() => ({ skipOnce: false }));
vi.mock('./file-usage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./file-usage')>();
  return {
    findFileUsage: async (...args: Parameters<typeof actual.findFileUsage>) => {
      if (usageCheck.skipOnce) {
        usageCheck.skipOnce = false;
        return [];
      }
      return actual.findFileUsage(...args);
    },
  };
});

let admin: Actor;
let counter = 0;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
});

async function upload(name: string) {
  return uploadThumbnail(admin, { name, bytes: await makePng() });
}

async function createCourse(title: string, thumbnailPath: string | null = null) {
  counter += 1;
  const [course] = await getDb()
    .insert(courses)
    .values({ slug: `delete-test-${counter}-${Date.now()}`, title, summary: 's', description: 'd', ageBand: '7-9', subject: 'saving', published: true, thumbnailPath })
    .returning();
  return course!;
}

const onDisk = (fullPath: string) => existsSync(path.join(env().DATA_DIR, 'files', 'thumbnails', ...fullPath.split('/')));

describe('deleteStoredFile', () => {
  it('refuses while a course uses the file, naming it, and deletes once it stops', async () => {
    const file = await upload('course-art.png');
    const course = await createCourse('Pocket Money 101', file.fullPath);
    const error = await appErrorOf(deleteStoredFile(admin, file.fullPath));
    expect(error).toBeInstanceOf(FileInUseError);
    expect(error.status).toBe(409);
    expect((error as FileInUseError).usedBy).toEqual([{ kind: 'course', title: 'Pocket Money 101' }]);
    expect(onDisk(file.fullPath)).toBe(true);

    await getDb().update(courses).set({ thumbnailPath: null }).where(eq(courses.id, course.id));
    await deleteStoredFile(admin, file.fullPath);
    expect(await getDb().select().from(storedFiles).where(eq(storedFiles.fullPath, file.fullPath))).toEqual([]);
    expect(onDisk(file.fullPath)).toBe(false);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'file_delete'), eq(auditLogs.entityId, file.fullPath)));
    expect(entry).toMatchObject({ component: 'files', performedBy: admin.email });
  });

  it('refuses while a lesson (thumbnail or image block) or a badge uses it', async () => {
    const file = await upload('shared-art.png');
    const course = await createCourse('Saving Stars');
    const [lesson] = await getDb().insert(lessons).values({ courseId: course.id, slug: 'jar', title: 'The Jar', thumbnailPath: file.fullPath }).returning();
    const [blockLesson] = await getDb()
      .insert(lessons)
      .values({ courseId: course.id, slug: 'pic', title: 'Picture Day', blocks: [{ id: 'img', type: 'image', src: fileUrl(file.fullPath), alt: 'A jar' }] })
      .returning();
    const [badge] = await getDb().insert(badges).values({ slug: `saver-${Date.now()}`, name: 'Super Saver', description: 'd', iconPath: file.fullPath, ruleKind: 'xp', ruleThreshold: 10 }).returning();

    const error = (await appErrorOf(deleteStoredFile(admin, file.fullPath))) as FileInUseError;
    expect(error.usedBy).toEqual([
      { kind: 'lesson', title: 'Saving Stars › Picture Day' },
      { kind: 'lesson', title: 'Saving Stars › The Jar' },
      { kind: 'badge', title: 'Super Saver' },
    ]);
    expect((await getStoredFile(admin, file.fullPath))?.usedBy).toHaveLength(3);

    await getDb().update(lessons).set({ thumbnailPath: null }).where(eq(lessons.id, lesson!.id));
    await getDb().update(badges).set({ iconPath: null, iconEmoji: '⭐' }).where(eq(badges.id, badge!.id));
    expect(((await appErrorOf(deleteStoredFile(admin, file.fullPath))) as FileInUseError).usedBy).toEqual([{ kind: 'lesson', title: 'Saving Stars › Picture Day' }]);

    await getDb().update(lessons).set({ blocks: [] }).where(eq(lessons.id, blockLesson!.id));
    await deleteStoredFile(admin, file.fullPath);
    expect(await getStoredFile(admin, file.fullPath)).toBeNull();
  });

  it('turns the foreign key violation into a 409 too (a use that slipped past the check)', async () => {
    const file = await upload('raced.png');
    await createCourse('Raced Course', file.fullPath);
    usageCheck.skipOnce = true;
    const error = await appErrorOf(deleteStoredFile(admin, file.fullPath));
    expect(error).toBeInstanceOf(FileInUseError);
    expect(error.status).toBe(409);
    expect((error as FileInUseError).usedBy).toEqual([{ kind: 'course', title: 'Raced Course' }]);
    expect(onDisk(file.fullPath)).toBe(true);
    expect(await getStoredFile(admin, file.fullPath)).not.toBeNull();
  });

  it('answers 404 for an unknown file and 403 for non-admins', async () => {
    expect((await appErrorOf(deleteStoredFile(admin, 'thumbnails/nothing-here.png'))).status).toBe(404);
    const file = await upload('mine.png');
    const parent = await actorFor(await createTestUser({ role: 'parent' }));
    expect((await appErrorOf(deleteStoredFile(parent, file.fullPath))).status).toBe(403);
    expect(onDisk(file.fullPath)).toBe(true);
  });
});

describe('getThumbnailsPage (the /admin/thumbnails query)', () => {
  it('reads the filtered files and the open file with what uses it', async () => {
    counter += 1;
    const name = `page-art-${counter}-${Date.now()}.png`;
    const file = await upload(name);
    await createCourse('Page course', file.fullPath);
    const page = await getThumbnailsPage(admin, { input: { pageSize: 10, name }, file: file.fullPath, problem: null });
    expect(page.files.items.map((item) => item.fullPath)).toEqual([file.fullPath]);
    expect(page.selected?.file.fullPath).toBe(file.fullPath);
    expect(page.selected?.usedBy).toContainEqual({ kind: 'course', title: 'Page course' });
    expect(page).toMatchObject({ problem: null, fileMissing: false, input: { pageSize: 10, name } });
  });

  it('a forged page token shows the first page and says so; a file that is gone is reported', async () => {
    const page = await getThumbnailsPage(admin, { input: { pageSize: 5, pageToken: 'forged' }, file: 'thumbnails/no-such-file.png', problem: null });
    expect(page).toMatchObject({ problem: 'thumbnails.errors.pageToken', input: { pageSize: 5, pageToken: undefined }, selected: null, fileMissing: true });
  });

  it('refuses non-admins (403)', async () => {
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(getThumbnailsPage(actor, { input: { pageSize: 10 }, file: null, problem: null }))).status).toBe(403);
    }
  });
});
