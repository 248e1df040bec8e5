import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageLayout } from '@/components/ui/page-layout';
import { Avatar } from '@/modules/avatars/components/avatar';
import { StudentAssignments } from '@/modules/classes/components/assignment-lists';
import type { StudentReportPage } from '../queries';
import { ProgressSections } from './progress-sections';
import type { ReactNode } from 'react';

/**
 * /students/[id]: one of the tutor's students, the report a parent reads scoped to what a tutor may see (decision
 * 033), and a plain word that the family can see this visit in the child's access log.
 */
export async function StudentScreen({ page, journal }: { page: StudentReportPage; journal?: ReactNode }) {
  const [t, format] = await Promise.all([getTranslations('students'), getFormatter()]);
  const { student, report } = page;
  const href = (days: number) => `/students/${encodeURIComponent(student.id)}?days=${days}`;
  return (
    <PageLayout
      above={<BackLink href="/students">{t('back')}</BackLink>}
      title={
        <span className="flex items-center gap-3">
          <Avatar seed={report.child.avatarSeed} variant={report.child.avatarVariant} size={56} alt="" />
          {report.child.name}
        </span>
      }
      lead={t('studentLead', {
        classes: format.list(
          student.classes.map((group) => group.name),
          { type: 'conjunction' },
        ),
        level: report.learning.level.level,
      })}
    >
      <p>
        <Link href={`/feedback/${encodeURIComponent(student.id)}`} prefetch={false} className="font-semibold text-[var(--link-text)] hover:underline">
          {t('writeFeedback', { name: report.child.firstName })}
        </Link>
      </p>
      <StudentAssignments items={page.assignments} firstName={report.child.firstName} />
      <ProgressSections report={report} days={page.days} hrefFor={href} />
      {journal}
      <p className="rounded-2xl border border-line bg-card px-4 py-3 text-sm text-muted">
        <span aria-hidden="true">🔒 </span>
        {t('seenByFamily', { name: report.child.firstName })}
      </p>
    </PageLayout>
  );
}
