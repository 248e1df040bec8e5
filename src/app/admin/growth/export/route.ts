import type { NextRequest } from 'next/server';
import { getGrowth, growthCsv } from '@/modules/analytics';
import { analyticsFiltersSchema, growthExportSchema } from '@/modules/analytics/schemas';
import { csvDownload } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

/** One table of /admin/growth as CSV, with the page's filters (decision 038). Admins only; an unknown table is a 400. */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'read:analytics:any');
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const { section } = parseInput(growthExportSchema, query);
  const filters = parseInput(analyticsFiltersSchema, query);
  return csvDownload(`growth-${section}-${filters.from}-to-${filters.to}.csv`, growthCsv(await getGrowth(actor, filters), section));
});
