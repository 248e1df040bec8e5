import type { NextRequest } from 'next/server';
import { exportAssignmentCsv } from '@/modules/classes';
import { AppError } from '@/server/errors';
import { csvDownload } from '@/server/http';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';

/** An assignment's results as CSV (decision 034): its tutor only; anyone else's is a 404, as the page. */
export const GET = routeHandler(async (request: NextRequest, context: { params: Promise<{ id: string; assignmentId: string }> }) => {
  const actor = await requireRouteActor(request, 'manage:class:own');
  const [{ id, assignmentId }, { locale }] = await Promise.all([context.params, routePreferences(request)]);
  const file = await exportAssignmentCsv(actor, { classId: id, assignmentId }, locale);
  if (!file) throw new AppError(404, 'classes.errors.assignmentNotFound');
  return csvDownload(file.fileName, file.body);
});
