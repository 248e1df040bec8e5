import { FILE_URL_PREFIX } from '@/modules/courses/content';

/*
 * An image block stores the image's public URL (the player renders it as it is); the editor's picker works with the
 * file store's fullPath. Same rule as content-admin's fileUrl, which is server-only.
 */

export { fileUrl } from '@/modules/files/file-url';

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
