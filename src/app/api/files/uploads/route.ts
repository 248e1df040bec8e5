import { NextResponse } from 'next/server';
import { startUpload } from '@/modules/files';
import { assertSameOrigin, filesJsonError, requireFilesActor } from '@/modules/files';
import { startUploadSchema } from '@/modules/files/schemas';
import { readJson } from '@/server/http';

/** POST /api/files/uploads {name, size, type}: starts a resumable upload (413 above 5 MB). Admins. */
export async function POST(request: Request): Promise<NextResponse> {
  try {
    const actor = await requireFilesActor(request);
    assertSameOrigin(request);
    return NextResponse.json(await startUpload(actor, await readJson(request, startUploadSchema)), { status: 201 });
  } catch (error) {
    return filesJsonError(error);
  }
}
