import 'server-only';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { badges, courses } from '@/db/schema';
import { AppError } from '@/server/errors';
import { slugify } from '@/lib/slug';

export function badgeNameTakenError(): AppError {
  return new AppError(409, 'badgeAdmin.errors.nameTaken', { name: 'badgeAdmin.errors.nameTaken' });
}

/** Two badges with the same name (ignoring case) would confuse children and admins alike. */
export async function assertBadgeNameFree(tx: Tx, name: string, exceptBadgeId?: number): Promise<void> {
  const sameName = sql`lower(${badges.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: badges.id })
    .from(badges)
    .where(exceptBadgeId === undefined ? sameName : and(sameName, ne(badges.id, exceptBadgeId)));
  if (taken) throw badgeNameTakenError();
}

/**
 * A free slug made from the name ("Super Saver" → super-saver). Names in other scripts give no letters to use, so
 * they start from "badge"; a taken slug gets -2, -3, …
 */
export async function freeBadgeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name).slice(0, 60).replace(/-+$/, '') || 'badge';
  const rows = await tx
    .select({ slug: badges.slug })
    .from(badges)
    .where(or(eq(badges.slug, base), like(badges.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** The course a course rule names must exist (else the foreign key would fail: a 500). */
export async function assertRuleCourse(tx: Tx, courseId: number | null): Promise<void> {
  if (courseId === null) return;
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError(400, 'badgeAdmin.errors.courseNotFound', { ruleCourseId: 'badgeAdmin.errors.courseNotFound' });
}
