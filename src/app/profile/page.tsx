import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
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
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('lead', { email: profile.email })}</p>
      </div>
      <Card>
        <ProfileForm styles={AVATAR_STYLE_NAMES} initial={{ firstName: profile.firstName, lastName: profile.lastName, avatarVariant: profile.avatarVariant, avatarSeed: profile.avatarSeed }} />
      </Card>
    </div>
  );
}
