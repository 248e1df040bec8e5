import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageLayout } from '@/components/ui/page-layout';
import { Avatar } from '@/modules/avatars/components/avatar';
import type { FeedbackThread } from '../queries';
import { MessageList } from './message-list';

const PANEL = 'rounded-2xl border border-line bg-card p-6 shadow-sm';

/** /children/[childId]/feedback: what the child's tutors and the child wrote, for a linked parent to read. */
export async function ParentFeedbackScreen({ childId, childName, threads }: { childId: string; childName: string; threads: FeedbackThread[] }) {
  const t = await getTranslations('feedback');
  return (
    <PageLayout width="4xl" above={<BackLink href="/children">{t('parent.back')}</BackLink>} title={t('parent.title', { name: childName })} lead={t('parent.lead', { name: childName })}>
      {threads.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted" data-child={childId}>
          {t('parent.none', { name: childName })}
        </p>
      ) : (
        threads.map((thread) => (
          <section key={thread.tutor.id} aria-label={t('child.from', { name: thread.tutor.name })} className={PANEL} data-feedback-thread={thread.tutor.name}>
            <p className="mb-3 flex items-center gap-2 font-semibold">
              <Avatar seed={thread.tutor.avatarSeed} variant={thread.tutor.avatarVariant} size={32} alt="" />
              {t('child.from', { name: thread.tutor.name })}
            </p>
            <MessageList thread={thread} viewer="parent" />
          </section>
        ))
      )}
    </PageLayout>
  );
}

/** The latest words of a child's feedback threads on a parent's /progress, with the way to the whole conversation. */
export async function FeedbackDigest({ childId, childName, threads }: { childId: string; childName: string; threads: FeedbackThread[] }) {
  const t = await getTranslations('feedback');
  return (
    <section aria-labelledby="feedback-digest-title" className={PANEL}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="feedback-digest-title" className="text-lg font-bold">
          {t('parent.digestTitle')}
        </h2>
        {threads.length > 0 ? (
          <Link href={`/children/${encodeURIComponent(childId)}/feedback`} prefetch={false} className="text-sm font-semibold text-[var(--link-text)] hover:underline">
            {t('parent.readAll')}
          </Link>
        ) : null}
      </div>
      {threads.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('parent.none', { name: childName })}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-4">
          {threads.map((thread) => (
            <div key={thread.tutor.id} data-feedback-thread={thread.tutor.name}>
              <p className="mb-2 text-sm font-semibold">{t('child.from', { name: thread.tutor.name })}</p>
              <MessageList thread={thread} viewer="parent" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
