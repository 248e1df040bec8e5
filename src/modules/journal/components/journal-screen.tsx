import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { PageLayout } from '@/components/ui/page-layout';
import { deleteEntryAction, shareEntryAction } from '../actions';
import { MOOD_EMOJI, MOODS } from '../entry-rules';
import { JournalText } from '../format';
import type { JournalPage } from '../queries';
import type { JournalFilters } from '../schemas';
import { EntryForm } from './entry-form';
import { SupportNote } from './support-note';

/**
 * /journal: the form (a new entry, or the one being edited), the filters and the entries. Private by default and
 * saying so (the UK Age Appropriate Design Code: tell the child who can see what): only the child reads it.
 */
/** The journal's page title, also shown while the journal waits for a parent's consent. */
export function JournalTitle({ title }: { title: string }) {
  return (
    <>
      <span aria-hidden="true">📓 </span>
      {title}
    </>
  );
}

export async function JournalScreen({ page, filters, writerId }: { page: JournalPage; filters: JournalFilters; writerId: string }) {
  const [t, format] = await Promise.all([getTranslations('journal'), getFormatter()]);
  const filtered = Boolean(filters.q || filters.mood || filters.month);
  const monthName = (month: string) => format.dateTime(new Date(`${month}-01T00:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayName = (day: string) => format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  const editing = page.editing;
  return (
    <PageLayout
      width="4xl"
      title={<JournalTitle title={t('title')} />}
      lead={
        <p id="journal-private-note">
          <span aria-hidden="true">🔒 </span>
          {t('private', { tutors: page.adults.some((adult) => adult.role === 'tutor') ? 'yes' : 'no' })}
        </p>
      }
    >
      <Card>
        <h2 id="entry-form" className="mb-4 scroll-mt-28 text-xl font-bold">
          {editing ? t('form.editTitle', { title: editing.title }) : t('form.newTitle')}
        </h2>
        <EntryForm
          helpline={page.helpline}
          key={editing?.id ?? 'new'}
          draftKey={writerId}
          entry={editing ? { id: editing.id, title: editing.title, body: editing.body, mood: editing.mood, entryDate: editing.entryDate } : null}
          today={new Date().toISOString().slice(0, 10)}
        />
      </Card>

      <section aria-labelledby="journal-entries" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="journal-entries" className="text-xl font-bold">
            {t('entries.title')}
          </h2>
          <p className="text-sm text-muted">{t('entries.count', { count: page.total })}</p>
        </div>
        {page.total > 0 ? (
          <form method="get" action="/journal" role="search" aria-label={t('filters.label')} className="grid gap-3 rounded-2xl border border-line bg-card p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
            <TextField compact type="search" name="q" label={t('filters.search')} defaultValue={filters.q ?? ''} maxLength={100} placeholder={t('filters.searchPlaceholder')} />
            <SelectField compact name="mood" label={t('filters.mood')} defaultValue={filters.mood ?? ''}>
              <option value="">{t('filters.anyMood')}</option>
              {MOODS.map((mood) => (
                <option key={mood} value={mood}>
                  {`${MOOD_EMOJI[mood]} ${t(`moods.${mood}`)}`}
                </option>
              ))}
            </SelectField>
            <SelectField compact name="month" label={t('filters.month')} defaultValue={filters.month ?? ''}>
              <option value="">{t('filters.anyMonth')}</option>
              {page.months.map((month) => (
                <option key={month} value={month}>
                  {monthName(month)}
                </option>
              ))}
            </SelectField>
            <div className="flex gap-2">
              <Button type="submit" className="px-4 py-1.5 text-sm">
                {t('filters.apply')}
              </Button>
              {filtered ? (
                <ButtonLink href="/journal" variant="ghost" className="px-3 py-1.5 text-sm">
                  {t('filters.clear')}
                </ButtonLink>
              ) : null}
            </div>
          </form>
        ) : null}

        {page.entries.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">{page.total === 0 ? t('entries.empty') : t('entries.noMatch')}</p>
        ) : (
          <ol className="flex flex-col gap-4" aria-labelledby="journal-entries">
            {page.entries.map((entry) => (
              <li key={entry.id}>
                <article aria-labelledby={`entry-${entry.id}`} className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-5 shadow-sm" data-entry={entry.id}>
                  <header className="flex flex-wrap items-start justify-between gap-2">
                    <div className="flex min-w-0 items-start gap-3">
                      <span className="text-3xl leading-none" role="img" aria-label={t(`moods.${entry.mood}`)}>
                        {MOOD_EMOJI[entry.mood]}
                      </span>
                      <div className="min-w-0">
                        <h3 id={`entry-${entry.id}`} className="break-words text-lg font-bold">
                          {entry.title}
                        </h3>
                        <p className="text-sm text-muted">
                          <time dateTime={entry.entryDate}>{dayName(entry.entryDate)}</time>
                          {` · ${t(`moods.${entry.mood}`)}`}
                        </p>
                      </div>
                    </div>
                    <div className="flex items-center gap-2">
                      <ButtonLink href={`/journal?edit=${entry.id}#entry-form`} variant="secondary" className="px-3 py-1.5 text-xs" aria-label={t('entries.editNamed', { title: entry.title })}>
                        {t('entries.edit')}
                      </ButtonLink>
                      <ActionForm
                        action={deleteEntryAction}
                        fields={{ entryId: entry.id }}
                        label={t('entries.delete')}
                        accessibleLabel={t('entries.deleteNamed', { title: entry.title })}
                        variant="danger"
                        confirm={{ title: t('entries.confirmTitle'), body: t('entries.confirmBody', { title: entry.title }), confirmLabel: t('entries.delete'), cancelLabel: t('entries.keep') }}
                      />
                    </div>
                  </header>
                  <JournalText body={entry.body} />
                  {entry.support.length > 0 ? <SupportNote topics={entry.support} helpline={page.helpline} /> : null}
                  {page.adults.length > 0 ? (
                    <details className="rounded-xl border border-line px-4 py-2 text-sm" data-share>
                      <summary className="cursor-pointer font-semibold">
                        <span aria-hidden="true">{entry.sharedWith.length > 0 ? '👀 ' : '🔒 '}</span>
                        {entry.sharedWith.length > 0
                          ? t('share.sharedWith', { names: format.list(page.adults.filter((adult) => entry.sharedWith.includes(adult.id)).map((adult) => adult.name), { type: 'conjunction' }) })
                          : t('share.private')}
                      </summary>
                      <ActionForm action={shareEntryAction} fields={{ entryId: entry.id }} label={t('share.save')} accessibleLabel={t('share.saveNamed', { title: entry.title })} className="mt-2 flex flex-col items-start gap-2">
                        <fieldset className="flex flex-col gap-1">
                          <legend className="mb-1 text-muted">{t('share.legend')}</legend>
                          {page.adults.map((adult) => (
                            <label key={adult.id} className="flex items-center gap-2">
                              <input type="checkbox" name={`viewer-${adult.id}`} defaultChecked={entry.sharedWith.includes(adult.id)} className="h-4 w-4 accent-[var(--primary)]" />
                              {adult.role === 'tutor' ? t('share.tutor', { name: adult.name }) : adult.name}
                            </label>
                          ))}
                        </fieldset>
                      </ActionForm>
                    </details>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        )}
        {page.more ? <p className="text-center text-sm text-muted">{t('entries.more', { count: page.entries.length })}</p> : null}
      </section>
    </PageLayout>
  );
}
