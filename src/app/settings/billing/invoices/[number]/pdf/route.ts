import { getInvoicePdf } from '@/modules/billing';
import { AppError } from '@/server/errors';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';

/**
 * GET …/invoices/AC-2026-000001/pdf: the invoice as a PDF (decision 040), in the reader's language; not theirs (a
 * child has none), a 404; more PDFs than one may ask for at once or in a while, a 429 with Retry-After (decision 045).
 */
export const GET = routeHandler(async (request: Request, context: { params: Promise<{ number: string }> }) => {
  const actor = await requireRouteActor(request);
  const preferences = await routePreferences(request);
  const pdf = await getInvoicePdf(actor, decodeURIComponent((await context.params).number), { locale: preferences.locale, signal: request.signal });
  if (!pdf) throw new AppError(404, 'billing.errors.invoiceNotFound');
  return new Response(new Uint8Array(pdf.bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${pdf.filename}"`, 'Cache-Control': 'private, no-store' },
  });
});
