import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { BADGE_RULE_KINDS } from '@/db/schema/progress';
import type { Actor } from '@/server/session-flow';
import { getBadgeForEditor, listCourseChoices } from '../queries';
import { listThumbnailChoices } from '../thumbnail-choices';
import { BadgeForm } from './badge-form';
import { StatusPill } from '@/components/ui/status-pill';

/** /admin/badges/<id> (an existing badge) and /admin/badges/new (badgeId undefined). */
export async function BadgeEditView({ actor, badgeId }: { actor: Actor; badgeId?: number }) {
  const [t, badge, courses, thumbnails] = await Promise.all([
    getTranslations('badgeAdmin'),
    badgeId === undefined ? null : getBadgeForEditor(actor, badgeId),
    listCourseChoices(actor),
    listThumbnailChoices(actor),
  ]);
  if (badgeId !== undefined && !badge) notFound();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <PageHeader
        tone="admin"
        above={
          <Link href="/admin/badges" className="text-sm font-semibold text-[var(--link-text)] hover:underline">
            {t('back')}
          </Link>
        }
        title={badge ? t('editTitle', { name: badge.name }) : t('newTitle')}
        lead={badge ? badge.active ? <StatusPill tone="success">{t('status.active')}</StatusPill> : <StatusPill tone="muted">{t('status.retired')}</StatusPill> : null}
      />
      <Card>
        <BadgeForm badge={badge ?? undefined} ruleKinds={BADGE_RULE_KINDS} courses={courses} thumbnails={thumbnails} />
      </Card>
    </div>
  );
}
