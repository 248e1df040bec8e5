import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { answerConsentAction } from '../actions';
import type { ConsentRequestCard } from '../consent-queries';

/**
 * /children: children under 13 who named this parent's (verified) address and wait for their agreement (decision
 * 030). Agreeing links the child at once; declining deletes the account, so it asks first.
 */
export async function ConsentRequests({ requests }: { requests: ConsentRequestCard[] }) {
  if (requests.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('families.consent'), getFormatter()]);
  return (
    <section aria-labelledby="consent-requests-title" className="rounded-2xl border-2 border-primary bg-card p-6 shadow-sm">
      <h2 id="consent-requests-title" className="text-lg font-bold">
        <span aria-hidden="true">✉️ </span>
        {t('requests.title')}
      </h2>
      <p className="mt-0.5 text-sm text-muted">
        {t('requests.lead')}{' '}
        <Link href="/privacy" className="font-semibold text-[var(--link-text)] hover:underline">
          {t('privacyLink')}
        </Link>
      </p>
      <ul className="mt-3 divide-y divide-line">
        {requests.map((request) => (
          <li key={request.childId} className="flex flex-wrap items-center gap-3 py-3" data-consent-request={request.childFirstName}>
            <div className="min-w-0 flex-1">
              <p>
                <span className="font-semibold">{request.childFirstName}</span> <span className="text-sm text-muted">· {request.childEmail}</span>
              </p>
              <p className="text-sm text-muted">
                {t('requests.asked', { date: format.dateTime(request.requestedAt, { dateStyle: 'medium' }), deadline: format.dateTime(request.expiresAt, { dateStyle: 'medium' }) })}
              </p>
            </div>
            <div className="flex gap-2">
              <ActionForm
                action={answerConsentAction}
                fields={{ childId: request.childId, answer: 'approve' }}
                label={t('approve')}
                accessibleLabel={t('approveNamed', { name: request.childFirstName })}
                variant="primary"
                confirm={{ title: t('confirmTitle', { name: request.childFirstName }), body: t('confirmBody', { name: request.childFirstName }), confirmLabel: t('approve'), cancelLabel: t('keepWaiting'), password: { name: 'password', label: t('passwordLabel') } }}
              />
              <ActionForm
                action={answerConsentAction}
                fields={{ childId: request.childId, answer: 'decline' }}
                label={t('decline')}
                accessibleLabel={t('declineNamed', { name: request.childFirstName })}
                variant="ghost"
                confirm={{ title: t('declineTitle', { name: request.childFirstName }), body: t('declineBody', { name: request.childFirstName }), confirmLabel: t('decline'), cancelLabel: t('keepWaiting') }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
