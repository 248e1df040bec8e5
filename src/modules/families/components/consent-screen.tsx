import Link from 'next/link';
import { HelpLink } from '@/components/ui/help-link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { AuthCard } from '@/components/ui/auth-card';
import { ButtonLink } from '@/components/ui/button';
import { answerConsentAction } from '../actions';
import type { ConsentRequestView } from '../consent-queries';

export type ConsentViewer = 'anonymous' | 'parent' | 'other';

/**
 * /consent?token=…: the page the parent's mail links to (decision 030). It says who asks, what we keep, who sees it
 * and what happens without an answer; a parent signed in answers here, anyone else is shown how to sign in or
 * register as a parent and come back. It only reads: the answers are POSTs (a GET never writes).
 */
export async function ConsentScreen({ request, token, viewer }: { request: ConsentRequestView | null; token: string; viewer: ConsentViewer }) {
  const [t, format, help] = await Promise.all([getTranslations('families.consent'), getFormatter(), getTranslations('help.links')]);
  if (!request) {
    return (
      <AuthCard icon="🔗" title={t('page.unknownTitle')} lead={t('page.unknownLead')}>
        <ButtonLink href="/children" className="w-full">
          {t('page.toChildren')}
        </ButtonLink>
      </AuthCard>
    );
  }
  const name = request.childFirstName;
  if (request.state === 'approved') {
    return (
      <AuthCard icon="🎉" title={t('page.approvedTitle', { name })} lead={t('page.approvedLead', { name })}>
        <ButtonLink href="/children" className="w-full">
          {t('page.toChildren')}
        </ButtonLink>
      </AuthCard>
    );
  }
  if (request.state === 'expired') return <AuthCard icon="⏰" title={t('page.expiredTitle')} lead={t('page.expiredLead', { name })} />;
  const next = `/consent?token=${encodeURIComponent(token)}`;
  return (
    <AuthCard icon="✉️" title={t('page.title', { name })} lead={t('page.lead', { name, date: format.dateTime(request.requestedAt, { dateStyle: 'long' }) })}>
      <div className="flex flex-col gap-4 text-sm">
        {[
          { id: 'consent-keep', title: t('page.keepTitle'), body: t('page.keep') },
          { id: 'consent-see', title: t('page.seeTitle'), body: t('page.see') },
          { id: 'consent-until', title: t('page.untilTitle'), body: t('page.until', { name, deadline: format.dateTime(request.expiresAt, { dateStyle: 'long' }) }) },
        ].map((part) => (
          <section key={part.id} aria-labelledby={part.id}>
            <h2 id={part.id} className="font-bold">
              {part.title}
            </h2>
            <p className="mt-1">{part.body}</p>
          </section>
        ))}
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href="/privacy" className="font-semibold text-[var(--link-text)] hover:underline">
            {t('privacyLink')}
          </Link>
          <HelpLink href="/help/parental-consent">{help('consent')}</HelpLink>
        </p>
        {viewer === 'parent' ? (
          <div className="flex flex-wrap gap-2 border-t border-line pt-4">
            <ActionForm
              action={answerConsentAction}
              fields={{ token, answer: 'approve' }}
              label={t('approveNamed', { name })}
              variant="primary"
              confirm={{ title: t('confirmTitle', { name }), body: t('confirmBody', { name }), confirmLabel: t('approve'), cancelLabel: t('keepWaiting'), password: { name: 'password', label: t('passwordLabel') } }}
            />
            <ActionForm
              action={answerConsentAction}
              fields={{ token, answer: 'decline' }}
              label={t('decline')}
              accessibleLabel={t('declineNamed', { name })}
              variant="ghost"
              confirm={{ title: t('declineTitle', { name }), body: t('declineBody', { name }), confirmLabel: t('decline'), cancelLabel: t('keepWaiting') }}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-2 border-t border-line pt-4">
            <p>{viewer === 'other' ? t('page.notParent') : t('page.signInFirst', { email: request.parentEmail })}</p>
            <ButtonLink href={`/login?next=${encodeURIComponent(next)}`} className="w-full">
              {t('page.signIn')}
            </ButtonLink>
            <ButtonLink href="/register?role=parent" variant="secondary" className="w-full">
              {t('page.register')}
            </ButtonLink>
          </div>
        )}
      </div>
    </AuthCard>
  );
}
