import { getFormatter, getTranslations } from 'next-intl/server';
import { MOOD_EMOJI } from '../entry-rules';
import { JournalText } from '../format';
import type { SharedEntryView } from '../queries';

/**
 * The journal entries a child chose to show the viewer, read-only, on the child's card (/children; decision 025).
 * `level` is the entries' heading level, one under the heading they sit beneath: the child's name (h3) on /children,
 * the page's own sections (h2) on a tutor's /students page. Headings that skip a level mislead screen-reader users.
 */
export async function SharedEntries({ childName, entries, level = 4 }: { childName: string; entries: readonly SharedEntryView[]; level?: 3 | 4 }) {
  if (entries.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('journal'), getFormatter()]);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    // The id is where a "shared a journal entry with you" notification leads (decision 036).
    <details id={`journal-${entries[0]!.childId}`} className="scroll-mt-24 rounded-xl border border-line px-3 py-2 text-sm" data-shared-entries>
      <summary className="cursor-pointer font-semibold">
        <span aria-hidden="true">📓 </span>
        {t('sharedWithYou.title', { name: childName })} ({entries.length})
      </summary>
      <p className="mt-1 text-xs text-muted">{t('sharedWithYou.lead', { name: childName })}</p>
      <ul className="mt-2 flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <article aria-labelledby={`shared-${entry.id}`} className="flex flex-col gap-1 rounded-lg bg-page p-3">
              <Heading id={`shared-${entry.id}`} className="font-bold">
                <span role="img" aria-label={t(`moods.${entry.mood}`)}>
                  {MOOD_EMOJI[entry.mood]}
                </span>{' '}
                {entry.title}
              </Heading>
              <p className="text-xs text-muted">
                <time dateTime={entry.entryDate}>{format.dateTime(new Date(`${entry.entryDate}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}</time>
              </p>
              <JournalText body={entry.body} />
            </article>
          </li>
        ))}
      </ul>
    </details>
  );
}
