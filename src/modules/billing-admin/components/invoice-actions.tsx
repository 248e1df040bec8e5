'use client';

import { useTranslations } from '@/i18n/client';
import { ActionForm } from '@/components/ui/action-form';
import { markInvoicePaidAction, refundInvoiceAction } from '../actions';

/** An open transfer invoice is marked paid when the money arrives; a paid one may be refunded (decision 040). */
export function InvoiceActions({ invoiceId, number, status }: { invoiceId: number; number: string; status: string }) {
  const t = useTranslations('finance.invoices');
  if (status === 'open') {
    return <ActionForm action={markInvoicePaidAction} fields={{ invoiceId: String(invoiceId) }} label={t('markPaid')} accessibleLabel={t('markPaidOf', { number })} variant="primary" />;
  }
  return (
    <ActionForm
      action={refundInvoiceAction}
      fields={{ invoiceId: String(invoiceId) }}
      label={t('refund')}
      accessibleLabel={t('refundOf', { number })}
      variant="secondary"
      confirm={{ title: t('refundTitle', { number }), body: t('refundBody'), confirmLabel: t('refund'), cancelLabel: t('keep') }}
    />
  );
}
