import { useTranslations } from 'next-intl';
import { StatusPill } from '@/components/ui/status-pill';
import type { TranslationStatus } from '@/lib/translation-locales';

const TONES = { translated: 'success', partly: 'accent', outdated: 'accent', missing: 'error' } as const;

/** How a course's or lesson's translation stands (decision 051): the lesson and course editors' tabs, the translation view. */
export function TranslationStatusPill({ status }: { status: TranslationStatus }) {
  const t = useTranslations('translationStatus');
  return <StatusPill tone={TONES[status]}>{t(status)}</StatusPill>;
}
