import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { exportFinanceCsv, financeFiltersSchema } from '@/modules/billing-admin';
import { csvDownload } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

const listSchema = z.object({ list: z.enum(['subscriptions', 'invoices'], { message: 'errors.badRequest' }) });

/** The finance dashboard's subscriptions or invoices as CSV, with its filters (decision 040). Admins only. */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'manage:finance:any');
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const { list } = parseInput(listSchema, query);
  const filters = financeFiltersSchema.parse(query);
  return csvDownload(`${list}-${new Date().toISOString().slice(0, 10)}.csv`, await exportFinanceCsv(actor, list, filters));
});
