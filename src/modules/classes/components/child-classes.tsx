import { getFormatter, getTranslations } from 'next-intl/server';
import type { Membership } from '../queries';
import { MembershipRequests } from './membership-requests';

/**
 * The classes a child is in and who runs them, on their parent's /children card and dashboard (who else can see the
 * child), and the tutors' requests to add the child, which the parent answers (decision 032).
 */
export async function ChildClasses({ memberships, childName }: { memberships: Membership[]; childName: string }) {
  const [t, format] = await Promise.all([getTranslations('dashboard'), getFormatter()]);
  const approved = memberships.filter((membership) => membership.status === 'approved');
  if (approved.length === 0 && !memberships.some((membership) => membership.status === 'pending')) return null;
  return (
    <div className="flex flex-col gap-2">
      {approved.length > 0 ? (
        <p className="text-sm text-muted" data-child-classes>
          <span aria-hidden="true">🏫 </span>
          {t('childClasses', {
            classes: format.list(
              approved.map((membership) => t('classWithTutor', { className: membership.className, tutor: membership.tutorName })),
              { type: 'conjunction' },
            ),
          })}
        </p>
      ) : null}
      <MembershipRequests memberships={memberships} childName={childName} side="parent" />
    </div>
  );
}
