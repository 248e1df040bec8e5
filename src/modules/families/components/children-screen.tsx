import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { Card } from '@/components/ui/card';
import { OneFieldForm } from '@/components/ui/one-field-form';
import { PageLayout } from '@/components/ui/page-layout';
import { Avatar } from '@/modules/avatars/components/avatar';
import { cancelRequestAction, endLinkAction, requestLinkAction } from '../actions';
import type { ReactNode } from 'react';
import type { ChildrenPage } from '../link-queries';
import { FamilyEvents } from './family-events';

/**
 * /children: link a child by the code on their dashboard (the child accepts or declines, decision 026), the
 * requests waiting for an answer, the linked children, and what the children did lately. `childExtras` adds what
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
      <Card>
        <h2 className="text-lg font-bold">{t('children.link.title')}</h2>
        <p className="mb-3 mt-0.5 text-sm text-muted">{t('children.link.lead')}</p>
        <OneFieldForm action={requestLinkAction} name="code" label={t('children.link.code')} hint={t('children.link.codeHint')} submitLabel={t('children.link.submit')} maxLength={12} clearOnSuccess autoCapitalize="characters" />
      </Card>

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
                {childExtras[child.id]}
                <div className="mt-auto flex justify-end border-t border-line pt-3">
                  <ActionForm
                    action={endLinkAction}
                    fields={{ personId: child.id }}
                    label={t('children.linked.end')}
                    accessibleLabel={t('children.linked.endNamed', { name: child.name })}
                    variant="ghost"
                    confirm={{ title: t('children.linked.confirmTitle', { name: child.name }), body: t('children.linked.confirmBody', { name: child.name }), confirmLabel: t('children.linked.end'), cancelLabel: t('keep') }}
                  />
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
