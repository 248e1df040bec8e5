import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { createClassAction } from '../actions';
import type { ClassSummary } from '../queries';
import { CLASS_NAME_MAX } from '../schemas';
import { OneFieldForm } from '@/components/ui/one-field-form';
import { LeaderboardPill } from './leaderboard-pill';

/** /classes: the tutor's classes (listClasses), and a form to start a new one. */
export async function ClassesScreen({ classes }: { classes: ClassSummary[] }) {
  const [t, format] = await Promise.all([getTranslations('classes'), getFormatter()]);
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <Card>
        <h2 className="mb-3 text-lg font-bold">{t('create.title')}</h2>
        <OneFieldForm action={createClassAction} name="name" label={t('create.name')} hint={t('create.nameHint')} submitLabel={t('create.submit')} maxLength={CLASS_NAME_MAX} />
      </Card>
      <section aria-labelledby="class-list-title" className="flex flex-col gap-3">
        <h2 id="class-list-title" className="text-lg font-bold">
          {t('listTitle', { count: classes.length })}
        </h2>
        {classes.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-card p-6 text-center text-muted">
            <span aria-hidden="true">🏫 </span>
            {t('empty')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {classes.map((group) => (
              <li key={group.id}>
                <Link
                  href={`/classes/${group.id}`}
                  className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-card p-5 shadow-sm transition hover:border-primary focus-visible:border-primary"
                  data-class={group.name}
                >
                  <span className="text-lg font-bold">{group.name}</span>
                  <span className="text-sm text-muted">{t('studentCount', { count: group.students })}</span>
                  <span className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
                    <LeaderboardPill enabled={group.leaderboardEnabled} />
                    <span className="text-xs text-muted">{t('createdOn', { date: format.dateTime(group.createdAt, { dateStyle: 'medium' }) })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageLayout>
  );
}
