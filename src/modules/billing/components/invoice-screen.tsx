import { getLocale, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { buttonClass } from '@/components/ui/button';
import { PrintButton } from '@/components/ui/print-button';
import { StatusPill } from '@/components/ui/status-pill';
import { formatMinor } from '@/lib/money';
import type { InvoiceView } from '../invoices';
import type { PaidPlan } from '../plans';
import { INVOICE_TONES } from './invoice-tones';

/** An invoice to read and print (decision 040); the print stylesheet keeps the invoice only. */
export async function InvoiceScreen({ invoice, backHref }: { invoice: InvoiceView; backHref: string }) {
  const [t, locale] = await Promise.all([getTranslations('plans'), getLocale()]);
  const day = (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  const amount = formatMinor(invoice.amountMinor, invoice.currency, locale);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink href={backHref}>{t('invoice.back')}</BackLink>
        <div className="flex flex-wrap gap-2">
          <PrintButton label={t('invoice.print')} />
          <a href={`/settings/billing/invoices/${invoice.number}/pdf`} className={buttonClass('secondary')}>
            {t('invoice.pdf')}
          </a>
        </div>
      </div>
      <article aria-labelledby="invoice-title" className="rounded-2xl border border-line bg-card p-6 sm:p-10 print:border-0 print:p-0">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-xl font-extrabold">Academy</p>
            <h1 id="invoice-title" className="mt-4 text-2xl font-bold">
              {t('invoice.title', { number: invoice.number })}
            </h1>
          </div>
          <StatusPill tone={INVOICE_TONES[invoice.status as keyof typeof INVOICE_TONES]}>{t(`invoice.status.${invoice.status as 'open'}`)}</StatusPill>
        </div>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">{t('invoice.billedTo')}</h2>
            <p className="mt-1 font-semibold">{invoice.billedName}</p>
            <p>{invoice.billedEmail}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('invoice.issuedLabel')}</dt>
            <dd>{day(invoice.issuedAt)}</dd>
            <dt className="text-muted">{t('invoice.dueLabel')}</dt>
            <dd>{day(invoice.dueAt)}</dd>
            {invoice.paidAt ? (
              <>
                <dt className="text-muted">{t('invoice.paidLabel')}</dt>
                <dd>{day(invoice.paidAt)}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <table className="mt-8 w-full text-sm">
          <caption className="sr-only">{t('invoice.lines')}</caption>
          <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="py-2 text-start">
                {t('invoice.description')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('invoice.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line">
              <td className="py-3">
                <p>{t('invoice.line', { plan: t(`names.${invoice.plan as PaidPlan}`), period: t(`periods.${invoice.period as 'month'}`) })}</p>
                <p className="text-muted">{t('invoice.coverage', { from: day(invoice.periodStart), to: day(invoice.periodEnd) })}</p>
              </td>
              <td className="py-3 text-end tabular-nums">{amount}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 text-start text-base">
                {t('invoice.total')}
              </th>
              <td className="pt-3 text-end text-lg font-bold tabular-nums">{amount}</td>
            </tr>
          </tfoot>
        </table>
        {invoice.status === 'open' && invoice.provider === 'manual' ? (
          <div className="mt-8 rounded-xl border border-line p-4 text-sm">
            <p className="font-semibold">{t('invoice.payByTransfer', { number: invoice.number })}</p>
            {invoice.transferDetails.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </article>
    </div>
  );
}
