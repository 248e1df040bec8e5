import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { helpArticleRevisions, helpArticles, helpCategories, users } from '@/db/schema';
import { isUniqueViolation } from '@/server/db-errors';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { HelpArticleInput } from './schemas';

/*
 * The help centre's editor (decision 039): admins with the content editors' permission write and publish articles,
 * order and name the categories, and read each article's history. Every save keeps a version and is audited.
 */

export interface EditorCategory {
  id: number;
  slug: string;
  names: Record<string, string>;
  articles: number;
}

export interface EditorArticleRow {
  id: number;
  slug: string;
  locale: string;
  title: string;
  category: string;
  audience: string[];
  published: boolean;
  helpfulYes: number;
  helpfulNo: number;
  updatedAt: Date;
}

export interface EditorArticle {
  id: number;
  slug: string;
  locale: string;
  title: string;
  body: string;
  categoryId: number;
  audience: string[];
  published: boolean;
  helpfulYes: number;
  helpfulNo: number;
  history: { id: number; title: string; editedAt: Date; editor: string | null }[];
}

function categoriesQuery() {
  return getDb()
    .select({ id: helpCategories.id, slug: helpCategories.slug, names: helpCategories.names, articles: sql<number>`(select count(*)::int from ${helpArticles} where ${helpArticles.categoryId} = ${helpCategories.id})` })
    .from(helpCategories)
    .orderBy(asc(helpCategories.position), asc(helpCategories.id));
}

/** The categories in reader order, with how many articles each has (the article form's choices). */
export async function listHelpCategoriesForEditor(actor: Actor): Promise<EditorCategory[]> {
  assertCan(actor, 'edit:content:any');
  return categoriesQuery();
}

/** The editor's list: the categories in order (with how many articles each has) and every article, drafts included. */
export async function listHelpForEditor(actor: Actor): Promise<{ categories: EditorCategory[]; articles: EditorArticleRow[] }> {
  assertCan(actor, 'edit:content:any');
  const [categories, articles] = await Promise.all([
    categoriesQuery(),
    getDb()
      .select({
        id: helpArticles.id,
        slug: helpArticles.slug,
        locale: helpArticles.locale,
        title: helpArticles.title,
        category: sql<string>`${helpCategories.names} ->> 'en'`,
        audience: helpArticles.audience,
        published: helpArticles.published,
        helpfulYes: helpArticles.helpfulYes,
        helpfulNo: helpArticles.helpfulNo,
        updatedAt: helpArticles.updatedAt,
      })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .orderBy(asc(helpCategories.position), asc(helpArticles.position), asc(helpArticles.slug), asc(helpArticles.locale)),
  ]);
  return { categories, articles };
}

/** One article to edit, with its history (newest first); null when there is none. */
export async function getHelpArticleForEditor(actor: Actor, articleId: number): Promise<EditorArticle | null> {
  assertCan(actor, 'edit:content:any');
  const db = getDb();
  const [[article], history] = await Promise.all([
    db.select().from(helpArticles).where(eq(helpArticles.id, articleId)),
    db
      .select({ id: helpArticleRevisions.id, title: helpArticleRevisions.title, editedAt: helpArticleRevisions.editedAt, editor: users.email })
      .from(helpArticleRevisions)
      .leftJoin(users, eq(users.id, helpArticleRevisions.editedBy))
      .where(eq(helpArticleRevisions.articleId, articleId))
      .orderBy(desc(helpArticleRevisions.editedAt), desc(helpArticleRevisions.id)),
  ]);
  if (!article) return null;
  const { id, slug, locale, title, body, categoryId, audience, published, helpfulYes, helpfulNo } = article;
  return { id, slug, locale, title, body, categoryId, audience, published, helpfulYes, helpfulNo, history };
}

/**
 * Creates or updates an article, keeps the version in its history and audits it, in one transaction. 404 for an
 * article or a category that is not there; 409 when another article has the slug in that language.
 */
