import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { PageLayout } from '@/components/ui/page-layout';
import { moveHelpCategoryAction } from '../actions';
import type { EditorArticleRow, EditorCategory } from '../editor';
import { HelpCategoryForm } from './help-category-form';

/** /admin/help-editor/help (decision 039): the categories in reader order, and every article with its helpful counts. */
export async function HelpEditorList({ categories, articles, deleted }: { categories: EditorCategory[]; articles: EditorArticleRow[]; deleted: boolean }) {
  const [t, format] = await Promise.all([getTranslations('helpEditor'), getFormatter()]);
  const newArticle = (
    <Link href="/admin/help-editor/help/new" className={buttonClass('primary', 'py-2')}>
      {t('newArticle')}
    </Link>
  );
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('lead')} actions={newArticle}>
      {deleted ? <Alert tone="success">{t('deleted')}</Alert> : null}
      <section aria-labelledby="help-categories" className="flex flex-col gap-3">
        <h2 id="help-categories" className="text-lg font-bold">
          {t('categories')}
        </h2>
        <DataTable caption={t('categories')} columns={[t('category.name'), t('category.slug'), { label: t('category.articles'), numeric: true }, { label: t('category.order'), hidden: true }]} minWidth="40rem">
          {categories.map((category, index) => (
            <tr key={category.id}>
              <td className={tableCell()}>
                <div className="font-medium">{category.names.en}</div>
                <div className="text-xs text-muted">{[category.names.fr, category.names.ar].filter(Boolean).join(' · ')}</div>
              </td>
              <td className={tableCell({ extra: 'font-mono text-xs' })}>{category.slug}</td>
              <td className={tableCell({ numeric: true })}>{category.articles}</td>
              <td className={tableCell({ extra: 'flex justify-end gap-1' })}>
                {index > 0 ? <ActionForm action={moveHelpCategoryAction} fields={{ categoryId: String(category.id), direction: 'up' }} label="↑" accessibleLabel={t('category.up', { name: category.names.en ?? category.slug })} variant="ghost" /> : null}
                {index < categories.length - 1 ? <ActionForm action={moveHelpCategoryAction} fields={{ categoryId: String(category.id), direction: 'down' }} label="↓" accessibleLabel={t('category.down', { name: category.names.en ?? category.slug })} variant="ghost" /> : null}
              </td>
            </tr>
          ))}
        </DataTable>
        <div className="rounded-xl border border-line bg-card p-3">
          <HelpCategoryForm />
        </div>
      </section>
      <section aria-labelledby="help-articles" className="flex flex-col gap-3">
        <h2 id="help-articles" className="text-lg font-bold">
          {t('articles')}
        </h2>
        <DataTable
          caption={t('articles')}
          columns={[t('article.title'), t('article.locale'), t('article.category'), t('article.audience'), t('article.status'), { label: t('article.helpful'), numeric: true }, t('article.updated')]}
          minWidth="60rem"
          empty={articles.length === 0 ? t('empty') : null}
        >
          {articles.map((article) => (
            <tr key={article.id}>
              <td className={tableCell()}>
                <Link href={`/admin/help-editor/help/${article.id}`} className="font-medium text-[var(--link-text)] underline">
                  {article.title}
                </Link>
                <div className="font-mono text-xs text-muted">{article.slug}</div>
              </td>
              <td className={tableCell({ extra: 'uppercase' })}>{article.locale}</td>
              <td className={tableCell()}>{article.category}</td>
              <td className={tableCell({ extra: 'text-xs' })}>{article.audience.map((who) => t(`audiences.${who as 'visitor'}`)).join(', ')}</td>
              <td className={tableCell()}>{article.published ? t('article.published') : t('article.draft')}</td>
              <td className={tableCell({ numeric: true })}>
                {/* aria-label names nothing on a plain span (ARIA 1.2 prohibits it): the sentence is read, the emoji shown. */}
                <span aria-hidden="true">
                  👍 {article.helpfulYes} · 👎 {article.helpfulNo}
                </span>
                <span className="sr-only">{t('article.helpfulCounts', { yes: article.helpfulYes, no: article.helpfulNo })}</span>
              </td>
              <td className={tableCell({ extra: 'whitespace-nowrap text-muted' })}>{format.dateTime(article.updatedAt, { dateStyle: 'medium' })}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </PageLayout>
  );
}
