import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { getClassroomIdleLimit, getSchoolSignInSettings } from '@/modules/schools';
import { ClassroomIdleForm } from '@/modules/schools/components/classroom-idle-form';
import { SchoolSignInProviders, SchoolSignInSettingsForm } from '@/modules/schools/components/school-sign-in-settings';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schools.signIn'))('title') };
}

/**
 * Decision 069: a school admin names their own school's sign-in provider (OpenID Connect or SAML) (found from their
 * membership); decision 073: and how long a classroom tablet's session of the school may stay idle.
 */
export default async function SchoolSignInSettingsPage({ params }: { params: Promise<{ role: string }> }) {
  const { role } = await params;
  if (role !== 'school_admin') notFound();
  const actor = await requirePermission('manage:school:own');
  // One round trip: the providers, the tablets' idle limit and the words, side by side.
  const [settings, idle, t] = await Promise.all([getSchoolSignInSettings(actor), getClassroomIdleLimit(actor), getTranslations('schools.signIn')]);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t('title')} lead={t('lead')} />
      <section aria-labelledby="school-providers-title" className="flex flex-col gap-3">
        <h2 id="school-providers-title" className="text-lg font-bold">
          {t('providersTitle')}
        </h2>
        <Card>
          <SchoolSignInProviders settings={settings} />
        </Card>
      </section>
      <Card>
        <SchoolSignInSettingsForm settings={settings} />
      </Card>
      <section aria-labelledby="classroom-idle-title" className="flex flex-col gap-3">
        <h2 id="classroom-idle-title" className="text-lg font-bold">
          {t('classroomIdle.title')}
        </h2>
        <p className="text-sm text-muted">{t('classroomIdle.lead')}</p>
        <Card>
          <ClassroomIdleForm minutes={idle.minutes} />
        </Card>
      </section>
    </div>
  );
}