export async function saveHelpArticle(actor: Actor, input: HelpArticleInput): Promise<{ id: number }> {
  assertCan(actor, 'edit:content:any');
  const { articleId, ...fields } = input;
  try {
    return await getDb().transaction(async (tx) => {
      const [category] = await tx.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, fields.categoryId));
      if (!category) throw new AppError(404, 'helpEditor.errors.categoryNotFound', { categoryId: 'helpEditor.errors.categoryNotFound' });
      const now = new Date();
      let id: number;
      if (articleId === undefined) {
        const [created] = await tx.insert(helpArticles).values({ ...fields, updatedAt: now, updatedBy: actor.id }).returning({ id: helpArticles.id });
        id = created!.id;
      } else {
        const [updated] = await tx.update(helpArticles).set({ ...fields, updatedAt: now, updatedBy: actor.id }).where(eq(helpArticles.id, articleId)).returning({ id: helpArticles.id });
        if (!updated) throw new AppError(404, 'helpEditor.errors.notFound');
        id = updated.id;
      }
      await tx.insert(helpArticleRevisions).values({ articleId: id, title: fields.title, body: fields.body, editedBy: actor.id, editedAt: now });
      await writeAudit(tx, actor, {
        actionType: articleId === undefined ? 'help_article_create' : 'help_article_update',
        component: 'help',
        entityId: String(id),
        message: `${actor.email} ${articleId === undefined ? 'wrote' : 'edited'} the help article "${fields.title}" (${fields.slug}, ${fields.locale})`,
        details: { slug: fields.slug, locale: fields.locale, published: fields.published, audience: fields.audience },
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'helpEditor.errors.slugTaken', { slug: 'helpEditor.errors.slugTaken' });
    throw error;
  }
}

/** Deletes an article (its history goes with it), audited. 404 when it is not there. */
export async function deleteHelpArticle(actor: Actor, articleId: number): Promise<void> {
  assertCan(actor, 'edit:content:any');
  await getDb().transaction(async (tx) => {
    const [gone] = await tx.delete(helpArticles).where(eq(helpArticles.id, articleId)).returning({ title: helpArticles.title, slug: helpArticles.slug, locale: helpArticles.locale });
    if (!gone) throw new AppError(404, 'helpEditor.errors.notFound');
    await writeAudit(tx, actor, { actionType: 'help_article_delete', component: 'help', entityId: String(articleId), message: `${actor.email} deleted the help article "${gone.title}" (${gone.slug}, ${gone.locale})` });
  });
}

/** Moves a category one place up or down (swapping with its neighbour), audited; at the end already, nothing moves. */
export async function moveHelpCategory(actor: Actor, categoryId: number, direction: 'up' | 'down'): Promise<void> {
  assertCan(actor, 'edit:content:any');
  await getDb().transaction(async (tx) => {
    // Positions are made distinct first (0, 1, 2… in the current order), so a swap always moves.
    const ordered = await tx.select({ id: helpCategories.id, position: helpCategories.position }).from(helpCategories).orderBy(asc(helpCategories.position), asc(helpCategories.id)).for('update');
    const index = ordered.findIndex((row) => row.id === categoryId);
    if (index === -1) throw new AppError(404, 'helpEditor.errors.categoryNotFound');
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= ordered.length) return;
    [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
    for (const [position, row] of ordered.entries()) {
      if (row.position !== position) await tx.update(helpCategories).set({ position }).where(eq(helpCategories.id, row.id));
    }
    await writeAudit(tx, actor, { actionType: 'help_category_move', component: 'help', entityId: String(categoryId), message: `${actor.email} moved a help category ${direction}` });
  });
}

/** Creates a category (at the end) or renames one, audited. 409 when the slug is taken; 404 for one not there. */
export async function saveHelpCategory(actor: Actor, input: { categoryId?: number; slug: string; names: Record<'en' | 'fr' | 'ar', string> }): Promise<{ id: number }> {
  assertCan(actor, 'edit:content:any');
  const names = Object.fromEntries(Object.entries(input.names).filter(([, name]) => name !== ''));
  try {
    return await getDb().transaction(async (tx) => {
      let id: number;
      if (input.categoryId === undefined) {
        const [last] = await tx.select({ position: sql<number>`coalesce(max(${helpCategories.position}), -1)::int` }).from(helpCategories);
        const [created] = await tx.insert(helpCategories).values({ slug: input.slug, names, position: (last?.position ?? -1) + 1 }).returning({ id: helpCategories.id });
        id = created!.id;
      } else {
        const [updated] = await tx.update(helpCategories).set({ names }).where(eq(helpCategories.id, input.categoryId)).returning({ id: helpCategories.id });
        if (!updated) throw new AppError(404, 'helpEditor.errors.categoryNotFound');
        id = updated.id;
      }
      await writeAudit(tx, actor, { actionType: input.categoryId === undefined ? 'help_category_create' : 'help_category_update', component: 'help', entityId: String(id), message: `${actor.email} saved the help category "${names.en}"`, details: { names } });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'helpEditor.errors.categoryTaken', { slug: 'helpEditor.errors.categoryTaken' });
    throw error;
  }
}
