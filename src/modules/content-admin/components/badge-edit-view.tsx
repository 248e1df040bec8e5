import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { LinkTabs } from '@/components/ui/link-tabs';
import { PageLayout } from '@/components/ui/page-layout';
import { BADGE_RULE_KINDS } from '@/db/schema/progress';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/translation-locales';
import type { BadgeEditorPage } from '../queries';
import { BackLink } from '@/components/ui/back-link';
import { BadgeForm } from './badge-form';
import { BadgeTranslationForm } from './badge-translation-form';
import { TranslationStatusPill } from './translation-status-pill';
import { StatusPill } from '@/components/ui/status-pill';

/**
 * /admin/badges/<id> (an existing badge) and /admin/badges/new (badge null): what getBadgeEditorPage read. An existing
 * badge's name and description are edited in each language, each tab its own address (`?language=fr`), as a course's.
 */
export async function BadgeEditView({ badge, courses, thumbnails, language = 'en' }: BadgeEditorPage & { language?: 'en' | TranslationLocale }) {
  const [t, names] = await Promise.all([getTranslations('badgeAdmin'), getTranslations('translationEditor')]);
  const status = badge ? badge.active ? <StatusPill tone="success">{t('status.active')}</StatusPill> : <StatusPill tone="muted">{t('status.retired')}</StatusPill> : null;
  const languageHref = (id: number, to: string) => `/admin/badges/${id}${to === 'en' ? '' : `?language=${to}`}`;
  return (
    <PageLayout width="4xl" tone="admin" above={<BackLink href="/admin/badges">{t('back')}</BackLink>} title={badge ? t('editTitle', { name: badge.name }) : t('newTitle')} lead={status}>
      {badge ? (
        <LinkTabs
          label={names('switchLabel')}
          tabs={[
            { href: languageHref(badge.id, 'en'), label: names('languages.en'), lang: 'en', current: language === 'en' },
            ...TRANSLATION_LOCALES.map((locale) => ({
              href: languageHref(badge.id, locale),
              label: names(`languages.${locale}`),
              lang: locale,
              current: language === locale,
              extra: <TranslationStatusPill status={badge.translations[locale]?.status ?? 'missing'} />,
            })),
          ]}
        />
      ) : null}
      <Card>
        {badge && language !== 'en' ? (
          <BadgeTranslationForm key={language} badge={badge} locale={language} />
        ) : (
          <BadgeForm badge={badge ?? undefined} ruleKinds={BADGE_RULE_KINDS} courses={courses} thumbnails={thumbnails} />
        )}
      </Card>
    </PageLayout>
  );
}
