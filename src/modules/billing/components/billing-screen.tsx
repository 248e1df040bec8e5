import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Alert, Card } from '@/components/ui/card';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { HelpLink } from '@/components/ui/help-link';
import { PageLayout } from '@/components/ui/page-layout';
import { StatusPill } from '@/components/ui/status-pill';
import { formatMinor } from '@/lib/money';
import { FREE_ENTITLEMENTS, PLAN_ENTITLEMENTS, type Entitlements, type PaidPlan } from '../plans';
import type { BillingOverview } from '../subscriptions';
import { CancelPlanButton, ChangePeriodForm, ResumePlanButton, StartPlanForm, type Choice } from './billing-forms';
import { INVOICE_TONES } from './invoice-tones';

/*
 * /settings/billing (decision 040): the plan a parent or tutor is on, what it includes, what they pay and when, the
 * forms to start, switch, cancel or keep it, and their invoices. Prices are the plan's in the person's currency; a
 * subscription started in another is charged in its own, with the converted amount beside it, marked approximate.
 */

type Translate = Awaited<ReturnType<typeof getTranslations<'plans'>>>;

const STATUS_TONES = { trialing: 'accent', active: 'success', past_due: 'error', canceled: 'muted' } as const;

/** What a plan includes, in words: the limits and features where plans differ, for this role's plan. */
export function featureLines(t: Translate, plan: PaidPlan, entitlements: Entitlements): string[] {
  if (plan === 'family') {
    return [
      t('features.children', { count: entitlements.maxChildren }),
      entitlements.emailReports ? t('features.emailReports') : t('features.reportsOnScreen'),
      ...(entitlements.pdfReports ? [t('features.pdfReports')] : []),
      t('features.learningFree'),
    ];
  }
  return [
    t('features.classes', { count: entitlements.maxClasses }),
    entitlements.assignments ? t('features.assignments') : t('features.progressOnScreen'),
    ...(entitlements.classExport ? [t('features.classExport')] : []),
    t('features.learningFree'),
  ];
}

function Features({ lines }: { lines: string[] }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <span aria-hidden="true" className="text-success">
            ✓
          </span>
          {line}
        </li>
      ))}
    </ul>
  );
}

