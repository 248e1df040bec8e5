import 'server-only';
import { drawPdf } from '@/server/pdf-queue';
import type { Actor } from '@/server/session-flow';
import { getInvoice } from './invoices';

/**
 * An invoice as a PDF file, or null (404) when it is not the reader's. Drawn in the PDF worker, in the reader's
 * turn and within their limit (decision 045), once the invoice was found to be theirs.
 */
export async function getInvoicePdf(actor: Actor, number: string, viewer: { locale: string; signal?: AbortSignal }): Promise<{ bytes: Buffer; filename: string } | null> {
  const invoice = await getInvoice(actor, number);
  if (!invoice) return null;
  const bytes = await drawPdf(actor.id, { document: 'modules/billing/invoice-pdf', data: invoice, locale: viewer.locale, namespace: 'plans', signal: viewer.signal });
  return { bytes, filename: `${invoice.number}.pdf` };
}
