import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { BADGE_RULE_KINDS } from '@/db/schema/progress';
import type { BadgeEditorPage } from '../queries';
import { BackLink } from '@/components/ui/back-link';
import { BadgeForm } from './badge-form';
import { StatusPill } from '@/components/ui/status-pill';

/** /admin/badges/<id> (an existing badge) and /admin/badges/new (badge null): what getBadgeEditorPage read. */
export async function BadgeEditView({ badge, courses, thumbnails }: BadgeEditorPage) {
  const t = await getTranslations('badgeAdmin');
  const status = badge ? badge.active ? <StatusPill tone="success">{t('status.active')}</StatusPill> : <StatusPill tone="muted">{t('status.retired')}</StatusPill> : null;
  return (
    <PageLayout width="4xl" tone="admin" above={<BackLink href="/admin/badges">{t('back')}</BackLink>} title={badge ? t('editTitle', { name: badge.name }) : t('newTitle')} lead={status}>
      <Card>
        <BadgeForm badge={badge ?? undefined} ruleKinds={BADGE_RULE_KINDS} courses={courses} thumbnails={thumbnails} />
      </Card>
    </PageLayout>
  );
}
