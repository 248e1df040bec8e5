import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { courses, lessons } from '@/db/schema';
import { fileUrl } from '@/lib/file-url';

/**
 * The courses and lessons that show a stored file (decision 010): thumbnails (foreign keys, ON DELETE RESTRICT) and
 * lesson image blocks whose src is the file's URL (no foreign key, so only the file store's check protects them).
 * One statement after the other: inside a transaction they share one connection.
 */
export async function findCourseFileUsage(db: Db | Tx, fullPath: string): Promise<{ courses: string[]; lessons: { title: string; courseTitle: string }[] }> {
  const url = fileUrl(fullPath);
  const courseRows = await db.select({ title: courses.title }).from(courses).where(eq(courses.thumbnailPath, fullPath)).orderBy(asc(courses.title));
  const lessonRows = await db
    .select({ title: lessons.title, courseTitle: courses.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(sql`${lessons.thumbnailPath} = ${fullPath} or jsonb_path_exists(${lessons.blocks}, '$[*] ? (@.type == "image" && @.src == $src)', jsonb_build_object('src', ${url}::text))`)
    .orderBy(asc(courses.title), asc(lessons.title));
  return { courses: courseRows.map((row) => row.title), lessons: lessonRows };
}
