import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { AdminDashboard } from '@/modules/dashboard/components/admin-dashboard';
import { ChildDashboard } from '@/modules/dashboard/components/child-dashboard';
import { ParentDashboard } from '@/modules/dashboard/components/parent-dashboard';
import { TutorDashboard } from '@/modules/dashboard/components/tutor-dashboard';
import { dashboardRoleFor, getAdminOverview, getChildDashboard, getParentDashboard, getTutorDashboard } from '@/modules/dashboard';
import { getSchoolDashboard } from '@/modules/schools';
import { SchoolDashboard } from '@/modules/schools/components/school-dashboard';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

/** Spec 2: /dashboard/{role}. Another role's dashboard answers with your own, except that an admin may open any. */
export default async function RoleDashboardPage({ params }: { params: Promise<{ role: string }> }) {
  const { role } = await params;
  const actor = await requirePermission('view:dashboard:own');
  const shown = dashboardRoleFor(actor, role);
  if (shown !== role) redirect(`/dashboard/${shown}`);
  // One read per dashboard; each checks its own permission (decision 015).
  switch (shown) {
    case 'admin':
      return <AdminDashboard overview={await getAdminOverview(actor)} />;
    case 'parent':
      return <ParentDashboard dashboard={await getParentDashboard(actor)} />;
    case 'tutor':
      return <TutorDashboard dashboard={await getTutorDashboard(actor)} />;
    case 'child':
      return <ChildDashboard dashboard={await getChildDashboard(actor, await getLocale())} />;
    case 'school_admin':
      // Decision 061: the school the actor administers, found from their own membership (an academy admin has none).
      return <SchoolDashboard dashboard={await getSchoolDashboard(actor)} />;
  }
}
