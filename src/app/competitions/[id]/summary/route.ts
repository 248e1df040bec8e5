import { exportClassSummaryCsv } from '@/modules/competitions';
import { csvDownload } from '@/server/http';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';

/**
 * GET /competitions/<id>/summary: the teacher's class summary of their finished competition as CSV (decision 065),
 * headers in the teacher's language. Another's competition, or an id that is not one, a 404; before the results are
 * frozen a 409; a role that runs no competition a 403.
 */
export const GET = routeHandler(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const actor = await requireRouteActor(request, 'manage:competition:own');
  const { locale } = await routePreferences(request);
  const file = await exportClassSummaryCsv(actor, { competitionId: (await context.params).id }, locale);
  return csvDownload(file.fileName, file.body);
});
