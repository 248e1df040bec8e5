/** The public URL of a stored file (served by src/app/files/[...path]/route.ts); each segment URI-encoded. */
export function fileUrl(fullPath: string): string {
  return `/files/${fullPath.split('/').map(encodeURIComponent).join('/')}`;
}
