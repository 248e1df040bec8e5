import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { AVATAR_STYLE_NAMES } from '@/modules/avatars';
import { ProfileForm } from '@/modules/profile/components/profile-form';
import { getOwnProfile } from '@/modules/profile';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('profile'))('title') };
}

export default async function ProfilePage() {
  const actor = await requirePermission('view:dashboard:own');
  const profile = await getOwnProfile(actor);
  if (!profile) notFound();
  const t = await getTranslations('profile');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t('title')} lead={t('lead', { email: profile.email })} />
      <Card>
        <ProfileForm styles={AVATAR_STYLE_NAMES} initial={{ firstName: profile.firstName, lastName: profile.lastName, avatarVariant: profile.avatarVariant, avatarSeed: profile.avatarSeed }} />
      </Card>
    </div>
  );
}
