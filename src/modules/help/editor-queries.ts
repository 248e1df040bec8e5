import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { helpArticleRevisions, helpArticles, helpCategories } from '@/db/schema';
import { peopleView } from '@/modules/accounts';

/*
 * What the help centre's editor reads (decisions 039 and 055: back-office editors are the owner's). The help-admin
 * module checks the editor's permission before calling these and keeps the pages and forms.
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

/** The categories in reader order, with how many articles each has (the article form's choices). */
export function readEditorCategories(db: Db): Promise<EditorCategory[]> {
  return db
    .select({ id: helpCategories.id, slug: helpCategories.slug, names: helpCategories.names, articles: sql<number>`(select count(*)::int from ${helpArticles} where ${helpArticles.categoryId} = ${helpCategories.id})` })
    .from(helpCategories)
    .orderBy(asc(helpCategories.position), asc(helpCategories.id));
}

/** The editor's list: the categories in order (with how many articles each has) and every article, drafts included. */
export async function readEditorList(db: Db): Promise<{ categories: EditorCategory[]; articles: EditorArticleRow[] }> {
  const [categories, articles] = await Promise.all([
    readEditorCategories(db),
    db
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

/** One article to edit, with its history (newest first, each version's editor by address); null when there is none. */
export async function readEditorArticle(db: Db, articleId: number): Promise<EditorArticle | null> {
  const editor = peopleView('editor');
  const [[article], history] = await Promise.all([
    db.select().from(helpArticles).where(eq(helpArticles.id, articleId)),
    db
      .select({ id: helpArticleRevisions.id, title: helpArticleRevisions.title, editedAt: helpArticleRevisions.editedAt, editor: editor.email })
      .from(helpArticleRevisions)
      .leftJoin(editor, eq(editor.id, helpArticleRevisions.editedBy))
      .where(eq(helpArticleRevisions.articleId, articleId))
      .orderBy(desc(helpArticleRevisions.editedAt), desc(helpArticleRevisions.id)),
  ]);
  if (!article) return null;
  const { id, slug, locale, title, body, categoryId, audience, published, helpfulYes, helpfulNo } = article;
  return { id, slug, locale, title, body, categoryId, audience, published, helpfulYes, helpfulNo, history };
}
