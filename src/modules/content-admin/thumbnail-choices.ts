import 'server-only';
import { getDb } from '@/db/client';
import { readThumbnailChoices, type ThumbnailChoice } from '@/modules/files';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

export type { ThumbnailChoice };

/** The images an editor can pick for a course, a lesson, an image block or a badge icon: the newest first. */
export async function listThumbnailChoices(actor: Actor, limit = 500): Promise<ThumbnailChoice[]> {
  assertCan(actor, 'edit:content:any');
  return readThumbnailChoices(getDb(), limit);
}

