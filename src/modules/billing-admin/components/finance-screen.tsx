import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass, ButtonLink } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/field';
import { PageLayout } from '@/components/ui/page-layout';
import { Section } from '@/components/ui/section';
import { StatusPill } from '@/components/ui/status-pill';
import { CURRENCIES } from '@/lib/constants';
import { formatMinor } from '@/lib/money';
import { INVOICE_STATUSES, PAID_PLANS, SUBSCRIPTION_STATUSES } from '@/modules/billing';
import type { FinanceDashboard } from '../finance';
import { FINANCE_PAGE_SIZE } from '../finance';
import type { FinanceFilters } from '../schemas';
import { InvoiceActions } from './invoice-actions';

/*
 * /admin/finance/dashboard (decision 040): MRR and ARR in the chosen base currency with the rates they were
 * converted at, the month-by-month MRR movements (next month included: cancellations take effect at their period's
 * end), revenue by currency and plan, and the subscriptions and invoices, filtered, paged and exported.
 */

const TONES = { trialing: 'accent', active: 'success', past_due: 'error', canceled: 'muted', open: 'accent', paid: 'success', refunded: 'muted', void: 'muted' } as const;

function query(filters: FinanceFilters, change: Partial<Record<keyof FinanceFilters, string | number | undefined>> = {}): string {
  const merged = { ...filters, ...change } as Record<string, string | number | undefined>;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) if (value !== undefined && value !== '' && !(key.endsWith('Page') && value === 1)) params.set(key, String(value));
  return params.toString();
}

