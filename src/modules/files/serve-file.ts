import 'server-only';
import { AppError } from '@/server/errors';
import { STORED_FILE_CACHE_CONTROL } from './constants';
import { findPublicFile } from './queries';

/** The stored path from the route's segments, or null for anything that tries to leave it (`.`, `..`, `\`, NUL). */
export function storedPathFromSegments(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length === 0) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[/\\\u0000-\u001F\u007F]/.test(segment))) return null;
  const fullPath = segments.join('/');
  return fullPath.length <= 1024 ? fullPath : null;
}

/** True when If-None-Match lists this ETag (or `*`); weak validators compare equal (RFC 9110 13.1.2). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** 404, answered by routeHandler in the visitor's language (never cached, nosniff). */
function notFound(): AppError {
  return new AppError(404, 'thumbnails.errors.notFound');
}

/**
 * GET /files/<fullPath>: public (thumbnails appear on the public catalogue). Streams the stored bytes with the
 * stored type, the MD5 as ETag (304 when the browser has it) and a cache policy for content that may be replaced
 * under the same name: an hour, then revalidate. nosniff so a browser never guesses another type. Throws a 404
 * AppError for anything not stored (the route's routeHandler answers it).
 */
export async function serveStoredFile(request: Request, segments: readonly string[] | undefined, options: { head?: boolean } = {}): Promise<Response> {
  const fullPath = storedPathFromSegments(segments);
  if (!fullPath) throw notFound();
  const file = await findPublicFile(fullPath);
  if (!file) throw notFound();
  const etag = `"${file.md5Hash}"`;
  const common = {
    ETag: etag,
    'Cache-Control': file.cacheControl ?? STORED_FILE_CACHE_CONTROL,
    'Last-Modified': file.updated.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: common });
  const headers = {
    ...common,
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    ...(file.contentDisposition ? { 'Content-Disposition': file.contentDisposition } : {}),
  };
  if (options.head) return new Response(null, { status: 200, headers });
  const body = await file.open();
  if (!body) throw notFound();
  return new Response(body, { status: 200, headers });
}
