/*
 * Stored files are served publicly under /files/<fullPath> (src/app/files/[...path]/route.ts; decision 010). An image
 * block stores the image's public URL, which the player renders as it is; the editors work with the file store's
 * fullPath. These two functions turn one into the other.
 */

export const FILE_URL_PREFIX = '/files/';

/** The public URL of a stored file; each segment URI-encoded. */
export function fileUrl(fullPath: string): string {
  return `${FILE_URL_PREFIX}${fullPath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The fullPath behind a /files/… URL, or null for anything else. */
export function fullPathOf(src: string): string | null {
  if (!src.startsWith(FILE_URL_PREFIX)) return null;
  try {
    const fullPath = src.slice(FILE_URL_PREFIX.length).split('/').map(decodeURIComponent).join('/');
    return fullPath === '' ? null : fullPath;
  } catch {
    return null;
  }
}
