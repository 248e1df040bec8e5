import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { Changes, RosterDiff } from '@/modules/rostering';
import type { RosterPage as RosterPageData } from '../roster-import';
import { ROSTER_MAX_BYTES, ROSTER_MAX_FILES, ROSTER_MAX_UNZIPPED_BYTES } from '../roster-upload';
import { RosterApplyForm, RosterErrorList, RosterUploadForm } from './roster-forms';

/*
 * /dashboard/school_admin/roster (decision 064): upload a OneRoster set, read its dry run (counts, then each kind's
 * rows, the held classes and why, the skipped rows), apply it, and the import history. Lists that wrap at 320 px.
 */

type Translate = Awaited<ReturnType<typeof getTranslations<'schools.roster'>>>;

const KINDS = ['teachers', 'students', 'classes', 'enrolments'] as const;

/** What a row of the plan is called on the page: a person's name, a class's title, an enrolment's people. */
function labelOf(kind: (typeof KINDS)[number], row: Record<string, unknown>, t: Translate): string {
  if (kind === 'teachers' || kind === 'students') {
    const email = row.email ? ` · ${String(row.email)}` : ` · ${t('noEmail')}`;
    return `${String(row.givenName)} ${String(row.familyName)}${email}`;
  }
  if (kind === 'classes') return `${String(row.title)}${row.classCode ? ` (${String(row.classCode)})` : ''}`;
  return t('enrolmentRow', { user: String(row.userSourcedId), role: String(row.role), class: String(row.classSourcedId) });
}

function ChangeList({ kind, changes, t }: { kind: (typeof KINDS)[number]; changes: Changes<object>; t: Translate }) {
  const groups = [
    { id: 'add', rows: changes.add.map((row) => row as Record<string, unknown>) },
    { id: 'change', rows: changes.change.map((change) => change.after as Record<string, unknown>) },
    { id: 'remove', rows: changes.remove.map((row) => row as Record<string, unknown>) },
  ] as const;
  return (
    <>
      {groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <details key={group.id} className="mt-2 text-sm" data-roster-list={`${kind}-${group.id}`}>
            <summary className="cursor-pointer font-semibold">{t(`${group.id}List`, { count: group.rows.length })}</summary>
            <ul className="mt-1 divide-y divide-line">
              {group.rows.map((row) => (
                <li key={String(row.sourcedId)} className="flex flex-wrap gap-x-2 py-1">
                  <span className="font-mono text-xs text-muted">{String(row.sourcedId)}</span>
                  <span className="min-w-0 break-words">{labelOf(kind, row, t)}</span>
                </li>
              ))}
            </ul>
          </details>
        ))}
    </>
  );
}

