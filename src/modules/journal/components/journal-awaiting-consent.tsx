import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { JournalTitle } from './journal-screen';

/** /journal for a child under 13 whose parent has not agreed yet (decision 030): closed for now, and why. */
export async function JournalAwaitingConsent() {
  const t = await getTranslations('journal');
  return (
    <PageLayout width="4xl" title={<JournalTitle title={t('title')} />}>
      <Card>
        <h2 className="text-lg font-bold">
          <span aria-hidden="true">🔒 </span>
          {t('awaitingConsent.title')}
        </h2>
        <p className="mt-1">{t('awaitingConsent.body')}</p>
        <ButtonLink href="/dashboard/child" className="mt-4">
          {t('awaitingConsent.back')}
        </ButtonLink>
      </Card>
    </PageLayout>
  );
}
