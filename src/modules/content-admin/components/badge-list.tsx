import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { PageLayout } from '@/components/ui/page-layout';
import { reactivateBadgeAction, retireBadgeAction } from '../actions';
import type { BadgeListPage } from '../queries';
import { BadgeIcon } from '@/components/ui/badge-icon';
import { StatusPill } from '@/components/ui/status-pill';
import { TRANSLATION_LOCALES } from '@/lib/translation-locales';
import { TranslationStatusPill } from './translation-status-pill';

/** /admin/badges: every badge, active and retired, its rule in words, how many children hold it and how far it is translated. */
export async function BadgeList({ badges: rows, created = false }: BadgeListPage & { created?: boolean }) {
  const [t, names] = await Promise.all([getTranslations('badgeAdmin'), getTranslations('translationEditor')]);
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('lead')} actions={<ButtonLink href="/admin/badges/new" className="py-2">{t('newBadge')}</ButtonLink>}>
      {created ? <Alert tone="success">{t('created')}</Alert> : null}
      <DataTable
        caption={t('title')}
        columns={[t('columns.icon'), t('columns.badge'), t('columns.rule'), t('columns.bonus'), t('columns.status'), t('columns.holders'), t('columns.actions')]}
        minWidth="60rem"
        empty={rows.length === 0 ? t('empty') : null}
      >
        {rows.map((badge) => (
          <tr key={badge.id} className={`align-middle ${badge.active ? '' : 'text-muted'}`}>
            <td className="px-3 py-2">
              <BadgeIcon tile size={40} emoji={badge.iconEmoji} imagePath={badge.iconPath} />
            </td>
            <td className="px-3 py-2">
              <Link href={`/admin/badges/${badge.id}`} className="font-semibold text-[var(--link-text)] hover:underline">
                {badge.name}
              </Link>
              <div className="max-w-xs text-xs text-muted">{badge.description}</div>
              <ul className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={t('columns.languages')}>
                {TRANSLATION_LOCALES.map((locale) => (
                  <li key={locale}>
                    <Link href={`/admin/badges/${badge.id}?language=${locale}`} className="inline-flex items-center gap-1.5 hover:underline">
                      <span className="sr-only">{badge.name}: </span>
                      <span lang={locale}>{names(`languages.${locale}`)}</span>
                      <TranslationStatusPill status={badge.translations[locale]} />
                    </Link>
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-3 py-2">{t(`rules.${badge.ruleKind}`, { threshold: badge.ruleThreshold, course: badge.ruleCourseTitle ?? t('rules.unknownCourse') })}</td>
            <td className="whitespace-nowrap px-3 py-2 tabular-nums">{badge.xpBonus > 0 ? t('bonus', { xp: badge.xpBonus }) : '—'}</td>
            <td className="px-3 py-2">{badge.active ? <StatusPill tone="success">{t('status.active')}</StatusPill> : <StatusPill tone="muted">{t('status.retired')}</StatusPill>}</td>
            <td className="whitespace-nowrap px-3 py-2 tabular-nums">{t('holders', { count: badge.holders })}</td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap items-center gap-1.5">
                <Link href={`/admin/badges/${badge.id}`} className={buttonClass('secondary', 'px-3 py-1.5 text-xs')} aria-label={t('editBadge', { name: badge.name })}>
                  {t('edit')}
                </Link>
                {badge.active ? (
                  <ActionForm
                    action={retireBadgeAction}
                    fields={{ badgeId: String(badge.id) }}
                    label={t('retire')}
                    variant="danger"
                    confirm={{ title: t('retireTitle', { name: badge.name }), body: t('retireBody'), confirmLabel: t('retire'), cancelLabel: t('cancel') }}
                  />
                ) : (
                  <ActionForm action={reactivateBadgeAction} fields={{ badgeId: String(badge.id) }} label={t('reactivate')} />
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
    </PageLayout>
  );
}
