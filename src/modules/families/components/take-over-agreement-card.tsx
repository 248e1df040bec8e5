import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { Avatar } from '@/modules/avatars/components/avatar';
import { answerTakeOverAction } from '../actions';
import type { FamilyPerson } from '../link-queries';

/**
 * On the child's dashboard when a linked parent gave their consent to the account the school made, and the law of the
 * child's country asks for the child's own yes too (France below 15, decision 060): said simply, in the child's
 * language, with a yes and a "not now" that changes nothing at school. `held`: the parent changed the child's country
 * to one that asks both, and the account waits for this yes (decision 060's amendment), which the "not now" says.
 */
export async function TakeOverAgreementCard({ parent, held = false }: { parent: FamilyPerson; held?: boolean }) {
  const t = await getTranslations('families.child.takeOver');
  return (
    <section aria-labelledby="take-over-agreement-title" className="rounded-2xl border-2 border-primary bg-card p-5 shadow-sm" data-take-over-agreement>
      <h2 id="take-over-agreement-title" className="text-lg font-bold">
        <span aria-hidden="true">🤝 </span>
        {t('title')}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Avatar seed={parent.avatarSeed} variant={parent.avatarVariant} size={48} alt="" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold">{t('asks', { name: parent.name })}</p>
          <p className="text-sm">{t('explain')}</p>
          <p className="text-sm text-muted">{t(held ? 'eitherHeld' : 'either')}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <ActionForm action={answerTakeOverAction} fields={{ answer: 'agree' }} label={t('agree')} variant="primary" />
        <ActionForm action={answerTakeOverAction} fields={{ answer: 'decline' }} label={t('decline')} />
      </div>
    </section>
  );
}
