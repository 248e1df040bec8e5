import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client';
import { storedFiles } from '@/db/schema';

/*
 * What the content editors ask of the file store (decision 055: back-office editors are the owner's): the images they
 * can pick, and whether a picked one is there. They check the editor's permission before calling these. And the
 * images' sizes as a read model for the pages that show them.
 */

export interface ThumbnailChoice {
  fullPath: string;
  name: string;
  width: number;
  height: number;
}

/** The images in the thumbnails bucket, the newest first. */
export function readThumbnailChoices(db: Db, limit: number): Promise<ThumbnailChoice[]> {
  return db
    .select({ fullPath: storedFiles.fullPath, name: storedFiles.name, width: storedFiles.width, height: storedFiles.height })
    .from(storedFiles)
    .where(eq(storedFiles.bucket, 'thumbnails'))
    .orderBy(desc(storedFiles.timeCreated))
    .limit(limit);
}

/** Whether the file is an image in the thumbnails bucket (a thumbnail's or an icon's foreign key needs one). */
export async function isStoredThumbnail(db: Db | Tx, fullPath: string): Promise<boolean> {
  const [file] = await db
    .select({ fullPath: storedFiles.fullPath })
    .from(storedFiles)
    .where(and(eq(storedFiles.fullPath, fullPath), eq(storedFiles.bucket, 'thumbnails')));
  return file !== undefined;
}

/** Which of these files are in the store. */
export async function storedPathsAmong(db: Db | Tx, fullPaths: readonly string[]): Promise<Set<string>> {
  if (fullPaths.length === 0) return new Set();
  const found = await db.select({ fullPath: storedFiles.fullPath }).from(storedFiles).where(inArray(storedFiles.fullPath, [...new Set(fullPaths)]));
  return new Set(found.map((file) => file.fullPath));
}

const builder = new QueryBuilder();

/**
 * The stored images' sizes (decision 055: a read model the file store publishes), for a statement that shows a
 * picture beside its row (a course's thumbnail in the catalogue): joined in the caller's statement under `name`, so
 * the page keeps its one round trip, and read-only.
 */
export function storedImageView<TAlias extends string = 'image'>(name: TAlias = 'image' as TAlias) {
  return builder.select({ fullPath: storedFiles.fullPath, width: storedFiles.width, height: storedFiles.height }).from(storedFiles).as(name);
}
