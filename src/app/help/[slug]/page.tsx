import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { singleParam } from '@/lib/search-params';
import { getHelpArticle, helpAudienceOf } from '@/modules/help';
import { HelpArticle } from '@/modules/help/components/help-article';
import { publicPageMetadata } from '@/modules/navigation';
import { HELP_SLUG_PATTERN } from '@/modules/help/schemas';
import { getOptionalActor } from '@/server/session';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// One read per request: the metadata and the page ask for the same article.
const articleFor = cache(async (slug: string) => {
  if (!HELP_SLUG_PATTERN.test(slug) || slug.length > 100) return null;
  const [actor, locale] = await Promise.all([getOptionalActor(), getLocale()]);
  return getHelpArticle(helpAudienceOf(actor?.role), locale as Locale, slug);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await articleFor((await params).slug);
  if (!article) return {};
  return publicPageMetadata(`/help/${article.slug}`, { title: article.title });
}

/** One help article (decision 039); one the reader may not see is a 404, like one that does not exist. */
export default async function HelpArticlePage({ params, searchParams }: Props) {
  const [article, query] = await Promise.all([params.then(({ slug }) => articleFor(slug)), searchParams]);
  if (!article) notFound();
  return <HelpArticle article={article} thanked={singleParam(query.thanks) === '1'} />;
}
