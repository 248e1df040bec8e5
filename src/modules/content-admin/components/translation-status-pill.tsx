import { useTranslations } from 'next-intl';
import { StatusPill } from '@/components/ui/status-pill';
import type { TranslationStatus } from '@/lib/translation-locales';
import { TRANSLATION_STATUS_TONES } from './translation-status-tones';

/**
 * How a course's or lesson's translation stands (decision 051): the lesson and course editors' tabs, the translation
 * view. Drawn on the server; the translation editor, a client component, draws the same pill with the browser's
 * translations (src/i18n/client.tsx).
 */
export function TranslationStatusPill({ status }: { status: TranslationStatus }) {
  const t = useTranslations('translationStatus');
  return <StatusPill tone={TRANSLATION_STATUS_TONES[status]}>{t(status)}</StatusPill>;
}
