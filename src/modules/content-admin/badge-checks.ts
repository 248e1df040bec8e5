import 'server-only';
import type { Tx } from '@/db/client';
import { readCourseRef } from '@/modules/courses';
import { badgeSlugsLike, isBadgeNameTaken } from '@/modules/progress';
import { AppError } from '@/server/errors';
import { slugify } from '@/lib/slug';

export function badgeNameTakenError(): AppError {
  return new AppError(409, 'badgeAdmin.errors.nameTaken', { name: 'badgeAdmin.errors.nameTaken' });
}

/** Two badges with the same name (ignoring case) would confuse children and admins alike. */
export async function assertBadgeNameFree(tx: Tx, name: string, exceptBadgeId?: number): Promise<void> {
  if (await isBadgeNameTaken(tx, name, exceptBadgeId)) throw badgeNameTakenError();
}

/**
 * A free slug made from the name ("Super Saver" → super-saver). Names in other scripts give no letters to use, so
 * they start from "badge"; a taken slug gets -2, -3, …
 */
export async function freeBadgeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name).slice(0, 60).replace(/-+$/, '') || 'badge';
  const taken = await badgeSlugsLike(tx, base);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** The course a course rule names must exist (else the foreign key would fail: a 500). */
export async function assertRuleCourse(tx: Tx, courseId: number | null): Promise<void> {
  if (courseId === null) return;
  if ((await readCourseRef(tx, courseId)) === null) throw new AppError(400, 'badgeAdmin.errors.courseNotFound', { ruleCourseId: 'badgeAdmin.errors.courseNotFound' });
}
