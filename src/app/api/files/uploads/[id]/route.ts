import { NextResponse } from 'next/server';
import { MAX_CHUNK_BYTES } from '@/modules/files';
import { appendUploadChunk, cancelUpload, getUploadStatus } from '@/modules/files';
import { assertSameOrigin } from '@/server/http';
import { uploadIdSchema } from '@/modules/files/schemas';
import { readBodyBytes } from '@/server/request-body';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

type Context = { params: Promise<{ id: string }> };

/** GET: how many bytes the server holds (where to resume). */
export const GET = routeHandler(async (request: Request, { params }: Context) => {
  const actor = await requireRouteActor(request, 'manage:files:any');
  return NextResponse.json(await getUploadStatus(actor, parseInput(uploadIdSchema, (await params).id, 404)), { headers: { 'Cache-Control': 'no-store' } });
});

/** PUT with Content-Range: one chunk; the last one stores the file (201 with its metadata). */
export const PUT = routeHandler(async (request: Request, { params }: Context) => {
  const actor = await requireRouteActor(request, 'manage:files:any');
  assertSameOrigin(request);
  const id = parseInput(uploadIdSchema, (await params).id, 404);
  const result = await appendUploadChunk(actor, id, request.headers.get('content-range'), await readBodyBytes(request));
  return NextResponse.json(result, { status: result.status === 'complete' ? 201 : 200 });
}, { maxBodyBytes: MAX_CHUNK_BYTES });

/** DELETE: cancels the upload and removes its partial bytes. */
export const DELETE = routeHandler(async (request: Request, { params }: Context) => {
  const actor = await requireRouteActor(request, 'manage:files:any');
  assertSameOrigin(request);
  await cancelUpload(actor, parseInput(uploadIdSchema, (await params).id, 404));
  return NextResponse.json({ ok: true });
});
