import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getJournalPage, journalFiltersSchema } from '@/modules/journal';
import { JournalScreen } from '@/modules/journal/components/journal-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('journal'))('title') };
}

/** Child sidebar /journal: the child's private journal (decision 025). `?q=`, `?mood=`, `?month=` filter, `?edit=` edits. */
export default async function JournalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('keep:journal:own');
  const params = await searchParams;
  const pick = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  const filters = journalFiltersSchema.parse({ q: pick(params.q), mood: pick(params.mood), month: pick(params.month), edit: pick(params.edit) });
  return <JournalScreen page={await getJournalPage(actor, filters)} filters={filters} writerId={actor.id} />;
}
