import { defineEvent } from '@/server/domain-events';

/*
 * What the families module lets others react to (decision 015). No 'server-only': the wiring that subscribes to
 * these is loaded by the custom server too.
 */

/** A parent and a child are no longer linked (either side ended it, decision 026). */
export interface FamilyLinkEnded {
  parentId: string;
  childId: string;
}

export const familyLinkEnded = defineEvent<FamilyLinkEnded>('families.link-ended');
