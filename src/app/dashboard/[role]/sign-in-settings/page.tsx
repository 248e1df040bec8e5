import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { getSchoolSignInSettings } from '@/modules/schools';
import { SchoolSignInSettingsForm } from '@/modules/schools/components/school-sign-in-settings';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schools.signIn'))('title') };
}

/** Decision 069: a school admin names their own school's sign-in provider (OpenID Connect or SAML) (found from their membership). */
export default async function SchoolSignInSettingsPage({ params }: { params: Promise<{ role: string }> }) {
  const { role } = await params;
  if (role !== 'school_admin') notFound();
  const actor = await requirePermission('manage:school:own');
  const settings = await getSchoolSignInSettings(actor);
  const t = await getTranslations('schools.signIn');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t('title')} lead={t('lead')} />
      <Card>
        <SchoolSignInSettingsForm settings={settings} />
      </Card>
    </div>
  );
}
