import { getFormatter, getTranslations } from 'next-intl/server';
import type { Membership } from '../queries';

/** The classes a child is in and who runs them, on their parent's /children card (who else can see the child). */
export async function ChildClasses({ memberships }: { memberships: Membership[] }) {
  const [t, format] = await Promise.all([getTranslations('dashboard'), getFormatter()]);
  if (memberships.length === 0) return null;
  return (
    <p className="text-sm text-muted" data-child-classes>
      <span aria-hidden="true">🏫 </span>
      {t('childClasses', {
        classes: format.list(
          memberships.map((membership) => t('classWithTutor', { className: membership.className, tutor: membership.tutorName })),
          { type: 'conjunction' },
        ),
      })}
    </p>
  );
}
