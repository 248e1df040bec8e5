'use server';

import { redirect } from 'next/navigation';
import { clientAddress } from '@/server/session';
import { helpVoteSchema } from './schemas';
import { voteHelpful } from './votes';

/**
 * "Was this helpful?": a plain form post (no script needed, no sign-in: visitors read help too), back to the article
 * with a thank-you. A malformed post goes back to the help centre.
 */
export async function voteHelpfulAction(formData: FormData): Promise<void> {
  const parsed = helpVoteSchema.safeParse(formData instanceof FormData ? Object.fromEntries(formData.entries()) : {});
  if (!parsed.success) redirect('/help');
  await voteHelpful(parsed.data.articleId, parsed.data.helpful === 'yes', await clientAddress());
  redirect(`/help/${parsed.data.slug}?thanks=1`);
}
