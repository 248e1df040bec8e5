'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { markInvoicePaid, refundInvoice, savePlanPrices } from '@/modules/billing';
import { invoiceIdSchema, planPricesSchema } from '@/modules/billing/schemas';
import { runActorAction } from '@/server/form-action';

/* The back office's billing forms (decision 040): prices, and payments and refunds of transfer invoices. */

const FINANCE_PATH = '/admin/finance/dashboard';

export async function savePlanPricesAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:finance:any', planPricesSchema, formData, async (actor, input) => {
    await savePlanPrices(actor, input);
    revalidatePath('/admin/finance', 'layout');
    revalidatePath('/settings/billing');
    return { status: 'success', message: 'finance.pricesSaved' };
  });
}

export async function markInvoicePaidAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:finance:any', invoiceIdSchema, formData, async (actor, { invoiceId }) => {
    await markInvoicePaid(actor, invoiceId);
    revalidatePath(FINANCE_PATH);
    return { status: 'success', message: 'finance.markedPaid' };
  });
}

export async function refundInvoiceAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:finance:any', invoiceIdSchema, formData, async (actor, { invoiceId }) => {
    await refundInvoice(actor, invoiceId);
    revalidatePath(FINANCE_PATH);
    return { status: 'success', message: 'finance.refunded' };
  });
}
