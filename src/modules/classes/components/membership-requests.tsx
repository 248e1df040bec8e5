import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { answerMembershipAction } from '../actions';
import type { Membership } from '../queries';

/**
 * A tutor's requests to add a child to a class, waiting for the family (decision 032): for a parent on the child's
 * card and dashboard, for a child on their dashboard. Whoever may answer gets the buttons; a child who may not is told
 * that their parent decides.
 */
export async function MembershipRequests({ memberships, childName, side }: { memberships: Membership[]; childName?: string; side: 'parent' | 'child' }) {
  const pending = memberships.filter((membership) => membership.status === 'pending');
  if (pending.length === 0) return null;
  const t = await getTranslations('classes.requests');
  return (
    <ul className="flex flex-col gap-2" data-class-requests>
      {pending.map((membership) => {
        const values = { className: membership.className, tutor: membership.tutorName, name: childName ?? '' };
        return (
          <li key={`${membership.childId}:${membership.classId}`} className="rounded-xl border border-primary/40 bg-highlight/40 p-3 text-sm" data-class-request={membership.className}>
            <p>{side === 'parent' ? t('asksParent', values) : t('asksChild', values)}</p>
            {membership.mayAnswer ? (
              <div className="mt-2 flex flex-wrap gap-2">
                <ActionForm action={answerMembershipAction} fields={{ classId: membership.classId, childId: membership.childId, answer: 'approve' }} label={t('approve')} accessibleLabel={side === 'parent' ? t('approveNamed', values) : t('approveOwn', values)} variant="primary" />
                <ActionForm action={answerMembershipAction} fields={{ classId: membership.classId, childId: membership.childId, answer: 'decline' }} label={t('decline')} accessibleLabel={side === 'parent' ? t('declineNamed', values) : t('declineOwn', values)} variant="ghost" />
              </div>
            ) : (
              <p className="mt-1 text-muted">{t('parentDecides')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
