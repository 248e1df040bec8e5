import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { Button, ButtonLink } from '@/components/ui/button';
import { singleParam } from '@/lib/search-params';
import { pendingEmailChange } from '@/modules/accounts';
import { confirmEmailChangeAction } from '@/modules/preferences/actions';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('emailConfirmTitle'), robots: { index: false } };
}

/**
 * Where the link sent to a new address leads (decision 037): signed in to the account that asked, it shows the
 * address and a button that posts the token (a GET never writes; mail scanners open links too); the outcome comes
 * back here as `result`.
 */
export default async function ConfirmEmailChangePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('view:dashboard:own');
  const query = await searchParams;
  const t = await getTranslations('settings');
  const result = singleParam(query.result);
  const toSettings = (
    <ButtonLink href="/settings" className="w-full">
      {t('backToSettings')}
    </ButtonLink>
  );
  if (result === 'changed') return <AuthCard icon="🎉" title={t('emailChangedTitle')} lead={t('emailChangedLead', { email: actor.email })}>{toSettings}</AuthCard>;
  if (result === 'taken') return <AuthCard icon="⚠️" title={t('emailConfirmTitle')} lead={t('emailTakenLead')}>{toSettings}</AuthCard>;
  const token = (singleParam(query.token) ?? '').slice(0, 200);
  const newEmail = result === 'invalid' || !token ? null : await pendingEmailChange(actor, token);
  if (!newEmail) return <AuthCard icon="⏰" title={t('emailConfirmTitle')} lead={t('emailLinkInvalidLead')}>{toSettings}</AuthCard>;
  return (
    <AuthCard icon="✉️" title={t('emailConfirmTitle')} lead={t('emailConfirmLead', { current: actor.email, email: newEmail })}>
      <form action={confirmEmailChangeAction}>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" className="w-full">
          {t('emailConfirmButton')}
        </Button>
      </form>
    </AuthCard>
  );
}
