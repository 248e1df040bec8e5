import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { logOut } from '@/components/ui/icon-shapes';

/**
 * "Log out?" for someone who typed /logout or followed an old link: the GET only asks, the button posts (a plain
 * form, like the sidebar's, so it works without JavaScript and the browser sends Origin).
 */
export async function LogoutConfirmation({ name }: { name: string }) {
  const t = await getTranslations('logout');
  return (
    <AuthCard icon="👋" title={t('title')} lead={t('lead', { name })}>
      <form method="post" action="/logout" className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" className="w-full sm:w-auto">
          <Icon shape={logOut} size={18} />
          {t('submit')}
        </Button>
        <ButtonLink href="/dashboard" variant="secondary" className="w-full sm:w-auto">
          {t('stay')}
        </ButtonLink>
      </form>
    </AuthCard>
  );
}
