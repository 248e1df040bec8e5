import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { helpArticles } from '@/db/schema';
import { rateLimitClientKey } from '@/server/client-address';
import { clientAddressDigest, consume } from '@/server/rate-limit';

/**
 * "Was this helpful?" (decision 039): counts on the article that only admins see. One answer per article and client
 * address a day, so a reload or a script cannot stuff the count; answers past that are thanked but not counted.
 * Answers only what a reader could see: a published article. Returns whether it counted.
 */
export async function voteHelpful(articleId: number, helpful: boolean, clientAddress: string): Promise<boolean> {
  const [article] = await getDb().select({ id: helpArticles.id }).from(helpArticles).where(and(eq(helpArticles.id, articleId), eq(helpArticles.published, true)));
  if (!article) return false;
  const allowance = await consume({ key: `help-vote:${articleId}:${clientAddressDigest(rateLimitClientKey(clientAddress))}`, max: 1, windowMs: 24 * 60 * 60 * 1000 });
  if (!allowance.allowed) return false;
  await getDb()
    .update(helpArticles)
    .set(helpful ? { helpfulYes: sql`${helpArticles.helpfulYes} + 1` } : { helpfulNo: sql`${helpArticles.helpfulNo} + 1` })
    .where(eq(helpArticles.id, articleId));
  return true;
}