function Pager({ label, filters, pageKey, page, total, previous, next }: { label: string; filters: FinanceFilters; pageKey: 'subscriptionsPage' | 'invoicesPage'; page: number; total: number; previous: string; next: string }) {
  const pages = Math.max(1, Math.ceil(total / FINANCE_PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2 text-sm">
      {page > 1 ? (
        <Link href={`/admin/finance/dashboard?${query(filters, { [pageKey]: page - 1 })}`} className={buttonClass('secondary', 'py-1.5')}>
          {previous}
        </Link>
      ) : null}
      <span className="text-muted">
        {page} / {pages}
      </span>
      {page < pages ? (
        <Link href={`/admin/finance/dashboard?${query(filters, { [pageKey]: page + 1 })}`} className={buttonClass('secondary', 'py-1.5')}>
          {next}
        </Link>
      ) : null}
    </nav>
  );
}

export async function FinanceScreen({ dashboard, filters }: { dashboard: FinanceDashboard; filters: FinanceFilters }) {
  const [t, locale] = await Promise.all([getTranslations('finance'), getLocale()]);
  const base = (amount: bigint) => formatMinor(amount, dashboard.base, locale);
  const own = (amount: number | bigint, currency: string) => formatMinor(amount, currency, locale);
  const day = (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  const month = (key: string) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00:00Z`));
  const number = new Intl.NumberFormat(locale);
  const thisMonth = new Date().toISOString().slice(0, 7);
  const rateOf = new Map(dashboard.rates.map((rate) => [rate.currency, rate]));
  const tiles: [string, string, string?][] = [
    [t('tiles.mrr'), base(dashboard.mrr)],
    [t('tiles.arr'), base(dashboard.arr)],
    [t('tiles.active'), number.format(dashboard.counts.active), t('tiles.pastDue', { count: dashboard.counts.pastDue })],
    [t('tiles.trials'), number.format(dashboard.counts.trialing)],
    [t('tiles.cancelling'), number.format(dashboard.counts.cancelling)],
    [t('tiles.outstanding'), base(dashboard.outstanding.baseMinor), t('tiles.outstandingCount', { count: dashboard.outstanding.count, overdue: dashboard.outstanding.overdue })],
    [t('tiles.refunds'), base(dashboard.refunds.baseMinor), t('tiles.refundsCount', { count: dashboard.refunds.count })],
  ];
  const csv = (list: 'subscriptions' | 'invoices') => (
    <a href={`/admin/finance/export?${query(filters, { subscriptionsPage: undefined, invoicesPage: undefined })}&list=${list}`} download className={buttonClass('secondary', 'py-1.5 text-xs')}>
      {t('csv')}
    </a>
  );
  return (
    <PageLayout
      width="7xl"
      tone="admin"
      title={t('title')}
      lead={t('lead')}
      actions={
        <ButtonLink href="/admin/finance/prices" variant="secondary">
          {t('prices.link')}
        </ButtonLink>
      }
    >
      <form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3">
        <SelectField compact id="base" name="base" label={t('filters.base')} defaultValue={filters.base}>
          {CURRENCIES.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </SelectField>
        <SelectField compact id="plan" name="plan" label={t('filters.plan')} defaultValue={filters.plan ?? ''}>
          <option value="">{t('filters.all')}</option>
          {PAID_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`plans.${plan}`)}
            </option>
          ))}
        </SelectField>
        <SelectField compact id="currency" name="currency" label={t('filters.currency')} defaultValue={filters.currency ?? ''}>
          <option value="">{t('filters.all')}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </SelectField>
        <SelectField compact id="status" name="status" label={t('filters.status')} defaultValue={filters.status ?? ''}>
          <option value="">{t('filters.all')}</option>
          {SUBSCRIPTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField compact id="invoiceStatus" name="invoiceStatus" label={t('filters.invoiceStatus')} defaultValue={filters.invoiceStatus ?? ''}>
          <option value="">{t('filters.all')}</option>
          {INVOICE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClass('primary', 'py-2')}>
          {t('filters.apply')}
        </button>
      </form>

      {dashboard.missingRates.length > 0 ? <Alert tone="error">{t('missingRates', { currencies: dashboard.missingRates.join(', ') })}</Alert> : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {tiles.map(([label, value, note]) => (
          // An amount in French or Arabic ("12 345,67 $US") is wider than half a 320 px screen and has no space to
          // break at (its spaces do not break): the tile may be narrower than its amount, which then wraps.
          <div key={label} className="min-w-0 rounded-xl border border-line bg-card p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="break-words text-lg font-bold tabular-nums sm:text-xl">{value}</dd>
            {note ? <dd className="text-xs text-muted">{note}</dd> : null}
          </div>
        ))}
      </dl>

      <Section id="conversion" title={t('conversion.title')} lead={t('conversion.lead', { base: dashboard.base })}>
        <DataTable
          caption={t('conversion.title')}
          columns={[t('conversion.currency'), { label: t('conversion.mrr'), numeric: true }, { label: t('conversion.rate'), numeric: true }, t('conversion.rateDate'), { label: t('conversion.inBase', { base: dashboard.base }), numeric: true }]}
          minWidth="40rem"
          empty={dashboard.mrrByCurrency.length === 0 ? t('empty') : undefined}
        >
          {dashboard.mrrByCurrency.map((row) => (
            <tr key={row.currency}>
              <td className={tableCell()}>{row.currency}</td>
              <td className={tableCell({ numeric: true })}>{own(row.amountMinor, row.currency)}</td>
              <td className={tableCell({ numeric: true })}>{t('conversion.rateValue', { rate: rateOf.get(row.currency)?.ratePerUsd ?? '1', currency: row.currency, base: rateOf.get(dashboard.base)?.ratePerUsd ?? '1', baseCurrency: dashboard.base })}</td>
              <td className={tableCell()}>{rateOf.get(row.currency)?.asOf || t('conversion.noDate')}</td>
              <td className={tableCell({ numeric: true })}>{base(row.baseMinor)}</td>
            </tr>
          ))}
        </DataTable>
        {dashboard.mrrByPlan.length > 0 ? (
          <p className="text-sm text-muted">{dashboard.mrrByPlan.map((row) => `${t(`plans.${row.plan as 'family'}`)}: ${base(row.baseMinor)}`).join(' · ')}</p>
        ) : null}
      </Section>

      <Section id="movements" title={t('movements.title')} lead={t('movements.lead')}>
        <DataTable
          caption={t('movements.title')}
          columns={[
            t('movements.month'),
            { label: t('movements.new'), numeric: true },
            { label: t('movements.expansion'), numeric: true },
            { label: t('movements.contraction'), numeric: true },
            { label: t('movements.churn'), numeric: true },
            { label: t('movements.reactivation'), numeric: true },
            { label: t('movements.net'), numeric: true },
            { label: t('movements.mrrAtEnd'), numeric: true },
          ]}
          minWidth="56rem"
        >
          {dashboard.months.map((row) => (
            <tr key={row.month} className={row.month > thisMonth ? 'text-muted' : ''}>
              <th scope="row" className={tableCell({ extra: 'text-start font-normal' })}>
                {month(row.month)}
                {row.month > thisMonth ? ` (${t('movements.scheduled')})` : ''}
              </th>
              <td className={tableCell({ numeric: true })}>{base(row.new)}</td>
              <td className={tableCell({ numeric: true })}>{base(row.expansion)}</td>
              <td className={tableCell({ numeric: true })}>{base(row.contraction)}</td>
              <td className={tableCell({ numeric: true })}>{base(row.churn)}</td>
              <td className={tableCell({ numeric: true })}>{base(row.reactivation)}</td>
              <td className={tableCell({ numeric: true, extra: 'font-semibold' })}>{base(row.net)}</td>
              <td className={tableCell({ numeric: true })}>{base(row.mrrAtEnd)}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section id="revenue-currency" title={t('revenue.byCurrency')} lead={t('revenue.lead')}>
          <DataTable
            caption={t('revenue.byCurrency')}
            columns={[t('conversion.currency'), { label: t('revenue.paid'), numeric: true }, { label: t('revenue.refunded'), numeric: true }, { label: t('conversion.inBase', { base: dashboard.base }), numeric: true }]}
            minWidth="28rem"
            empty={dashboard.revenueByCurrency.length === 0 ? t('empty') : undefined}
          >
            {dashboard.revenueByCurrency.map((row) => (
              <tr key={row.currency}>
                <td className={tableCell()}>{row.currency}</td>
                <td className={tableCell({ numeric: true })}>{own(row.paidMinor, row.currency)}</td>
                <td className={tableCell({ numeric: true })}>{own(row.refundedMinor, row.currency)}</td>
                <td className={tableCell({ numeric: true })}>{base(row.baseMinor)}</td>
              </tr>
            ))}
          </DataTable>
        </Section>
        <Section id="revenue-plan" title={t('revenue.byPlan')} lead={t('revenue.lead')}>
          <DataTable caption={t('revenue.byPlan')} columns={[t('filters.plan'), { label: t('conversion.inBase', { base: dashboard.base }), numeric: true }]} minWidth="20rem" empty={dashboard.revenueByPlan.length === 0 ? t('empty') : undefined}>
            {dashboard.revenueByPlan.map((row) => (
              <tr key={row.plan}>
                <td className={tableCell()}>{t(`plans.${row.plan as 'family'}`)}</td>
                <td className={tableCell({ numeric: true })}>{base(row.baseMinor)}</td>
              </tr>
            ))}
          </DataTable>
        </Section>
      </div>

      <Section id="subscriptions" title={t('subscriptions.title', { count: dashboard.subscriptions.total })} action={csv('subscriptions')}>
        <DataTable
          caption={t('subscriptions.title', { count: dashboard.subscriptions.total })}
          columns={[t('subscriptions.who'), t('filters.plan'), t('filters.status'), { label: t('subscriptions.price'), numeric: true }, t('subscriptions.provider'), t('subscriptions.periodEnd'), t('subscriptions.started')]}
          minWidth="56rem"
          empty={dashboard.subscriptions.rows.length === 0 ? t('empty') : undefined}
        >
          {dashboard.subscriptions.rows.map((row) => (
            <tr key={row.id}>
              <td className={tableCell()}>{row.email ?? t('subscriptions.deleted')}</td>
              <td className={tableCell()}>{t(`plans.${row.plan as 'family'}`)}</td>
              <td className={tableCell()}>
                <StatusPill tone={TONES[row.status as keyof typeof TONES]}>{t(`statuses.${row.status as 'active'}`)}</StatusPill>
                {row.cancelAtPeriodEnd && row.status !== 'canceled' ? <span className="ms-2 text-xs text-muted">{t('subscriptions.cancelling')}</span> : null}
              </td>
              <td className={tableCell({ numeric: true })}>{t(`subscriptions.per.${row.period as 'month'}`, { price: own(row.amountMinor, row.currency) })}</td>
              <td className={tableCell()}>{t(`providers.${row.provider as 'manual'}`)}</td>
              <td className={tableCell()}>{day(row.currentPeriodEnd)}</td>
              <td className={tableCell()}>{day(row.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
        <Pager label={t('subscriptions.pages')} filters={filters} pageKey="subscriptionsPage" page={dashboard.subscriptions.page} total={dashboard.subscriptions.total} previous={t('previous')} next={t('next')} />
      </Section>

      <Section id="invoices" title={t('invoices.title', { count: dashboard.invoices.total })} action={csv('invoices')}>
        <DataTable
          caption={t('invoices.title', { count: dashboard.invoices.total })}
          columns={[t('invoices.number'), t('invoices.billedTo'), { label: t('invoices.amount'), numeric: true }, t('filters.status'), t('invoices.issued'), t('invoices.due'), { label: t('invoices.actions'), hidden: true }]}
          minWidth="60rem"
          empty={dashboard.invoices.rows.length === 0 ? t('empty') : undefined}
        >
          {dashboard.invoices.rows.map((row) => (
            <tr key={row.id}>
              <td className={tableCell()}>
                <Link href={`/settings/billing/invoices/${row.number}`} className="whitespace-nowrap font-semibold text-[var(--link-text)] hover:underline">
                  {row.number}
                </Link>
              </td>
              <td className={tableCell()}>
                <div>{row.billedName}</div>
                <div className="text-xs text-muted">{row.billedEmail}</div>
              </td>
              <td className={tableCell({ numeric: true })}>{own(row.amountMinor, row.currency)}</td>
              <td className={tableCell()}>
                <StatusPill tone={TONES[row.status as keyof typeof TONES]}>{t(`statuses.${row.status as 'open'}`)}</StatusPill>
              </td>
              <td className={tableCell()}>{day(row.issuedAt)}</td>
              <td className={tableCell()}>{row.paidAt ? t('invoices.paidOn', { date: day(row.paidAt) }) : day(row.dueAt)}</td>
              <td className={tableCell()}>
                {row.provider === 'manual' && (row.status === 'open' || row.status === 'paid') ? <InvoiceActions invoiceId={row.id} number={row.number} status={row.status} /> : null}
              </td>
            </tr>
          ))}
        </DataTable>
        <Pager label={t('invoices.pages')} filters={filters} pageKey="invoicesPage" page={dashboard.invoices.page} total={dashboard.invoices.total} previous={t('previous')} next={t('next')} />
      </Section>
    </PageLayout>
  );
}
