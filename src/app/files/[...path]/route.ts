import { serveStoredFile } from '@/modules/files';
import { routeHandler } from '@/server/route-handler';

type Context = { params: Promise<{ path: string[] }> };

/** Public read of a stored file (thumbnails on the public catalogue): bytes, ETag, 304, 404. */
export const GET = routeHandler(async (request: Request, { params }: Context) => serveStoredFile(request, (await params).path));

export const HEAD = routeHandler(async (request: Request, { params }: Context) => serveStoredFile(request, (await params).path, { head: true }));
