import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getHelpHome, helpAudienceOf, searchHelp } from '@/modules/help';
import { HelpHome } from '@/modules/help/components/help-home';
import { publicPageMetadata } from '@/modules/navigation';
import { helpSearchSchema } from '@/modules/help/schemas';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('help');
  return publicPageMetadata('/help', { title: t('title'), description: t('lead') });
}

/** /help for everyone, signed in or not (decision 039): what the reader's role may see, in their language. */
export default async function HelpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [actor, locale, { q }] = await Promise.all([getOptionalActor(), getLocale(), searchParams.then((params) => helpSearchSchema.parse(params))]);
  const audience = helpAudienceOf(actor?.role);
  const [categories, results] = await Promise.all([q ? Promise.resolve([]) : getHelpHome(audience, locale as Locale), q ? searchHelp(audience, locale as Locale, q) : Promise.resolve(null)]);
  return <HelpHome categories={categories} query={q} results={results} />;
}
