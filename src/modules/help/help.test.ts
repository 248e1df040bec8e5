import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { helpArticleRevisions, helpArticles, helpCategories } from '@/db/schema';
import { seedHelp } from '@/seed/seed-help';
import { getHelpArticle, getHelpHome, listPublicHelpArticles, searchHelp } from './queries';
import { voteHelpful } from './votes';

/*
 * The help centre (decision 039): the seeded articles in three languages, each reader's audience, full-text search
 * in the article's language, English where a translation is missing, and "was this helpful?" counted once per
 * address and day. On both databases.
 */

beforeAll(async () => {
  await seedHelp(getDb());
});

describe('the help centre', () => {
  it('is seeded once, in three languages, each article with its first version in its history', async () => {
    expect(await seedHelp(getDb())).toBe(0);
    const articles = await getDb().select({ id: helpArticles.id, locale: helpArticles.locale }).from(helpArticles);
    expect(new Set(articles.map((row) => row.locale))).toEqual(new Set(['en', 'fr', 'ar']));
    const history = await getDb().select({ articleId: helpArticleRevisions.articleId }).from(helpArticleRevisions);
    expect(history).toHaveLength(articles.length);
  });

  it('shows each reader what their role may see: visitors the general articles, a tutor the tutors’ too', async () => {
    const slugs = (categories: Awaited<ReturnType<typeof getHelpHome>>) => categories.flatMap((category) => category.articles.map((article) => article.slug));
    const visitor = slugs(await getHelpHome('visitor', 'en'));
    const tutor = slugs(await getHelpHome('tutor', 'en'));
    const parent = slugs(await getHelpHome('parent', 'en'));
    expect(visitor).toEqual(expect.arrayContaining(['what-is-academy', 'streaks']));
    expect(visitor).not.toContain('classes-and-assignments');
    expect(tutor).toEqual(expect.arrayContaining(['what-is-academy', 'streaks', 'classes-and-assignments']));
    expect(parent).not.toContain('classes-and-assignments');
    expect(await getHelpArticle('parent', 'en', 'classes-and-assignments')).toBeNull();
    expect(await getHelpArticle('visitor', 'en', 'classes-and-assignments')).toBeNull();
    expect((await getHelpArticle('child', 'fr', 'streaks'))?.title).toBe('Séries et boucliers de série');
    expect((await getHelpHome('visitor', 'ar'))[0]?.name).toBe('البداية');
  });

  it('finds an article by a word of its body in each language', async () => {
    expect((await searchHelp('child', 'en', 'shield')).map((row) => row.slug)).toContain('streaks');
    expect((await searchHelp('child', 'fr', 'bouclier')).map((row) => row.slug)).toContain('streaks');
    expect((await searchHelp('child', 'ar', 'درع')).map((row) => row.slug)).toContain('streaks');
    expect((await searchHelp('child', 'fr', 'bouclier'))[0]?.title).toBe('Séries et boucliers de série');
    // Not for visitors; nothing for a word no article has; search words are never SQL.
    expect(await searchHelp('visitor', 'en', 'due date')).toEqual([]);
    expect((await searchHelp('tutor', 'en', 'due date')).map((row) => row.slug)).toContain('classes-and-assignments');
    expect(await searchHelp('visitor', 'en', 'xylophone')).toEqual([]);
    expect(await searchHelp('visitor', 'en', "'; drop table help_articles; --")).toEqual([]);
  });

  it('finds an article for a visitor for each word the search box suggests, in each language', async () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const { help } = JSON.parse(readFileSync(`messages/${locale}/help.json`, 'utf8')) as { help: { searchPlaceholder: string } };
      // "For example: streak, consent, simulator": the words after the colon.
      const words = help.searchPlaceholder.replace(/^[^:：]*[:：]\s*/, '').split(/\s*[,،]\s*/);
      expect(words).toHaveLength(3);
      for (const word of words) expect({ locale, word, found: (await searchHelp('visitor', locale, word)).length > 0 }).toEqual({ locale, word, found: true });
    }
  });

  it('shows English where an article has no translation yet, and a draft to nobody', async () => {
    const [category] = await getDb().select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.slug, 'account'));
    await getDb().insert(helpArticles).values([
      { categoryId: category!.id, slug: 'english-only', locale: 'en', title: 'Only in English', body: 'A turquoise walrus explains passwords.', audience: ['visitor'], published: true },
      { categoryId: category!.id, slug: 'still-a-draft', locale: 'en', title: 'Draft', body: 'A turquoise draft.', audience: ['visitor'], published: false },
    ]);
    expect((await getHelpArticle('visitor', 'fr', 'english-only'))?.locale).toBe('en');
    expect((await searchHelp('visitor', 'fr', 'walrus')).map((row) => row.slug)).toEqual(['english-only']);
    expect(await getHelpArticle('visitor', 'en', 'still-a-draft')).toBeNull();
    expect((await searchHelp('admin', 'en', 'turquoise')).map((row) => row.slug)).toEqual(['english-only']);
  });

  it('lists for the sitemap each published article for visitors once, in the languages it is read in (decision 048)', async () => {
    const [category] = await getDb().select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.slug, 'account'));
    await getDb().insert(helpArticles).values([
      { categoryId: category!.id, slug: 'seulement-en-francais', locale: 'fr', title: 'Seulement en français', body: 'Un article sans version anglaise.', audience: ['visitor'], published: true },
      { categoryId: category!.id, slug: 'for-tutors-only', locale: 'en', title: 'For tutors', body: 'Not for visitors.', audience: ['tutor'], published: true },
      { categoryId: category!.id, slug: 'unpublished-sitemap', locale: 'en', title: 'Draft', body: 'Not yet.', audience: ['visitor'], published: false },
    ]);
    const listed = await listPublicHelpArticles();
    const bySlug = new Map(listed.map((article) => [article.slug, article.locales]));
    expect(listed.length).toBe(bySlug.size);
    // Written in English, so read at every language's address (English where it has no translation).
    expect(bySlug.get('what-is-academy')).toEqual(['en', 'fr', 'ar']);
    expect(bySlug.get('seulement-en-francais')).toEqual(['fr']);
    expect(await getHelpArticle('visitor', 'en', 'seulement-en-francais')).toBeNull();
    expect(bySlug.has('for-tutors-only')).toBe(false);
    expect(bySlug.has('unpublished-sitemap')).toBe(false);
    expect(bySlug.has('classes-and-assignments')).toBe(false);
  });

  it('"was this helpful?" counts once per address and day, and only for a published article', async () => {
    const [article] = await getDb().select({ id: helpArticles.id }).from(helpArticles).where(and(eq(helpArticles.slug, 'what-is-academy'), eq(helpArticles.locale, 'en')));
    expect(await voteHelpful(article!.id, true, '10.77.0.1')).toBe(true);
    expect(await voteHelpful(article!.id, false, '10.77.0.1')).toBe(false);
    expect(await voteHelpful(article!.id, false, '10.77.0.2')).toBe(true);
    const [counts] = await getDb().select({ yes: helpArticles.helpfulYes, no: helpArticles.helpfulNo }).from(helpArticles).where(eq(helpArticles.id, article!.id));
    expect(counts).toEqual({ yes: 1, no: 1 });
    const [draft] = await getDb().select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.slug, 'still-a-draft'));
    expect(await voteHelpful(draft!.id, true, '10.77.0.3')).toBe(false);
  });
});
