import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getUserManagementPage } from '@/modules/user-management';
import { UserManagement } from '@/modules/user-management/components/user-management';
import { userFiltersSchema } from '@/modules/user-management/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('users'))('title') };
}

export default async function UserManagementPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('manage:user:any');
  const filters = userFiltersSchema.parse(await searchParams);
  return <UserManagement page={await getUserManagementPage(actor, filters)} filters={filters} />;
}
