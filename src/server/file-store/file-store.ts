/*
 * Decision 010: the bytes live behind this interface so an S3-compatible store can replace the local disk.
 */

/** Where stored bytes live. Keys are (bucket, object path); metadata lives in the `stored_files` table. */
export interface FileStore {
  /** Writes the object atomically: readers see the old bytes or the new ones, never a part. */
  put(bucket: string, objectPath: string, bytes: Uint8Array): Promise<void>;
  /** The whole object, or null when there is none. */
  get(bucket: string, objectPath: string): Promise<Uint8Array | null>;
  /** The object as a stream (large files are never held in memory), or null when there is none. */
  read(bucket: string, objectPath: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the object; true if there was one. */
  delete(bucket: string, objectPath: string): Promise<boolean>;
  exists(bucket: string, objectPath: string): Promise<boolean>;
}

/** Bucket names and object paths are checked before they reach a store (no traversal, no odd characters). */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9._-]{0,62}$/;

/**
 * The object path's segments, or an Error for a key no store may hold: a bad bucket name, absolute paths, `..` or
 * `.` segments, empty segments, backslashes, colons and control characters, or more than 1024 characters.
 */
export function objectPathSegments(bucket: string, objectPath: string): string[] {
  if (!BUCKET_PATTERN.test(bucket)) throw new Error(`invalid bucket name: ${JSON.stringify(bucket)}`);
  const segments = objectPath.split('/');
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  const badSegment = segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\u0000-\u001F\u007F\\:]/.test(segment));
  if (objectPath.length > 1024 || badSegment) throw new Error(`invalid object path: ${JSON.stringify(objectPath)}`);
  return segments;
}
