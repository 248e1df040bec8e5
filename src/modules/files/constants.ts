/*
 * The file store's limits, with the spec's words beside them. Pure values: the browser's upload task reads them
 * too, so this file imports nothing (src/lib/constants.ts is the project-wide list; these belong to the file store).
 */

/** The one bucket the product stores into (thumbnails and badge icons; decision 010). */
export const THUMBNAILS_BUCKET = 'thumbnails';

/** Uploads are at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The browser sends resumable uploads in chunks of this size; the server accepts up to MAX_CHUNK_BYTES per request. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;
export const MAX_CHUNK_BYTES = 1024 * 1024;

/** A started upload that has not finished is removed after this long. */
export const UPLOAD_EXPIRY_MS = 6 * 60 * 60 * 1000;

/** Stored images are scaled down to fit inside this many pixels on each side. */
export const MAX_IMAGE_DIMENSION = 2048;
/** Images with more input pixels than this are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Spec 5: "Listing stored files: maxResults between 1 and 1000." Spec 9: "page size 1..1000". */
export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 1000;
export const DEFAULT_PAGE_SIZE = 48;

/** Spec 9: "Storage: operation retry limit 120 s, upload retry limit 600 s". */
export const OPERATION_RETRY_LIMIT_MS = 120_000;
export const UPLOAD_RETRY_LIMIT_MS = 600_000;

/** Spec 4: "Upload task states: running, paused, success, canceled, error." */
export const UPLOAD_TASK_STATES = ['running', 'paused', 'success', 'canceled', 'error'] as const;
export type UploadTaskState = (typeof UPLOAD_TASK_STATES)[number];

/** Served files may be replaced under the same name: caches keep them an hour, then revalidate with the ETag. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=3600, must-revalidate';
