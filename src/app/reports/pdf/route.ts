import { getChildReportPdf, reportParamsSchema } from '@/modules/reports';
import { AppError } from '@/server/errors';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

const PARAMS = ['child', 'period', 'from', 'to'] as const;

/**
 * GET /reports/pdf?child=&period=&from=&to=: a parent's report on one of their children as a PDF download
 * (decision 028), in the parent's language and currency. A child who is not theirs is a 404; a bad period a 400;
 * more PDFs than a parent may ask for at once or in a while, a 429 with Retry-After (decision 045).
 */
export const GET = routeHandler(async (request: Request) => {
  const actor = await requireRouteActor(request, 'read:child:own');
  const query = new URL(request.url).searchParams;
  const params = parseInput(reportParamsSchema, Object.fromEntries(PARAMS.flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : []))));
  const preferences = await routePreferences(request);
  const pdf = await getChildReportPdf(actor, params, { locale: preferences.locale, currency: preferences.currency, signal: request.signal });
  if (!pdf) throw new AppError(404, 'reports.errors.notFound');
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      // An ASCII name for old clients, the child's own name (any script) for the others (RFC 6266).
      'Content-Disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(pdf.filename)}`,
      'Cache-Control': 'private, no-store',
    },
  });
});
