import { getFormatter, getTranslations } from 'next-intl/server';
import { TakeOverForm } from './take-over-form';

export interface SchoolAuthorisationCardProps {
  childId: string;
  childName: string;
  authorisedAt: Date;
  /** The school that authorised the account, as the schools module names it; null if it names none. */
  schoolName: string | null;
  /** The child's country asks for the child's own agreement beside a parent's (France below 15). */
  childAgreementToo: boolean;
  /** This parent's consent is given and waits for the child's own agreement. */
  awaitingChild: boolean;
}

/**
 * On a linked child's /children card while the account stands on the school's authorisation alone (decision 060):
 * which school authorised it and what that covers, and the parent's own consent, given once they confirm they are the
 * child's parent or legal guardian and type their own password (the server checks both and that they are linked).
 * Where the child must agree too, it says so, and once the parent has consented, that it waits for the child.
 */
export async function SchoolAuthorisationCard({ childId, childName, authorisedAt, schoolName, childAgreementToo, awaitingChild }: SchoolAuthorisationCardProps) {
  const [t, format] = await Promise.all([getTranslations('families.takeOver'), getFormatter()]);
  const titleId = `school-authorisation-${childId}`;
  const date = format.dateTime(authorisedAt, { dateStyle: 'medium' });
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl border-2 border-primary bg-card p-4" data-school-authorisation>
      <h4 id={titleId} className="font-bold">
        {t('title')}
      </h4>
      <p className="text-sm">{schoolName ? t('coversSchool', { name: childName, school: schoolName, date }) : t('covers', { name: childName, date })}</p>
      {awaitingChild ? (
        <p className="text-sm font-semibold" role="status" data-take-over-waiting>
          {t('waitingChild', { name: childName })}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">{t('yours', { name: childName })}</p>
          {childAgreementToo ? <p className="text-sm text-muted">{t('childToo', { name: childName })}</p> : null}
          <TakeOverForm childId={childId} confirmLabel={t('confirm', { name: childName })} passwordLabel={t('passwordLabel')} submitLabel={t('submit', { name: childName })} />
        </>
      )}
    </section>
  );
}
