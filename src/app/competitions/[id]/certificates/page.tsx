import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageLayout } from '@/components/ui/page-layout';
import { isLocale } from '@/i18n/locales';
import { singleParam } from '@/lib/search-params';
import { getCertificates } from '@/modules/competitions';
import { CertificatesScreen } from '@/modules/competitions/components/certificates-screen';
import { AppError } from '@/server/errors';
import { can } from '@/server/permissions';
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
    if (!(error instanceof AppError)) throw error;
    if (error.status === 404) notFound();
    if (error.status === 403) forbidden();
    if (error.status !== 409) throw error;
    // Not final yet (or cancelled): said kindly, with the way back.
    const t = await getTranslations();
    // A parent reaches the certificates from /progress: the competition's own page is its players' and teacher's.
    const parent = can(actor, 'read:child:own') && !can(actor, 'manage:competition:own');
    return (
      <PageLayout
        title={t('competitionResults.page.metaTitle')}
        above={<BackLink href={parent ? '/progress' : `/competitions/${id}`}>{t(parent ? 'competitionResults.page.backToProgress' : 'competitionResults.page.back')}</BackLink>}
      >
        <p role="status">{t(error.message as 'competitions.errors.notFinal')}</p>
      </PageLayout>
    );
  }
  return <CertificatesScreen set={set} />;
}
