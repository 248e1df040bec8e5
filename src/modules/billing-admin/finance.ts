import 'server-only';
import { getDb } from '@/db/client';
import { CURRENCIES } from '@/lib/constants';
import { convertMinor, type DisplayRate } from '@/lib/money';
import { toCsv } from '@/lib/csv';
import { listFinanceInvoices, listFinanceSubscriptions, readFinanceFigures, type InvoiceListRow, type SubscriptionListRow } from '@/modules/billing';
import { getDisplayRate } from '@/modules/currency';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { FinanceFilters } from './schemas';

/*
 * The finance dashboard (decision 040), in the admin's chosen base currency: every sum is taken per currency in
 * minor units, then converted once with the rates table (each rate's date shown beside it). MRR comes from the MRR
 * ledger: at a moment it is the sum of the movements in force; a month's new, expansion, contraction, churned and
 * reactivated MRR are the movements dated in it. Revenue is what paid invoices brought in, less refunds. The figures
 * are read by the billing module that owns them (decision 055); this module checks the permission and adds them up.
 */

export const FINANCE_PAGE_SIZE = 20;
const MONTHS_SHOWN = 12;

export interface MonthMovements {
  month: string;
  new: bigint;
  expansion: bigint;
  contraction: bigint;
  churn: bigint;
  reactivation: bigint;
  net: bigint;
  /** MRR at the month's end, with the changes already written for it (cancellations, switches). */
  mrrAtEnd: bigint;
}

