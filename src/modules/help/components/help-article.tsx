import { getFormatter, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { Markdown } from '@/modules/courses/components/markdown';
import { voteHelpfulAction } from '../actions';
import type { HelpArticleView } from '../queries';

/** /help/{slug} (decision 039): the article, rendered safely, and "was this helpful?" (a plain form, no script). */
export async function HelpArticle({ article, thanked }: { article: HelpArticleView; thanked: boolean }) {
  const [t, format] = await Promise.all([getTranslations('help'), getFormatter()]);
  return (
    <PageLayout width="4xl" title={article.title} above={<BackLink href="/help">{t('title')}</BackLink>} lead={article.category.name}>
      <article lang={article.locale} className="rounded-2xl border border-line bg-card p-6">
        <Markdown source={article.body} headingLevel={2} />
        <p className="mt-6 text-xs text-muted">{t('updated', { date: format.dateTime(article.updatedAt, { dateStyle: 'long' }) })}</p>
      </article>
      {thanked ? (
        <Alert tone="success">{t('thanks')}</Alert>
      ) : (
        <form action={voteHelpfulAction} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-card p-4">
          <input type="hidden" name="articleId" value={article.id} />
          <input type="hidden" name="slug" value={article.slug} />
          <span className="font-semibold">{t('helpful')}</span>
          <Button type="submit" name="helpful" value="yes" variant="secondary">
            {t('yes')}
          </Button>
          <Button type="submit" name="helpful" value="no" variant="secondary">
            {t('no')}
          </Button>
        </form>
      )}
    </PageLayout>
  );
}
