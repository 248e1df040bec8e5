'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { markInvoicePaid, refundInvoice, savePlanPrices } from '@/modules/billing';
import { invoiceIdSchema, planPricesSchema } from '@/modules/billing/schemas';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';

/* The back office's billing forms (decision 040): prices, and payments and refunds of transfer invoices. */

const FINANCE_PATH = '/admin/finance/dashboard';
const finance = () => requireActionActor('manage:finance:any');

export async function savePlanPricesAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(planPricesSchema, formData, async (input) => {
    await savePlanPrices(await finance(), input);
    revalidatePath('/admin/finance', 'layout');
    revalidatePath('/settings/billing');
    return { status: 'success', message: 'finance.pricesSaved' };
  });
}

export async function markInvoicePaidAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(invoiceIdSchema, formData, async ({ invoiceId }) => {
    await markInvoicePaid(await finance(), invoiceId);
    revalidatePath(FINANCE_PATH);
    return { status: 'success', message: 'finance.markedPaid' };
  });
}

export async function refundInvoiceAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(invoiceIdSchema, formData, async ({ invoiceId }) => {
    await refundInvoice(await finance(), invoiceId);
    revalidatePath(FINANCE_PATH);
    return { status: 'success', message: 'finance.refunded' };
  });
}
