import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { badges, courses, lessons } from '@/db/schema';
import type { FileUsage } from './errors';
import { fileUrl } from '@/lib/file-url';

/**
 * Everything that shows a stored file: course and lesson thumbnails and badge icons (foreign keys, ON DELETE
 * RESTRICT) and lesson image blocks whose src is the file's URL (no foreign key, so only this check protects them).
 */
export async function findFileUsage(db: Db | Tx, fullPath: string): Promise<FileUsage[]> {
  const url = fileUrl(fullPath);
  // One after the other: inside a transaction the queries share one connection.
  const courseRows = await db.select({ title: courses.title }).from(courses).where(eq(courses.thumbnailPath, fullPath)).orderBy(asc(courses.title));
  const lessonRows = await db
    .select({ title: lessons.title, courseTitle: courses.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.thumbnailPath, fullPath))
    .orderBy(asc(courses.title), asc(lessons.title));
  const blockRows = await db
    .select({ title: lessons.title, courseTitle: courses.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(sql`jsonb_path_exists(${lessons.blocks}, '$[*] ? (@.type == "image" && @.src == $src)', jsonb_build_object('src', ${url}::text))`)
    .orderBy(asc(courses.title), asc(lessons.title));
  const badgeRows = await db.select({ title: badges.name }).from(badges).where(eq(badges.iconPath, fullPath)).orderBy(asc(badges.name));
  const lessonTitles = new Set<string>();
  for (const row of [...lessonRows, ...blockRows]) lessonTitles.add(`${row.courseTitle} › ${row.title}`);
  return [
    ...courseRows.map((row) => ({ kind: 'course' as const, title: row.title })),
    ...[...lessonTitles].sort((a, b) => a.localeCompare(b)).map((title) => ({ kind: 'lesson' as const, title })),
    ...badgeRows.map((row) => ({ kind: 'badge' as const, title: row.title })),
  ];
}