export async function BillingScreen({ overview, checkoutDone }: { overview: BillingOverview; checkoutDone: boolean }) {
  const [t, locale, help] = await Promise.all([getTranslations('plans'), getLocale(), getTranslations('help.links')]);
  const day = (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  const money = (amount: number, currency: string) => formatMinor(amount, currency, locale);
  // The rates table's day (a calendar date, so read in UTC).
  const rateDay = (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const { plan, subscription } = overview;
  const planName = t(`names.${plan}`);
  const paidFeatures = featureLines(t, plan, PLAN_ENTITLEMENTS[plan]);
  const priceChoice = (period: 'month' | 'year'): Choice | null => {
    const amount = overview.prices[period];
    if (amount === null) return null;
    const yearlySaving = period === 'year' && overview.prices.month ? 1 - amount / (overview.prices.month * 12) : 0;
    return { value: period, label: t(`periods.${period}`), hint: `${t(`perPeriod.${period}`, { price: money(amount, overview.currency) })}${yearlySaving >= 0.05 ? ` · ${t('saving', { percent: Math.round(yearlySaving * 100) })}` : ''}` };
  };
  const periods = [priceChoice('month'), priceChoice('year')].filter((choice): choice is Choice => choice !== null);
  const providers: Choice[] = [{ value: 'manual', label: t('providers.manual'), hint: t('providers.manualHint') }, ...(overview.stripe ? [{ value: 'stripe', label: t('providers.stripe'), hint: t('providers.stripeHint') }] : [])];
  const trial = !overview.hadPlan && overview.trialDays > 0;

  return (
    <PageLayout width="5xl" title={t('title')} lead={t('lead')}>
      {checkoutDone ? <Alert tone="info">{t('checkoutDone')}</Alert> : null}
      {subscription ? (
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold">{t('current', { plan: planName })}</h2>
            <StatusPill tone={subscription.cancelAtPeriodEnd ? 'muted' : STATUS_TONES[subscription.status as keyof typeof STATUS_TONES]}>
              {subscription.cancelAtPeriodEnd ? t('status.cancelling') : t(`status.${subscription.status as 'active'}`)}
            </StatusPill>
          </div>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <div className="flex flex-col gap-2 text-sm">
              <p className="text-2xl font-bold tabular-nums">{t(`perPeriod.${subscription.period as 'month'}`, { price: money(subscription.amountMinor, subscription.currency) })}</p>
              {overview.approx ? (
                <p className="text-muted" data-approx-price={overview.approx.currency}>
                  {t('approx', { price: t(`perPeriod.${subscription.period as 'month'}`, { price: money(overview.approx.amountMinor, overview.approx.currency) }), date: rateDay(overview.approx.asOf), charged: subscription.currency })}
                </p>
              ) : null}
              {subscription.status === 'trialing' && subscription.trialEndsAt ? (
                <p>{subscription.cancelAtPeriodEnd ? t('trialEndsCancelled', { date: day(subscription.trialEndsAt) }) : t('trialEnds', { date: day(subscription.trialEndsAt), price: money(subscription.amountMinor, subscription.currency) })}</p>
              ) : subscription.cancelAtPeriodEnd ? (
                <p>{t('endsOn', { date: day(subscription.currentPeriodEnd) })}</p>
              ) : (
                <p>{t('renews', { date: day(subscription.currentPeriodEnd) })}</p>
              )}
              {subscription.nextPeriod && subscription.nextAmountMinor ? (
                <p>{t('switchScheduled', { date: day(subscription.currentPeriodEnd), price: t(`perPeriod.${subscription.nextPeriod as 'month'}`, { price: money(subscription.nextAmountMinor, subscription.currency) }) })}</p>
              ) : null}
              {subscription.status === 'past_due' ? <Alert tone="error">{t('pastDue')}</Alert> : null}
              <p className="text-muted">{t(`providers.${subscription.provider as 'manual'}`)}</p>
            </div>
            <Features lines={paidFeatures} />
          </div>
          <div className="mt-6 flex flex-col gap-4 border-t border-line pt-4">
            {subscription.cancelAtPeriodEnd ? (
              <div className="flex flex-wrap items-center gap-3">
                <ResumePlanButton label={t('resume')} />
              </div>
            ) : (
              <>
                {subscription.provider === 'manual' && periods.length > 1 ? (
                  <ChangePeriodForm
                    periods={[...periods].sort((a, b) => (a.value === (subscription.nextPeriod ?? subscription.period) ? -1 : b.value === (subscription.nextPeriod ?? subscription.period) ? 1 : 0))}
                    text={{ legend: t('change.legend'), submit: t('change.submit') }}
                  />
                ) : null}
                <div>
                  <CancelPlanButton
                    label={t('cancel.label')}
                    confirm={{ title: t('cancel.title'), body: t('cancel.body', { plan: planName, date: day(subscription.status === 'trialing' && subscription.trialEndsAt ? subscription.trialEndsAt : subscription.currentPeriodEnd) }), confirmLabel: t('cancel.confirm'), cancelLabel: t('cancel.keep') }}
                  />
                </div>
              </>
            )}
          </div>
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-lg font-bold">{t('names.free')}</h2>
              <StatusPill tone="success">{t('yourPlan')}</StatusPill>
            </div>
            <p className="mt-1 text-sm text-muted">{t('freeLead')}</p>
            <div className="mt-4">
              <Features lines={featureLines(t, plan, FREE_ENTITLEMENTS)} />
            </div>
          </Card>
          <Card className="border-accent">
            <h2 className="text-lg font-bold">{planName}</h2>
            <p className="mt-1 text-sm text-muted">{t(`taglines.${plan}`)}</p>
            <div className="mt-4">
              <Features lines={paidFeatures} />
            </div>
            <div className="mt-6 border-t border-line pt-4">
              {periods.length === 0 ? (
                <Alert tone="info">{t('notSold', { currency: overview.currency })}</Alert>
              ) : (
                <>
                  {trial ? <p className="mb-3 text-sm font-semibold">{t('trial', { days: overview.trialDays })}</p> : null}
                  <StartPlanForm periods={periods} providers={providers} text={{ period: t('start.period'), provider: t('start.provider'), submit: trial ? t('start.submitTrial') : t('start.submit', { plan: planName }) }} />
                </>
              )}
            </div>
          </Card>
        </div>
      )}

      <section aria-labelledby="invoices" className="flex flex-col gap-3">
        <h2 id="invoices" className="text-lg font-bold">
          {t('invoices.title')}
        </h2>
        <DataTable
          caption={t('invoices.title')}
          columns={[t('invoices.number'), t('invoices.issued'), t('invoices.plan'), { label: t('invoices.amount'), numeric: true }, t('invoices.status'), { label: t('invoices.pdf'), hidden: true }]}
          minWidth="40rem"
          empty={overview.invoices.length === 0 ? t('invoices.empty') : undefined}
        >
          {overview.invoices.map((invoice) => (
            <tr key={invoice.number}>
              <td className={tableCell()}>
                <Link href={`/settings/billing/invoices/${invoice.number}`} className="whitespace-nowrap font-semibold text-[var(--link-text)] hover:underline">
                  {invoice.number}
                </Link>
              </td>
              <td className={tableCell()}>{day(invoice.issuedAt)}</td>
              <td className={tableCell()}>{`${t(`names.${invoice.plan as PaidPlan}`)} · ${t(`periods.${invoice.period as 'month'}`)}`}</td>
              <td className={tableCell({ numeric: true })}>{money(invoice.amountMinor, invoice.currency)}</td>
              <td className={tableCell()}>
                <StatusPill tone={INVOICE_TONES[invoice.status as keyof typeof INVOICE_TONES]}>{t(`invoice.status.${invoice.status as 'open'}`)}</StatusPill>
              </td>
              <td className={tableCell()}>
                <a href={`/settings/billing/invoices/${invoice.number}/pdf`} className="text-[var(--link-text)] hover:underline" aria-label={t('invoices.pdfOf', { number: invoice.number })}>
                  PDF
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <p>
        <HelpLink href="/help/plans-and-billing">{help('plans')}</HelpLink>
      </p>
    </PageLayout>
  );
}
