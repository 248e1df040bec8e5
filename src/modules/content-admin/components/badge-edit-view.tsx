import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { BADGE_RULE_KINDS } from '@/db/schema/progress';
import type { Actor } from '@/server/session-flow';
import { getBadgeForEditor, listCourseChoices } from '../queries';
import { listThumbnailChoices } from '../thumbnail-choices';
import { BadgeForm } from './badge-form';
import { StatusPill } from './form-controls';

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
      <Link href="/admin/badges" className="self-start text-sm font-semibold text-[var(--link-text)] hover:underline">
        {t('back')}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{badge ? t('editTitle', { name: badge.name }) : t('newTitle')}</h1>
        {badge ? badge.active ? <StatusPill tone="success">{t('status.active')}</StatusPill> : <StatusPill tone="muted">{t('status.retired')}</StatusPill> : null}
      </div>
      <Card>
        <BadgeForm badge={badge ?? undefined} ruleKinds={BADGE_RULE_KINDS} courses={courses} thumbnails={thumbnails} />
      </Card>
    </div>
  );
}
