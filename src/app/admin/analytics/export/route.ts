import type { NextRequest } from 'next/server';
import { analyticsCsv, getAnalytics } from '@/modules/analytics';
import { analyticsExportSchema, analyticsFiltersSchema } from '@/modules/analytics/schemas';
import { csvDownload } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

/** One table of /admin/analytics as CSV, with the page's filters (decision 038). Admins only; an unknown table is a 400. */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'read:analytics:any');
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const { section } = parseInput(analyticsExportSchema, query);
  const filters = parseInput(analyticsFiltersSchema, query);
  return csvDownload(`analytics-${section}-${filters.from}-to-${filters.to}.csv`, analyticsCsv(await getAnalytics(actor, filters), section));
});
