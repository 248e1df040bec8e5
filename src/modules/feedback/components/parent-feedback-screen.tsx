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
