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