export interface FinanceDashboard {
  base: string;
  /** Currencies with amounts but no stored rate: left out of the converted totals. */
  missingRates: string[];
  rates: DisplayRate[];
  mrr: bigint;
  arr: bigint;
  mrrByCurrency: { currency: string; amountMinor: bigint; baseMinor: bigint }[];
  mrrByPlan: { plan: string; baseMinor: bigint }[];
  counts: { active: number; trialing: number; pastDue: number; cancelling: number };
  months: MonthMovements[];
  revenueByCurrency: { currency: string; paidMinor: bigint; refundedMinor: bigint; baseMinor: bigint }[];
  revenueByPlan: { plan: string; baseMinor: bigint }[];
  refunds: { count: number; baseMinor: bigint };
  outstanding: { count: number; overdue: number; baseMinor: bigint };
  subscriptions: { rows: SubscriptionListRow[]; total: number; page: number };
  invoices: { rows: InvoiceListRow[]; total: number; page: number };
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

export async function getFinanceDashboard(actor: Actor, filters: FinanceFilters, now = new Date()): Promise<FinanceDashboard> {
  assertCan(actor, 'manage:finance:any');
  const first = monthStart(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1));
  // One month past this one: a cancellation takes effect at its period's end, so its churn shows next month.
  const afterLast = monthStart(now.getUTCFullYear(), now.getUTCMonth() + 2);
  // The rates and billing's figures (one round trip of statements) are read at once.
  const [rates, figures] = await Promise.all([Promise.all(CURRENCIES.map((currency) => getDisplayRate(currency))), readFinanceFigures(getDb(), filters, { now, first, afterLast }, FINANCE_PAGE_SIZE)]);
  const { mrrRows, openingRows, movementRows, statusRows, revenueRows, outstandingRows } = figures;
  // A currency without a stored rate (getDisplayRate answers with USD's then) is left out of the totals and named.
  const rateOf = new Map(rates.filter((rate, index) => rate.currency === CURRENCIES[index]).map((rate) => [rate.currency, rate]));
  const baseRate = rateOf.get(filters.base) ?? rateOf.get('USD')!;
  const toBase = (amount: bigint | string | number, currency: string) => {
    const rate = rateOf.get(currency);
    return rate ? convertMinor(BigInt(amount), rate, baseRate) : 0n;
  };
  const sumBy = <T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => bigint) => {
    const out = new Map<string, bigint>();
    for (const row of rows) out.set(key(row), (out.get(key(row)) ?? 0n) + value(row));
    return out;
  };

  // MRR: per currency first, converted once per currency (so the parts add up to the whole).
  const mrrPerCurrency = sumBy(mrrRows, (row) => row.currency, (row) => BigInt(row.total));
  const mrrByCurrency = [...mrrPerCurrency].filter(([, amount]) => amount !== 0n).map(([currency, amountMinor]) => ({ currency, amountMinor, baseMinor: toBase(amountMinor, currency) }));
  const mrr = mrrByCurrency.reduce((sum, row) => sum + row.baseMinor, 0n);
  const mrrByPlan = [...sumBy(mrrRows, (row) => row.plan, (row) => toBase(row.total, row.currency))].map(([plan, baseMinor]) => ({ plan, baseMinor }));

  const months: MonthMovements[] = [];
  let running = [...sumBy(openingRows, (row) => row.currency, (row) => BigInt(row.total))].reduce((sum, [currency, amount]) => sum + toBase(amount, currency), 0n);
  for (let index = 0; index <= MONTHS_SHOWN; index += 1) {
    const key = monthKey(monthStart(first.getUTCFullYear(), first.getUTCMonth() + index));
    const entry: MonthMovements = { month: key, new: 0n, expansion: 0n, contraction: 0n, churn: 0n, reactivation: 0n, net: 0n, mrrAtEnd: 0n };
    for (const row of movementRows.filter((movement) => movement.month === key)) {
      const amount = toBase(row.total, row.currency);
      entry[row.kind as 'new' | 'expansion' | 'contraction' | 'churn' | 'reactivation'] += amount;
      entry.net += amount;
    }
    running += entry.net;
    entry.mrrAtEnd = running;
    months.push(entry);
  }

  const revenuePerCurrency = new Map<string, { paid: bigint; refunded: bigint }>();
  for (const row of revenueRows) {
    const entry = revenuePerCurrency.get(row.currency) ?? { paid: 0n, refunded: 0n };
    entry.paid += BigInt(row.paid);
    entry.refunded += BigInt(row.refunded);
    revenuePerCurrency.set(row.currency, entry);
  }
  const revenueByCurrency = [...revenuePerCurrency].map(([currency, { paid, refunded }]) => ({ currency, paidMinor: paid, refundedMinor: refunded, baseMinor: toBase(paid - refunded, currency) }));
  const revenueByPlan = [...sumBy(revenueRows, (row) => row.plan, (row) => toBase(BigInt(row.paid) - BigInt(row.refunded), row.currency))].map(([plan, baseMinor]) => ({ plan, baseMinor }));
  const refundedPerCurrency = sumBy(revenueRows, (row) => row.currency, (row) => BigInt(row.refunded));

  const counts = { active: 0, trialing: 0, pastDue: 0, cancelling: 0 };
  for (const row of statusRows) {
    if (row.status === 'trialing') counts.trialing += row.total;
    else counts.active += row.total;
    if (row.status === 'past_due') counts.pastDue += row.total;
    if (row.cancelling) counts.cancelling += row.total;
  }

  const used = new Set([...mrrPerCurrency.keys(), ...revenuePerCurrency.keys(), ...outstandingRows.map((row) => row.currency)]);
  return {
    base: baseRate.currency,
    missingRates: [...used].filter((currency) => !rateOf.has(currency)).sort(),
    rates: rates.filter((rate) => rate.currency === filters.base || mrrPerCurrency.has(rate.currency) || revenuePerCurrency.has(rate.currency) || outstandingRows.some((row) => row.currency === rate.currency)),
    mrr,
    arr: mrr * 12n,
    mrrByCurrency,
    mrrByPlan,
    counts,
    months,
    revenueByCurrency,
    revenueByPlan,
    refunds: { count: revenueRows.reduce((sum, row) => sum + row.refunds, 0), baseMinor: [...refundedPerCurrency].reduce((sum, [currency, amount]) => sum + toBase(amount, currency), 0n) },
    outstanding: {
      count: outstandingRows.reduce((sum, row) => sum + row.open, 0),
      overdue: outstandingRows.reduce((sum, row) => sum + row.overdue, 0),
      baseMinor: outstandingRows.reduce((sum, row) => sum + toBase(row.amount, row.currency), 0n),
    },
    subscriptions: { ...figures.subscriptions, page: filters.subscriptionsPage },
    invoices: { ...figures.invoices, page: filters.invoicesPage },
  };
}

/** Every subscription or invoice the filters choose, as a formula-safe CSV (amounts in the row's own currency's minor units). */
export async function exportFinanceCsv(actor: Actor, list: 'subscriptions' | 'invoices', filters: FinanceFilters): Promise<string> {
  assertCan(actor, 'manage:finance:any');
  if (list === 'subscriptions') {
    const rows = await listFinanceSubscriptions(getDb(), filters);
    return toCsv([
      ['id', 'email', 'plan', 'status', 'period', 'currency', 'amount_minor', 'provider', 'current_period_end', 'cancel_at_period_end', 'created_at'],
      ...rows.map((row) => [row.id, row.email ?? '', row.plan, row.status, row.period, row.currency, row.amountMinor, row.provider, row.currentPeriodEnd.toISOString(), row.cancelAtPeriodEnd, row.createdAt.toISOString()]),
    ]);
  }
  const rows = await listFinanceInvoices(getDb(), filters);
  return toCsv([
    ['number', 'billed_name', 'billed_email', 'plan', 'currency', 'amount_minor', 'status', 'provider', 'issued_at', 'due_at', 'paid_at'],
    ...rows.map((row) => [row.number, row.billedName, row.billedEmail, row.plan, row.currency, row.amountMinor, row.status, row.provider, row.issuedAt.toISOString(), row.dueAt.toISOString(), row.paidAt?.toISOString() ?? '']),
  ]);
}
