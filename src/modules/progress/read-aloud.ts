import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { learningProfiles } from '@/db/schema';
import { readsAloud } from '@/lib/child-age';
import { peopleView } from '@/modules/accounts';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { readAloudChoice, type ReadAloudSetting } from './read-aloud-choice';

/** The learner, as accounts publishes a person's row (decision 055). */
const person = peopleView();

/** A learner's read-aloud setting, read without creating their profile (a GET never writes): null until chosen. */
export async function readReadAloudSetting(userId: string): Promise<ReadAloudSetting> {
  const [row] = await getDb()
    .select({ readAloud: learningProfiles.readAloud, birthYear: person.birthYear })
    .from(person)
    .leftJoin(learningProfiles, eq(learningProfiles.userId, person.id))
    .where(eq(person.id, userId));
  return { choice: readAloudChoice(row?.readAloud ?? null), byAge: readsAloud(null, row?.birthYear ?? null) };
}

/**
 * Whether the lesson player opens with reading aloud on for the actor (decision 053): their own or their parent's
 * choice, else their age (on while they may still be 9).
 */
export async function getReadAloud(actor: Actor): Promise<boolean> {
  assertCan(actor, 'take:lesson:own');
  const setting = await readReadAloudSetting(actor.id);
  return setting.choice === 'auto' ? setting.byAge : setting.choice === 'on';
}
