import type { EarnedBadge } from '@/lib/earned-badge';
import type { PersonCard } from '@/modules/accounts/runtime';
import { defineEvent } from '@/server/domain-events';

/*
 * What the progress module lets others react to (decision 015). No 'server-only': the wiring that subscribes to these
 * is loaded by the custom server too (the market engine's fills award badges).
 */

/** A child earned badges (decision 009), in the transaction that awarded them. */
export interface BadgesEarned {
  childId: string;
  badges: EarnedBadge[];
  /** The child's row as the awarding transaction locked it: the notifications name the child from it. */
  child: PersonCard;
}

export const badgesEarned = defineEvent<BadgesEarned>('progress.badges-earned');
