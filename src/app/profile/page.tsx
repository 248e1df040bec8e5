import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getOwnProfile } from '@/modules/profile';
import { ProfileScreen } from '@/modules/profile/components/profile-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('profile'))('title') };
}

export default async function ProfilePage() {
  const actor = await requirePermission('view:dashboard:own');
  const profile = await getOwnProfile(actor);
  if (!profile) notFound();
  return <ProfileScreen profile={profile} />;
}
