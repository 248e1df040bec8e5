import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { AVATAR_STYLE_NAMES } from '@/modules/avatars';
import type { OwnProfile } from '../queries';
import { ProfileForm } from './profile-form';

/** /profile: the member's own name and avatar. */
export async function ProfileScreen({ profile }: { profile: OwnProfile }) {
  const t = await getTranslations('profile');
  return (
    <PageLayout width="4xl" title={t('title')} lead={t('lead', { email: profile.email })}>
      <Card>
        <ProfileForm styles={AVATAR_STYLE_NAMES} initial={{ firstName: profile.firstName, lastName: profile.lastName, avatarVariant: profile.avatarVariant, avatarSeed: profile.avatarSeed }} />
      </Card>
    </PageLayout>
  );
}
