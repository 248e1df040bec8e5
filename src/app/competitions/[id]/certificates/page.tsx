import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { singleParam } from '@/lib/search-params';
import { getCertificates } from '@/modules/competitions';
import { CertificatesScreen } from '@/modules/competitions/components/certificates-screen';
import { resultsRefusal } from '@/modules/competitions/components/results-refusal';
import { requireActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('competitionResults'))('page.metaTitle') };
}

/**
 * The certificates of a finished competition (decision 065), to print: a child's own, a parent's child's
 * (`?child=`), or for its teacher every player's (one with `?child=`). Anyone else's, or an id that is not one, is a
 * 404; before the results are frozen the page says they are not final yet.
 */
export default async function CertificatesPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActor();
  const [{ id }, query, locale] = await Promise.all([params, searchParams, getLocale()]);
  const childId = singleParam(query.child);
  let set;
  try {
    set = await getCertificates(actor, { competitionId: id, childId }, isLocale(locale) ? locale : 'en');
  } catch (error) {
    return resultsRefusal(error, actor, id);
  }
  return <CertificatesScreen set={set} />;
}
