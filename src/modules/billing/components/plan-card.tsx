import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusPill } from '@/components/ui/status-pill';
import { formatMinor } from '@/lib/money';
import type { BillingOverview } from '../subscriptions';

/** Settings' plan card (decision 040): the plan, what it costs and until when, and the way to the plan page. */
export async function PlanCard({ overview }: { overview: BillingOverview }) {
  const [t, locale] = await Promise.all([getTranslations('plans'), getLocale()]);
  const day = (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  const { subscription } = overview;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t('card.title')}</h2>
        <StatusPill tone={subscription ? 'success' : 'muted'}>{t(`names.${subscription ? overview.plan : 'free'}`)}</StatusPill>
      </div>
      <p className="mt-2 text-sm">
        {subscription
          ? `${t(`perPeriod.${subscription.period as 'month'}`, { price: formatMinor(subscription.amountMinor, subscription.currency, locale) })} · ${
              subscription.cancelAtPeriodEnd ? t('endsOn', { date: day(subscription.currentPeriodEnd) }) : subscription.status === 'trialing' && subscription.trialEndsAt ? t('trialUntil', { date: day(subscription.trialEndsAt) }) : t('renews', { date: day(subscription.currentPeriodEnd) })
            }`
          : t('card.free', { plan: t(`names.${overview.plan}`) })}
      </p>
      {subscription && overview.approx ? (
        <p className="mt-1 text-sm text-muted" data-approx-price={overview.approx.currency}>
          {t('approx', {
            price: t(`perPeriod.${subscription.period as 'month'}`, { price: formatMinor(overview.approx.amountMinor, overview.approx.currency, locale) }),
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${overview.approx.asOf}T00:00:00Z`)),
            charged: subscription.currency,
          })}
        </p>
      ) : null}
      <div className="mt-4">
        <ButtonLink href="/settings/billing" variant="secondary">
          {t('card.manage')}
        </ButtonLink>
      </div>
    </Card>
  );
}
