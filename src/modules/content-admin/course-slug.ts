import 'server-only';
import type { Tx } from '@/db/client';
import { isCourseSlugTaken } from '@/modules/courses';
import { AppError } from '@/server/errors';

export function slugTakenError(): AppError {
  return new AppError(409, 'courseEditor.errors.slugTaken', { slug: 'courseEditor.errors.slugTaken' });
}

/** Refuses a slug another course already uses (the unique index is the last word; this gives the clear message). */
export async function assertCourseSlugFree(tx: Tx, slug: string, exceptCourseId?: number): Promise<void> {
  if (await isCourseSlugTaken(tx, slug, exceptCourseId)) throw slugTakenError();
}