function Plan({ importId, fileNames, diff, hash, t }: { importId: string; fileNames: string[]; diff: RosterDiff; hash: string; t: Translate }) {
  return (
    <Card>
      <h2 className="text-lg font-bold">{t('dryRunTitle')}</h2>
      <p className="mt-1 break-words text-sm text-muted">{t('dryRunLead', { files: fileNames.join(', ') })}</p>
      {diff.empty ? (
        <p className="mt-3 text-sm font-semibold" data-roster-empty>
          {t('nothingToDo')}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {KINDS.map((kind) => {
          const changes = diff[kind] as Changes<object>;
          return (
            <section key={kind} className="min-w-0 rounded-lg border border-line p-3" data-roster-kind={kind} data-add={changes.add.length} data-change={changes.change.length} data-remove={changes.remove.length}>
              <h3 className="font-semibold">{t(`kinds.${kind}`)}</h3>
              <p className="text-sm tabular-nums">{t('counts', { add: changes.add.length, change: changes.change.length, remove: changes.remove.length })}</p>
              <ChangeList kind={kind} changes={changes} t={t} />
            </section>
          );
        })}
      </div>
      {diff.ignored.length > 0 ? (
        <details className="mt-3 text-sm" data-roster-ignored={diff.ignored.length}>
          <summary className="cursor-pointer font-semibold">{t('ignoredTitle', { count: diff.ignored.length })}</summary>
          <ul className="mt-1 list-disc ps-5">
            {diff.ignored.map((row) => (
              <li key={`${row.file}-${row.line}-${row.sourcedId}`} className="break-words">
                {t('ignoredRow', { role: row.role, line: row.line, file: row.file, id: row.sourcedId })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="mt-4 border-t border-line pt-4">
        <RosterApplyForm importId={importId} planHash={hash} label={diff.empty ? t('applyEmpty') : t('apply')}>
          {diff.held.length > 0 ? (
            <fieldset className="rounded-lg border-s-4 border-accent bg-page p-3" data-roster-held={diff.held.length}>
              <legend className="px-1 font-semibold">{t('heldTitle')}</legend>
              <p className="text-sm text-muted">{t('heldLead')}</p>
              <ul className="mt-2 flex flex-col gap-2">
                {diff.held.map((row, index) => (
                  <li key={row.classSourcedId}>
                    <label className="flex items-start gap-2 text-sm">
                      <input type="checkbox" name={`confirm.${index}`} value={row.classSourcedId} className="mt-1" />
                      <span className="min-w-0">
                        <span className="font-semibold">{row.title}</span> <span className="font-mono text-xs text-muted">{row.classSourcedId}</span>
                        <span className="block text-muted">{t('heldWhy', { removed: row.removed, changed: row.changed, enrolments: row.enrolments })}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
        </RosterApplyForm>
      </div>
    </Card>
  );
}

export async function RosterPage({ page, applied }: { page: RosterPageData | null; applied: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('schools.roster'), getLocale()]);
  if (!page) {
    const schools = await getTranslations('schools');
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
        <PageHeader title={schools('dashboard.noSchoolTitle')} lead={schools('dashboard.noSchoolLead')} />
      </div>
    );
  }
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <PageHeader
        tone="admin"
        above={
          <Link href="/dashboard/school_admin" className="text-sm font-semibold text-accent hover:underline">
            {t('back', { school: page.school.name })}
          </Link>
        }
        title={t('title')}
        lead={t('lead')}
      />
      {applied ? (
        <p role="status" className="rounded-xl border-s-4 border-success bg-card px-4 py-3 text-sm font-semibold" data-roster-applied>
          {t('applied')}
        </p>
      ) : null}
      <Card>
        <h2 className="text-lg font-bold">{t('uploadTitle')}</h2>
        <p className="mt-1 text-sm text-muted">{t('uploadLead')}</p>
        <div className="mt-3">
          <RosterUploadForm maxFiles={ROSTER_MAX_FILES} maxKilobytes={Math.floor(ROSTER_MAX_BYTES / 1024)} maxUnzippedMegabytes={ROSTER_MAX_UNZIPPED_BYTES / 1024 / 1024} />
        </div>
      </Card>
      {page.preview ? (
        page.preview.plan.ok ? (
          <Plan importId={page.preview.importId} fileNames={page.preview.fileNames} diff={page.preview.plan.diff} hash={page.preview.plan.hash} t={t} />
        ) : (
          <Card>
            <h2 className="text-lg font-bold">{t('dryRunTitle')}</h2>
            <p className="mt-1 text-sm text-muted">{t('cannotApply')}</p>
            <RosterErrorList errors={page.preview.plan.errors} />
          </Card>
        )
      ) : null}
      <Card>
        <h2 id="roster-history-title" className="text-lg font-bold">
          {t('historyTitle')}
        </h2>
        {page.history.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('noHistory')}</p>
        ) : (
          <ul aria-labelledby="roster-history-title" className="mt-3 divide-y divide-line" data-roster-history={page.history.length}>
            {page.history.map((row) => (
              <li key={row.id} className="flex flex-col gap-1 py-2 text-sm" data-roster-import={row.id}>
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-semibold">{when.format(row.appliedAt)}</span>
                  <span className="text-muted">{row.by ? t('by', { name: row.by }) : null}</span>
                </span>
                <span className="break-words text-muted">{row.fileNames.join(', ')}</span>
                <span className="flex flex-wrap gap-x-4 tabular-nums">
                  {KINDS.map((kind) => (
                    <span key={kind}>
                      {t(`kinds.${kind}`)}: {t('counts', { add: row.counts[kind].add, change: row.counts[kind].change, remove: row.counts[kind].remove })}
                    </span>
                  ))}
                </span>
                {row.held.map((held) => (
                  <span key={held.classSourcedId} className={held.confirmed ? 'text-success' : 'text-error'}>
                    {held.confirmed ? t('heldConfirmed', { title: held.title }) : t('heldWaiting', { title: held.title })}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
