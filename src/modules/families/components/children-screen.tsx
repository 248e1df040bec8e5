import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OneFieldForm } from '@/components/ui/one-field-form';
import { PageLayout } from '@/components/ui/page-layout';
import { Avatar } from '@/modules/avatars/components/avatar';
import { answerGuardianApprovalAction, cancelRequestAction, deleteChildAction, endLinkAction, requestLinkAction } from '../actions';
import { ChildPlacesNotice } from './child-places-notice';
import { ConsentRequests } from './consent-requests';
import { CreateChildForm } from './create-child-form';
import type { ReactNode } from 'react';
import type { ChildrenPage } from '../link-queries';
import { FamilyEvents } from './family-events';
import { SchoolAuthorisationCard } from './school-authorisation-card';

/**
 * /children: link a child by the code on their dashboard (the child accepts or declines, decision 026; for a child
 * another parent looks after, that parent approves, decision 044), other adults' requests this parent decides, the
 * requests waiting for an answer, the linked children (each with their data's download, readable summary and the
 * account's deletion, decision 027), and what the children did lately. `childExtras` adds what
 * other modules show on a child's card (the route composes them: the journal entries a child shared).
 */
export async function ChildrenScreen({ page, childExtras = {} }: { page: ChildrenPage; childExtras?: Record<string, ReactNode> }) {
  const [t, format] = await Promise.all([getTranslations('families'), getFormatter()]);
  const when = (date: Date | null) => (date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : t('never'));
  return (
    <PageLayout
      title={
        <>
          <span aria-hidden="true">👨‍👩‍👧 </span>
          {t('children.title')}
        </>
      }
      lead={t('children.lead')}
    >
      <ConsentRequests requests={page.consentRequests} />

      {/* Decision 044: another adult's request for a child this parent looks after waits for them, not for the child. */}
      {page.approvals.length > 0 ? (
        <section aria-labelledby="guardian-approvals-title" className="rounded-2xl border-2 border-primary bg-card p-6 shadow-sm">
          <h2 id="guardian-approvals-title" className="text-lg font-bold">
            <span aria-hidden="true">🛡️ </span>
            {t('children.approvals.title')}
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {page.approvals.map((approval) => (
              <li key={approval.eventId} className="flex flex-wrap items-center gap-3 py-3" data-approval={approval.person.name}>
                <Avatar seed={approval.person.avatarSeed} variant={approval.person.avatarVariant} size={40} alt="" />
                <div className="min-w-0 flex-1 basis-60">
                  <p className="font-semibold">{t('children.approvals.asks', { name: approval.person.name, child: approval.childName })}</p>
                  <p className="text-sm text-muted">{t('children.approvals.explain', { name: approval.person.name, child: approval.childName, date: when(approval.createdAt) })}</p>
                </div>
                <div className="flex gap-2">
                  <ActionForm action={answerGuardianApprovalAction} fields={{ eventId: approval.eventId, answer: 'accept' }} label={t('children.approvals.approve')} accessibleLabel={t('children.approvals.approveNamed', { name: approval.person.name, child: approval.childName })} variant="primary" />
                  <ActionForm action={answerGuardianApprovalAction} fields={{ eventId: approval.eventId, answer: 'decline' }} label={t('children.approvals.decline')} accessibleLabel={t('children.approvals.declineNamed', { name: approval.person.name, child: approval.childName })} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* At the plan's limit the page says so, with the way to more, before any code is typed (decision 040). */}
      {page.places?.full ? (
        <Card>
          <h2 className="mb-3 text-lg font-bold">{t('places.title')}</h2>
          <ChildPlacesNotice places={page.places} />
        </Card>
      ) : null}
      {/* Hidden, not removed, at the limit: the request or child that took the last place keeps its form mounted, so
          its answer is still told (the form's toast). */}
      <div hidden={page.places?.full || undefined} className="flex flex-col gap-6" data-add-child-forms>
        <Card>
          <h2 className="text-lg font-bold">{t('children.link.title')}</h2>
          <p className="mb-3 mt-0.5 text-sm text-muted">{t('children.link.lead')}</p>
          <OneFieldForm action={requestLinkAction} name="code" label={t('children.link.code')} hint={t('children.link.codeHint')} submitLabel={t('children.link.submit')} maxLength={12} clearOnSuccess autoCapitalize="characters" />
        </Card>

        {/* A parent makes the child's account, linked at once (decision 029). */}
        <Card>
          <h2 className="text-lg font-bold">{t('create.title')}</h2>
          <p className="mb-3 mt-0.5 text-sm text-muted">{t('create.lead')}</p>
          <CreateChildForm />
        </Card>
      </div>

      {page.requests.length > 0 ? (
        <section aria-labelledby="link-requests-title" className="rounded-2xl border border-line bg-card p-6 shadow-sm">
          <h2 id="link-requests-title" className="text-lg font-bold">
            {t('children.requests.title')}
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {page.requests.map((request) => (
              <li key={request.eventId} className="flex flex-wrap items-center gap-3 py-3" data-request={request.person.name}>
                <Avatar seed={request.person.avatarSeed} variant={request.person.avatarVariant} size={40} alt="" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{request.person.name}</p>
                  <p className="text-sm text-muted">{t('children.requests.waiting', { date: when(request.createdAt) })}</p>
                  {request.awaitingGuardian ? <p className="text-sm text-muted">{t('children.requests.awaitingGuardian')}</p> : null}
                </div>
                <ActionForm action={cancelRequestAction} fields={{ eventId: request.eventId }} label={t('children.requests.cancel')} accessibleLabel={t('children.requests.cancelNamed', { name: request.person.name })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="linked-children-title" className="flex flex-col gap-3">
        <h2 id="linked-children-title" className="text-xl font-bold">
          {t('children.linked.title', { count: page.children.length })}
        </h2>
        {page.children.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">{t('children.linked.empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {page.children.map((child) => (
              <li key={child.id} className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-5 shadow-sm" data-child={child.name}>
                <div className="flex items-center gap-3">
                  <Avatar seed={child.avatarSeed} variant={child.avatarVariant} size={56} alt="" />
                  <div className="min-w-0">
                    <h3 className="text-lg font-bold">{child.name}</h3>
                    <p className="text-sm text-muted">{t('children.linked.xp', { xp: format.number(child.xp) })}</p>
                  </div>
                </div>
                <p className="text-sm text-muted">{t('children.linked.lastActive', { date: when(child.lastLogin) })}</p>
                {child.schoolAuthorisedAt ? (
                  <SchoolAuthorisationCard
                    childId={child.id}
                    childName={child.name}
                    authorisedAt={child.schoolAuthorisedAt}
                    schoolName={child.schoolName}
                    childAgreementToo={child.childAgreementToo}
                    awaitingChild={child.takeOverAwaitingChild}
                  />
                ) : null}
                {childExtras[child.id]}
                <div className="mt-auto flex flex-col gap-2 border-t border-line pt-3">
                  {/* Exports are audited, so they are POSTs (a GET never writes; decision 027): plain forms, no script needed. */}
                  <div className="flex flex-wrap gap-2">
                    <form method="post" action={`/children/${encodeURIComponent(child.id)}/export`}>
                      <Button type="submit" variant="secondary" className="px-3 py-1.5 text-xs" aria-label={t('children.data.downloadNamed', { name: child.name })}>
                        {t('children.data.download')}
                      </Button>
                    </form>
                    <form method="post" action={`/children/${encodeURIComponent(child.id)}/summary`} target="_blank">
                      <Button type="submit" variant="secondary" className="px-3 py-1.5 text-xs" aria-label={t('children.data.summaryNamed', { name: child.name })}>
                        {t('children.data.summary')}
                      </Button>
                    </form>
                    <Link href={`/children/${encodeURIComponent(child.id)}/access`} className="self-center text-xs font-semibold text-[var(--link-text)] hover:underline">
                      {t('access.linkNamed', { name: child.name })}
                    </Link>
                    <Link href={`/children/${encodeURIComponent(child.id)}/feedback`} prefetch={false} className="self-center text-xs font-semibold text-[var(--link-text)] hover:underline">
                      {t('children.feedbackNamed', { name: child.name })}
                    </Link>
                  </div>
                  <div className="flex flex-wrap justify-end gap-2">
                    <ActionForm
                      action={endLinkAction}
                      fields={{ personId: child.id }}
                      label={t('children.linked.end')}
                      accessibleLabel={t('children.linked.endNamed', { name: child.name })}
                      variant="ghost"
                      confirm={{ title: t('children.linked.confirmTitle', { name: child.name }), body: t('children.linked.confirmBody', { name: child.name }), confirmLabel: t('children.linked.end'), cancelLabel: t('keep') }}
                    />
                    {child.canDelete ? (
                      <ActionForm
                        action={deleteChildAction}
                        fields={{ childId: child.id }}
                        label={t('children.data.delete')}
                        accessibleLabel={t('children.data.deleteNamed', { name: child.name })}
                        variant="danger"
                        confirm={{
                          title: t('children.data.deleteTitle', { name: child.name }),
                          body: t('children.data.deleteBody', { name: child.name }),
                          confirmLabel: t('children.data.deleteConfirm'),
                          cancelLabel: t('keep'),
                          typeToConfirm: { name: 'confirmName', expected: child.confirmName, label: t('children.data.typeName', { word: child.confirmName }), hint: t('children.data.typeNameHint', { name: child.name }) },
                        }}
                      />
                    ) : (
                      <p className="self-center text-xs text-muted">{t('children.data.deleteOnlyGuardian')}</p>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <FamilyEvents events={page.events} side="parent" />
    </PageLayout>
  );
}
