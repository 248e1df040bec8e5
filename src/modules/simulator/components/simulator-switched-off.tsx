import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';

/** /simulator for a child whose parent switched it off (decision 031): said kindly, with the way back to learning. */
export async function SimulatorSwitchedOff() {
  const t = await getTranslations('simulator');
  return (
    <PageLayout
      title={
        <>
          <span aria-hidden="true">📈 </span>
          {t('title')}
        </>
      }
    >
      <Card>
        <h2 className="text-lg font-bold">
          <span aria-hidden="true">⏸️ </span>
          {t('switchedOff.title')}
        </h2>
        <p className="mt-1">{t('switchedOff.body')}</p>
        <ButtonLink href="/lessons" className="mt-4">
          {t('switchedOff.lessons')}
        </ButtonLink>
      </Card>
    </PageLayout>
  );
}
