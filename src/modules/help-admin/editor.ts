import 'server-only';
import { getDb } from '@/db/client';
import { moveHelpCategoryRow, readEditorArticle, readEditorCategories, readEditorList, removeHelpArticle, writeHelpArticle, writeHelpCategory, type EditorArticle, type EditorArticleRow, type EditorCategory } from '@/modules/help';
import { isUniqueViolation } from '@/server/db-errors';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { HelpArticleInput } from './schemas';

/*
 * The help centre's editor (decision 039): admins with the content editors' permission write and publish articles,
 * order and name the categories, and read each article's history. Every save keeps a version and is audited. The
 * statements are the help module's (decision 055), called once the editor's permission is checked; each change's
 * audit entry is written in its transaction.
 */

export type { EditorArticle, EditorArticleRow, EditorCategory };

/** The categories in reader order, with how many articles each has (the article form's choices). */
export async function listHelpCategoriesForEditor(actor: Actor): Promise<EditorCategory[]> {
  assertCan(actor, 'edit:content:any');
  return readEditorCategories(getDb());
}

/** The editor's list: the categories in order (with how many articles each has) and every article, drafts included. */
export async function listHelpForEditor(actor: Actor): Promise<{ categories: EditorCategory[]; articles: EditorArticleRow[] }> {
  assertCan(actor, 'edit:content:any');
  return readEditorList(getDb());
}

/** One article to edit, with its history (newest first); null when there is none. */
export async function getHelpArticleForEditor(actor: Actor, articleId: number): Promise<EditorArticle | null> {
  assertCan(actor, 'edit:content:any');
  return readEditorArticle(getDb(), articleId);
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
      const saved = await writeHelpArticle(tx, actor.id, articleId, fields);
      if (saved === 'no-category') throw new AppError(404, 'helpEditor.errors.categoryNotFound', { categoryId: 'helpEditor.errors.categoryNotFound' });
      if (saved === 'not-found') throw new AppError(404, 'helpEditor.errors.notFound');
      const { id } = saved;
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
    const gone = await removeHelpArticle(tx, articleId);
    if (!gone) throw new AppError(404, 'helpEditor.errors.notFound');
    await writeAudit(tx, actor, { actionType: 'help_article_delete', component: 'help', entityId: String(articleId), message: `${actor.email} deleted the help article "${gone.title}" (${gone.slug}, ${gone.locale})` });
  });
}

/** Moves a category one place up or down (swapping with its neighbour), audited; at the end already, nothing moves. */
export async function moveHelpCategory(actor: Actor, categoryId: number, direction: 'up' | 'down'): Promise<void> {
  assertCan(actor, 'edit:content:any');
  await getDb().transaction(async (tx) => {
    const moved = await moveHelpCategoryRow(tx, categoryId, direction);
    if (moved === 'not-found') throw new AppError(404, 'helpEditor.errors.categoryNotFound');
    if (moved === 'at-end') return;
    await writeAudit(tx, actor, { actionType: 'help_category_move', component: 'help', entityId: String(categoryId), message: `${actor.email} moved a help category ${direction}` });
  });
}

/** Creates a category (at the end) or renames one, audited. 409 when the slug is taken; 404 for one not there. */
export async function saveHelpCategory(actor: Actor, input: { categoryId?: number; slug: string; names: Record<'en' | 'fr' | 'ar', string> }): Promise<{ id: number }> {
  assertCan(actor, 'edit:content:any');
  const names = Object.fromEntries(Object.entries(input.names).filter(([, name]) => name !== ''));
  try {
    return await getDb().transaction(async (tx) => {
      const saved = await writeHelpCategory(tx, { categoryId: input.categoryId, slug: input.slug, names });
      if (!saved) throw new AppError(404, 'helpEditor.errors.categoryNotFound');
      const { id } = saved;
      await writeAudit(tx, actor, { actionType: input.categoryId === undefined ? 'help_category_create' : 'help_category_update', component: 'help', entityId: String(id), message: `${actor.email} saved the help category "${names.en}"`, details: { names } });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'helpEditor.errors.categoryTaken', { slug: 'helpEditor.errors.categoryTaken' });
    throw error;
  }
}
