import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { CURRENCIES } from '@/lib/constants';
import { minorToMajor } from '@/lib/money';
import type { PlanOffer } from '@/modules/billing';
import { PriceForm } from './price-form';

/** /admin/finance/prices (decision 040): each paid plan's price per currency and period, and its free trial. */
export async function PricesScreen({ offers }: { offers: PlanOffer[] }) {
  const t = await getTranslations('finance');
  return (
    <PageLayout width="5xl" tone="admin" title={t('prices.title')} lead={t('prices.lead')} above={<BackLink href="/admin/finance/dashboard">{t('title')}</BackLink>}>
      {offers.map((offer) => (
        <Card key={offer.plan}>
          <h2 className="mb-4 text-lg font-bold">{t(`plans.${offer.plan}`)}</h2>
          <PriceForm
            plan={offer.plan}
            trialDays={offer.trialDays}
            currencies={[...CURRENCIES]}
            values={Object.fromEntries(offer.prices.map((price) => [`price.${price.currency}.${price.period}`, minorToMajor(price.amountMinor, price.currency)]))}
          />
        </Card>
      ))}
    </PageLayout>
  );
}
