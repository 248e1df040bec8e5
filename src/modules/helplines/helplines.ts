import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { helplines } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { assertCan } from '@/server/permissions';
import { sharedCache } from '@/server/shared-cache';
import type { Actor } from '@/server/session-flow';
import type { HelplineInput } from './schemas';

/** A children's helpline, as the kind help beside a journal entry names it (decision 025). */
export interface Helpline {
  locale: string;
  name: string;
  phone: string;
  url: string;
}

const columns = { locale: helplines.locale, name: helplines.name, phone: helplines.phone, url: helplines.url };

/** The same for every child of a locale: read once, kept until an admin changes it (decision 019). */
const storedHelplines = sharedCache('helplines', async (locale): Promise<Helpline | null> => {
  const [row] = await getDb().select(columns).from(helplines).where(eq(helplines.locale, locale));
  return row ?? null;
});

/** The helpline for a locale, or null when an admin has set none. */
export function getHelpline(locale: string): Promise<Helpline | null> {
  return storedHelplines.get(locale);
}

/** Every locale's helpline, for the admin settings page. */
export async function listHelplines(actor: Actor): Promise<Helpline[]> {
  assertCan(actor, 'edit:theme:any');
  return getDb().select(columns).from(helplines).orderBy(asc(helplines.locale));
}

/** Sets (or, with an empty name, removes) a locale's helpline, audited. */
export async function saveHelpline(actor: Actor, input: HelplineInput): Promise<void> {
  assertCan(actor, 'edit:theme:any');
  await getDb().transaction(async (tx) => {
    if (input.name === '') await tx.delete(helplines).where(eq(helplines.locale, input.locale));
    else {
      await tx
        .insert(helplines)
        .values({ ...input, updatedAt: new Date() })
        .onConflictDoUpdate({ target: helplines.locale, set: { name: input.name, phone: input.phone, url: input.url, updatedAt: new Date() } });
    }
    await writeAudit(tx, actor, {
      actionType: 'helpline_change',
      component: 'journal',
      entityId: input.locale,
      message: input.name === '' ? `${actor.email} removed the ${input.locale} helpline` : `${actor.email} set the ${input.locale} helpline to ${input.name}`,
      details: input,
    });
  });
  storedHelplines.invalidate();
}
