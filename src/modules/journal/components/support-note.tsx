'use client';

import { useTranslations } from '@/i18n/client';
import type { SupportTopic } from '../support';

/**
 * Kind help beside an entry whose words touch a hard topic (decision 025): who to talk to, in a child's words. It
 * tells nobody anything; the child chooses. Drawn on the server beside a saved entry and in the form after a save.
 */
/** An admin's helpline for the child's language (decision 025). */
export interface HelplineView {
  name: string;
  phone: string;
  url: string;
}

export function SupportNote({ topics, helpline }: { topics: readonly SupportTopic[]; helpline: HelplineView | null }) {
  const t = useTranslations('journal.support');
  return (
    <aside aria-label={t('label')} className="rounded-xl border border-primary/40 bg-highlight px-4 py-3 text-sm leading-relaxed text-ink" data-support={topics.join(' ')}>
      <p className="font-semibold">
        <span aria-hidden="true">💙 </span>
        {t('title')}
      </p>
      {topics.map((topic) => (
        <p key={topic} className="mt-1">
          {t(`topics.${topic}`)}
        </p>
      ))}
      <p className="mt-1">{t('talk')}</p>
      {helpline ? (
        <p className="mt-1" data-helpline={helpline.name}>
          {t('helplineNamed', { name: helpline.name })}
          {helpline.phone ? (
            <>
              {' '}
              <a href={`tel:${helpline.phone.replace(/[^0-9+]/g, '')}`} className="font-semibold text-primary underline" dir="ltr">
                {helpline.phone}
              </a>
            </>
          ) : null}
          {helpline.url ? (
            <>
              {' '}
              <a href={helpline.url} className="font-semibold text-primary underline" rel="noopener noreferrer" target="_blank">
                {t('helplineSite')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="mt-1">{t('helpline')}</p>
    </aside>
  );
}
