import { NextResponse, type NextRequest } from 'next/server';
import { listStoredFiles } from '@/modules/files';
import { filesJsonError, requireFilesActor } from '@/modules/files';
import { listFilesSchema } from '@/modules/files/schemas';
import { parseInput } from '@/server/validation';

/** GET /api/files?pageSize=1..1000&pageToken=…&name=…: one page of stored files (admins). */
export async function GET(request: NextRequest): Promise<NextResponse> {
  try {
    const actor = await requireFilesActor(request);
    const input = parseInput(listFilesSchema, Object.fromEntries(request.nextUrl.searchParams));
    return NextResponse.json(await listStoredFiles(actor, input), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return filesJsonError(error);
  }
}
