import { NextResponse } from 'next/server';
import { startUpload } from '@/modules/files';
import { startUploadSchema } from '@/modules/files/schemas';
import { assertSameOrigin, readJson } from '@/server/http';
import { JSON_BODY_LIMIT } from '@/server/body-limits';
import { requireRouteActor, routeHandler } from '@/server/route-handler';

/** POST /api/files/uploads {name, size, type}: starts a resumable upload (413 above 5 MB). Admins. */
export const POST = routeHandler(async (request: Request) => {
  const actor = await requireRouteActor(request, 'manage:files:any');
  assertSameOrigin(request);
  return NextResponse.json(await startUpload(actor, await readJson(request, startUploadSchema)), { status: 201 });
}, { maxBodyBytes: JSON_BODY_LIMIT });
