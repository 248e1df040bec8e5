import { NextResponse } from 'next/server';
import { deleteStoredFile } from '@/modules/files';
import { getStoredFile } from '@/modules/files';
import { storedPathFromSegments } from '@/modules/files';
import { AppError } from '@/server/errors';
import { assertSameOrigin } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';

type Context = { params: Promise<{ path: string[] }> };

async function fullPathOf(context: Context): Promise<string> {
  const fullPath = storedPathFromSegments((await context.params).path);
  if (!fullPath) throw new AppError(404, 'thumbnails.errors.notFound');
  return fullPath;
}

/** GET /api/files/<fullPath>: a stored file's metadata and what uses it (admins). */
export const GET = routeHandler(async (request: Request, context: Context) => {
  const actor = await requireRouteActor(request, 'manage:files:any');
  const found = await getStoredFile(actor, await fullPathOf(context));
  if (!found) throw new AppError(404, 'thumbnails.errors.notFound');
  return NextResponse.json(found, { headers: { 'Cache-Control': 'no-store' } });
});

/** DELETE /api/files/<fullPath>: deletes a file nothing uses (409 naming its users, `usedBy`, otherwise). Audited. */
export const DELETE = routeHandler(async (request: Request, context: Context) => {
  const actor = await requireRouteActor(request, 'manage:files:any');
  assertSameOrigin(request);
  await deleteStoredFile(actor, await fullPathOf(context));
  return NextResponse.json({ ok: true });
});
