import { NextResponse, type NextRequest } from 'next/server';
import { listStoredFiles } from '@/modules/files';
import { listFilesSchema } from '@/modules/files/schemas';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

/** GET /api/files?pageSize=1..1000&pageToken=…&name=…: one page of stored files (admins). */
export const GET = routeHandler(async (request: NextRequest) => {
  const actor = await requireRouteActor(request, 'manage:files:any');
  const input = parseInput(listFilesSchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listStoredFiles(actor, input), { headers: { 'Cache-Control': 'no-store' } });
});
