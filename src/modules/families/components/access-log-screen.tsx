import { getFormatter, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageLayout } from '@/components/ui/page-layout';
import type { AccessEntry, ChildAccessLog } from '../access-log';


const ROLES = new Set(['parent', 'tutor', 'admin', 'child']);

/** /children/{id}/access: who saw or changed a child's data, newest first, for the child's parent. */
export async function AccessLogScreen({ log }: { log: ChildAccessLog }) {
  const [t, format] = await Promise.all([getTranslations('families.access'), getFormatter()]);
  const role = (name: string) => (ROLES.has(name) ? t(`roles.${name}`) : name);
  const who = (entry: AccessEntry) =>
    entry.by.who === 'you' ? t('by.you') : entry.by.who === 'child' ? t('by.child', { name: log.child.name }) : entry.by.name ? t('by.named', { name: entry.by.name, role: role(entry.by.role) }) : role(entry.by.role);
  // Every action a parent may meet here is named in words; one added later without words reads "changed the account",
  // never as its machine code.
  const what = (entry: AccessEntry) => (t.has(`actions.${entry.action}`) ? t(`actions.${entry.action}`) : t('actions.other'));
  return (
    <PageLayout width="4xl" title={t('title', { name: log.child.name })} lead={t('lead')} above={<BackLink href="/children">{t('back')}</BackLink>}>
      {log.entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">{t('empty')}</p>
      ) : (
        <ol className="divide-y divide-line rounded-2xl border border-line bg-card">
          {log.entries.map((entry, index) => (
            <li key={`${entry.at.getTime()}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3" data-access={entry.action}>
              <span>
                <span className="font-semibold">{who(entry)}</span> <span>{what(entry)}</span>
              </span>
              <time dateTime={entry.at.toISOString()} className="text-sm text-muted">
                {format.dateTime(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </PageLayout>
  );
}
