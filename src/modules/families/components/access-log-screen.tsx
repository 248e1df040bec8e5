import { getFormatter, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageLayout } from '@/components/ui/page-layout';
import type { AccessEntry, ChildAccessLog } from '../access-log';

/** The actions the log names in words; any other is shown by its code, made readable. */
const KNOWN_ACTIONS = new Set([
  'family_link_request',
  'family_link_accept',
  'family_link_decline',
  'family_link_cancel',
  'family_link_end',
  'family_child_create',
  'child_data_export',
  'child_daily_goal_change',
  'leaderboard_visibility_change',
  'block',
  'role_change',
  'profile_update',
  'email_verified_by_admin',
  'password_reset',
  'student_report_view',
]);

const ROLES = new Set(['parent', 'tutor', 'admin', 'child']);

/** /children/{id}/access: who saw or changed a child's data, newest first, for the child's parent. */
export async function AccessLogScreen({ log }: { log: ChildAccessLog }) {
  const [t, format] = await Promise.all([getTranslations('families.access'), getFormatter()]);
  const role = (name: string) => (ROLES.has(name) ? t(`roles.${name}`) : name);
  const who = (entry: AccessEntry) =>
    entry.by.who === 'you' ? t('by.you') : entry.by.who === 'child' ? t('by.child', { name: log.child.name }) : entry.by.name ? t('by.named', { name: entry.by.name, role: role(entry.by.role) }) : role(entry.by.role);
  const what = (entry: AccessEntry) => (KNOWN_ACTIONS.has(entry.action) ? t(`actions.${entry.action}`) : entry.action.replace(/_/g, ' '));
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
