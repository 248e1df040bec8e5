import { serveStoredFile } from '@/modules/files';

type Context = { params: Promise<{ path: string[] }> };

/** Public read of a stored file (thumbnails on the public catalogue): bytes, ETag, 304, 404. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return serveStoredFile(request, (await params).path);
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  return serveStoredFile(request, (await params).path, { head: true });
}
