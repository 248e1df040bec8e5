import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getJournalPage, journalFiltersSchema } from '@/modules/journal';
import { JournalAwaitingConsent } from '@/modules/journal/components/journal-awaiting-consent';
import { JournalScreen } from '@/modules/journal/components/journal-screen';
import { getPreferences } from '@/modules/preferences';
import { singleParam } from '@/lib/search-params';
import { requireActor, requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('journal'))('title') };
}

/** Child sidebar /journal: the child's private journal (decision 025). `?q=`, `?mood=`, `?month=` filter, `?edit=` edits. */
export default async function JournalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // A child under 13 whose parent has not agreed yet is told the journal opens then (decision 030), not shown a 403.
  const signedIn = await requireActor();
  if (signedIn.role === 'child' && signedIn.awaitingConsent) return <JournalAwaitingConsent />;
  const actor = await requirePermission('keep:journal:own');
  const [params, preferences] = await Promise.all([searchParams, getPreferences()]);
  const filters = journalFiltersSchema.parse({ q: singleParam(params.q), mood: singleParam(params.mood), month: singleParam(params.month), edit: singleParam(params.edit) });
  return <JournalScreen page={await getJournalPage(actor, filters, preferences.locale)} filters={filters} writerId={actor.id} />;
}
