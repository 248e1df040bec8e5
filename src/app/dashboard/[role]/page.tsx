import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminDashboard } from '@/modules/dashboard/components/admin-dashboard';
import { MemberDashboard } from '@/modules/dashboard/components/member-dashboard';
import { dashboardRoleFor } from '@/modules/dashboard';
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
  return shown === 'admin' ? <AdminDashboard actor={actor} /> : <MemberDashboard actor={actor} viewAs={shown} />;
}
