import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { skills } from '@/db/schema';

/*
 * The skills as the lesson editor offers and checks them (decisions 052 and 055: back-office editors are the owner's);
 * the lesson-admin module checks the editor's permission first.
 */

/** A skill a question may practise, named in every language (the picker shows the admin's). */
export interface SkillOption {
  slug: string;
  name: Record<'en' | 'fr' | 'ar', string>;
}

/** Every skill, in the curriculum's order. */
export function readSkillOptions(db: Db): Promise<SkillOption[]> {
  return db.select({ slug: skills.slug, name: skills.name }).from(skills).orderBy(asc(skills.position), asc(skills.slug));
}

/** Which of these skills exist. */
export async function knownSkillSlugs(db: Db | Tx, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.select({ slug: skills.slug }).from(skills).where(inArray(skills.slug, [...new Set(slugs)]));
  return new Set(rows.map((row) => row.slug));
}
