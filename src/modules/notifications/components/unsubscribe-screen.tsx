import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageLayout } from '@/components/ui/page-layout';
import { unsubscribeAction } from '../actions';
import type { UnsubscribeTarget } from '../unsubscribe-token';

/** /unsubscribe: what the link turns off, a button to do it, and the way to every e-mail setting. */
export async function UnsubscribeScreen({ kind, done, params }: { kind: UnsubscribeTarget | null; done: boolean; params: { u: string; t: string; s: string } }) {
  const t = await getTranslations('notifications');
  const settings = (
    <Link href="/settings#email" className="font-semibold text-[var(--link-text)] hover:underline">
      {t('unsubscribe.settings')}
    </Link>
  );
  if (!kind) {
    return (
      <PageLayout width="4xl" title={t('unsubscribe.title')} lead={t('unsubscribe.invalid')}>
        <p>{settings}</p>
      </PageLayout>
    );
  }
  const name = kind === 'daily' || kind === 'weekly' ? t(`digest.name.${kind}`) : t(`kinds.${kind}`);
  if (done) {
    return (
      <PageLayout width="4xl" title={t('unsubscribe.title')} lead={t('unsubscribe.done', { kind: name })}>
        <p>{settings}</p>
      </PageLayout>
    );
  }
  return (
    <PageLayout width="4xl" title={t('unsubscribe.title')} lead={t('unsubscribe.ask', { kind: name })}>
      <form action={unsubscribeAction} className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-card p-6 shadow-sm">
        {Object.entries(params).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <button type="submit" className={buttonClass('primary')}>
          {t('unsubscribe.confirm')}
        </button>
        {settings}
      </form>
    </PageLayout>
  );
}
