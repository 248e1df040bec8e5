import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { buttonClass } from '@/components/ui/button';
import { stopConsentMailAction } from '../actions';

/**
 * /consent/stop: where a consent mail's "I don't know this child / stop these e-mails" leads (decision 030). It says
 * what the button does (no more such mail to this address, and the waiting requests refused) before anything changes:
 * a GET never writes, and a mail scanner that opens the link changes nothing.
 */
export async function ConsentStopScreen({ state, params }: { state: 'ask' | 'done' | 'invalid'; params: { a: string; s: string } }) {
  const t = await getTranslations('families.consent.stop');
  if (state === 'invalid') return <AuthCard icon="🔗" title={t('invalidTitle')} lead={t('invalidLead')} />;
  if (state === 'done') return <AuthCard icon="✅" title={t('doneTitle')} lead={t('doneLead')} />;
  return (
    <AuthCard icon="✋" title={t('title')} lead={t('lead')}>
      <form action={stopConsentMailAction} className="flex flex-col gap-3">
        <input type="hidden" name="a" value={params.a} />
        <input type="hidden" name="s" value={params.s} />
        <button type="submit" className={buttonClass('primary')}>
          {t('confirm')}
        </button>
      </form>
    </AuthCard>
  );
}
