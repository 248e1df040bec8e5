import type { NextRequest } from 'next/server';
import { exportLessonsCsv } from '@/modules/lesson-admin';
import { lessonTableFiltersSchema } from '@/modules/lesson-admin/schemas';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

/** CSV export of the filtered lessons (the table's filters and order). Admins only. */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'edit:content:any');
  const filters = parseInput(lessonTableFiltersSchema, Object.fromEntries(request.nextUrl.searchParams));
  // A byte-order mark, so spreadsheets read the file as UTF-8.
  const body = `\uFEFF${await exportLessonsCsv(actor, filters)}`;
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lessons-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
