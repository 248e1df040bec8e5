import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { Avatar } from '@/modules/avatars/components/avatar';
import { answerRequestAction, askToEndLinkAction, endLinkAction } from '../actions';
import type { ChildFamily } from '../link-queries';
import { ConsentWaitPanel } from './consent-wait-panel';
import { FamilyEvents } from './family-events';
import { TakeOverAgreementCard } from './take-over-agreement-card';

/**
 * The child's side of family links, on their dashboard (decision 026): requests to answer, with the asking adult's
 * name and avatar; who can see their progress, said plainly (the Age Appropriate Design Code: tell the child when an
 * adult can see their data), each with a way to end the link; and what the adults did lately. A parent's consent that
 * waits for the child's own yes comes first (decision 060). A held account's child sees the same adults, without the
 * ways to end a link the hold withholds, and is told that one of them gives the consent it waits for.
 */
export async function ChildFamilyPanel({ family }: { family: ChildFamily }) {
  if (family.consentWait) return <ConsentWaitPanel wait={family.consentWait} />;
  const [t, format] = await Promise.all([getTranslations('families'), getFormatter()]);
  return (
    <>
      {family.takeOverAgreement ? <TakeOverAgreementCard parent={family.takeOverAgreement.parent} held={family.takeOverAgreement.held} /> : null}
      {family.requests.length > 0 ? (
        <section aria-labelledby="family-requests-title" className="rounded-2xl border-2 border-primary bg-card p-5 shadow-sm">
          <h2 id="family-requests-title" className="text-lg font-bold">
            <span aria-hidden="true">👋 </span>
            {t('child.requests.title')}
          </h2>
          <ul className="mt-3 flex flex-col gap-4">
            {family.requests.map((request) => (
              <li key={request.eventId} className="flex flex-wrap items-center gap-3" data-request={request.person.name}>
                <Avatar seed={request.person.avatarSeed} variant={request.person.avatarVariant} size={48} alt="" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{t('child.requests.asks', { name: request.person.name })}</p>
                  <p className="text-sm text-muted">{t('child.requests.explain', { date: format.dateTime(request.createdAt, { dateStyle: 'medium' }) })}</p>
                </div>
                <div className="flex gap-2">
                  <ActionForm action={answerRequestAction} fields={{ eventId: request.eventId, answer: 'accept' }} label={t('child.requests.accept')} accessibleLabel={t('child.requests.acceptNamed', { name: request.person.name })} variant="primary" />
                  <ActionForm action={answerRequestAction} fields={{ eventId: request.eventId, answer: 'decline' }} label={t('child.requests.decline')} accessibleLabel={t('child.requests.declineNamed', { name: request.person.name })} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="family-adults-title" className="rounded-2xl border border-line bg-card p-5">
        <h2 id="family-adults-title" className="text-lg font-bold">
          <span aria-hidden="true">👀 </span>
          {t('child.adults.title')}
        </h2>
        {family.adults.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t('child.adults.none')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {family.adults.map((adult) => (
              <li key={adult.id} className="flex flex-wrap items-center gap-3" data-adult={adult.name}>
                <Avatar seed={adult.avatarSeed} variant={adult.avatarVariant} size={40} alt="" />
                <p className="min-w-0 flex-1 text-sm">{t(adult.consenting ? 'child.adults.guardian' : 'child.adults.sees', { name: adult.name })}</p>
                {family.held ? null : adult.consenting ? (
                  // Decision 044: the parent who looks after the account is not the child's to remove; the child may ask.
                  <ActionForm action={askToEndLinkAction} fields={{ personId: adult.id }} label={t('child.adults.askEnd')} accessibleLabel={t('child.adults.askEndNamed', { name: adult.name })} variant="ghost" />
                ) : (
                  <ActionForm
                    action={endLinkAction}
                    fields={{ personId: adult.id }}
                    label={t('child.adults.end')}
                    accessibleLabel={t('child.adults.endNamed', { name: adult.name })}
                    variant="ghost"
                    confirm={{ title: t('child.adults.confirmTitle', { name: adult.name }), body: t('child.adults.confirmBody', { name: adult.name }), confirmLabel: t('child.adults.end'), cancelLabel: t('keep') }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {/* Held after a change of country (decision 060's amendment): these parents are the ones who can give the consent. */}
        {family.held && !family.takeOverAgreement && family.adults.length > 0 ? <p className="mt-3 text-sm">{t('child.adults.heldWaits')}</p> : null}
        <p className="mt-3 text-xs text-muted">{t('child.adults.journalPrivate')}</p>
      </section>
      <FamilyEvents events={family.events} side="child" />
    </>
  );
}
