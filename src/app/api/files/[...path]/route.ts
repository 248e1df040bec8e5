import { NextResponse } from 'next/server';
import { deleteStoredFile } from '@/modules/files';
import { getStoredFile } from '@/modules/files';
import { assertSameOrigin, filesJsonError, requireFilesActor } from '@/modules/files';
import { storedPathFromSegments } from '@/modules/files';
import { AppError } from '@/server/errors';

type Context = { params: Promise<{ path: string[] }> };

async function fullPathOf(context: Context): Promise<string> {
  const fullPath = storedPathFromSegments((await context.params).path);
  if (!fullPath) throw new AppError(404, 'thumbnails.errors.notFound');
  return fullPath;
}

/** GET /api/files/<fullPath>: a stored file's metadata and what uses it (admins). */
export async function GET(request: Request, context: Context): Promise<NextResponse> {
  try {
    const actor = await requireFilesActor(request);
    const found = await getStoredFile(actor, await fullPathOf(context));
    if (!found) throw new AppError(404, 'thumbnails.errors.notFound');
    return NextResponse.json(found, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return filesJsonError(error);
  }
}

/** DELETE /api/files/<fullPath>: deletes a file nothing uses (409 naming its users otherwise). Audited. */
export async function DELETE(request: Request, context: Context): Promise<NextResponse> {
  try {
    const actor = await requireFilesActor(request);
    assertSameOrigin(request);
    await deleteStoredFile(actor, await fullPathOf(context));
    return NextResponse.json({ ok: true });
  } catch (error) {
    return filesJsonError(error);
  }
}
