import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { CheckboxField } from '@/components/ui/field';
import { takeOverConsentAction } from '../actions';

/**
 * On a linked child's /children card while the account stands on the school's authorisation alone (decision 060):
 * what the school's authorisation covers, and the parent's own consent, given once they confirm they are the child's
 * parent or legal guardian (the server checks the same box and that they are linked).
 */
export async function SchoolAuthorisationCard({ childId, childName, authorisedAt }: { childId: string; childName: string; authorisedAt: Date }) {
  const [t, format] = await Promise.all([getTranslations('families.takeOver'), getFormatter()]);
  const titleId = `school-authorisation-${childId}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl border-2 border-primary bg-card p-4" data-school-authorisation>
      <h4 id={titleId} className="font-bold">
        {t('title')}
      </h4>
      <p className="text-sm">{t('covers', { name: childName, date: format.dateTime(authorisedAt, { dateStyle: 'medium' }) })}</p>
      <p className="text-sm text-muted">{t('yours', { name: childName })}</p>
      <ActionForm action={takeOverConsentAction} fields={{ childId }} label={t('submit', { name: childName })} variant="primary" className="flex flex-col items-start gap-3">
        <CheckboxField id={`take-over-${childId}`} name="confirmParent" label={t('confirm', { name: childName })} required />
      </ActionForm>
    </section>
  );
}
