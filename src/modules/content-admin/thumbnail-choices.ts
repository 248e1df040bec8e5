import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { storedFiles } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

export interface ThumbnailChoice {
  fullPath: string;
  name: string;
  width: number;
  height: number;
}

/** The images an editor can pick for a course, a lesson, an image block or a badge icon: the newest first. */
export async function listThumbnailChoices(actor: Actor, limit = 500): Promise<ThumbnailChoice[]> {
  assertCan(actor, 'edit:content:any');
  return getDb()
    .select({ fullPath: storedFiles.fullPath, name: storedFiles.name, width: storedFiles.width, height: storedFiles.height })
    .from(storedFiles)
    .where(eq(storedFiles.bucket, 'thumbnails'))
    .orderBy(desc(storedFiles.timeCreated))
    .limit(limit);
}

