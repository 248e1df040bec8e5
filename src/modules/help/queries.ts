import 'server-only';
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { helpArticles, helpCategories } from '@/db/schema';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Role } from '@/lib/constants';

/*
 * What the help centre shows (decision 039): published articles for the reader's audience (a signed-out visitor, or
 * their role; an article for visitors is for everyone), in the reader's language, or in English where an article has
 * no translation yet. Search is PostgreSQL's full-text search in the article's language.
 */

export type HelpAudience = 'visitor' | 'child' | 'parent' | 'tutor' | 'admin';

/** The articles a reader sees: their role's, a school's admin a teacher's (decision 061), a visitor's when signed out. */
export function helpAudienceOf(role: Role | undefined): HelpAudience {
  if (!role) return 'visitor';
  return role === 'school_admin' ? 'tutor' : role;
}

export interface HelpArticleLink {
  slug: string;
  title: string;
  /** The first words of the body, without Markdown marks. */
  summary: string;
}

export interface HelpCategoryView {
  slug: string;
  name: string;
  articles: HelpArticleLink[];
}

export interface HelpArticleView {
  id: number;
  slug: string;
  locale: string;
  title: string;
  body: string;
  category: { slug: string; name: string };
  updatedAt: Date;
}

/** How many results a search shows. */
export const SEARCH_RESULTS = 20;

const visibleTo = (audience: HelpAudience): SQL => sql`${helpArticles.audience} && ${audience === 'visitor' ? sql`array['visitor']::text[]` : sql`array['visitor', ${audience}]::text[]`}`;

/** The reader's locale, and English articles with no published translation in it. */
function inLocaleOrUntranslated(locale: Locale): SQL {
  if (locale === 'en') return sql`${helpArticles.locale} = 'en'`;
  return sql`(${helpArticles.locale} = ${locale} or (${helpArticles.locale} = 'en' and not exists (
    select 1 from ${helpArticles} as translated where translated.slug = ${helpArticles.slug} and translated.locale = ${locale} and translated.published)))`;
}

/** Among rows of several locales, each slug once: the reader's locale if there, else English. */
function oneLocaleEach<T extends { slug: string; locale: string }>(rows: T[], locale: Locale): T[] {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    const held = chosen.get(row.slug);
    if (!held || (held.locale !== locale && row.locale === locale)) chosen.set(row.slug, row);
  }
  return [...chosen.values()];
}

const summaryOf = (body: string) => {
  const plain = body
    .replace(/^#{1,3} .*$/gm, '')
    .replace(/^\s*(?:[-*]|\d+\.) /gm, '')
    .replace(/[*`#]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
};

const nameIn = (names: Record<string, string>, locale: Locale) => names[locale] ?? names.en ?? '';

/** /help: the categories in their order, each with the articles the reader may see (categories with none are left out). */
export async function getHelpHome(audience: HelpAudience, locale: Locale): Promise<HelpCategoryView[]> {
  const db = getDb();
  const [categories, articles] = await Promise.all([
    db.select().from(helpCategories).orderBy(asc(helpCategories.position), asc(helpCategories.id)),
    db
      .select({ categoryId: helpArticles.categoryId, slug: helpArticles.slug, locale: helpArticles.locale, title: helpArticles.title, body: helpArticles.body, position: helpArticles.position })
      .from(helpArticles)
      .where(and(eq(helpArticles.published, true), inArray(helpArticles.locale, [...new Set([locale, 'en'])]), visibleTo(audience)))
      .orderBy(asc(helpArticles.position), asc(helpArticles.slug)),
  ]);
  const shown = oneLocaleEach(articles, locale);
  return categories
    .map((category) => ({
      slug: category.slug,
      name: nameIn(category.names, locale),
      articles: shown.filter((article) => article.categoryId === category.id).map((article) => ({ slug: article.slug, title: article.title, summary: summaryOf(article.body) })),
    }))
    .filter((category) => category.articles.length > 0);
}

/** One article for the reader, in their language or English; null when there is none they may see. */
export async function getHelpArticle(audience: HelpAudience, locale: Locale, slug: string): Promise<HelpArticleView | null> {
  const rows = await getDb()
    .select({ id: helpArticles.id, slug: helpArticles.slug, locale: helpArticles.locale, title: helpArticles.title, body: helpArticles.body, updatedAt: helpArticles.updatedAt, categorySlug: helpCategories.slug, names: helpCategories.names })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(and(eq(helpArticles.slug, slug), eq(helpArticles.published, true), inArray(helpArticles.locale, [...new Set([locale, 'en'])]), visibleTo(audience)));
  const [row] = oneLocaleEach(rows, locale);
  if (!row) return null;
  return { id: row.id, slug: row.slug, locale: row.locale, title: row.title, body: row.body, updatedAt: row.updatedAt, category: { slug: row.categorySlug, name: nameIn(row.names, locale) } };
}

/** A help article a signed-out visitor may read, with the languages it is written in (decision 048: the sitemap). */
export interface PublicHelpArticle {
  slug: string;
  locales: Locale[];
  updatedAt: Date;
}

/**
 * Every published article for visitors, once per slug. An article written in English is also read, in English, at
 * its French and Arabic addresses (getHelpArticle); one with no English is read only in its own languages.
 */
export async function listPublicHelpArticles(): Promise<PublicHelpArticle[]> {
  const rows = await getDb()
    .select({ slug: helpArticles.slug, locale: helpArticles.locale, updatedAt: helpArticles.updatedAt })
    .from(helpArticles)
    .where(and(eq(helpArticles.published, true), visibleTo('visitor')))
    .orderBy(asc(helpArticles.slug));
  const bySlug = new Map<string, PublicHelpArticle>();
  for (const row of rows) {
    const article = bySlug.get(row.slug) ?? { slug: row.slug, locales: [], updatedAt: row.updatedAt };
    article.locales.push(row.locale as Locale);
    if (row.updatedAt > article.updatedAt) article.updatedAt = row.updatedAt;
    bySlug.set(row.slug, article);
  }
  return [...bySlug.values()].map((article) => (article.locales.includes('en') ? { ...article, locales: [...LOCALES] } : article));
}

/**
 * Full-text search of the articles the reader may see in their language (and English ones not translated yet), best
 * first. Words are read as a web search box reads them (quotes, `or`, `-word`), never as SQL.
 */
export async function searchHelp(audience: HelpAudience, locale: Locale, query: string): Promise<HelpArticleLink[]> {
  const config = (of: SQLWrapper) => sql`case ${of} when 'fr' then 'french'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end`;
  const match = sql`${helpArticles.search} @@ websearch_to_tsquery(${config(helpArticles.locale)}, ${query})`;
  const rows = await getDb()
    .select({ slug: helpArticles.slug, locale: helpArticles.locale, title: helpArticles.title, body: helpArticles.body, rank: sql<number>`ts_rank(${helpArticles.search}, websearch_to_tsquery(${config(helpArticles.locale)}, ${query}))` })
    .from(helpArticles)
    .where(and(eq(helpArticles.published, true), inLocaleOrUntranslated(locale), visibleTo(audience), match))
    .orderBy(sql`5 desc`, asc(helpArticles.slug))
    .limit(SEARCH_RESULTS);
  return rows.map((row) => ({ slug: row.slug, title: row.title, summary: summaryOf(row.body) }));
}
