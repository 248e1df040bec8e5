import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PageLayout } from '@/components/ui/page-layout';
import type { HelpArticleLink, HelpCategoryView } from '../queries';

function ArticleList({ articles }: { articles: HelpArticleLink[] }) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {articles.map((article) => (
        <li key={article.slug} className="py-3 first:pt-0 last:pb-0">
          <Link href={`/help/${article.slug}`} className="font-semibold text-[var(--link-text)] hover:underline">
            {article.title}
          </Link>
          <p className="mt-0.5 text-sm text-muted">{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /help (decision 039): a search box, then the categories with the articles this reader may see; with a query, the
 * articles that match it, best first.
 */
export async function HelpHome({ categories, query, results }: { categories: HelpCategoryView[]; query?: string; results: HelpArticleLink[] | null }) {
  const t = await getTranslations('help');
  return (
    <PageLayout width="5xl" title={t('title')} lead={t('lead')}>
      <form method="get" action="/help" role="search" className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-card p-4">
        <TextField className="min-w-56 flex-1" id="q" name="q" type="search" label={t('search')} defaultValue={query} maxLength={200} placeholder={t('searchPlaceholder')} />
        <button type="submit" className={buttonClass('primary')}>
          {t('searchButton')}
        </button>
      </form>
      {results ? (
        <section aria-labelledby="results" className="rounded-2xl border border-line bg-card p-6">
          <h2 id="results" className="mb-4 text-lg font-bold">
            {t('results', { query: query ?? '', count: results.length })}
          </h2>
          {results.length > 0 ? <ArticleList articles={results} /> : <p className="text-muted">{t('noResults')}</p>}
          <p className="mt-4">
            <Link href="/help" className="text-sm font-semibold text-[var(--link-text)] hover:underline">
              {t('allTopics')}
            </Link>
          </p>
        </section>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {categories.map((category) => (
            <section key={category.slug} aria-labelledby={`category-${category.slug}`} className="rounded-2xl border border-line bg-card p-6">
              <h2 id={`category-${category.slug}`} className="mb-4 text-lg font-bold">
                {category.name}
              </h2>
              <ArticleList articles={category.articles} />
            </section>
          ))}
          {categories.length === 0 ? <p className="text-muted">{t('empty')}</p> : null}
        </div>
      )}
    </PageLayout>
  );
}
