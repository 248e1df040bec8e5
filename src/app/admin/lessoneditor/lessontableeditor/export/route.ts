import type { NextRequest } from 'next/server';
import { exportLessonsCsv } from '@/modules/lesson-admin';
import { lessonTableFiltersSchema } from '@/modules/lesson-admin/schemas';
import { csvDownload } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

/** CSV export of the filtered lessons (the table's filters and order). Admins only. */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'edit:content:any');
  const filters = parseInput(lessonTableFiltersSchema, Object.fromEntries(request.nextUrl.searchParams));
  return csvDownload(`lessons-${new Date().toISOString().slice(0, 10)}.csv`, await exportLessonsCsv(actor, filters));
});
