import 'server-only';
import { RTL_LOCALES } from '@/i18n/locales';
import type { Translate } from '@/server/errors';
import type { Actor } from '@/server/session-flow';
import { getInvoice } from './invoices';

/** An invoice as a PDF file, or null (404) when it is not the reader's. The renderer is loaded on first use. */
export async function getInvoicePdf(actor: Actor, number: string, viewer: { locale: string; t: Translate }): Promise<{ bytes: Buffer; filename: string } | null> {
  const invoice = await getInvoice(actor, number);
  if (!invoice) return null;
  const { renderInvoicePdf } = await import('./invoice-pdf');
  const t: Translate = (key, values) => viewer.t(`plans.${key}`, values);
  const bytes = await renderInvoicePdf(invoice, { t, locale: viewer.locale, direction: RTL_LOCALES.includes(viewer.locale) ? 'rtl' : 'ltr' });
  return { bytes, filename: `${invoice.number}.pdf` };
}
