import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Spec 3 "Stored file metadata": one row per stored object (thumbnails and badge icons; decision 010).
 * The bytes live in a `FileStore` (local disk under DATA_DIR today); this row is the object's metadata.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** The object's full path inside its bucket, e.g. `thumbnails/money-basics.webp`. */
    fullPath: text('full_path').primaryKey(),
    bucket: text('bucket').notNull(),
    /** The last path segment. */
    name: text('name').notNull(),
    /** Changes each time the bytes are replaced (microseconds since the epoch, as the spec's stores use). */
    generation: bigint('generation', { mode: 'bigint' }).notNull(),
    /** Changes each time the metadata alone is edited. */
    metageneration: integer('metageneration').notNull().default(1),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    /** Base64 of the MD5 digest of the stored bytes. */
    md5Hash: text('md5_hash').notNull(),
    cacheControl: text('cache_control'),
    contentDisposition: text('content_disposition'),
    contentEncoding: text('content_encoding'),
    contentLanguage: text('content_language'),
    customMetadata: jsonb('custom_metadata').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    timeCreated: timestamp('time_created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stored_files_size_check', sql`${table.size} > 0`),
    index('stored_files_bucket_created_idx').on(table.bucket, table.timeCreated),
  ],
);
