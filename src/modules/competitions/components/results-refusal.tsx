import { forbidden, notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageLayout } from '@/components/ui/page-layout';
import { AppError } from '@/server/errors';
import { can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/**
 * What a results page (the children's and the teams' certificates, decisions 065 and 067) shows when the results are
 * not the reader's: a 404 or 403 as the page's answer; not final yet (or cancelled), said kindly with the way back.
 * Anything else is thrown on. Called in the page's own body, so a 404 or 403 is the response's status.
 */
export async function resultsRefusal(error: unknown, actor: Actor, competitionId: string) {
  if (!(error instanceof AppError)) throw error;
  if (error.status === 404) notFound();
  if (error.status === 403) forbidden();
  if (error.status !== 409) throw error;
  const t = await getTranslations();
  // A parent reaches the certificates from /progress: the competition's own page is its players' and teacher's.
  const parent = can(actor, 'read:child:own') && !can(actor, 'manage:competition:own');
  return (
    <PageLayout
      title={t('competitionResults.page.metaTitle')}
      above={<BackLink href={parent ? '/progress' : `/competitions/${competitionId}`}>{t(parent ? 'competitionResults.page.backToProgress' : 'competitionResults.page.back')}</BackLink>}
    >
      <p role="status">{t(error.message as 'competitions.errors.notFinal')}</p>
    </PageLayout>
  );
}
