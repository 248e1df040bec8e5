import { z } from 'zod';
import { AppError } from '@/server/errors';

/**
 * Listing pages are walked by key (the full path, in name order, as object stores list): a token says "the page
 * after this path" or "the page before it". Opaque to the browser (base64url of a small JSON object).
 */
export interface PageToken {
  direction: 'after' | 'before';
  fullPath: string;
}

const tokenSchema = z.object({ d: z.enum(['after', 'before']), p: z.string().min(1).max(1024) });

export function encodePageToken(token: PageToken): string {
  return Buffer.from(JSON.stringify({ d: token.direction, p: token.fullPath }), 'utf8').toString('base64url');
}

/** The token's meaning; a token that was not made by encodePageToken is a 400. */
export function decodePageToken(value: string): PageToken {
  try {
    const parsed = tokenSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { direction: parsed.d, fullPath: parsed.p };
  } catch {
    throw new AppError(400, 'thumbnails.errors.pageToken');
  }
}
