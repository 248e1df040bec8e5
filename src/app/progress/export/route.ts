import type { NextRequest } from 'next/server';
import { exportClassProgressCsv } from '@/modules/classes';
import { AppError } from '@/server/errors';
import { csvDownload } from '@/server/http';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';

/** A class's progress grid as CSV (decision 034): the class's tutor only; anyone else's class is a 404, as the page. Titles in the tutor's language. */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'manage:class:own');
  const params = request.nextUrl.searchParams;
  const { locale } = await routePreferences(request);
  const file = await exportClassProgressCsv(actor, { class: params.get('class') ?? undefined, days: params.get('days') ?? undefined }, locale);
  if (!file) throw new AppError(404, 'classes.errors.notFound');
  return csvDownload(file.fileName, file.body);
});
