import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { helpArticleRevisions, helpArticles, helpCategories } from '@/db/schema';

/*
 * The help centre editor's changes (decisions 039 and 055: back-office editors are the owner's), each in the caller's
 * transaction: the help-admin module checks the editor's permission first and writes the audit entry beside them.
 * A unique slug taken shows as PostgreSQL's unique violation, for the caller to name.
 */

export interface HelpArticleFields {
  title: string;
  slug: string;
  locale: 'en' | 'fr' | 'ar';
  categoryId: number;
  body: string;
  published: boolean;
  audience: ('visitor' | 'child' | 'parent' | 'tutor' | 'admin')[];
}

/**
 * Creates an article (no `articleId`) or updates one, and keeps the version in its history. 'no-category' or
 * 'not-found' when the category or the article is not there.
 */
export async function writeHelpArticle(tx: Tx, editorId: string, articleId: number | undefined, fields: HelpArticleFields): Promise<{ id: number } | 'no-category' | 'not-found'> {
  const [category] = await tx.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, fields.categoryId));
  if (!category) return 'no-category';
  const now = new Date();
  let id: number;
  if (articleId === undefined) {
    const [created] = await tx.insert(helpArticles).values({ ...fields, updatedAt: now, updatedBy: editorId }).returning({ id: helpArticles.id });
    id = created!.id;
  } else {
    const [updated] = await tx.update(helpArticles).set({ ...fields, updatedAt: now, updatedBy: editorId }).where(eq(helpArticles.id, articleId)).returning({ id: helpArticles.id });
    if (!updated) return 'not-found';
    id = updated.id;
  }
  await tx.insert(helpArticleRevisions).values({ articleId: id, title: fields.title, body: fields.body, editedBy: editorId, editedAt: now });
  return { id };
}

/** Deletes an article (its history goes with it); what it was, or null when it is not there. */
export async function removeHelpArticle(tx: Tx, articleId: number): Promise<{ title: string; slug: string; locale: string } | null> {
  const [gone] = await tx.delete(helpArticles).where(eq(helpArticles.id, articleId)).returning({ title: helpArticles.title, slug: helpArticles.slug, locale: helpArticles.locale });
  return gone ?? null;
}

/**
 * Moves a category one place up or down, swapping with its neighbour: 'moved', 'at-end' (nothing moves) or
 * 'not-found'.
 */
export async function moveHelpCategoryRow(tx: Tx, categoryId: number, direction: 'up' | 'down'): Promise<'moved' | 'at-end' | 'not-found'> {
  // Positions are made distinct first (0, 1, 2… in the current order), so a swap always moves.
  const ordered = await tx.select({ id: helpCategories.id, position: helpCategories.position }).from(helpCategories).orderBy(asc(helpCategories.position), asc(helpCategories.id)).for('update');
  const index = ordered.findIndex((row) => row.id === categoryId);
  if (index === -1) return 'not-found';
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= ordered.length) return 'at-end';
  [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
  for (const [position, row] of ordered.entries()) {
    if (row.position !== position) await tx.update(helpCategories).set({ position }).where(eq(helpCategories.id, row.id));
  }
  return 'moved';
}

/** Creates a category at the end (no `categoryId`) or renames one; null when the one to rename is not there. */
export async function writeHelpCategory(tx: Tx, input: { categoryId?: number; slug: string; names: Record<string, string> }): Promise<{ id: number } | null> {
  if (input.categoryId === undefined) {
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${helpCategories.position}), -1)::int` }).from(helpCategories);
    const [created] = await tx.insert(helpCategories).values({ slug: input.slug, names: input.names, position: (last?.position ?? -1) + 1 }).returning({ id: helpCategories.id });
    return { id: created!.id };
  }
  const [updated] = await tx.update(helpCategories).set({ names: input.names }).where(eq(helpCategories.id, input.categoryId)).returning({ id: helpCategories.id });
  return updated ? { id: updated.id } : null;
}
