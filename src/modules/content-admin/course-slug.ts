import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { courses } from '@/db/schema';
import { AppError } from '@/server/errors';

export function slugTakenError(): AppError {
  return new AppError(409, 'courseEditor.errors.slugTaken', { slug: 'courseEditor.errors.slugTaken' });
}

/** Refuses a slug another course already uses (the unique index is the last word; this gives the clear message). */
export async function assertCourseSlugFree(tx: Tx, slug: string, exceptCourseId?: number): Promise<void> {
  const condition = exceptCourseId === undefined ? eq(courses.slug, slug) : and(eq(courses.slug, slug), ne(courses.id, exceptCourseId));
  const [taken] = await tx.select({ id: courses.id }).from(courses).where(condition);
  if (taken) throw slugTakenError();
}
