import type { storedFiles } from '@/db/schema';

/** Spec 3 "Stored file metadata", as the API and the pages see it (dates as ISO strings, generation as text). */
export interface StoredFileMetadata {
  bucket: string;
  generation: string;
  metageneration: number;
  fullPath: string;
  name: string;
  size: number;
  timeCreated: string;
  updated: string;
  md5Hash: string;
  cacheControl: string | null;
  contentDisposition: string | null;
  contentEncoding: string | null;
  contentLanguage: string | null;
  contentType: string;
  customMetadata: Record<string, string>;
  width: number;
  height: number;
}

/** The columns every read selects (an explicit list: uploaded_by stays on the server). */
export function toStoredFileMetadata(row: Omit<typeof storedFiles.$inferSelect, 'uploadedBy'>): StoredFileMetadata {
  return {
    bucket: row.bucket,
    generation: row.generation.toString(),
    metageneration: row.metageneration,
    fullPath: row.fullPath,
    name: row.name,
    size: row.size,
    timeCreated: row.timeCreated.toISOString(),
    updated: row.updated.toISOString(),
    md5Hash: row.md5Hash,
    cacheControl: row.cacheControl,
    contentDisposition: row.contentDisposition,
    contentEncoding: row.contentEncoding,
    contentLanguage: row.contentLanguage,
    contentType: row.contentType,
    customMetadata: row.customMetadata,
    width: row.width,
    height: row.height,
  };
}
