import { getTranslations } from 'next-intl/server';
import { OneFieldForm } from '@/components/ui/one-field-form';
import { PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { setChildPasswordAction } from '../actions';

/** On the card of a child whose account a parent made (decision 029): their sign-in name and a new password. */
export async function ChildPasswordForm({ childId, childName, signInName }: { childId: string; childName: string; signInName: string }) {
  const t = await getTranslations('families.password');
  return (
    <div className="flex flex-col gap-1" data-child-password>
      <p className="text-sm">{t('signsInAs', { name: childName, signInName })}</p>
      <OneFieldForm action={setChildPasswordAction} name="password" type="password" fields={{ childId }} label={t('label', { name: childName })} hint={t('hint', { name: childName })} submitLabel={t('submit')} maxLength={PASSWORD_MAX_LENGTH} clearOnSuccess />
    </div>
  );
}
