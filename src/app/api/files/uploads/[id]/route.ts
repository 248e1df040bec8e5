import { NextResponse } from 'next/server';
import { MAX_CHUNK_BYTES } from '@/modules/files';
import { appendUploadChunk, cancelUpload, getUploadStatus } from '@/modules/files';
import { assertSameOrigin, filesJsonError, readBodyUpTo, requireFilesActor } from '@/modules/files';
import { uploadIdSchema } from '@/modules/files/schemas';
import { parseInput } from '@/server/validation';

type Context = { params: Promise<{ id: string }> };

/** GET: how many bytes the server holds (where to resume). */
export async function GET(request: Request, { params }: Context): Promise<NextResponse> {
  try {
    const actor = await requireFilesActor(request);
    return NextResponse.json(await getUploadStatus(actor, parseInput(uploadIdSchema, (await params).id, 404)), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return filesJsonError(error);
  }
}

/** PUT with Content-Range: one chunk; the last one stores the file (201 with its metadata). */
export async function PUT(request: Request, { params }: Context): Promise<NextResponse> {
  try {
    const actor = await requireFilesActor(request);
    assertSameOrigin(request);
    const id = parseInput(uploadIdSchema, (await params).id, 404);
    const result = await appendUploadChunk(actor, id, request.headers.get('content-range'), await readBodyUpTo(request, MAX_CHUNK_BYTES));
    return NextResponse.json(result, { status: result.status === 'complete' ? 201 : 200 });
  } catch (error) {
    return filesJsonError(error);
  }
}

/** DELETE: cancels the upload and removes its partial bytes. */
export async function DELETE(request: Request, { params }: Context): Promise<NextResponse> {
  try {
    const actor = await requireFilesActor(request);
    assertSameOrigin(request);
    await cancelUpload(actor, parseInput(uploadIdSchema, (await params).id, 404));
    return NextResponse.json({ ok: true });
  } catch (error) {
    return filesJsonError(error);
  }
}
