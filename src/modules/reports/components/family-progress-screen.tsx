import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageLayout } from '@/components/ui/page-layout';
import { FeedbackDigest } from '@/modules/feedback/components/parent-feedback-screen';
import type { FamilyProgressPage } from '../queries';
import { ChildSwitcher, NoChildYet } from './child-switcher';
import { ProgressSections } from './progress-sections';

const href = (childId: string, days: number) => `/progress?child=${encodeURIComponent(childId)}&days=${days}`;

/**
 * A parent's /progress: one child's last 30 or 90 days (a switcher when there are several children); `children`, what
 * other modules show about the same child (the games they finished), below the feedback.
 */
export async function FamilyProgressScreen({ page, children }: { page: FamilyProgressPage; children?: ReactNode }) {
  const t = await getTranslations('reports');
  const report = page.report;
  return (
    <PageLayout title={t('progress.title')} lead={report ? t('progress.lead', { name: report.child.firstName }) : t('progress.leadNone')}>
      {!report ? (
        <NoChildYet />
      ) : (
        <>
          <ChildSwitcher items={page.children} selectedId={report.child.id} hrefFor={(childId) => href(childId, page.days)} />
          <ProgressSections report={report} days={page.days} hrefFor={(days) => href(report.child.id, days)} />
          <FeedbackDigest childId={report.child.id} childName={report.child.firstName} threads={page.feedback} />
          {children}
          <p className="text-sm text-muted">
            <Link href={`/reports?child=${encodeURIComponent(report.child.id)}`} className="font-semibold text-primary hover:underline">
              {t('progress.toReport', { name: report.child.firstName })}
            </Link>
          </p>
        </>
      )}
    </PageLayout>
  );
}
