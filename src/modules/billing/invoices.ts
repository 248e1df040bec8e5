import 'server-only';
import { and, eq, lt, ne } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { invoices, subscriptions } from '@/db/schema';
import { env } from '@/lib/env';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan, can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { InvoiceRow } from './lifecycle';
import { INVOICE_NUMBER_PATTERN } from './schemas';

/*
 * Invoices (decision 040): the payer reads and prints their own, and downloads it as a PDF; an admin reads any,
 * marks a transfer received (the manual provider) or records a refund. Card invoices are paid and refunded at Stripe.
 */

export interface InvoiceView extends InvoiceRow {
  /** How to pay an open invoice by transfer (the payee and account, from the server's configuration). */
  transferDetails: string[];
}

/**
 * The invoice with this number, for its payer or an admin; anyone else's (or none) is null (a 404). A role that
 * pays for nothing (a child) has no invoices: a 404 too, like any reader who is not the payer, so the page and its
 * PDF answer alike and say nothing of whether the number exists.
 */
export async function getInvoice(actor: Actor, number: string): Promise<InvoiceView | null> {
  if (!can(actor, 'manage:billing:own') && !can(actor, 'manage:finance:any')) return null;
  if (!INVOICE_NUMBER_PATTERN.test(number)) return null;
  const [invoice] = await getDb().select().from(invoices).where(eq(invoices.number, number));
  if (!invoice || (invoice.userId !== actor.id && !can(actor, 'manage:finance:any'))) return null;
  return { ...invoice, transferDetails: env().BILLING_TRANSFER_DETAILS.split('\\n').filter(Boolean) };
}

/** An admin records that a transfer arrived: the invoice is paid, and a subscription held past due is active again. */
export async function markInvoicePaid(actor: Actor, invoiceId: number, now = new Date()): Promise<InvoiceRow> {
  assertCan(actor, 'manage:finance:any');
  return getDb().transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw new AppError(404, 'billing.errors.invoiceNotFound');
    if (invoice.status !== 'open') throw new AppError(409, 'billing.errors.invoiceNotOpen');
    if (invoice.provider !== 'manual') throw new AppError(409, 'billing.errors.paidAtProvider');
    const [paid] = await tx.update(invoices).set({ status: 'paid', paidAt: now }).where(eq(invoices.id, invoiceId)).returning();
    if (invoice.subscriptionId) {
      const [overdue] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.subscriptionId, invoice.subscriptionId), eq(invoices.status, 'open'), lt(invoices.dueAt, now), ne(invoices.id, invoiceId)))
        .limit(1);
      if (!overdue) await tx.update(subscriptions).set({ status: 'active' }).where(and(eq(subscriptions.id, invoice.subscriptionId), eq(subscriptions.status, 'past_due')));
    }
    await writeAudit(tx, actor, {
      actionType: 'invoice_paid',
      component: 'billing',
      entityId: invoice.number,
      targetUser: invoice.billedEmail || null,
      subjectUserId: invoice.userId,
      message: `${actor.email} recorded the payment of invoice ${invoice.number}`,
      details: { amountMinor: invoice.amountMinor, currency: invoice.currency },
    });
    return paid!;
  });
}

/** An admin records a refund of a paid transfer invoice (the money goes back by transfer; the plan is not changed). */
export async function refundInvoice(actor: Actor, invoiceId: number, now = new Date()): Promise<InvoiceRow> {
  assertCan(actor, 'manage:finance:any');
  return getDb().transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw new AppError(404, 'billing.errors.invoiceNotFound');
    if (invoice.status !== 'paid') throw new AppError(409, 'billing.errors.invoiceNotPaid');
    if (invoice.provider !== 'manual') throw new AppError(409, 'billing.errors.paidAtProvider');
    const [refunded] = await tx.update(invoices).set({ status: 'refunded', refundedAt: now }).where(eq(invoices.id, invoiceId)).returning();
    await writeAudit(tx, actor, {
      actionType: 'invoice_refund',
      component: 'billing',
      entityId: invoice.number,
      targetUser: invoice.billedEmail || null,
      subjectUserId: invoice.userId,
      message: `${actor.email} refunded invoice ${invoice.number}`,
      details: { amountMinor: invoice.amountMinor, currency: invoice.currency },
    });
    return refunded!;
  });
}
