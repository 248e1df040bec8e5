import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { BackLink } from '@/components/ui/back-link';
import { Alert } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { deleteHelpArticleAction } from '../actions';
import type { EditorArticle, EditorCategory } from '../editor';
import { HelpArticleForm } from './help-article-form';

/** A help article's editor page (decision 039): the form with its preview, the helpful counts, the history, delete. */
export async function HelpArticleEditor({ article, categories, saved }: { article?: EditorArticle; categories: EditorCategory[]; saved: boolean }) {
  const [t, format] = await Promise.all([getTranslations('helpEditor'), getFormatter()]);
  const choices = categories.map((category) => ({ id: category.id, name: category.names.en ?? category.slug }));
  return (
    <PageLayout width="screen-2xl" tone="admin" title={article ? article.title : t('newArticle')} above={<BackLink href="/admin/help-editor/help">{t('title')}</BackLink>}>
      {saved ? <Alert tone="success">{t('saved')}</Alert> : null}
      <HelpArticleForm article={article} categories={choices} />
      {article ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="help-history" className="rounded-xl border border-line bg-card p-4">
            <h2 id="help-history" className="mb-3 text-lg font-bold">
              {t('history')}
            </h2>
            <p className="mb-3 text-sm text-muted">{t('helpfulCounts', { yes: article.helpfulYes, no: article.helpfulNo })}</p>
            <ol className="flex flex-col divide-y divide-line text-sm">
              {article.history.map((version) => (
                <li key={version.id} className="py-2">
                  <time dateTime={version.editedAt.toISOString()} className="tabular-nums text-muted">
                    {format.dateTime(version.editedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>{' '}
                  · {version.editor ?? t('seeded')} · <span className="font-medium">{version.title}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="help-delete" className="rounded-xl border border-line bg-card p-4">
            <h2 id="help-delete" className="mb-2 text-lg font-bold">
              {t('deleteTitle')}
            </h2>
            <p className="mb-3 text-sm text-muted">{t('deleteLead')}</p>
            <ActionForm
              action={deleteHelpArticleAction}
              fields={{ articleId: String(article.id) }}
              label={t('delete')}
              variant="danger"
              confirm={{ title: t('deleteConfirm', { title: article.title }), body: t('deleteLead'), confirmLabel: t('delete'), cancelLabel: t('keep') }}
            />
          </section>
        </div>
      ) : null}
    </PageLayout>
  );
}
